import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

export interface SessionUser {
  userId: number;
  sessionId: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token; only its hash is stored. `expireMinutes`: 1440 (a day) or 43200 (remember me). */
export async function createSession(db: Db, userId: number, expireMinutes: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + expireMinutes * 60_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
    lastSeenAt: new Date(),
    lastIp: meta.ip,
  });
  return token;
}

/** The sessions list's "last used" is refreshed at most this often (not one write per request). */
const SEEN_EVERY_MS = 5 * 60_000;

/** The live session of a token. `seen` (the request's address) refreshes its last use, at most every 5 minutes. */
export async function resolveSession(db: Db, token: string | null, seen?: { ip: string }): Promise<SessionUser | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, lastIp: sessions.lastIp })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  if (seen && (!row.lastSeenAt || row.lastSeenAt.getTime() < Date.now() - SEEN_EVERY_MS || row.lastIp !== seen.ip)) {
    await db.update(sessions).set({ lastSeenAt: new Date(), lastIp: seen.ip }).where(eq(sessions.id, row.sessionId));
  }
  return { userId: row.userId, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
