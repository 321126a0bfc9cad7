import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { lockOrder, recordEvent } from './transitions';
import type { OrderStatus } from '../../../lib/api/contract/order';

export const INVOICING_ERR = {
  none: '该订单未申请发票',
  issued: '该订单的发票已开具',
  unpaid: '订单未付款，不能开票',
} as const;

/** The operator records the issued invoice's number; the buyer sees it on the order. Once per order. */
export async function issueInvoice(db: Db, orderId: number, invoiceNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.invoiceStatus === 'none') throw reject(INVOICING_ERR.none);
    if (order.invoiceStatus === 'issued') throw reject(INVOICING_ERR.issued);
    if (order.paidAt === null) throw reject(INVOICING_ERR.unpaid);
    await tx.update(orders).set({ invoiceStatus: 'issued', invoiceNo, invoiceIssuedAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
    const status = order.status as OrderStatus;
    await recordEvent(tx, order.id, status, status, 'operator', `发票已开具，发票号码 ${invoiceNo}`);
  });
}
