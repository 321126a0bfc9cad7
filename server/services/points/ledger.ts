import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { PointsKind, PointsRow, PointsSummary } from '../../../lib/api/contract/member';
import type { Db } from '../../db/client';
import { pointsLedger } from '../../db/schema';
import { reject } from '../../http/errors';

/**
 * The points ledger (积分). Every change takes the user's advisory lock, first expires what is due (lazily:
 * no background job is needed, the balance is never read without it), then applies the change and records the
 * balance after it. Credits are idempotent by `ref`; a spend consumes the credits that expire first.
 * Rules (docs/adr/0029-member-assets.md): points expire at the end of the year after the one they were
 * earned in (China time).
 */
export const POINTS_MSG = {
  notEnough: (balance: number) => `积分不足（当前可用 ${balance} 积分）`,
  badAmount: '积分数量应为正整数',
} as const;

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The last instant of the year after the one `earnedAt` falls in (China time): 2026-05-01 → 2027-12-31 24:00 +08:00. */
export function expiryFor(earnedAt: Date): Date {
  const year = new Date(earnedAt.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(year + 2, 0, 1) - CHINA_OFFSET_MS);
}

type Tx = Db;

const lockPoints = (tx: Tx, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${userId}`}))`);

async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [last] = await tx.select({ b: pointsLedger.balanceAfter }).from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(desc(pointsLedger.id)).limit(1);
  return last?.b ?? 0;
}

/** Writes an expiry row for every credit due by `now` that still has points left. Caller holds the lock. */
async function expireDue(tx: Tx, userId: number, now: Date): Promise<number> {
  const due = await tx
    .select({ id: pointsLedger.id, remaining: pointsLedger.remaining, expiresAt: pointsLedger.expiresAt })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0), lte(pointsLedger.expiresAt, now)))
    .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.id));
  let balance = await balanceOf(tx, userId);
  for (const row of due) {
    const points = row.remaining!;
    balance -= points;
    await tx.update(pointsLedger).set({ remaining: 0 }).where(eq(pointsLedger.id, row.id));
    const day = new Date(row.expiresAt!.getTime() + CHINA_OFFSET_MS - 1).toISOString().slice(0, 10);
    await tx.insert(pointsLedger).values({ userId, kind: 'expire', delta: -points, reason: `积分到期（${day} 到期）`, ref: `expire:${row.id}`, balanceAfter: balance, createdAt: now });
  }
  return balance;
}

export interface CreditInput {
  userId: number;
  kind: Exclude<PointsKind, 'spend' | 'expire'>;
  points: number;
  reason: string;
  /** Idempotency key: a second credit with the same ref changes nothing. */
  ref: string;
  orderNo?: string | null;
  now?: Date;
}

/** creditPoints inside the caller's transaction (the order's completion uses it). */
export async function creditPointsIn(tx: Tx, input: CreditInput): Promise<{ credited: boolean; balance: number }> {
  const now = input.now ?? new Date();
  await lockPoints(tx, input.userId);
  const balance = await expireDue(tx, input.userId, now);
  if (!Number.isInteger(input.points) || input.points <= 0) return { credited: false, balance };
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: input.userId,
      kind: input.kind,
      delta: input.points,
      reason: input.reason,
      ref: input.ref,
      orderNo: input.orderNo ?? null,
      remaining: input.points,
      expiresAt: expiryFor(now),
      balanceAfter: balance + input.points,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [pointsLedger.userId, pointsLedger.ref] })
    .returning({ id: pointsLedger.id });
  return inserted.length ? { credited: true, balance: balance + input.points } : { credited: false, balance };
}

/** Credits points once per ref (for the points mall too). Answers whether this call credited them. */
export const creditPoints = (db: Db, input: CreditInput) => db.transaction((tx) => creditPointsIn(tx, input));

export interface SpendInput {
  userId: number;
  points: number;
  reason: string;
  /** Idempotency key (e.g. the points-mall order): a retried spend with the same ref spends nothing more. */
  ref: string;
  orderNo?: string | null;
  now?: Date;
}

/**
 * Spends points atomically: refused with 积分不足 (nothing changed) when the balance after expiry is short.
 * The credits that expire first are used first.
 */
export async function spendPoints(db: Db, input: SpendInput): Promise<{ spent: boolean; balance: number }> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw reject(POINTS_MSG.badAmount);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockPoints(tx, input.userId);
    const balance = await expireDue(tx, input.userId, now);
    const [done] = await tx.select({ id: pointsLedger.id }).from(pointsLedger).where(and(eq(pointsLedger.userId, input.userId), eq(pointsLedger.ref, input.ref)));
    if (done) return { spent: false, balance };
    if (balance < input.points) throw reject(POINTS_MSG.notEnough(balance));
    const credits = await tx
      .select({ id: pointsLedger.id, remaining: pointsLedger.remaining })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, input.userId), gt(pointsLedger.remaining, 0)))
      .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.id));
    let left = input.points;
    for (const c of credits) {
      if (left === 0) break;
      const take = Math.min(left, c.remaining!);
      left -= take;
      await tx.update(pointsLedger).set({ remaining: c.remaining! - take }).where(eq(pointsLedger.id, c.id));
    }
    const after = balance - input.points;
    await tx.insert(pointsLedger).values({ userId: input.userId, kind: 'spend', delta: -input.points, reason: input.reason, ref: input.ref, orderNo: input.orderNo ?? null, balanceAfter: after, createdAt: now });
    return { spent: true, balance: after };
  });
}

/** The balance (after expiring what is due) and the next points to expire. */
export async function pointsSummary(db: Db, userId: number, now = new Date()): Promise<PointsSummary> {
  return db.transaction(async (tx) => {
    await lockPoints(tx, userId);
    const balance = await expireDue(tx, userId, now);
    const [next] = await tx
      .select({ at: pointsLedger.expiresAt, points: sql<number>`sum(${pointsLedger.remaining})`.mapWith(Number) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.remaining, 0)))
      .groupBy(pointsLedger.expiresAt)
      .orderBy(asc(pointsLedger.expiresAt))
      .limit(1);
    return { balance, nextExpiry: next?.at ? { points: next.points, at: next.at.toISOString() } : null };
  });
}

/** The ledger, newest first (expiry applied first, so the rows agree with the balance). */
export async function pointsRows(db: Db, userId: number, limit: number, offset: number, now = new Date()): Promise<{ rows: PointsRow[]; total: number }> {
  await pointsSummary(db, userId, now);
  const rows = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(desc(pointsLedger.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
  return {
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointsKind,
      delta: r.delta,
      reason: r.reason,
      orderNo: r.orderNo,
      balanceAfter: r.balanceAfter,
      expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(n),
  };
}
