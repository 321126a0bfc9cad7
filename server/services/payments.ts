import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS_TEXT, type OrderStatus } from '../../lib/api/contract/order';
import type { PayMethod, PAYMENT_STATES } from '../../lib/api/contract/payment';

type PaymentState = (typeof PAYMENT_STATES)[number];
import type { AppDeps } from '../http/context';
import type { Db } from '../db/client';
import { orders, paymentNotifyNonces, payments } from '../db/schema';
import { reject } from '../http/errors';
import type { VerifiedNotify } from '../providers/payment';
import { lockOrder, move, recordEvent } from './orders/transitions';

export const PAY_ERR = {
  methodOff: '该支付方式暂未开通',
  notUnpaid: (status: OrderStatus) => `订单当前为「${ORDER_STATUS_TEXT[status]}」，无需支付`,
  expired: '订单已超过支付期限，请重新下单',
  unknownPayment: '支付单不存在',
  amountMismatch: '支付金额与订单金额不符',
  badSignature: '通知签名无效',
  staleNotify: '通知已过期（时间戳与当前时间相差超过 5 分钟）',
  replayedNotify: '重复的通知（该随机串已使用过）',
} as const;

/** A signed notify is accepted within this many seconds of its timestamp, either way (clocks differ a little). */
export const NOTIFY_FRESH_SECONDS = 300;

/**
 * Refuses a notify that is stale or replayed: its timestamp more than NOTIFY_FRESH_SECONDS from now, or its
 * nonce already seen. Called after the signature check, so only the institution can spend a nonce; the nonce is
 * recorded at once (a retry of the institution comes signed afresh with a new one).
 */
export async function spendNotifyNonce(db: Db, timestamp: number, nonce: string, now = Date.now()): Promise<void> {
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > NOTIFY_FRESH_SECONDS) throw reject(PAY_ERR.staleNotify);
  const fresh = await db.insert(paymentNotifyNonces).values({ nonce }).onConflictDoNothing().returning({ nonce: paymentNotifyNonces.nonce });
  if (!fresh.length) throw reject(PAY_ERR.replayedNotify);
}

const storefront = (deps: AppDeps) => deps.config.PUBLIC_ORIGIN.replace(/\/$/, '');
export const returnUrlOf = (deps: AppDeps, payNo: string) => `${storefront(deps)}/successAliPage?payNo=${encodeURIComponent(payNo)}`;

/** 订单号 + 2-digit attempt: P2611230000004201. */
export async function nextPayNo(tx: Db, orderId: number, orderNo: string): Promise<string> {
  const [{ n }] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  return `P${orderNo}${String(n + 1).padStart(2, '0')}`;
}

export interface StartedPayment {
  payNo: string;
  method: PayMethod;
  payUrl: string | null;
  bank: { payee: string; bankName: string; account: string; reference: string } | null;
}

/**
 * Starts paying an unpaid order with one provider: a new payment (out_trade_no) for the order's total, and
 * the provider's page. Earlier unfinished attempts are closed, so only the newest one can succeed.
 */
export async function startPayment(deps: AppDeps, userId: number, orderId: number, method: PayMethod, notifyPath: string): Promise<StartedPayment> {
  const provider = deps.providers.payment.get(method);
  if (!provider) throw reject(PAY_ERR.methodOff);
  const { payNo, orderNo, amountFen, subject } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.status !== 'unpaid') throw reject(PAY_ERR.notUnpaid(order.status as OrderStatus));
    if (order.payDeadline.getTime() <= Date.now()) throw reject(PAY_ERR.expired);
    await tx
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'created')));
    const payNo = await nextPayNo(tx, order.id, order.orderNo);
    await tx.insert(payments).values({ payNo, orderId: order.id, provider: method, amountFen: order.totalFen });
    await tx.update(orders).set({ payMethod: method, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { payNo, orderNo: order.orderNo, amountFen: order.totalFen, subject: `标准品商城订单 ${order.orderNo}` };
  });
  const notifyUrl = method === 'alipay' ? `${deps.config.ALIPAY_NOTIFY_BASE ?? `${storefront(deps)}/api`}${notifyPath}` : '';
  const { payUrl } = await provider.start({ payNo, orderNo, amountFen, subject, returnUrl: returnUrlOf(deps, payNo), notifyUrl });
  const bank = method === 'bank' ? { ...deps.providers.payment.bankAccount, reference: orderNo } : null;
  return { payNo, method, payUrl, bank };
}

