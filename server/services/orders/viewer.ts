import { and, eq } from 'drizzle-orm';
import { ADMIN_ORDER_ACTIONS, orderBuyerOnly, type OrderAction } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { buyerName } from './buyers';
import { scopeWhere, type BuyerScope } from './scope';
import { ORDER_ERR } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/**
 * The one authorisation of a buyer's action on an order, the rule the order's `actions` are made by
 * (orderActions): an order outside the buyer's view is 订单不存在; on a member's order the organisation's
 * admin may only cancel and buy again — anything else is refused with the buyer's name. Whether the
 * status allows the action is the state machine's answer (move()).
 */
export async function orderToAct(db: Db, scope: BuyerScope, id: number, action: OrderAction): Promise<OrderRow & { own: boolean }> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scopeWhere(scope)));
  if (!o) throw reject(ORDER_ERR.notFound);
  const own = o.userId === scope.userId;
  if (!own && !ADMIN_ORDER_ACTIONS.includes(action)) throw reject(orderBuyerOnly(await buyerName(db, o.userId), action));
  return { ...o, own };
}

/** orderToAct for the order of a line, when the buyer sees it (else the caller's own refusal stands). */
export async function lineToAct(db: Db, scope: BuyerScope, orderLineId: number, action: OrderAction): Promise<void> {
  const [line] = await db
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, orderLineId), scopeWhere(scope)));
  if (line) await orderToAct(db, scope, line.orderId, action);
}
