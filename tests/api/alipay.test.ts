import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../lib/api/contract/order';
import { payment } from '../../lib/api/contract/payment';
import { INVALID_FORM_MESSAGE } from '../../lib/api/contract/request';
import { orderEvents, payments } from '../../server/db/schema';
import { createAlipay } from '../../server/providers/payment/alipay';
import { customer, stockSkus } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected } from './contract-calls';
import { cartAndPreview, newAddress, requestKey } from './order-helpers';

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

/*
 * The notify endpoint, as Alipay calls it: a form body (application/x-www-form-urlencoded) signed with
 * "Alipay's" key made above; success is the plain text `success`, a refusal the envelope (Alipay retries).
 */
describe('POST order/pay/notify/alipay', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      env: { PAYMENT_METHODS: 'sandbox,alipay,bank', ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: app.privateKey, ALIPAY_PUBLIC_KEY: alipay.publicKey, ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' },
    });
  });
  afterAll(() => api.close());

  /** A buyer's unpaid order and the Alipay payment started for it. */
  async function alipayPayment(method: 'alipay' | 'sandbox' = 'alipay') {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const [sku] = (await stockSkus(api, 8)).slice(-1);
    const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId: sku.id, num: 1 }]);
    const o = ok(await api.call(order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method } }, me.h));
    return { me, order: o, payNo: started.payNo, payUrl: started.payUrl };
  }
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const notifyFor = (payNo: string, fen: number, extra: Record<string, string> = {}) =>
    signedNotify({ ...base, out_trade_no: payNo, total_amount: yuan(fen), subject: '标准品商城订单', ...extra });

  /** Posts a body as Alipay does; answers the HTTP status, the content type and the text. */
  async function post(body: string, contentType = 'application/x-www-form-urlencoded; charset=utf-8') {
    const res = await api.app.request(payment.alipayNotify.path, { method: 'POST', headers: { 'content-type': contentType }, body });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  /** A refusal: HTTP 200, the envelope with code 0 and this message — never a 500 and never `success`. */
  const refused = (res: { status: number; text: string }, message: string | RegExp) => {
    expect(res.status).toBe(200);
    rejected({ json: JSON.parse(res.text) as { code: number; message: string } }, message);
  };
  const statusOf = async (id: number, h: Record<string, string>) => ok(await api.call(order.detail, { params: { id } }, h)).status;
  const paidEvents = async (orderId: number) => (await api.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((e) => e.toStatus === 'to_ship');
  const paymentRow = async (payNo: string) => (await api.database.db.select().from(payments).where(eq(payments.payNo, payNo)))[0];

  it('pays the order once: the first notify moves it to 待发货, a repeated one answers success and changes nothing', async () => {
    const { me, order: o, payNo, payUrl } = await alipayPayment();
    expect(new URL(payUrl!).searchParams.get('notify_url')).toBe(`http://localhost:3000/api${payment.alipayNotify.path}`);
    const body = form(notifyFor(payNo, o.total));

    const first = await post(body);
    expect(first).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain/), text: 'success' });
    expect(await statusOf(o.id, me.h)).toBe('to_ship');
    expect(await paymentRow(payNo)).toMatchObject({ status: 'paid', tradeNo: base.trade_no, amountFen: o.total });
    const [event] = await paidEvents(o.id);
    expect(event).toMatchObject({ actor: 'payment', note: `支付宝支付成功，交易号 ${base.trade_no}` });

    expect((await post(body)).text).toBe('success');
    expect(await paidEvents(o.id)).toHaveLength(1);
    expect(ok(await api.call(payment.result, { query: { payNo } }, me.h))).toMatchObject({ status: 'to_ship', paid: true, payMethod: 'alipay' });
  });

  it('verifies values as they came: a subject holding % and + still verifies', async () => {
    const { me, order: o, payNo } = await alipayPayment();
    expect((await post(form(notifyFor(payNo, o.total, { subject: '纯度 99.5%+ 标准品 a%2Bb' })))).text).toBe('success');
    expect(await statusOf(o.id, me.h)).toBe('to_ship');
  });

  it.each([
    ['a bad signature', (payNo: string, fen: number) => form({ ...notifyFor(payNo, fen), sign: notifyFor(payNo, fen + 1).sign }), '通知签名无效'],
    ['a tampered amount', (payNo: string, fen: number) => form({ ...notifyFor(payNo, fen), total_amount: yuan(fen + 100) }), '通知签名无效'],
    ['a signed but wrong amount', (payNo: string, fen: number) => form(notifyFor(payNo, fen - 1)), '支付金额与订单金额不符'],
    ['another key', (payNo: string, fen: number) => form(signedNotify({ ...base, out_trade_no: payNo, total_amount: yuan(fen) }, app.privateKey)), '通知签名无效'],
    ['another app id', (payNo: string, fen: number) => form(notifyFor(payNo, fen, { app_id: '2021000000000002' })), '通知签名无效'],
  ])('refuses %s and changes nothing', async (_name, make, message) => {
    const { me, order: o, payNo } = await alipayPayment();
    refused(await post(make(payNo, o.total)), message);
    expect(await statusOf(o.id, me.h)).toBe('unpaid');
    expect(await paymentRow(payNo)).toMatchObject({ status: 'created', tradeNo: null });
    expect(await paidEvents(o.id)).toHaveLength(0);
  });

  it('refuses an Alipay notify for a payment taken by another provider', async () => {
    const { me, order: o, payNo } = await alipayPayment('sandbox');
    refused(await post(form(notifyFor(payNo, o.total))), '支付单不存在');
    expect(await statusOf(o.id, me.h)).toBe('unpaid');
  });

  it('WAIT_BUYER_PAY is acknowledged and changes nothing; TRADE_CLOSED fails the payment, the order stays payable', async () => {
    const { me, order: o, payNo } = await alipayPayment();
    expect((await post(form(notifyFor(payNo, o.total, { trade_status: 'WAIT_BUYER_PAY' })))).text).toBe('success');
    expect(await paymentRow(payNo)).toMatchObject({ status: 'created' });
    expect((await post(form(notifyFor(payNo, o.total, { trade_status: 'TRADE_CLOSED' })))).text).toBe('success');
    expect(await paymentRow(payNo)).toMatchObject({ status: 'failed' });
    expect(await statusOf(o.id, me.h)).toBe('unpaid');
  });

  it.each([
    ['a NUL in a field', () => `${form(notifyFor('P2611230000004201', 100))}&body=a%00b`, /body/],
    ['a broken percent-escape', () => 'out_trade_no=P2611230000004201&total_amount=%ZZ', INVALID_FORM_MESSAGE],
    ['half a UTF-8 character', () => 'out_trade_no=P2611230000004201&subject=%E6%A0', INVALID_FORM_MESSAGE],
    ['a field given twice', () => `${form(notifyFor('P2611230000004201', 100))}&out_trade_no=P2611230000004299`, '表单字段重复：out_trade_no'],
    ['a missing signature', () => form({ ...base }), '缺少必填参数 sign'],
    ['a malformed pay number', () => form({ ...notifyFor('P2611230000004201', 100), out_trade_no: '../x' }), /out_trade_no/],
    ['an empty body', () => '', '缺少必填参数 请求体'],
    ['JSON instead of a form', () => JSON.stringify({ out_trade_no: 'P2611230000004201' }), '缺少必填参数 app_id'],
    ['a huge body', () => `subject=${'x'.repeat(300_000)}`, /KB/],
  ])('refuses %s clearly (code 0, no 500)', async (_name, make, message) => {
    refused(await post(make()), message);
  });

  it('a JSON body reaches the same checks (and is refused by the signature, not by a crash)', async () => {
    const { me, order: o, payNo } = await alipayPayment();
    refused(await post(JSON.stringify({ ...notifyFor(payNo, o.total), sign: 'AAAA' }), 'application/json'), '通知签名无效');
    expect(await statusOf(o.id, me.h)).toBe('unpaid');
  });
});
