import { and, asc, count, eq, lt, min, sql, sum } from 'drizzle-orm';
import { CREDIT_MSG, fenText } from '../../../lib/api/contract/credit';
import type { Db } from '../../db/client';
import { creditBills, creditLedger, creditLines, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { chinaDate } from '../lots/rules';

/*
 * Credit lines (账期额度): reads, the operator's grant, and the ledger. Lock order everywhere: the order,
 * then the line, then the bill — so a payment, a repayment and a refund never wait on each other in a circle.
 */

export type LineRow = typeof creditLines.$inferSelect;
export type LedgerKind = 'grant' | 'charge' | 'repay' | 'refund';

export const availableOf = (l: Pick<LineRow, 'limitFen' | 'usedFen'>) => Math.max(0, l.limitFen - l.usedFen);

/** Today in China (YYYY-MM-DD): due dates and 逾期 are calendar days there. */
export const creditToday = (now = new Date()) => chinaDate(now);

/** A day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function findLine(db: Db, userId: number): Promise<LineRow | undefined> {
  const [row] = await db.select().from(creditLines).where(eq(creditLines.userId, userId));
  return row;
}

/** Locks the user's line for a change (SELECT … FOR UPDATE): a second payment waits and then sees the first one's use. */
export async function lockLine(tx: Db, where: { userId: number } | { lineId: number }): Promise<LineRow | undefined> {
  const [row] = await tx
    .select()
    .from(creditLines)
    .where('userId' in where ? eq(creditLines.userId, where.userId) : eq(creditLines.id, where.lineId))
    .for('update');
  return row;
}

export function amountView(line: LineRow | undefined) {
  if (!line) return { hasLine: false, active: false, limit: 0, used: 0, available: 0, termDays: 0 };
  return { hasLine: true, active: line.active, limit: line.limitFen, used: line.usedFen, available: availableOf(line), termDays: line.termDays };
}

/** Open bills past their due date: how many, and what is still owed on them. */
export async function overdueOf(db: Db, userId: number, today: string) {
  const [row] = await db
    .select({ n: count(), fen: sum(sql`${creditBills.amountFen} - ${creditBills.repaidFen} - ${creditBills.refundedFen}`) })
    .from(creditBills)
    .where(and(eq(creditBills.userId, userId), eq(creditBills.status, 'open'), lt(creditBills.dueOn, today)));
  return { count: row.n, fen: Number(row.fen ?? 0) };
}

/** Why this buyer cannot pay `amountFen` (or anything, when null) by credit now; null when they can. */
export async function creditRefusal(db: Db, line: LineRow | undefined, amountFen: number | null, today: string): Promise<string | null> {
  if (!line) return CREDIT_MSG.noLine;
  if (!line.active) return CREDIT_MSG.suspended;
  const overdue = await overdueOf(db, line.userId, today);
  if (overdue.count > 0) return CREDIT_MSG.overdue(overdue.count, fenText(overdue.fen));
  if (amountFen !== null && amountFen > availableOf(line)) return CREDIT_MSG.overLimit(fenText(amountFen), fenText(availableOf(line)));
  return null;
}

export async function walletView(db: Db, userId: number, now = new Date()) {
  const line = await findLine(db, userId);
  const today = creditToday(now);
  const outstanding = sql<string>`${creditBills.amountFen} - ${creditBills.repaidFen} - ${creditBills.refundedFen}`;
  const [open] = await db
    .select({ n: count(), fen: sum(outstanding), next: min(creditBills.dueOn) })
    .from(creditBills)
    .where(and(eq(creditBills.userId, userId), eq(creditBills.status, 'open')));
  const overdue = await overdueOf(db, userId, today);
  return {
    ...amountView(line),
    dueCount: open.n - overdue.count,
    dueAmount: Number(open.fen ?? 0) - overdue.fen,
    overdueCount: overdue.count,
    overdueAmount: overdue.fen,
    nextDueOn: open.next ?? null,
  };
}

export async function recordView(db: Db, userId: number) {
  const line = await findLine(db, userId);
  if (!line) return { hasLine: false, holder: null, limit: 0, termDays: 0, active: false, grantedAt: null, updatedAt: null };
  return {
    hasLine: true,
    holder: line.organisationId === null ? ('user' as const) : ('organisation' as const),
    limit: line.limitFen,
    termDays: line.termDays,
    active: line.active,
    grantedAt: line.createdAt.toISOString(),
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** Appends a movement to the credit ledger (never updated or deleted). */
export async function recordMovement(
  tx: Db,
  line: Pick<LineRow, 'id' | 'limitFen' | 'usedFen'>,
  kind: LedgerKind,
  deltaFen: number,
  extra: { billId?: number; orderId?: number; actor: 'buyer' | 'operator' | 'system'; reference?: string; note?: string },
) {
  await tx.insert(creditLedger).values({
    lineId: line.id,
    kind,
    deltaFen,
    usedAfterFen: line.usedFen,
    limitAfterFen: line.limitFen,
    billId: extra.billId ?? null,
    orderId: extra.orderId ?? null,
    actor: extra.actor,
    reference: extra.reference ?? '',
    note: extra.note ?? '',
  });
}

/**
 * The operator grants or changes a line. Lowering the limit below what is used is allowed (nothing new can
 * be paid until bills are repaid); the bills keep the term they were opened with.
 */
export async function setLine(db: Db, input: { userId: number; limit: number; termDays: number; active: boolean; note: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw reject(CREDIT_MSG.userNotFound);
    await tx.insert(creditLines).values({ userId: input.userId, limitFen: input.limit, termDays: input.termDays, active: input.active, note: input.note }).onConflictDoNothing();
    const line = (await lockLine(tx, { userId: input.userId }))!;
    const [updated] = await tx
      .update(creditLines)
      .set({ limitFen: input.limit, termDays: input.termDays, active: input.active, note: input.note, updatedAt: new Date() })
      .where(eq(creditLines.id, line.id))
      .returning();
    const what = `额度 ${fenText(input.limit)}，账期 ${input.termDays} 天${input.active ? '' : '，暂停使用'}`;
    await recordMovement(tx, updated, 'grant', 0, { actor: 'operator', note: input.note ? `${what}（${input.note}）` : what });
    return { userId: input.userId, ...amountView(updated) };
  });
}

/** The line's ledger, oldest first (tests and the operator's reconciliation read it). */
export const ledgerOf = (db: Db, lineId: number) => db.select().from(creditLedger).where(eq(creditLedger.lineId, lineId)).orderBy(asc(creditLedger.id));
