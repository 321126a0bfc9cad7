import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVOICE_KIND_TEXT } from '../../../lib/api/contract/invoice';
import type { InvoiceChoice } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { cartItems, orderControls, orderLines, orderPermits, orders, skus } from '../../db/schema';
import { reject } from '../../http/errors';
import { queryRows } from '../../search/sql';
import { getAddress } from '../addresses';
import { getInvoiceTitle } from '../invoices';
import { lockList } from '../item-list';
import { computeSettlement, SETTLE_ERR, type LineSource } from './settlement';
import { recordEvent } from './transitions';
import { takePermit } from './permits';
import { verifiedCase } from '../identity/cases';
import { useVoucherIn } from '../vouchers/wallet';

/** The first event of a controlled-goods order. */
export const SUBMIT_REVIEW_NOTE = '提交订单（管制品，待审核）';

export const SUBMIT_ERR = {
  keyReused: '提交标识已用于另一笔订单，请刷新结算页后重试',
  invoiceKind: '所选抬头与发票类型不符',
  unavailable: SETTLE_ERR.unavailable,
} as const;

export interface SubmitInput extends LineSource {
  addressId: number;
  invoice: InvoiceChoice;
  note: string;
  requestKey: string;
  quoteHash: string;
  /** Controlled goods: the uploaded permit and the use statement (required when the settlement says so). */
  permit?: { permitId?: number; useStatement: string };
}

export interface Submitted {
  id: number;
  orderNo: string;
  total: number;
  payDeadline: string;
}

/** The invoice as the order keeps it (a copy of the title, and for paper invoices the posting address). */
export async function invoiceSnapshot(db: Db, userId: number, choice: InvoiceChoice) {
  if (choice.kind === 'none') return null;
  const title = await getInvoiceTitle(db, userId, choice.titleId);
  if ((choice.kind === 'ordinary') === (title.kind === 'special')) throw reject(SUBMIT_ERR.invoiceKind);
  const mailTo = choice.kind === 'special' ? await getAddress(db, userId, choice.addressId, 'invoice') : null;
  const { id: _id, isDefault: _d, kindText: _k, ...fields } = title;
  return {
    ...fields,
    kindText: INVOICE_KIND_TEXT[title.kind],
    mailTo: mailTo && { consignee: mailTo.consignee, mobile: mailTo.mobile, provinceId: mailTo.provinceId, cityId: mailTo.cityId, districtId: mailTo.districtId, provinceName: mailTo.provinceName, cityName: mailTo.cityName, districtName: mailTo.districtName, detail: mailTo.detail },
  };
}

/** yyMMdd in China time + 8 digits of the shared sequence: 26112300000042. */
export async function nextOrderNo(tx: Db, now: Date): Promise<string> {
  const [{ n }] = await queryRows<{ n: string }>(tx, sql`select nextval('order_no_seq')::text as n`);
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `${day}${String(Number(n) % 100_000_000).padStart(8, '0')}`;
}

/**
 * The idempotency of every order submit (提交订单, 接受定制报价): locks the buyer's key for the transaction and
 * answers the order it already made — or refuses with `keyReused` when the key was used for a different request.
 * Null: the key is new, the caller makes the order in this transaction.
 */
export async function replayedSubmit(tx: Db, userId: number, requestKey: string, requestHash: string, keyReused: string): Promise<Submitted | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-submit:${userId}:${requestKey}`}))`);
  const [existing] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestKey, requestKey)));
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw reject(keyReused);
  return { id: existing.id, orderNo: existing.orderNo, total: existing.totalFen, payDeadline: existing.payDeadline.toISOString() };
}

const requestHashOf = (input: SubmitInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.carIds ?? null, input.buyNow ?? null, input.addressId, input.invoice, input.note, ...(input.voucherId ? [input.voucherId] : [])]))
    .digest('hex');

/**
 * Creates the order. Exactly once per (user, requestKey): the key is locked for the transaction, so a
 * retry or a double click waits for the first and answers its order. Prices, stock and the fee are the
 * server's; if they differ from what the buyer was shown (quoteHash), nothing is ordered and the buyer is
 * told. Stock is taken (reserved) here and given back if the order is cancelled.
 */
