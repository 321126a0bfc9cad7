import type { Db } from '../../db/client';
import { reject } from '../../http/errors';
import { yuan } from '../../../lib/api/contract/money';
import type { PaymentProvider } from './types';
import { REFUND_ERR } from './refund-errors';

/** The credit helper's `refundToCredit(tx, orderId, amountFen, note)` (账期: the amount goes back to the buyer's line). */
export type RefundToCredit = (tx: Db, orderId: number, amountFen: number, note: string) => Promise<{ toLineFen: number; toBuyerFen: number }>;

/**
 * The `refund` of the 账期 (credit) provider: the money returns to the credit line, in the caller's
 * transaction. Exactly once: the after-sales service calls a provider's refund only while the refund row is
 * still pending, holding it locked, and marks it succeeded in the same transaction.
 * What the buyer had already repaid on the bill cannot go back to the line: it is paid back by 对公转账, so the
 * refund needs the operator's record of that transfer — without one it is refused (and rolled back whole), and
 * the case stays 退款中 until the operator completes it with the record.
 * Wiring: `{ ...creditProvider, refund: creditRefund(refundToCredit) }` where the credit provider is built.
 */
export const creditRefund =
  (refundToCredit: RefundToCredit): NonNullable<PaymentProvider['refund']> =>
  async (tx, r) => {
    const { toBuyerFen } = await refundToCredit(tx, r.orderId, r.amountFen, `售后退款 ${r.refundNo}（订单 ${r.orderNo}）`);
    if (toBuyerFen > 0 && !r.operatorRecord) throw reject(REFUND_ERR.creditRepaid(yuan(toBuyerFen)));
    return { status: 'succeeded', providerRef: toBuyerFen > 0 ? r.operatorRecord! : r.refundNo };
  };
