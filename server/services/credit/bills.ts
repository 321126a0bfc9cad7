import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { BILL_STATE_TEXT, CREDIT_MSG, fenText, type BillState } from '../../../lib/api/contract/credit';
import type { Db } from '../../db/client';
import { creditBills, creditLines, orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { creditToday, lockLine, recordMovement } from './lines';

/* Credit bills (账期账单): listing, the operator's record of money received, and refunds back to the line. */

type BillRow = typeof creditBills.$inferSelect;

export const outstandingOf = (b: Pick<BillRow, 'amountFen' | 'repaidFen' | 'refundedFen'>) => b.amountFen - b.repaidFen - b.refundedFen;

export function stateOf(b: Pick<BillRow, 'status' | 'dueOn'>, today: string): BillState {
  if (b.status === 'settled') return 'settled';
  return b.dueOn < today ? 'overdue' : 'due';
}

export function billView(b: BillRow, orderNo: string, today: string) {
  const state = stateOf(b, today);
  return {
    id: b.id,
    billNo: b.billNo,
    orderId: b.orderId,
    orderNo,
    amount: b.amountFen,
    repaid: b.repaidFen,
    refunded: b.refundedFen,
    outstanding: outstandingOf(b),
    termDays: b.termDays,
    dueOn: b.dueOn,
    state,
    stateText: BILL_STATE_TEXT[state],
    createdAt: b.createdAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

function stateFilter(state: BillState | undefined, today: string): SQL | undefined {
  if (state === 'settled') return eq(creditBills.status, 'settled');
  if (state === 'overdue') return and(eq(creditBills.status, 'open'), lt(creditBills.dueOn, today));
  if (state === 'due') return and(eq(creditBills.status, 'open'), gte(creditBills.dueOn, today));
  return undefined;
}

/** A page of bills (one user's, or every user's for the operator): open ones by due date first, then settled ones newest first. */
export async function listBills(db: Db, filter: { userId?: number; state?: BillState }, pageSize: number, offset: number, now = new Date()) {
  const today = creditToday(now);
  const where = and(filter.userId === undefined ? undefined : eq(creditBills.userId, filter.userId), stateFilter(filter.state, today));
  const rows = await db
    .select({ bill: creditBills, orderNo: orders.orderNo })
    .from(creditBills)
    .innerJoin(orders, eq(orders.id, creditBills.orderId))
    .where(where)
    .orderBy(sql`case when ${creditBills.status} = 'open' then 0 else 1 end`, asc(creditBills.dueOn), desc(creditBills.id))
    .limit(pageSize)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(creditBills).where(where);
  return { rows: rows.map((r) => ({ userId: r.bill.userId, ...billView(r.bill, r.orderNo, today) })), total: n };
}

/** One bill of this user (another user's id is 账单不存在). */
export async function getBill(db: Db, id: number, userId?: number) {
  const [row] = await db
    .select({ bill: creditBills, orderNo: orders.orderNo })
    .from(creditBills)
    .innerJoin(orders, eq(orders.id, creditBills.orderId))
    .where(and(eq(creditBills.id, id), userId === undefined ? undefined : eq(creditBills.userId, userId)));
  if (!row) throw reject(CREDIT_MSG.billNotFound);
  return { userId: row.bill.userId, ...billView(row.bill, row.orderNo, creditToday()) };
}

/** Takes `fen` off a bill's outstanding (as repaid or refunded) and gives it back to the line, under the line's and the bill's locks. */
async function creditBack(tx: Db, bill: BillRow, fen: number, kind: 'repay' | 'refund', extra: { actor: 'operator' | 'system'; reference?: string; note: string }) {
  const line = (await lockLine(tx, { lineId: bill.lineId }))!;
  const [locked] = await tx.select().from(creditBills).where(eq(creditBills.id, bill.id)).for('update');
  const settles = outstandingOf(locked) - fen === 0;
  await tx
    .update(creditBills)
    .set({
      ...(kind === 'repay' ? { repaidFen: locked.repaidFen + fen } : { refundedFen: locked.refundedFen + fen }),
      ...(settles ? { status: 'settled', settledAt: new Date() } : {}),
    })
    .where(eq(creditBills.id, locked.id));
  const [after] = await tx
    .update(creditLines)
    .set({ usedFen: sql`${creditLines.usedFen} - ${fen}`, updatedAt: new Date() })
    .where(eq(creditLines.id, line.id))
    .returning();
  await recordMovement(tx, after, kind, -fen, { billId: locked.id, orderId: locked.orderId, ...extra });
  return locked;
}

/** The operator saw a transfer arrive against a bill: records it (at most the outstanding amount); the line gets it back. */
export async function recordRepayment(db: Db, billId: number, amountFen: number, reference: string, note: string) {
  await db.transaction(async (tx) => {
    const [bill] = await tx.select().from(creditBills).where(eq(creditBills.id, billId));
    if (!bill) throw reject(CREDIT_MSG.billNotFound);
    // Checked again under the locks: two records of the same transfer cannot both pass.
    await lockLine(tx, { lineId: bill.lineId });
    const [locked] = await tx.select().from(creditBills).where(eq(creditBills.id, billId)).for('update');
    if (locked.status === 'settled') throw reject(CREDIT_MSG.billSettled);
    if (amountFen > outstandingOf(locked)) throw reject(CREDIT_MSG.repayTooMuch(fenText(outstandingOf(locked))));
    await creditBack(tx, locked, amountFen, 'repay', { actor: 'operator', reference, note: note ? `对公转账还款（${note}）` : '对公转账还款' });
  });
  return getBill(db, billId);
}

/**
 * For after-sales: a refund of `amountFen` on an order paid by credit, inside the caller's transaction.
 * The part still owed on the order's bill is written off the bill and returned to the line (ledger kind
 * `refund`); what the buyer had already repaid cannot go back to the line — it is answered as `toBuyerFen`,
 * money the shop pays back to the buyer (对公转账), which the caller must arrange. Refuses an order that was
 * not paid by credit, and more than the bill's amount not yet refunded.
 */
export async function refundToCredit(tx: Db, orderId: number, amountFen: number, note: string): Promise<{ toLineFen: number; toBuyerFen: number; billNo: string }> {
  if (!Number.isInteger(amountFen) || amountFen <= 0) throw reject('退款金额应为正整数（分）');
  const [bill] = await tx.select().from(creditBills).where(eq(creditBills.orderId, orderId));
  if (!bill) throw reject('该订单不是账期支付，不能退回账期额度');
  await lockLine(tx, { lineId: bill.lineId });
  const [locked] = await tx.select().from(creditBills).where(eq(creditBills.id, bill.id)).for('update');
  if (amountFen > locked.amountFen - locked.refundedFen) throw reject(`退款金额超过账单可退金额 ${fenText(locked.amountFen - locked.refundedFen)}`);
  const toLineFen = Math.min(amountFen, outstandingOf(locked));
  if (toLineFen > 0) await creditBack(tx, locked, toLineFen, 'refund', { actor: 'system', note: note || '售后退款退回账期额度' });
  return { toLineFen, toBuyerFen: amountFen - toLineFen, billNo: locked.billNo };
}
