import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../lib/api/contract/endpoint';
import { order } from '../../lib/api/contract/order';
import { payment, type SandboxNotify } from '../../lib/api/contract/payment';
import { orderEvents, payments, sandboxNotifies } from '../../server/db/schema';
import { signSandbox } from '../../server/providers/payment/sandbox';
import { deliverDueNotifies } from '../../server/services/sandbox-institution';
import { fetchTransport } from '../../server/providers/payment/sandbox';
import { customer, stockSkus } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected } from './contract-calls';
import { admin, ADMIN_TOKEN, cartAndPreview, freePort, listen, newAddress, requestKey } from './order-helpers';

/**
 * Payment, end to end inside the API: the sandbox institution posts its signed notifies over real HTTP to
 * this API (served on a free port), as it does in the running shop.
 */
let api: TestApi;
let server: ServerType;
const SECRET = 'sandbox-secret-for-payment-tests';
beforeAll(async () => {
  const port = await freePort();
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: SECRET, SANDBOX_NOTIFY_ORIGIN: `http://127.0.0.1:${port}`, PAYMENT_METHODS: 'sandbox,bank' } });
  server = await listen(api, port);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

async function unpaidOrder() {
  const me = await customer(api);
  const addr = await newAddress(api, me.h);
  const [sku] = (await stockSkus(api, 8)).slice(-1);
  const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId: sku.id, num: 1 }]);
  const o = ok(await api.call(order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
  return { me, order: o };
}

const eventsOf = async (orderId: number) => api.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

function notifyBody(payNo: string, amount: number, result: 'success' | 'fail' = 'success', secret = SECRET, timestamp = Math.floor(Date.now() / 1000)): SandboxNotify {
  const unsigned = { payNo, tradeNo: `SBX${Date.now()}123`, amount, result, timestamp, nonce: randomBytes(12).toString('hex') };
  return { ...unsigned, sign: signSandbox(unsigned, secret) };
}

/** The token of a sandbox payUrl (the cashier link). */
const cashierTokenOf = (payUrl: string | null) => new URL(payUrl!).searchParams.get('token') ?? '';

describe('sandbox payment', () => {
  it('lists the configured methods', async () => {
    const { me } = await unpaidOrder();
    expect(ok(await api.call(payment.methods, {}, me.h)).map((m) => m.method)).toEqual(['sandbox', 'bank']);
  });

  it('pays through the cashier: the signed notify moves the order to 待发货 and the return page reads the server', async () => {
    const { me, order: o } = await unpaidOrder();
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    const token = cashierTokenOf(started.payUrl);
    expect(started.payUrl).toBe(`http://localhost:3000/sandboxPay?payNo=${started.payNo}&token=${token}`);
    const cashier = ok(await api.call(payment.sandboxCashier, { params: { payNo: started.payNo }, query: { token } }));
    expect(cashier).toMatchObject({ merchant: '标准品商城', orderNo: o.orderNo, amount: o.total, status: 'created' });

    const decided = ok(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token }, body: { result: 'success' } }));
    expect(decided.returnUrl).toBe(`http://localhost:3000/successAliPage?payNo=${started.payNo}`);
    const result = ok(await api.call(payment.result, { query: { payNo: started.payNo } }, me.h));
    expect(result).toMatchObject({ orderNo: o.orderNo, status: 'to_ship', statusText: '待发货', paid: true, payMethod: 'sandbox' });
    const [queued] = await api.database.db.select().from(sandboxNotifies).where(eq(sandboxNotifies.payNo, started.payNo));
    expect(queued.deliveredAt).not.toBeNull();
    expect((await eventsOf(o.id)).map((e) => [e.toStatus, e.actor])).toEqual([
      ['unpaid', 'buyer'],
      ['to_ship', 'payment'],
    ]);
    // Another user cannot read the result.
    rejected(await api.call(payment.result, { query: { payNo: started.payNo } }, (await customer(api)).h), '支付单不存在');
  });

  it('the cashier acts for the holder of its link or the buyer of the order only: a visitor cannot pay another buyer’s order', async () => {
    const { me, order: o } = await unpaidOrder();
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    const stranger = await customer(api);
    // The pay number alone (P + order number + attempt) opens nothing, for a visitor or another buyer.
    rejected(await api.call(payment.sandboxCashier, { params: { payNo: started.payNo } }), '支付单不存在');
    rejected(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, body: { result: 'success' } }), '支付单不存在');
    rejected(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, body: { result: 'success' } }, stranger.h), '支付单不存在');
    // Another payment's token, or a made-up one, does not open this one.
    const other = await unpaidOrder();
    const otherStarted = ok(await api.call(payment.pay, { params: { id: other.order.id }, body: { method: 'sandbox' } }, other.me.h));
    rejected(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token: cashierTokenOf(otherStarted.payUrl) }, body: { result: 'success' } }), '支付单不存在');
    rejected(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token: 'A'.repeat(32) }, body: { result: 'success' } }), '支付单不存在');
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('unpaid');
    // The buyer's own session opens it without the token.
    expect(ok(await api.call(payment.sandboxCashier, { params: { payNo: started.payNo } }, me.h))).toMatchObject({ orderNo: o.orderNo, status: 'created' });
    ok(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, body: { result: 'success' } }, me.h));
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('to_ship');
  });

  it('one decision per payment: a second one through the same link changes nothing', async () => {
    const { me, order: o } = await unpaidOrder();
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    const token = cashierTokenOf(started.payUrl);
    const [first, second] = await Promise.all([
      api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token }, body: { result: 'fail' } }),
      api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token }, body: { result: 'success' } }),
    ]);
    ok(first);
    ok(second);
    expect(await api.database.db.select().from(sandboxNotifies).where(eq(sandboxNotifies.payNo, started.payNo))).toHaveLength(1);
    ok(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, query: { token }, body: { result: 'success' } }));
    expect(await api.database.db.select().from(sandboxNotifies).where(eq(sandboxNotifies.payNo, started.payNo))).toHaveLength(1);
  });

  it('a notify older than 5 minutes, from the future, or with a nonce already seen is refused', async () => {
    const { me, order: o } = await unpaidOrder();
    const { payNo } = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    rejected(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total, 'success', SECRET, 0) }), '通知已过期（时间戳与当前时间相差超过 5 分钟）');
    rejected(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total, 'success', SECRET, Math.floor(Date.now() / 1000) - 301) }), '通知已过期（时间戳与当前时间相差超过 5 分钟）');
    rejected(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total, 'success', SECRET, Math.floor(Date.now() / 1000) + 400) }), '通知已过期（时间戳与当前时间相差超过 5 分钟）');
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('unpaid');
    const body = notifyBody(payNo, o.total, 'success', SECRET, Math.floor(Date.now() / 1000) - 240);
    expect(ok(await api.call(payment.sandboxNotify, { body }))).toBe('success');
    rejected(await api.call(payment.sandboxNotify, { body }), '重复的通知（该随机串已使用过）');
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('to_ship');
  });

  it('a repeated notify changes nothing; a wrong amount or a bad signature is refused', async () => {
    const { me, order: o } = await unpaidOrder();
    const { payNo } = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    rejected(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total + 1) }), '支付金额与订单金额不符');
    rejected(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total, 'success', 'another-secret-entirely') }), '通知签名无效');
    const body = notifyBody(payNo, o.total);
    rejected(await api.call(payment.sandboxNotify, { body: { ...body, amount: body.amount + 100 } }), '通知签名无效');
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('unpaid');

    expect(ok(await api.call(payment.sandboxNotify, { body }))).toBe('success');
    // The institution repeats a notify signed afresh (a new nonce): answered success again, nothing changes.
    expect(ok(await api.call(payment.sandboxNotify, { body: notifyBody(payNo, o.total) }))).toBe('success');
    const paidEvents = (await eventsOf(o.id)).filter((e) => e.toStatus === 'to_ship');
    expect(paidEvents).toHaveLength(1);
    const [p] = await api.database.db.select().from(payments).where(eq(payments.payNo, payNo));
    expect(p).toMatchObject({ status: 'paid', amountFen: o.total });
  });

  it('a failed payment leaves the order unpaid and payable again', async () => {
    const { me, order: o } = await unpaidOrder();
    const first = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    ok(await api.call(payment.sandboxDecide, { params: { payNo: first.payNo }, query: { token: cashierTokenOf(first.payUrl) }, body: { result: 'fail' } }));
    expect(ok(await api.call(payment.result, { query: { payNo: first.payNo } }, me.h))).toMatchObject({ status: 'unpaid', paid: false });
    const second = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    expect(second.payNo).not.toBe(first.payNo);
    ok(await api.call(payment.sandboxDecide, { params: { payNo: second.payNo }, query: { token: cashierTokenOf(second.payUrl) }, body: { result: 'success' } }));
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('to_ship');
    rejected(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h), '订单当前为「待发货」，无需支付');
  });

  it('retries a notify the shop did not answer, until it is delivered', async () => {
    const { me, order: o } = await unpaidOrder();
    const { payNo } = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'sandbox' } }, me.h));
    // The shop is "down" for the first attempt: the institution keeps the notify.
    const down = async () => false;
    const body = notifyBody(payNo, o.total);
    // Due a second ago: PostgreSQL's now() has microseconds, so a row stamped by the default could be a
    // fraction of a millisecond "in the future" of the Date the job compares with (flaky on CI).
    const [row] = await api.database.db.insert(sandboxNotifies).values({ payNo, nextAt: new Date(Date.now() - 1000), body: { ...body, notifyUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}${payment.sandboxNotify.path}` } }).returning();
    expect(await deliverDueNotifies(api.database.db, down, SECRET)).toBeGreaterThanOrEqual(0);
    const [afterFail] = await api.database.db.select().from(sandboxNotifies).where(eq(sandboxNotifies.id, row.id));
    expect(afterFail).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(afterFail.nextAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    // Signed afresh at this attempt: the first signature's timestamp would be past the shop's 5 minutes by now.
    expect(await deliverDueNotifies(api.database.db, fetchTransport, SECRET, new Date(afterFail.nextAt.getTime() + 1000))).toBe(1);
    expect(ok(await api.call(order.detail, { params: { id: o.id } }, me.h)).status).toBe('to_ship');
  });
});

describe('bank transfer', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082', 'hex');
  const upload = async (orderId: number, h: Record<string, string>, bytes: Buffer, name = 'slip.png') => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await api.upload(payment.uploadSlip, form, h, { id: orderId });
    expect(res.status).toBeLessThan(500);
    return res.json;
  };

  it('shows the account and the order number to quote, takes a slip, and the operator confirms', async () => {
    const { me, order: o } = await unpaidOrder();
    const started = ok(await api.call(payment.pay, { params: { id: o.id }, body: { method: 'bank' } }, me.h));
    expect(started).toMatchObject({ method: 'bank', payUrl: null, bank: { reference: o.orderNo } });
    expect(started.bank?.payee).toContain('演示账户');

    const bad = await upload(o.id, me.h, Buffer.from('<html><script>alert(1)</script></html>'), 'slip.png');
    expect([bad.code, bad.message]).toEqual([0, '转账凭证仅支持 PNG、JPG 图片或 PDF 文件']);
    const other = await customer(api);
    expect((await upload(o.id, other.h, png)).message).toBe('订单不存在');
    // Without a session the file is not even read.
    expect((await upload(o.id, {}, png)).code).toBe(-1);
    const slip = await upload(o.id, me.h, png);
    expect(slip.code).toBe(1);

    const account = ok(await api.call(payment.bankAccount, { params: { id: o.id } }, me.h));
    expect(account.slips.map((s) => s.name)).toEqual(['slip.png']);
    const file = await api.app.request(buildPath(payment.slipFile.path, { id: o.id, slipId: slip.data!.id }), { headers: me.h });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    const stranger = await api.app.request(buildPath(payment.slipFile.path, { id: o.id, slipId: slip.data!.id }), { headers: other.h });
    expect(((await stranger.json()) as { message: string }).message).toBe('转账凭证不存在');

    const confirmed = ok(await api.call(payment.operatorConfirmTransfer, { params: { id: o.id }, body: { note: '工行到账 12:30' } }, admin));
    expect(confirmed).toMatchObject({ status: 'to_ship', payMethod: 'bank' });
    expect(confirmed.events.at(-1)).toMatchObject({ actor: 'operator', note: '确认对公转账到账：工行到账 12:30' });
    rejected(await api.call(payment.operatorConfirmTransfer, { params: { id: o.id } }, admin), '订单当前为「待发货」，无需支付');
  });
});
