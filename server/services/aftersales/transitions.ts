import { and, eq, inArray, ne } from 'drizzle-orm';
import { OPEN_AFTER_SALE_STATUSES, type AfterSaleKind, type AfterSaleStatus } from '../../../lib/api/contract/aftersale';
import type { OrderStatus } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { afterSaleEvents, afterSales } from '../../db/schema';
import { reject } from '../../http/errors';
import { lockOrder, move } from '../orders/transitions';
import { CASE_ERR } from './queries';
import { canMoveCase, caseRefusal, type CaseActor } from './states';

export type CaseRow = typeof afterSales.$inferSelect;
type CasePatch = Partial<Pick<CaseRow, 'rejectReason' | 'carrier' | 'trackingNo' | 'closedAt'>>;

/** Locks a case (of this user, when given); another user's id is 售后单不存在. */
export async function lockCase(tx: Db, id: number, userId?: number): Promise<CaseRow> {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), userId === undefined ? undefined : eq(afterSales.userId, userId)))
    .for('update');
  if (!row) throw reject(CASE_ERR.notFound);
  return row;
}

export const recordCaseEvent = (tx: Db, caseId: number, actor: CaseActor, from: AfterSaleStatus | null, to: AfterSaleStatus | null, body = '') =>
  tx.insert(afterSaleEvents).values({ caseId, actor, fromStatus: from, toStatus: to, body });

const isClosing = (s: AfterSaleStatus) => s === 'completed' || s === 'rejected' || s === 'cancelled';

/**
 * The one way a case changes status: checks the road of its kind for this actor, updates only if still in
 * `from`, records the event, and — when the order's last open case closes — moves the order out of 售后中.
 */
export async function moveCase(tx: Db, row: CaseRow, to: AfterSaleStatus, actor: CaseActor, note = '', patch: CasePatch = {}): Promise<void> {
  const kind = row.kind as AfterSaleKind;
  const from = row.status as AfterSaleStatus;
  if (!canMoveCase(kind, from, to, actor)) throw reject(caseRefusal(kind, from, to));
  const now = new Date();
  const updated = await tx
    .update(afterSales)
    .set({ ...patch, status: to, updatedAt: now, ...(isClosing(to) ? { closedAt: now } : {}) })
    .where(and(eq(afterSales.id, row.id), eq(afterSales.status, from)))
    .returning({ id: afterSales.id });
  if (updated.length === 0) throw reject(caseRefusal(kind, from, to));
  await recordCaseEvent(tx, row.id, actor, from, to, note);
  if (isClosing(to)) await leaveAfterSale(tx, row.orderId, row.id);
}

/** 售后中 ends with the order's last open case: back to 已完成 if it had been completed, else 已发货. */
async function leaveAfterSale(tx: Db, orderId: number, closingId: number): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'after_sale') return;
  const [other] = await tx
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), ne(afterSales.id, closingId), inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES])))
    .limit(1);
  if (other) return;
  const back: OrderStatus = order.completedAt ? 'completed' : 'shipped';
  await move(tx, order, back, 'system', '售后结束');
}

/** The first open case moves a shipped or completed order to 售后中 (in the case's transaction). */
export async function enterAfterSale(tx: Db, order: Awaited<ReturnType<typeof lockOrder>>, caseNo: string): Promise<void> {
  if (order.status === 'shipped' || order.status === 'completed') await move(tx, order, 'after_sale', 'buyer', `申请售后 ${caseNo}`);
}

/** The buyer withdraws a case that no money or parcel has moved for yet. */
export async function cancelCase(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id, userId);
    await moveCase(tx, row, 'cancelled', 'buyer', '买家撤销申请');
  });
}

/** A message in the case's thread (the buyer's or the operator's). A cancelled case takes none. */
export async function addMessage(db: Db, id: number, actor: 'buyer' | 'operator', content: string, userId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id, userId);
    if (row.status === 'cancelled') throw reject('售后单已撤销，不能再留言');
    await recordCaseEvent(tx, row.id, actor, null, null, content);
    await tx.update(afterSales).set({ updatedAt: new Date() }).where(eq(afterSales.id, row.id));
  });
}

export async function rejectCase(db: Db, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, id);
    await moveCase(tx, row, 'rejected', 'operator', reason, { rejectReason: reason });
  });
}
