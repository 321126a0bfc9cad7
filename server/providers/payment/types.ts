import type { PayMethod } from '../../../lib/api/contract/payment';

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
}

/** Posts a notify body to a URL; true when the receiver answered success. */
export type NotifyTransport = (url: string, body: unknown) => Promise<boolean>;
