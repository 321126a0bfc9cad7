import type { Db } from '../../db/client';
import type { PaymentProvider } from './types';

/** The credit helper's `refundToCredit(tx, orderId, amountFen, note)` (账期: the amount goes back to the buyer's line). */
export type RefundToCredit = (tx: Db, orderId: number, amountFen: number, note: string) => Promise<unknown>;

/**
 * The `refund` of the 账期 (credit) provider: the money returns to the credit line, in the caller's
 * transaction. Exactly once: the after-sales service calls a provider's refund only while the refund row is
 * still pending, holding it locked, and marks it succeeded in the same transaction.
 * Wiring: `{ ...creditProvider, refund: creditRefund(refundToCredit) }` where the credit provider is built.
 */
export const creditRefund =
  (refundToCredit: RefundToCredit): NonNullable<PaymentProvider['refund']> =>
  async (tx, r) => {
    await refundToCredit(tx, r.orderId, r.amountFen, `售后退款 ${r.refundNo}（订单 ${r.orderNo}）`);
    return { status: 'succeeded', providerRef: r.refundNo };
  };
