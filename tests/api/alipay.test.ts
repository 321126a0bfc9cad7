import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAlipay } from '../../server/providers/payment/alipay';

/** Alipay with key pairs made here: the shop's (signs requests) and a stand-in for Alipay's (signs notifies). No network. */
const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const app = pem();
const alipay = pem();
const APP_ID = '2021000000000001';
const provider = createAlipay({ appId: APP_ID, privateKey: app.privateKey, alipayPublicKey: alipay.publicKey, gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' });

/** What Alipay posts: every field but sign and sign_type, sorted, k=v joined by '&', RSA2-signed. */
function signedNotify(fields: Record<string, string>, key = alipay.privateKey) {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return { ...fields, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64') };
}
const base = { app_id: APP_ID, out_trade_no: 'P2611230000004201', trade_no: '2026112322001400000000000001', total_amount: '128.50', trade_status: 'TRADE_SUCCESS', notify_time: '2026-11-23 10:00:00' };

describe('alipay provider', () => {
  it('builds a signed page-pay URL for the order (alipay.trade.page.pay)', async () => {
    const { payUrl } = await provider.start({ payNo: 'P26112300000042', orderNo: '26112300000042', amountFen: 12850, subject: '标准品商城订单 26112300000042', returnUrl: 'https://shop.example/successAliPage?payNo=P26112300000042', notifyUrl: 'https://shop.example/api/notify' });
    const url = new URL(payUrl!);
    expect(url.origin + url.pathname).toBe('https://openapi-sandbox.dl.alipaydev.com/gateway.do');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ method: 'alipay.trade.page.pay', app_id: APP_ID, sign_type: 'RSA2', notify_url: 'https://shop.example/api/notify', return_url: 'https://shop.example/successAliPage?payNo=P26112300000042' });
    expect(JSON.parse(q.biz_content)).toEqual({ out_trade_no: 'P26112300000042', total_amount: '128.50', subject: '标准品商城订单 26112300000042', product_code: 'FAST_INSTANT_TRADE_PAY' });
    // The signature is the shop's: verifiable with the shop's public key over the sorted parameters.
    const { sign, ...rest } = q;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content, 'utf8').verify(app.publicKey, sign, 'base64')).toBe(true);
  });

  it('accepts a notify signed by Alipay and reads the amount in fen', () => {
    expect(provider.verifyNotify(signedNotify(base))).toEqual({ payNo: base.out_trade_no, tradeNo: base.trade_no, amountFen: 12850, success: true });
    expect(provider.verifyNotify(signedNotify({ ...base, trade_status: 'WAIT_BUYER_PAY' }))?.success).toBe(false);
  });

  it.each([
    ['a tampered amount', () => ({ ...signedNotify(base), total_amount: '0.01' })],
    ['another key', () => signedNotify(base, app.privateKey)],
    ['another app', () => signedNotify({ ...base, app_id: '2021000000000002' })],
    ['no signature', () => ({ ...base })],
    ['a garbage signature', () => ({ ...base, sign: 'not-base64!!' })],
  ])('refuses %s', (_name, make) => {
    expect(provider.verifyNotify(make() as Record<string, string>)).toBeNull();
  });
});
