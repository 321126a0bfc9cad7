import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import type { SandboxNotify } from '../../../lib/api/contract/payment';
import type { Db } from '../../db/client';
import { payments, sandboxRefunds } from '../../db/schema';
import { reject } from '../../http/errors';
import { REFUND_ERR } from './refund-errors';
import type { NotifyTransport, PaymentProvider, RefundOutcome, RefundRequest, VerifiedNotify } from './types';
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
 * The cashier link's token of one payment: HMAC-SHA256 of the pay number under the institution's key
 * (base64url, 32 characters). Unguessable without the key, different for every payment attempt (each has its
 * own pay number), and spent with it: the cashier acts only while the payment is open.
 */
export const cashierToken = (secret: string, payNo: string) => createHmac('sha256', secret).update(`cashier:${payNo}`).digest('base64url').slice(0, 32);

/** Compares a presented cashier token with the payment's own, in constant time. */
export function cashierTokenValid(secret: string, payNo: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(cashierToken(secret, payNo));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The embedded default: a payment institution played by the shop itself. Its cashier is a storefront page
 * (/sandboxPay) showing merchant, order number and amount with 付款 / 支付失败, opened by the buyer's own
 * link (its token) or by the buyer's session; the decision is posted to our notify endpoint, signed, and
 * retried until answered (server/services/sandbox-institution.ts).
 */
export function createSandboxPayment(storefrontOrigin: string, secret: string): PaymentProvider {
  return {
    method: 'sandbox',
    title: PAY_METHOD_TEXT.sandbox,
    description: '模拟支付机构：不产生真实扣款，用于体验和测试完整的下单支付流程',
    async start(p) {
      return { payUrl: `${storefrontOrigin}/sandboxPay?payNo=${encodeURIComponent(p.payNo)}&token=${cashierToken(secret, p.payNo)}` };
    },
    refund: sandboxRefund,
  };
}

/**
 * The sandbox institution refunds for real in its own ledger (sandbox_refunds): a refund number it has seen
 * answers the first entry and writes nothing; a new one is refused when it would take back more than the
 * payment took. The payment row is locked first, so two refunds of one payment are checked one after the other.
 */
export async function sandboxRefund(tx: Db, r: RefundRequest): Promise<RefundOutcome> {
  const [seen] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, r.refundNo));
  if (seen) return { status: 'succeeded', providerRef: `SBXR${seen.id}` };
  if (!r.payNo) throw reject(REFUND_ERR.noPayment);
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.payNo, r.payNo), eq(payments.provider, 'sandbox'), eq(payments.status, 'paid')))
    .for('update');
  if (!paid || !paid.tradeNo) throw reject(REFUND_ERR.noPayment);
  const [{ total }] = await tx.select({ total: sum(sandboxRefunds.amountFen).mapWith(Number) }).from(sandboxRefunds).where(eq(sandboxRefunds.payNo, r.payNo));
  if ((total ?? 0) + r.amountFen > paid.amountFen) throw reject(REFUND_ERR.overPaid);
  const [row] = await tx.insert(sandboxRefunds).values({ refundNo: r.refundNo, payNo: r.payNo, tradeNo: paid.tradeNo, amountFen: r.amountFen }).returning();
  return { status: 'succeeded', providerRef: `SBXR${row.id}` };
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
