import { AlipaySdk } from 'alipay-sdk';
import { reject } from '../../http/errors';
import { REFUND_ERR } from './refund-errors';
import type { PaymentProvider, VerifiedNotify } from './types';
import { PAY_METHOD_TEXT } from '../../../lib/api/contract/payment';

export interface AlipaySettings {
  appId: string;
  /** The application's RSA2 private key (PKCS#1 or PKCS#8 PEM). */
  privateKey: string;
  /** Alipay's public key (PEM), for verifying notifies and answers. */
  alipayPublicKey: string;
  gateway: string;
}

const fen = (yuan: string | undefined) => (yuan && /^\d+(\.\d{1,2})?$/.test(yuan) ? Math.round(Number(yuan) * 100) : NaN);
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** Alipay website payment (电脑网站支付, alipay.trade.page.pay) with the official SDK. */
export function createAlipay(settings: AlipaySettings) {
  // Alipay's console hands out PKCS#1 keys; OpenSSL and Node make PKCS#8 ("BEGIN PRIVATE KEY").
  const keyType = settings.privateKey.includes('BEGIN PRIVATE KEY') ? 'PKCS8' : 'PKCS1';
  const sdk = new AlipaySdk({ appId: settings.appId, privateKey: settings.privateKey, keyType, alipayPublicKey: settings.alipayPublicKey, gateway: settings.gateway, signType: 'RSA2' });

  const provider: PaymentProvider & { verifyNotify(form: Record<string, string>): VerifiedNotify | null } = {
    method: 'alipay',
    title: PAY_METHOD_TEXT.alipay,
    description: '跳转支付宝电脑网站支付，支持余额、银行卡、花呗',
    async start(p) {
      const payUrl = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: { out_trade_no: p.payNo, total_amount: (p.amountFen / 100).toFixed(2), subject: p.subject, product_code: 'FAST_INSTANT_TRADE_PAY' },
        returnUrl: p.returnUrl,
        notifyUrl: p.notifyUrl,
      });
      return { payUrl };
    },
    /**
     * The asynchronous notify (form fields, already decoded once by the form reader): RSA2 signature, our
     * app id, and the trade status. checkNotifySignV2 verifies the values as given; checkNotifySign would
     * percent-decode them a second time and refuse (or misread) a subject holding `%`.
     */
    verifyNotify(form) {
      let signed = false;
      try {
        signed = sdk.checkNotifySignV2(form);
      } catch {
        signed = false;
      }
      if (!signed || form.app_id !== settings.appId || !form.out_trade_no || !form.trade_no) return null;
      const amountFen = fen(form.total_amount);
      if (!Number.isFinite(amountFen)) return null;
      return { payNo: form.out_trade_no, tradeNo: form.trade_no, amountFen, success: PAID.has(form.trade_status ?? '') };
    },
    /** On return the buyer's browser proves nothing: ask Alipay (alipay.trade.query). */
    async query(payNo) {
      try {
        const r = (await sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: payNo } })) as { code?: string; tradeStatus?: string; tradeNo?: string; totalAmount?: string };
        if (r.code !== '10000' || !r.tradeNo) return null;
        return { payNo, tradeNo: r.tradeNo, amountFen: fen(r.totalAmount), success: PAID.has(r.tradeStatus ?? '') };
      } catch {
        return null;
      }
    },
    /**
     * alipay.trade.refund, idempotent by out_request_no (our refund number): Alipay answers a repeated
     * request with the first result and pays nothing again. 10000 with fund_change Y is a new refund,
     * N a repeat of one already made: both mean the money is back.
     */
    async refund(_tx, r) {
      if (!r.payNo) throw reject(REFUND_ERR.noPayment);
      let answer: { code?: string; msg?: string; subMsg?: string; tradeNo?: string; fundChange?: string };
      try {
        answer = (await sdk.exec('alipay.trade.refund', {
          bizContent: { out_trade_no: r.payNo, refund_amount: (r.amountFen / 100).toFixed(2), out_request_no: r.refundNo, refund_reason: r.reason.slice(0, 256) },
        }, { validateSign: true })) as typeof answer;
      } catch (err) {
        throw reject(REFUND_ERR.refused((err as Error).message || '网络异常'));
      }
      if (answer.code !== '10000') throw reject(REFUND_ERR.refused(answer.subMsg || answer.msg || `错误码 ${answer.code ?? '未知'}`));
      return { status: 'succeeded', providerRef: answer.tradeNo ?? null };
    },
  };
  return provider;
}
export type AlipayProvider = ReturnType<typeof createAlipay>;
