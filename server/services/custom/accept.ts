import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { CUSTOM_MSG } from '../../../lib/api/contract/custom';
import type { InvoiceChoice } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { customRequestEvents, customRequests, orders } from '../../db/schema';
import { reject } from '../../http/errors';
import { getAddress } from '../addresses';
import { chinaDay } from '../footprints';
import { invoiceSnapshot, nextOrderNo, replayedSubmit, type Submitted } from '../orders/create';
import { recordEvent } from '../orders/transitions';
import { stateOf } from './requests';

export interface AcceptInput {
  addressId: number;
  invoice: InvoiceChoice;
  note: string;
  requestKey: string;
}

/** The first event of an order that settles a custom quote. */
export const ACCEPT_NOTE = (requestNo: string) => `接受定制报价（${requestNo}），提交订单`;

const requestHashOf = (requestId: number, input: AcceptInput) =>
  createHash('sha256').update(JSON.stringify(['custom', requestId, input.addressId, input.invoice, input.note])).digest('hex');

/**
 * 接受报价: the buyer accepts a valid quote and, in the same transaction, gets an order for it at the
 * quoted price — no catalogue lines, the request is its line; the quote includes delivery (no shipping fee).
 * The order then lives the life of every order (pay in the sandbox or by any method, ship, confirm). Exactly
 * once per (buyer, requestKey), like 提交订单; a second key while an order is live answers 已生成订单. If the
 * order is cancelled (by the buyer, or unpaid past its deadline), the request returns to 已报价 (transitions.ts).
 */
export async function acceptCustomQuote(db: Db, userId: number, requestId: number, input: AcceptInput, payTimeoutMinutes: number, organisationId: number | null, now = new Date()): Promise<Submitted> {
  const requestHash = requestHashOf(requestId, input);
  const address = await getAddress(db, userId, input.addressId, 'receiving');
  const invoice = await invoiceSnapshot(db, userId, input.invoice);
  return db.transaction(async (tx) => {
    const replayed = await replayedSubmit(tx, userId, input.requestKey, requestHash, CUSTOM_MSG.keyReused);
    if (replayed) return replayed;
    const [request] = await tx
      .select()
      .from(customRequests)
      .where(and(eq(customRequests.id, requestId), eq(customRequests.userId, userId)))
      .for('update');
    if (!request) throw reject(CUSTOM_MSG.notFound);
    const state = stateOf(request, chinaDay(now));
    if (state === 'expired') throw reject(CUSTOM_MSG.quoteExpired);
    if (state === 'accepted') throw reject(CUSTOM_MSG.alreadyOrdered);
    if (state !== 'quoted' || request.quotePriceFen === null) throw reject(CUSTOM_MSG.notAcceptable);
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customRequestId, requestId), ne(orders.status, 'cancelled')));
    if (live) throw reject(CUSTOM_MSG.alreadyOrdered);

    const payDeadline = new Date(now.getTime() + payTimeoutMinutes * 60_000);
    const { id: _a, isDefault: _b, book: _c, ...addressCopy } = address;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: await nextOrderNo(tx, now),
        userId,
        organisationId,
        status: 'unpaid',
        requestKey: input.requestKey,
        requestHash,
        goodsFen: request.quotePriceFen,
        shippingFen: 0,
        totalFen: request.quotePriceFen,
        shippingCondition: 'ambient',
        address: addressCopy,
        invoice,
        invoiceStatus: invoice ? 'pending' : 'none',
        note: input.note,
        payDeadline,
        customRequestId: requestId,
        createdAt: now,
      })
      .returning();
    await tx.update(customRequests).set({ state: 'accepted', updatedAt: now }).where(eq(customRequests.id, requestId));
    await tx.insert(customRequestEvents).values({ requestId, text: `已接受报价，生成订单 ${order.orderNo}`, createdAt: now });
    await recordEvent(tx, order.id, null, 'unpaid', 'buyer', ACCEPT_NOTE(request.requestNo));
    return { id: order.id, orderNo: order.orderNo, total: order.totalFen, payDeadline: payDeadline.toISOString() };
  });
}
