import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountChallenges } from '../../db/schema';
import { ApiError } from '../../http/errors';

/** Wrong tries after which a challenge is dead (a new one must be asked for). */
export const CHALLENGE_MAX_WRONG = 5;
export type ChallengeKind = 'email' | 'phone';

export interface ChallengeMessages {
  invalid: string;
  wrong: string;
  tooMany: string;
}

const secretHash = (userId: number, kind: ChallengeKind, target: string, secret: string) =>
  createHash('sha256').update(`${userId}:${kind}:${target}:${secret}`).digest('hex');

/** A new challenge replaces the user's earlier unused one of the same kind. */
export async function createChallenge(db: Db, c: { userId: number; kind: ChallengeKind; target: string; secret: string; lifeMs: number }): Promise<void> {
  await db
    .update(accountChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(accountChallenges.userId, c.userId), eq(accountChallenges.kind, c.kind), isNull(accountChallenges.usedAt)));
  await db.insert(accountChallenges).values({
    userId: c.userId,
    kind: c.kind,
    target: c.target,
    secretHash: secretHash(c.userId, c.kind, c.target, c.secret),
    expiresAt: new Date(Date.now() + c.lifeMs),
  });
}

/**
 * Checks the user's latest live challenge of `kind` for `target` against `secret`; a wrong secret counts a
 * try (the fifth kills it). `consume` spends it (single use: of two simultaneous submissions one wins).
 */
export async function checkChallenge(
  db: Db,
  c: { userId: number; kind: ChallengeKind; target: string; secret: string; consume: boolean },
  msg: ChallengeMessages,
): Promise<void> {
  const [row] = await db
    .select()
    .from(accountChallenges)
    .where(and(eq(accountChallenges.userId, c.userId), eq(accountChallenges.kind, c.kind), isNull(accountChallenges.usedAt)))
    .orderBy(desc(accountChallenges.createdAt), desc(accountChallenges.id))
    .limit(1);
  if (!row || row.target !== c.target || row.expiresAt.getTime() <= Date.now()) throw new ApiError(msg.invalid);
  if (row.attempts >= CHALLENGE_MAX_WRONG) throw new ApiError(msg.tooMany);
  const given = Buffer.from(secretHash(c.userId, c.kind, c.target, c.secret.trim()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) {
    const [after] = await db
      .update(accountChallenges)
      .set({ attempts: sql`${accountChallenges.attempts} + 1` })
      .where(eq(accountChallenges.id, row.id))
      .returning({ attempts: accountChallenges.attempts });
    throw new ApiError(after && after.attempts >= CHALLENGE_MAX_WRONG ? msg.tooMany : msg.wrong);
  }
  if (!c.consume) return;
  const [used] = await db
    .update(accountChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(accountChallenges.id, row.id), isNull(accountChallenges.usedAt)))
    .returning({ id: accountChallenges.id });
  if (!used) throw new ApiError(msg.invalid);
}

/** A unique index refused the write (another account took the mobile or e-mail a moment ago). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