export async function submitOrder(db: Db, userId: number, input: SubmitInput, payTimeoutMinutes: number, organisationId: number | null = null): Promise<Submitted> {
  const requestHash = requestHashOf(input);
  const address = await getAddress(db, userId, input.addressId, 'receiving');
  const invoice = await invoiceSnapshot(db, userId, input.invoice);
  return db.transaction(async (tx) => {
    const replayed = await replayedSubmit(tx, userId, input.requestKey, requestHash, SUBMIT_ERR.keyReused);
    if (replayed) return replayed;
    // The cart rows are this user's list: hold it so a concurrent change cannot slip between read and delete.
    if (input.carIds) await lockList(tx, 'cart', userId);
    const settlement = await computeSettlement(tx, userId, input, true);
    const gone = settlement.lines.find((l) => !l.available);
    if (gone) throw reject(SUBMIT_ERR.unavailable(gone.name, gone.pack));
    if (settlement.quoteHash !== input.quoteHash) throw reject([SETTLE_ERR.changed, ...settlement.notices].join('；'));

    // 易制毒 / 易制爆 lines: the permit and the use statement go with the order, which waits for the operator.
    const review = settlement.controls.permitRequired;
    const permit = review ? await takePermit(tx, userId, input.permit) : null;
    const buyerCase = review ? await verifiedCase(tx, userId) : null;

    const now = new Date();
    // An order in review has no deadline yet (approval sets a fresh one); the column holds a placeholder.
    const payDeadline = new Date(now.getTime() + payTimeoutMinutes * 60_000);
    const { id: _a, isDefault: _b, book: _c, ...addressCopy } = address;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: await nextOrderNo(tx, now),
        userId,
        organisationId,
        status: review ? 'review' : 'unpaid',
        requestKey: input.requestKey,
        requestHash,
        goodsFen: settlement.goods,
        shippingFen: settlement.shippingFee,
        voucherId: settlement.voucher?.id ?? null,
        discountFen: settlement.discount,
        totalFen: settlement.total,
        shippingCondition: settlement.shippingCondition,
        address: addressCopy,
        invoice,
        invoiceStatus: invoice ? 'pending' : 'none',
        note: input.note,
        payDeadline,
        createdAt: now,
      })
      .returning();
    await tx.insert(orderLines).values(
      settlement.lines.map((l) => ({
        orderId: order.id,
        skuId: l.skuId,
        productId: l.productId,
        code: l.code,
        name: l.name,
        cas: l.cas,
        pack: l.pack,
        brandName: l.brandName,
        shippingCondition: l.shippingCondition,
        unitFen: l.price,
        num: l.num,
        amountFen: l.amount,
        fromStock: l.fromStock,
        deliveryDays: l.deliveryDays,
      })),
    );
    // The SKU rows are locked (computeSettlement forUpdate), so fromStock is still there to take.
    for (const l of settlement.lines) {
      if (l.fromStock > 0) await tx.update(skus).set({ stock: sql`${skus.stock} - ${l.fromStock}` }).where(eq(skus.id, l.skuId));
    }
    // The voucher row is locked (computeSettlement forUpdate): used here, given back if the order is cancelled.
    if (settlement.voucher) await useVoucherIn(tx, settlement.voucher.id, order.id, now);
    if (input.carIds) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, input.carIds)));
    if (permit && buyerCase) {
      await tx.update(orderPermits).set({ orderId: order.id }).where(eq(orderPermits.id, permit.id));
      await tx.insert(orderControls).values({ orderId: order.id, permitId: permit.id, useStatement: permit.useStatement, caseId: buyerCase.id });
    }
    await recordEvent(tx, order.id, null, review ? 'review' : 'unpaid', 'buyer', review ? SUBMIT_REVIEW_NOTE : '提交订单');
    return { id: order.id, orderNo: order.orderNo, total: order.totalFen, payDeadline: payDeadline.toISOString() };
  });
}
