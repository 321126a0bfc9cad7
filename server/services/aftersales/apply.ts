import { and, count, eq, inArray, notInArray, sum } from 'drizzle-orm';
import { OPEN_AFTER_SALE_STATUSES, REFUND_KINDS, type AfterSaleKind } from '../../../lib/api/contract/aftersale';
import type { Db } from '../../db/client';
import { afterSales, orderLines, orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { lockOrder } from '../orders/transitions';
import { attachImages } from './images';
import { isClaimable, takenBy } from './queries';
import { enterAfterSale, recordCaseEvent } from './transitions';

export const APPLY_ERR = {
  lineNotFound: '订单商品不存在',
  notShipped: '订单发货后才能申请售后',
  openCase: '该商品已有处理中的售后单，请等待处理完成',
  nothingLeft: '该商品已全部申请过售后',
  overQuantity: (left: number) => `售后数量不能超过可申请数量 ${left}`,
  nothingToRefund: '该订单已无可退金额',
} as const;

export interface ApplyInput {
  orderLineId: number;
  kind: AfterSaleKind;
  quantity: number;
  reason: string;
  imageIds: number[];
}

/**
 * Opens a case on a line of the buyer's shipped or completed order. Under the order's lock: one open case
 * per line; the quantity at most what shipped minus what earlier cases took; for a refund, line price ×
 * quantity, never more than the order's paid total minus what its other cases already claim.
 */
export async function applyCase(db: Db, userId: number, input: ApplyInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ line: orderLines })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, input.orderLineId), eq(orders.userId, userId)));
    if (!line) throw reject(APPLY_ERR.lineNotFound);
    const order = await lockOrder(tx, line.line.orderId, userId);
    if (!isClaimable(order.status)) throw reject(APPLY_ERR.notShipped);
    const cases = await tx.select().from(afterSales).where(eq(afterSales.orderLineId, line.line.id));
    if (cases.some((c) => (OPEN_AFTER_SALE_STATUSES as readonly string[]).includes(c.status))) throw reject(APPLY_ERR.openCase);
    const left = input.kind === 'invoice' ? line.line.num : line.line.num - takenBy(cases);
    if (left <= 0) throw reject(APPLY_ERR.nothingLeft);
    if (input.quantity > left) throw reject(APPLY_ERR.overQuantity(left));

    let refundFen: number | null = null;
    if (REFUND_KINDS.includes(input.kind)) {
      const [{ claimed }] = await tx
        .select({ claimed: sum(afterSales.refundFen).mapWith(Number) })
        .from(afterSales)
        .where(and(eq(afterSales.orderId, order.id), inArray(afterSales.kind, [...REFUND_KINDS]), notInArray(afterSales.status, ['rejected', 'cancelled'])));
      const refundable = (order.paidAt ? order.totalFen : 0) - (claimed ?? 0);
      if (refundable <= 0) throw reject(APPLY_ERR.nothingToRefund);
      refundFen = Math.min(line.line.unitFen * input.quantity, refundable);
    }

    const [{ n }] = await tx.select({ n: count() }).from(afterSales).where(eq(afterSales.orderId, order.id));
    const caseNo = `S${order.orderNo}${String(n + 1).padStart(2, '0')}`;
    const [row] = await tx
      .insert(afterSales)
      .values({ caseNo, userId, orderId: order.id, orderLineId: line.line.id, kind: input.kind, quantity: input.quantity, reason: input.reason, status: 'pending', refundFen })
      .returning({ id: afterSales.id });
    await attachImages(tx, userId, row.id, input.imageIds);
    await recordCaseEvent(tx, row.id, 'buyer', null, 'pending', '买家提交售后申请');
    await enterAfterSale(tx, order, caseNo);
    return row.id;
  });
}
