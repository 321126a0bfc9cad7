import { and, desc, eq, ne, sum } from 'drizzle-orm';
import { payMethodText } from '../../../lib/api/contract/payment';
import type { Db } from '../../db/client';
import { afterSaleRefunds, orders, payments, users } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { reject } from '../../http/errors';
import { creditRefund } from '../../providers/payment/credit-refund';
import { REFUND_ERR } from '../../providers/payment/refund-errors';
import { refundToCredit } from '../credit/bills';
import { lockCase, moveCase, type CaseRow } from './transitions';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** What was paid for the order and is not yet promised back by another refund. */
async function refundableFen(tx: Db, order: typeof orders.$inferSelect, exceptCaseId: number): Promise<number> {
  if (!order.paidAt) return 0;
  const [{ taken }] = await tx
    .select({ taken: sum(afterSaleRefunds.amountFen).mapWith(Number) })
    .from(afterSaleRefunds)
    .where(and(eq(afterSaleRefunds.orderId, order.id), ne(afterSaleRefunds.caseId, exceptCaseId)));
  return Math.max(0, order.totalFen - (taken ?? 0));
}

/**
 * Opens the case's refund (in the caller's transaction, the case locked): the amount is the case's,
 * never more than the order's paid total minus its other refunds; it goes back through the provider that
 * took the payment (the order's pay method), under the refund number R + case number.
 */
export async function openRefund(tx: Db, row: CaseRow): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
  const amount = Math.min(row.refundFen ?? 0, await refundableFen(tx, order, row.id));
  if (amount <= 0 || !order.payMethod) throw reject('该订单已无可退金额');
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  await tx
    .insert(afterSaleRefunds)
    .values({ caseId: row.id, orderId: order.id, refundNo: `R${row.caseNo}`, provider: paid?.provider ?? order.payMethod, payNo: paid?.payNo ?? null, amountFen: amount })
    .onConflictDoNothing();
}

export interface SettleResult {
  status: 'succeeded' | 'pending' | 'already';
  notice?: { userId: number; orderNo: string; caseNo: string; amount: string; method: string };
}

/**
 * Asks the provider to pay the case's refund, holding the refund row locked: on success the refund and the
 * case are completed in the same transaction, so a provider is asked again only for a refund still
 * pending (and every provider is idempotent by refundNo besides). A refusal rolls back and leaves the case
 * 退款中 for the operator to retry.
 */
export async function settleRefund(deps: AppDeps, caseId: number, actor: 'operator' | 'system', operatorRecord?: string): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(afterSaleRefunds).where(eq(afterSaleRefunds.caseId, caseId)).for('update');
    if (!refund) throw reject('该售后单没有退款');
    if (refund.status === 'succeeded') return { status: 'already' as const };
    const row = await lockCase(tx, caseId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId));
    // 账期支付 is no institution: its refund returns the amount to the buyer's credit line (services/credit).
    const provider = deps.providers.payment.refunder(refund.provider) ?? (refund.provider === 'credit' ? { refund: creditRefund(refundToCredit) } : undefined);
    if (!provider?.refund) throw reject(REFUND_ERR.noRefunder(payMethodText(refund.provider)));
    const [paid] = refund.payNo ? await tx.select({ tradeNo: payments.tradeNo }).from(payments).where(eq(payments.payNo, refund.payNo)) : [];
    const outcome = await provider.refund(tx, {
      refundNo: refund.refundNo,
      orderId: order.id,
      orderNo: order.orderNo,
      payNo: refund.payNo,
      tradeNo: paid?.tradeNo ?? null,
      amountFen: refund.amountFen,
      reason: `售后单 ${row.caseNo} 退款`,
      operatorRecord: operatorRecord || undefined,
    });
    if (outcome.status === 'pending') return { status: 'pending' as const };
    const now = new Date();
    await tx.update(afterSaleRefunds).set({ status: 'succeeded', providerRef: outcome.providerRef, refundedAt: now }).where(eq(afterSaleRefunds.id, refund.id));
    const method = payMethodText(refund.provider);
    await moveCase(tx, row, 'completed', actor, `已退款 ¥${yuan(refund.amountFen)}，原路退回${method}${operatorRecord ? `（${operatorRecord}）` : ''}`);
    return { status: 'succeeded' as const, notice: { userId: row.userId, orderNo: order.orderNo, caseNo: row.caseNo, amount: yuan(refund.amountFen), method } };
  });
}

/** The buyer hears of a completed refund by SMS; a failed text does not undo the refund. */
export async function sendRefundNotice(deps: AppDeps, result: SettleResult): Promise<void> {
  const n = result.notice;
  if (!n) return;
  const [buyer] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, n.userId));
  if (!buyer?.mobile) return;
  await deps.providers.sms.sendNotice(buyer.mobile, { kind: 'refunded', orderNo: n.orderNo, caseNo: n.caseNo, amount: n.amount, method: n.method }).catch((err: unknown) => {
    deps.logger.warn({ caseNo: n.caseNo, err: (err as Error).message }, 'refund notice not sent');
  });
}
