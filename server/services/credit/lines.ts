import { and, asc, count, eq, isNull, lt, min, sql, sum } from 'drizzle-orm';
import { CREDIT_MSG, fenText } from '../../../lib/api/contract/credit';
import type { Db } from '../../db/client';
import { creditBills, creditLedger, creditLines, users } from '../../db/schema';
import { reject } from '../../http/errors';
import { chinaDate } from '../lots/rules';
import { actingOrgId, isAdminOf } from '../org/membership';

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

/** The user's own line (not an organisation's). */
const ownLine = (userId: number) => and(eq(creditLines.userId, userId), isNull(creditLines.organisationId));

/**
 * The line a buyer draws on: their current organisation's line when it has one, else their own.
 * `forUpdate` locks it (SELECT … FOR UPDATE) for a payment.
 */
async function buyerLine(db: Db, userId: number, forUpdate: boolean): Promise<LineRow | undefined> {
  const orgId = await actingOrgId(db, userId);
  for (const where of orgId === null ? [ownLine(userId)] : [eq(creditLines.organisationId, orgId), ownLine(userId)]) {
    const q = db.select().from(creditLines).where(where);
    const [row] = forUpdate ? await q.for('update') : await q;
    if (row) return row;
  }
  return undefined;
}

export const findLine = (db: Db, userId: number) => buyerLine(db, userId, false);
/** Locks the line a buyer pays with: a second payment waits and then sees the first one's use. */
export const lockBuyerLine = (tx: Db, userId: number) => buyerLine(tx, userId, true);

/** Locks a line for a change: the user's own (`userId`), an organisation's, or by id. */
export async function lockLine(tx: Db, where: { userId: number } | { lineId: number } | { organisationId: number }): Promise<LineRow | undefined> {
  const cond = 'userId' in where ? ownLine(where.userId) : 'lineId' in where ? eq(creditLines.id, where.lineId) : eq(creditLines.organisationId, where.organisationId);
  const [row] = await tx.select().from(creditLines).where(cond).for('update');
  return row;
}

export function amountView(line: LineRow | undefined) {
  if (!line) return { hasLine: false, active: false, limit: 0, used: 0, available: 0, termDays: 0 };
  return { hasLine: true, active: line.active, limit: line.limitFen, used: line.usedFen, available: availableOf(line), termDays: line.termDays };
}

/** Open bills of a line past their due date: how many, and what is still owed on them. */
export async function overdueOf(db: Db, lineId: number, today: string) {
  const [row] = await db
    .select({ n: count(), fen: sum(sql`${creditBills.amountFen} - ${creditBills.repaidFen} - ${creditBills.refundedFen}`) })
    .from(creditBills)
    .where(and(eq(creditBills.lineId, lineId), eq(creditBills.status, 'open'), lt(creditBills.dueOn, today)));
  return { count: row.n, fen: Number(row.fen ?? 0) };
}

/** Why this buyer cannot pay `amountFen` (or anything, when null) by credit now; null when they can. */
export async function creditRefusal(db: Db, line: LineRow | undefined, amountFen: number | null, today: string): Promise<string | null> {
  if (!line) return CREDIT_MSG.noLine;
  if (!line.active) return CREDIT_MSG.suspended;
  const overdue = await overdueOf(db, line.id, today);
  if (overdue.count > 0) return CREDIT_MSG.overdue(overdue.count, fenText(overdue.fen));
  if (amountFen !== null && amountFen > availableOf(line)) return CREDIT_MSG.overLimit(fenText(amountFen), fenText(availableOf(line)));
  return null;
}

export async function walletView(db: Db, userId: number, now = new Date()) {
  const line = await findLine(db, userId);
  const today = creditToday(now);
  const outstanding = sql<string>`${creditBills.amountFen} - ${creditBills.repaidFen} - ${creditBills.refundedFen}`;
  // The bills of the line the buyer draws on (an organisation's: every member's bills on it).
  const [open] = await db
    .select({ n: count(), fen: sum(outstanding), next: min(creditBills.dueOn) })
    .from(creditBills)
    .where(and(eq(creditBills.lineId, line?.id ?? 0), eq(creditBills.status, 'open')));
  const overdue = line ? await overdueOf(db, line.id, today) : { count: 0, fen: 0 };
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
export async function setLine(db: Db, input: { userId: number; organisationId?: number; limit: number; termDays: number; active: boolean; note: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw reject(CREDIT_MSG.userNotFound);
    const orgId = input.organisationId ?? null;
    // An organisation's line is granted to it through one of its admins (the holder of record).
    if (orgId !== null && !(await isAdminOf(tx, input.userId, orgId))) throw reject(CREDIT_MSG.notOrgAdmin);
    await tx.insert(creditLines).values({ userId: input.userId, organisationId: orgId, limitFen: input.limit, termDays: input.termDays, active: input.active, note: input.note }).onConflictDoNothing();
    const line = (await lockLine(tx, orgId === null ? { userId: input.userId } : { organisationId: orgId }))!;
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
