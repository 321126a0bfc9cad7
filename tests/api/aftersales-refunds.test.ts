import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterSale } from '../../lib/api/contract/aftersale';
import { credit } from '../../lib/api/contract/credit';
import type { Db } from '../../server/db/client';
import { payments } from '../../server/db/schema';
import type { AppDeps } from '../../server/http/context';
import { createProviders } from '../../server/providers';
import { createAlipay } from '../../server/providers/payment/alipay';
import { creditRefund } from '../../server/providers/payment/credit-refund';
import type { PaymentProvider } from '../../server/providers/payment';
import { approveCase } from '../../server/services/aftersales/operator';
import { getCase } from '../../server/services/aftersales/queries';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, ADMIN_TOKEN } from './order-helpers';
import { roomySkus, SANDBOX_SECRET, shippedOrder } from './aftersales-helpers';

/*
 * The refund seams: a 账期 (credit) order's refund goes to its provider's refund — the credit line's
 * refundToCredit, wired with creditRefund() — and Alipay's refund is alipay.trade.refund, checked offline
 * against a stand-in gateway signing its answers with a key made here.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SANDBOX_SECRET, PAYMENT_METHODS: 'sandbox,bank' } });
});
afterAll(() => api.close());

describe('a credit-paid order', () => {
  it('is refunded through the credit provider: refundToCredit(tx, orderId, amountFen, note) once, in the refund transaction', async () => {
    const [sku] = await roomySkus(api, 1);
    const { me, order: o } = await shippedOrder(api, { method: 'sandbox', lines: [{ sku, num: 2 }] });
    // As the credit branch records it: the order paid by the provider `credit`.
    await api.database.db.update(payments).set({ provider: 'credit' }).where(eq(payments.orderId, o.id));
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '多发票据' } }, me.h));

    const refundToCredit = vi.fn(async (_tx: Db, _orderId: number, amountFen: number, _note: string) => ({ toLineFen: amountFen, toBuyerFen: 0 }));
    const logger = pino({ level: 'silent' });
    const base = createProviders(api.config, logger);
    const credit = { method: 'credit', title: '账期支付', description: '', start: async () => ({ payUrl: null }), refund: creditRefund(refundToCredit) } as unknown as PaymentProvider;
    const deps: AppDeps = { db: api.database.db, config: api.config, logger, providers: { ...base, payment: { ...base.payment, refunder: (m) => (m === 'credit' ? credit : base.payment.refunder(m)) } } };

    await approveCase(deps, c.id, '');
    expect(refundToCredit).toHaveBeenCalledTimes(1);
    const [, orderId, amountFen, note] = refundToCredit.mock.calls[0];
    expect([orderId, amountFen, note]).toEqual([o.id, o.lines[0].price, `售后退款 R${c.caseNo}（订单 ${o.orderNo}）`]);
    const detail = await getCase(api.database.db, c.id);
    expect(detail).toMatchObject({ status: 'completed', refund: { method: 'credit', status: 'succeeded', amount: o.lines[0].price } });
  });

  it('a credit-paid order is refunded to the buyer’s credit line (账期额度 back, bill lowered)', async () => {
    const [sku] = await roomySkus(api, 1);
    const { me, order: o } = await shippedOrder(api, { method: 'credit', lines: [{ sku, num: 2 }] });
    const before = ok(await api.call(credit.amount, {}, me.h));
    expect(before.used).toBe(o.total);
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '多发票据' } }, me.h));
    ok(await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }, admin));
    expect(ok(await api.call(afterSale.detail, { params: { id: c.id } }, me.h))).toMatchObject({ status: 'completed', refund: { method: 'credit', status: 'succeeded', amount: o.lines[0].price } });
    const after = ok(await api.call(credit.amount, {}, me.h));
    expect(after.used).toBe(o.total - o.lines[0].price);
    expect(after.available).toBe(before.available + o.lines[0].price);
  });

  it('of a bill already repaid waits for the operator’s transfer record: nothing moves until the case is completed with it', async () => {
    const [sku] = await roomySkus(api, 1);
    const { me, order: o } = await shippedOrder(api, { method: 'credit', lines: [{ sku, num: 2 }] });
    const [bill] = ok(await api.call(credit.bills, { query: {} }, me.h)).filter((b) => b.orderNo === o.orderNo);
    ok(await api.call(credit.operatorRepay, { params: { id: bill.id }, body: { amount: o.total, reference: 'ICBC20261126007' } }, admin));
    const repaid = ok(await api.call(credit.amount, {}, me.h));
    const c = ok(await api.call(afterSale.apply, { body: { orderLineId: o.lines[0].id, kind: 'refund_only', quantity: 1, reason: '多发票据' } }, me.h));
    const price = (o.lines[0].price / 100).toFixed(2);
    // Approving starts the refund; the repaid money cannot return to the line, so the refund is refused whole and said why.
    const approved = await api.call(afterSale.operatorApprove, { params: { id: c.id }, body: {} }, admin);
    rejected(approved, new RegExp(`^已同意，但退款未成功：该订单的账期账单已还款，其中 ¥${price} 无法退回账期额度，需对公转账退还买家：请转账后完成售后单并填写转账流水号`));
    expect(ok(await api.call(afterSale.detail, { params: { id: c.id } }, me.h))).toMatchObject({ status: 'refunding', refund: { method: 'credit', status: 'pending' } });
    expect(ok(await api.call(credit.amount, {}, me.h))).toEqual(repaid);
    // Completing without a record is refused the same way; with the transfer's reference the case completes.
    rejected(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: { note: '' } }, admin), /需对公转账退还买家/);
    ok(await api.call(afterSale.operatorComplete, { params: { id: c.id }, body: { note: 'ICBC转账 20261126-88' } }, admin));
    const done = ok(await api.call(afterSale.detail, { params: { id: c.id } }, me.h));
    expect(done).toMatchObject({ status: 'completed', refund: { method: 'credit', status: 'succeeded', amount: o.lines[0].price } });
    expect(JSON.stringify(done)).toContain('ICBC转账 20261126-88');
    // The line was already whole again after the repayment: the refund does not raise it a second time.
    expect(ok(await api.call(credit.amount, {}, me.h))).toEqual(repaid);
  });
});

describe('alipay refund (alipay.trade.refund), offline', () => {
  const pem = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  };
  const shop = pem();
  const alipay = pem();
  let gateway: http.Server;
  let url = '';
  const seen: URLSearchParams[] = [];
  let answer: Record<string, string> = {};
  let signWith = alipay.privateKey;
  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const q = new URL(req.url ?? '/', 'http://x').searchParams;
        seen.push(new URLSearchParams([...q.entries(), ...new URLSearchParams(body).entries()]));
        const inner = JSON.stringify(answer);
        const sign = createSign('RSA-SHA256').update(inner, 'utf8').sign(signWith, 'base64');
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
        res.end(`{"alipay_trade_refund_response":${inner},"sign":"${sign}"}`);
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  const request = { refundNo: 'RS261125000000420101', orderId: 1, orderNo: '2611250000004201', payNo: 'P261125000000420101', tradeNo: '2026112522001400000000000001', amountFen: 12850, reason: '售后单退款' };
  const provider = () => createAlipay({ appId: '2021000000000001', privateKey: shop.privateKey, alipayPublicKey: alipay.publicKey, gateway: url });

  it('asks for the refund by our payment and refund number, and reads a signed 10000 as done', async () => {
    answer = { code: '10000', msg: 'Success', trade_no: request.tradeNo, out_trade_no: request.payNo, refund_fee: '128.50', fund_change: 'Y' };
    signWith = alipay.privateKey;
    const outcome = await provider().refund!(api.database.db, request);
    expect(outcome).toEqual({ status: 'succeeded', providerRef: request.tradeNo });
    const sent = seen.at(-1)!;
    expect(sent.get('method')).toBe('alipay.trade.refund');
    expect(JSON.parse(sent.get('biz_content')!)).toEqual({ out_trade_no: request.payNo, refund_amount: '128.50', out_request_no: request.refundNo, refund_reason: request.reason });
  });

  it('refuses an answer Alipay did not sign, and passes on Alipay refusing', async () => {
    answer = { code: '10000', msg: 'Success', trade_no: request.tradeNo, fund_change: 'Y' };
    signWith = shop.privateKey;
    await expect(provider().refund!(api.database.db, request)).rejects.toThrow(/^支付机构未受理退款：/);
    answer = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' };
    signWith = alipay.privateKey;
    await expect(provider().refund!(api.database.db, request)).rejects.toThrow('支付机构未受理退款：退款金额超限');
  });
});
