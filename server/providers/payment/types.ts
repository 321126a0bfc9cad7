import type { PayMethod } from '../../../lib/api/contract/payment';
import type { Db } from '../../db/client';

export interface PaymentStart {
  /** Our out_trade_no. */
  payNo: string;
  orderNo: string;
  amountFen: number;
  subject: string;
  /** Where the institution sends the buyer back (the storefront's /successAliPage). */
  returnUrl: string;
  /** Where the institution posts its asynchronous notify. */
  notifyUrl: string;
}

/** A notify the provider has verified: who paid what, for which of our payments. */
export interface VerifiedNotify {
  payNo: string;
  tradeNo: string;
  amountFen: number;
  success: boolean;
}

/** A payment institution. Adding one (WeChat Pay, credit terms …) is adding a provider; the order code does not change. */
export interface PaymentProvider {
  readonly method: PayMethod;
  readonly title: string;
  readonly description: string;
  /** The page the buyer pays on (null: nothing to open, e.g. bank transfer). */
  start(p: PaymentStart): Promise<{ payUrl: string | null }>;
  /** Asks the institution for a payment's state (the return page); null when it cannot tell. */
  query?(payNo: string): Promise<VerifiedNotify | null>;
  /**
   * Pays (part of) a payment back. Idempotent by `refundNo`: asked again with the same number it answers
   * the first outcome and moves no money. Runs inside the caller's transaction (`tx`), which holds the
   * refund's row locked. Throws an ApiError (a Chinese message for the operator) when the institution refuses.
   */
  refund?(tx: Db, r: RefundRequest): Promise<RefundOutcome>;
}

/** A refund the shop asks of the provider that took the order's payment. */
export interface RefundRequest {
  refundNo: string;
  orderId: number;
  orderNo: string;
  /** The paid payment (our out_trade_no) and the provider's transaction number; null when none was recorded. */
  payNo: string | null;
  tradeNo: string | null;
  amountFen: number;
  reason: string;
  /** 对公转账: what the operator wrote when recording the bank transfer back (none: not yet made). */
  operatorRecord?: string;
}

/** succeeded: the money is back (providerRef: the institution's reference); pending: someone must still act (bank transfer). */
export interface RefundOutcome {
  status: 'succeeded' | 'pending';
  providerRef: string | null;
}

/** Posts a notify body to a URL; true when the receiver answered success. */
export type NotifyTransport = (url: string, body: unknown) => Promise<boolean>;
