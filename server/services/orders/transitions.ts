import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders, skus } from '../../db/schema';
import { reject } from '../../http/errors';
import { allocateLots } from '../lots/allocate';
import { creditOrderPoints } from '../points/rewards';
import { canMove, refusal, type Actor } from './states';
import { releaseOrderVoucher } from '../vouchers/wallet';
import { reopenCustomRequest } from '../custom/requests';
import { scopeWhere, type BuyerScope } from './scope';

export const ORDER_ERR = { notFound: '订单不存在' } as const;

type OrderRow = typeof orders.$inferSelect;
type OrderPatch = Partial<Pick<OrderRow, 'payDeadline' | 'paidAt' | 'payMethod' | 'carrier' | 'trackingNo' | 'shippedAt' | 'completedAt' | 'cancelledAt' | 'cancelReason'>>;

/** Locks the order (of this user, when given) for a change; another user's id is 订单不存在. */
export async function lockOrder(tx: Db, id: number, userId?: number): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === undefined ? undefined : eq(orders.userId, userId)))
    .for('update');
  if (!row) throw reject(ORDER_ERR.notFound);
  return row;
}

export const recordEvent = (tx: Db, orderId: number, from: OrderStatus | null, to: OrderStatus, actor: Actor, note = '') =>
  tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actor, note });

/**
 * The one way an order changes status: checks the state machine (states.ts) for this actor, updates the
 * row only if it is still in `from` (two processes cannot both move it), and records the event.
 */
export async function move(tx: Db, order: OrderRow, to: OrderStatus, actor: Actor, note = '', patch: OrderPatch = {}): Promise<void> {
  const from = order.status as OrderStatus;
  if (!canMove(from, to, actor)) throw reject(refusal(from, to));
  const updated = await tx
    .update(orders)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw reject(refusal(from, to));
  await recordEvent(tx, order.id, from, to, actor, note);
  if (to === 'cancelled') {
    await releaseStock(tx, order.id);
    await releaseOrderVoucher(tx, order.id);
    await reopenCustomRequest(tx, order);
  }
  // The first time an order reaches 已完成 it earns points (once: the ledger's ref is the order).
  if (to === 'completed' && !order.completedAt) await creditOrderPoints(tx, order);
}

/** Gives back what the order took from stock (made-to-order quantities were never taken). */
async function releaseStock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.select({ skuId: orderLines.skuId, fromStock: orderLines.fromStock }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.skuId));
  for (const l of lines) {
    if (l.fromStock > 0) await tx.update(skus).set({ stock: sql`${skus.stock} + ${l.fromStock}` }).where(eq(skus.id, l.skuId));
  }
}

/**
 * Cancels an order (of this user, when given). `by` names who cancelled on the buyer's side when it is
 * not the buyer (the organisation's admin): the timeline says so; the reason stays the one given.
 */
export async function cancelOrder(db: Db, id: number, actor: 'buyer' | 'operator', reason: string, userId?: number, by?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    const why = reason || (by ? `${by}取消` : actor === 'buyer' ? '买家取消' : '商城取消');
    await move(tx, order, 'cancelled', actor, by ? `${by} 取消：${why}` : why, { cancelledAt: new Date(), cancelReason: why });
  });
}

export async function confirmReceipt(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, userId);
    await move(tx, order, 'completed', 'buyer', '买家确认收货', { completedAt: new Date() });
  });
}

export async function shipOrder(db: Db, id: number, carrier: string, trackingNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const now = new Date();
    await move(tx, order, 'shipped', 'operator', `${carrier} ${trackingNo}`, { carrier, trackingNo, shippedAt: now });
    // After the move (which refuses an order not 待发货), in the same transaction: a short lot undoes the ship.
    await allocateLots(tx, order.id, now);
    return order;
  });
}

export const CANCEL_TIMEOUT_NOTE = '超时未支付，系统自动取消';

/**
 * Cancels unpaid orders past their deadline (all, one user's, or those a buyer's view shows). Safe with several API processes: the
 * background sweep skips rows locked elsewhere (SKIP LOCKED); a user's own sweep, run before their order
 * pages read, waits for those locks instead, so it never reads an expired order another request is still
 * cancelling as unpaid (PostgreSQL re-checks `status = 'unpaid'` after the wait, so none is cancelled twice).
 * The deadline lives in the row, so a restart loses nothing. Answers how many it cancelled.
 */
export async function cancelExpiredOrders(db: Db, opts: { userId?: number; scope?: BuyerScope; now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), lt(orders.payDeadline, now), opts.scope ? scopeWhere(opts.scope) : opts.userId === undefined ? undefined : eq(orders.userId, opts.userId)))
      .orderBy(asc(orders.payDeadline))
      .limit(opts.limit ?? 100)
      .for('update', opts.userId === undefined && opts.scope === undefined ? { skipLocked: true } : {});
    for (const order of due) await move(tx, order, 'cancelled', 'system', CANCEL_TIMEOUT_NOTE, { cancelledAt: now, cancelReason: CANCEL_TIMEOUT_NOTE });
    return due.length;
  });
}
