import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxNotify } from '../../../lib/api/contract/payment';
import type { NotifyTransport, PaymentProvider, VerifiedNotify } from './types';
import { PAY_METHOD_TEXT } from '../../../lib/api/contract/payment';

/** The string a sandbox notify is signed over: every field but `sign`, sorted by name, as k=v joined by '&'. */
export function signingString(body: Record<string, unknown>): string {
  return Object.keys(body)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${String(body[k])}`)
    .join('&');
}

export const signSandbox = (body: Omit<SandboxNotify, 'sign'>, secret: string) => createHmac('sha256', secret).update(signingString(body)).digest('hex');

/** Checks the HMAC in constant time; answers the verified facts or null. */
export function verifySandbox(body: SandboxNotify, secret: string): VerifiedNotify | null {
  const expected = Buffer.from(signSandbox(body, secret), 'hex');
  const given = Buffer.from(body.sign, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { payNo: body.payNo, tradeNo: body.tradeNo, amountFen: body.amount, success: body.result === 'success' };
}

/**
 * The embedded default: a payment institution played by the shop itself. Its cashier is a storefront page
 * (/sandboxPay) showing merchant, order number and amount with 付款 / 支付失败; the decision is posted to our
 * notify endpoint, signed, and retried until answered (server/services/payments/sandbox-institution.ts).
 */
export function createSandboxPayment(storefrontOrigin: string): PaymentProvider {
  return {
    method: 'sandbox',
    title: PAY_METHOD_TEXT.sandbox,
    description: '模拟支付机构：不产生真实扣款，用于体验和测试完整的下单支付流程',
    async start(p) {
      return { payUrl: `${storefrontOrigin}/sandboxPay?payNo=${encodeURIComponent(p.payNo)}` };
    },
  };
}

/** Posts JSON with fetch; success is the envelope answering data 'success' (what our notify endpoint answers). */
export const fetchTransport: NotifyTransport = async (url, body) => {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
    const json = (await res.json()) as { code?: number; data?: unknown };
    return json.code === 1 && json.data === 'success';
  } catch {
    return false;
  }
};
