/** Sends one verification code. Throws `SmsSendError` (a Chinese message for the user) when the gateway refuses. */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun';
  sendCode(mobile: string, code: string): Promise<void>;
  /** A service notice (an order shipped …). Best effort: the caller logs a failure and carries on. */
  sendNotice(mobile: string, notice: SmsNotice): Promise<void>;
}

/** The notices the shop texts, with the fields of their templates. */
export type SmsNotice = { kind: 'shipped'; orderNo: string; carrier: string; trackingNo: string } | { kind: 'refunded'; orderNo: string; caseNo: string; amount: string; method: string };

/** The notice as a person reads it (the console outbox; Aliyun renders its own approved template). */
export function noticeText(n: SmsNotice): string {
  if (n.kind === 'refunded') return `【标准品商城】您的售后单 ${n.caseNo}（订单 ${n.orderNo}）已退款 ${n.amount} 元，已原路退回${n.method}，请注意查收。`;
  return `【标准品商城】您的订单 ${n.orderNo} 已发货，${n.carrier} 运单号 ${n.trackingNo}，请注意查收。`;
}

/** A refused or failed send: the message is shown to the user; the code is then not stored as sent. */
export class SmsSendError extends Error {}