/**
 * Applies a verified notify. Idempotent: a payment already paid answers as before and changes nothing.
 * The amount must be the payment's own. Money for an order that was cancelled meanwhile is recorded on
 * the order for a refund; the order stays cancelled.
 */
export async function applyPaymentNotify(db: Db, notify: VerifiedNotify, actorNote: string, provider?: PayMethod): Promise<'paid' | 'already' | 'failed'> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.payNo, notify.payNo)).for('update');
    // A provider settles only the payments it was asked to take.
    if (!payment || (provider && payment.provider !== provider)) throw reject(PAY_ERR.unknownPayment);
    if (notify.amountFen !== payment.amountFen) throw reject(PAY_ERR.amountMismatch);
    if (payment.status === 'paid') return 'already';
    if (!notify.success) {
      if (payment.status === 'created') await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
      return 'failed';
    }
    const now = new Date();
    await tx.update(payments).set({ status: 'paid', tradeNo: notify.tradeNo, paidAt: now }).where(eq(payments.id, payment.id));
    const order = await lockOrder(tx, payment.orderId);
    const note = `${actorNote}，交易号 ${notify.tradeNo}`;
    if (order.status === 'unpaid') {
      await move(tx, order, 'to_ship', 'payment', note, { paidAt: now, payMethod: payment.provider });
    } else {
      // Paid twice, or after cancellation: the money is recorded, the status is not touched.
      await recordEvent(tx, order.id, order.status as OrderStatus, order.status as OrderStatus, 'payment', `${note}（订单已${ORDER_STATUS_TEXT[order.status as OrderStatus]}，款项待退回）`);
    }
    return 'paid';
  });
}

/**
 * Alipay's asynchronous notify (form fields): the RSA2 signature and our app id, then the same idempotent,
 * amount-checked settlement as every notify. 交易创建 (WAIT_BUYER_PAY) says nothing about money: acknowledged,
 * nothing changes. TRADE_CLOSED marks an open payment failed.
 */
export async function applyAlipayNotify(deps: AppDeps, form: Record<string, string>): Promise<void> {
  const alipay = deps.providers.payment.alipay;
  if (!alipay) throw reject(PAY_ERR.methodOff);
  const verified = alipay.verifyNotify(form);
  if (!verified) throw reject(PAY_ERR.badSignature);
  if (form.trade_status === 'WAIT_BUYER_PAY') return;
  await applyPaymentNotify(deps.db, verified, '支付宝支付成功', 'alipay');
}

/** The operator saw the transfer arrive: the order's bank payment (or a new one) becomes paid. */
export async function confirmTransfer(db: Db, orderId: number, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'unpaid') throw reject(PAY_ERR.notUnpaid(order.status as OrderStatus));
    const now = new Date();
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'bank'), ne(payments.status, 'paid')))
      .orderBy(desc(payments.id))
      .limit(1);
    const tradeNo = `BANK${now.getTime()}`;
    if (open) await tx.update(payments).set({ status: 'paid', tradeNo, paidAt: now }).where(eq(payments.id, open.id));
    else await tx.insert(payments).values({ payNo: await nextPayNo(tx, order.id, order.orderNo), orderId: order.id, provider: 'bank', amountFen: order.totalFen, status: 'paid', tradeNo, paidAt: now });
    await move(tx, order, 'to_ship', 'operator', note ? `确认对公转账到账：${note}` : '确认对公转账到账', { paidAt: now, payMethod: 'bank' });
  });
}

/** The return page's question: the order's state, after asking the provider if our notify has not come yet. */
export async function paymentResult(deps: AppDeps, userId: number, payNo: string) {
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.payNo, payNo), eq(orders.userId, userId)));
  if (!row) throw reject(PAY_ERR.unknownPayment);
  let { order, payment } = row;
  const provider = deps.providers.payment.get(payment.provider as PayMethod);
  if (payment.status === 'created' && provider?.query) {
    const answer = await provider.query(payNo);
    if (answer?.success) {
      await applyPaymentNotify(deps.db, answer, `${provider.title}查询确认支付成功`);
      [order] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
      [payment] = await deps.db.select().from(payments).where(eq(payments.id, payment.id));
    }
  }
  const status = order.status as OrderStatus;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status,
    statusText: ORDER_STATUS_TEXT[status],
    total: order.totalFen,
    paid: order.paidAt !== null,
    payMethod: order.payMethod,
    payStatus: payment.status as PaymentState,
  };
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
