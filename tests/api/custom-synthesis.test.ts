import { eq } from 'drizzle-orm';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { CUSTOM_MSG, type CustomRequestInput } from '../../lib/api/contract/custom';
import { customRequests, orderLines, orders, pointsLedger } from '../../server/db/schema';
import { chinaDay } from '../../server/services/footprints';
import { customer } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { ADMIN_TOKEN, admin, freePort, listen, newAddress, requestKey } from './order-helpers';

const { custom, order, payment } = contract;
let api: TestApi;
let server: ServerType;
beforeAll(async () => {
  // Served on a port so the sandbox institution's payment notify reaches it over HTTP, as in the running shop.
  const port = await freePort();
  api = await createTestApi({ env: { ADMIN_TOKEN, SANDBOX_PAY_SECRET: 'sandbox-secret-for-custom-synthesis-tests', SANDBOX_NOTIFY_ORIGIN: `http://127.0.0.1:${port}`, PAYMENT_METHODS: 'sandbox,bank' } });
  server = await listen(api, port);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** A refusal's message begins with the rule's text (a field's rule adds the field's name after it). */
const says = (m: string) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const DAY = 86_400_000;
const dayFromNow = (n: number) => chinaDay(new Date(Date.now() + n * DAY));
/** Aspirin: its SMILES and its CAS number 50-78-2 (check digit 2). */
const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O';
const request = (over: Partial<CustomRequestInput> = {}): CustomRequestInput => ({
  smiles: ASPIRIN,
  cas: '50-78-2',
  name: '乙酰水杨酸',
  quantity: 500,
  unit: 'mg',
  purity: '≥98%',
  deadline: dayFromNow(30),
  documents: ['COA', 'HNMR', 'HPLC'],
  notes: '需提供 HPLC 谱图原始数据',
  ...over,
});
const quote = { priceFen: 380_000, leadDays: 21, validUntil: dayFromNow(7), remark: '含 COA、HNMR、HPLC 报告' };

describe('custom synthesis: submit', () => {
  it("stores a request with the canonical SMILES, its formula and 待报价, and lists it as the buyer's", async () => {
    const me = await customer(api);
    const sent = ok(await api.call(custom.submit, { body: request() }, me.h));
    expect(sent.requestNo).toMatch(/^DZ\d{6}\d{6}$/);
    const detail = ok(await api.call(custom.detail, { params: { id: sent.id } }, me.h));
    expect(detail).toMatchObject({ requestNo: sent.requestNo, cas: '50-78-2', formula: 'C9H8O4', quantity: 500, unit: 'mg', purity: '≥98%', documents: ['COA', 'HNMR', 'HPLC'], state: 'pending', stateText: '待报价', quote: null, events: [] });
    expect(detail.smiles).not.toBe('');
    const mine = ok(await api.call(custom.mine, {}, me.h));
    expect(mine.map((r) => r.id)).toEqual([sent.id]);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h))).toEqual([]);
  });

  it('takes a CAS number or a name alone', async () => {
    const me = await customer(api);
    ok(await api.call(custom.submit, { body: request({ smiles: '', name: '' }) }, me.h));
    ok(await api.call(custom.submit, { body: request({ smiles: '', cas: '' }) }, me.h));
    expect(ok(await api.call(custom.mine, {}, me.h))).toHaveLength(2);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const me = await customer(api);
    rejected(await api.call(custom.submit, { body: request({ smiles: 'C(C' }) }, me.h), says(CUSTOM_MSG.smilesInvalid));
    rejected(await api.call(custom.submit, { body: request({ cas: '50-78-3' }) }, me.h), says(CUSTOM_MSG.casInvalid));
    rejected(await api.call(custom.submit, { body: request({ smiles: '', cas: '', name: '' }) }, me.h), says(CUSTOM_MSG.structureRequired));
    rejected(await api.call(custom.submit, { body: request({ quantity: 0 }) }, me.h), says(CUSTOM_MSG.quantityInvalid));
    rejected(await api.call(custom.submit, { body: request({ deadline: chinaDay(new Date()) }) }, me.h), says(CUSTOM_MSG.deadlinePast));
    rejected(await api.call(custom.submit, { body: request({ notes: '字'.repeat(1001) }) }, me.h), says(CUSTOM_MSG.notesTooLong));
    rejected(await api.call(custom.submit, { body: request({ unit: 'lb' as 'mg' }) }, me.h), says(CUSTOM_MSG.unit));
    rejected(await api.call(custom.submit, { body: request({ documents: ['IR' as 'MS'] }) }, me.h), says(CUSTOM_MSG.documents));
    expect(await api.database.db.select().from(customRequests).where(eq(customRequests.userId, me.userId))).toEqual([]);
  });

  it('needs a login', async () => {
    const res = await api.call(custom.submit, { body: request() });
    expect(res.json.code).toBe(-1);
  });
});

describe('custom synthesis: quote, progress, decline, cancel, expiry', () => {
  it('the operator quotes; the buyer sees 已报价 with the price, lead time and validity; progress notes form the timeline', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }), /管理|运营|令牌|token/i);
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: { ...quote, priceFen: 0 } }, admin), says(CUSTOM_MSG.priceInvalid));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: { ...quote, validUntil: dayFromNow(-1) } }, admin), says(CUSTOM_MSG.validUntilPast));
    const quoted = ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    expect(quoted).toMatchObject({ state: 'quoted', stateText: '已报价', userId: me.userId, quote: { priceFen: 380_000, leadDays: 21, validUntil: quote.validUntil, remark: quote.remark } });
    ok(await api.call(custom.operatorProgress, { params: { id }, body: { text: '路线评估完成' } }, admin));
    rejected(await api.call(custom.operatorProgress, { params: { id }, body: { text: ' ' } }, admin), says(CUSTOM_MSG.progressRequired));
    const seen = ok(await api.call(custom.detail, { params: { id } }, me.h));
    expect(seen.quote?.priceFen).toBe(380_000);
    expect(seen.events.map((e) => e.text)).toEqual(['路线评估完成']);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h)).map((r) => r.id)).toEqual([id]);
    const listed = ok(await api.call(custom.operatorList, { query: { state: 'quoted' } }, admin));
    expect(listed.some((r) => r.id === id)).toBe(true);
    // A quoted request cannot be cancelled; it can be declined, once.
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notPending));
    expect(ok(await api.call(custom.decline, { params: { id }, body: {} }, me.h))).toMatchObject({ state: 'declined', stateText: '已拒绝' });
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notQuoted));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin), says(CUSTOM_MSG.notQuotable));
    rejected(await api.call(custom.operatorProgress, { params: { id }, body: { text: '合成中' } }, admin), says(CUSTOM_MSG.progressState));
  });

  it('the buyer cancels before a quote; a cancelled request takes no quote', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notQuoted));
    expect(ok(await api.call(custom.cancel, { params: { id }, body: {} }, me.h))).toMatchObject({ state: 'cancelled', stateText: '已取消' });
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notPending));
    rejected(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin), says(CUSTOM_MSG.notQuotable));
    expect(ok(await api.call(custom.mine, { query: { state: 'cancelled' } }, me.h)).map((r) => r.id)).toEqual([id]);
  });

  it('a quote past its validity reads 已过期 and cannot be declined; the operator may quote again', async () => {
    const me = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, me.h));
    ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    await api.database.db.update(customRequests).set({ quoteValidUntil: dayFromNow(-1) }).where(eq(customRequests.id, id));
    expect(ok(await api.call(custom.detail, { params: { id } }, me.h))).toMatchObject({ state: 'expired', stateText: '已过期' });
    expect(ok(await api.call(custom.mine, { query: { state: 'expired' } }, me.h)).map((r) => r.id)).toEqual([id]);
    expect(ok(await api.call(custom.mine, { query: { state: 'quoted' } }, me.h))).toEqual([]);
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.quoteExpired));
    expect(ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin)).state).toBe('quoted');
  });

  it("another buyer's id answers 不存在 and changes nothing", async () => {
    const a = await customer(api);
    const b = await customer(api);
    const { id } = ok(await api.call(custom.submit, { body: request() }, a.h));
    const [before] = await api.database.db.select().from(customRequests).where(eq(customRequests.id, id));
    rejected(await api.call(custom.detail, { params: { id } }, b.h), says(CUSTOM_MSG.notFound));
    rejected(await api.call(custom.cancel, { params: { id }, body: {} }, b.h), says(CUSTOM_MSG.notFound));
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, b.h), says(CUSTOM_MSG.notFound));
    expect(ok(await api.call(custom.mine, {}, b.h))).toEqual([]);
    const [after] = await api.database.db.select().from(customRequests).where(eq(customRequests.id, id));
    expect(after).toEqual(before);
  });
});

describe('custom synthesis: accept the quote, order, pay', () => {
  async function quotedRequest() {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const { id, requestNo } = ok(await api.call(custom.submit, { body: request() }, me.h));
    ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    return { me, addr, id, requestNo };
  }
  const acceptBody = (addressId: number, key = requestKey()) => ({ addressId, invoice: { kind: 'none' as const }, note: '请附 HNMR 原始数据', requestKey: key });

  it('accepting makes one unpaid order at the quoted price (no shipping fee, no catalogue lines); paying, shipping and receipt complete it', async () => {
    const { me, addr, id, requestNo } = await quotedRequest();
    const body = acceptBody(addr.id);
    const placed = ok(await api.call(custom.accept, { params: { id }, body }, me.h));
    expect(placed.total).toBe(380_000);
    // The same screen's retry answers the same order; another screen is told the order exists.
    expect(ok(await api.call(custom.accept, { params: { id }, body }, me.h)).id).toBe(placed.id);
    rejected(await api.call(custom.accept, { params: { id }, body: acceptBody(addr.id) }, me.h), says(CUSTOM_MSG.alreadyOrdered));
    expect(await api.database.db.select().from(orders).where(eq(orders.customRequestId, id))).toHaveLength(1);
    expect(await api.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id))).toEqual([]);

    const detail = ok(await api.call(order.detail, { params: { id: placed.id } }, me.h));
    expect(detail).toMatchObject({ status: 'unpaid', goods: 380_000, shippingFee: 0, total: 380_000, lineCount: 1, lines: [], note: '请附 HNMR 原始数据' });
    expect(detail.custom).toMatchObject({ requestId: id, requestNo, name: '乙酰水杨酸', cas: '50-78-2', formula: 'C9H8O4', quantity: 500, unit: 'mg', purity: '≥98%', leadDays: 21, price: 380_000 });
    expect(detail.actions).toEqual(['pay', 'cancel']);
    expect(detail.events[0].note).toContain(requestNo);
    const seen = ok(await api.call(custom.detail, { params: { id } }, me.h));
    expect(seen).toMatchObject({ state: 'accepted', stateText: '已接受', order: { id: placed.id, orderNo: placed.orderNo, status: 'unpaid', statusText: '待付款' } });
    // The order centre lists it, and finds it by the request's name.
    const listed = ok(await api.call(order.list, { query: { keyword: '乙酰水杨酸' } }, me.h));
    expect(listed.map((o) => [o.id, o.custom?.requestNo, o.actions.includes('buyAgain')])).toEqual([[placed.id, requestNo, false]]);

    // Paid in the sandbox: the signed notify moves it to 待发货, like any order.
    const started = ok(await api.call(payment.pay, { params: { id: placed.id }, body: { method: 'sandbox' } }, me.h));
    ok(await api.call(payment.sandboxDecide, { params: { payNo: started.payNo }, body: { result: 'success' } }, me.h));
    expect(ok(await api.call(payment.result, { query: { payNo: started.payNo } }, me.h))).toMatchObject({ status: 'to_ship', paid: true });
    ok(await api.call(order.operatorShip, { params: { id: placed.id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, admin));
    const done = ok(await api.call(order.confirmReceipt, { params: { id: placed.id }, body: {} }, me.h));
    expect(done.status).toBe('completed');
    expect(done.actions).not.toContain('buyAgain');
    // A completed order earns floor(paid yuan) points, custom ones too.
    const earned = await api.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, me.userId));
    expect(earned.find((p) => p.kind === 'order')).toMatchObject({ delta: 3800, orderNo: placed.orderNo });
    expect(ok(await api.call(custom.detail, { params: { id } }, me.h)).order).toMatchObject({ status: 'completed', statusText: '已完成' });
  });

  it('a cancelled order reopens the quote, which can be accepted again', async () => {
    const { me, addr, id } = await quotedRequest();
    const first = ok(await api.call(custom.accept, { params: { id }, body: acceptBody(addr.id) }, me.h));
    rejected(await api.call(custom.decline, { params: { id }, body: {} }, me.h), says(CUSTOM_MSG.notQuoted));
    ok(await api.call(order.cancel, { params: { id: first.id }, body: { reason: '预算调整' } }, me.h));
    const reopened = ok(await api.call(custom.detail, { params: { id } }, me.h));
    expect(reopened).toMatchObject({ state: 'quoted', order: null });
    expect(reopened.events.map((e) => e.text)).toEqual([`已接受报价，生成订单 ${first.orderNo}`, `订单 ${first.orderNo} 已取消，报价可重新接受`]);
    const second = ok(await api.call(custom.accept, { params: { id }, body: acceptBody(addr.id) }, me.h));
    expect(second.id).not.toBe(first.id);
    expect(ok(await api.call(custom.detail, { params: { id } }, me.h)).order?.id).toBe(second.id);
  });

  it('refuses a request not quoted, an expired quote, a declined one, an unknown address and another buyer, ordering nothing', async () => {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const pending = ok(await api.call(custom.submit, { body: request() }, me.h)).id;
    rejected(await api.call(custom.accept, { params: { id: pending }, body: acceptBody(addr.id) }, me.h), says(CUSTOM_MSG.notAcceptable));

    const { me: owner, addr: ownerAddr, id } = await quotedRequest();
    const other = await customer(api);
    const otherAddr = await newAddress(api, other.h);
    rejected(await api.call(custom.accept, { params: { id }, body: acceptBody(otherAddr.id) }, other.h), says(CUSTOM_MSG.notFound));
    rejected(await api.call(custom.accept, { params: { id }, body: acceptBody(otherAddr.id) }, owner.h), /地址不存在/);
    rejected(await api.call(custom.accept, { params: { id }, body: { ...acceptBody(ownerAddr.id), requestKey: 'bad key!' } }, owner.h), /requestKey/);
    await api.database.db.update(customRequests).set({ quoteValidUntil: dayFromNow(-1) }).where(eq(customRequests.id, id));
    rejected(await api.call(custom.accept, { params: { id }, body: acceptBody(ownerAddr.id) }, owner.h), says(CUSTOM_MSG.quoteExpired));
    ok(await api.call(custom.operatorQuote, { params: { id }, body: quote }, admin));
    ok(await api.call(custom.decline, { params: { id }, body: {} }, owner.h));
    rejected(await api.call(custom.accept, { params: { id }, body: acceptBody(ownerAddr.id) }, owner.h), says(CUSTOM_MSG.notAcceptable));
    expect(await api.database.db.select().from(orders).where(eq(orders.customRequestId, id))).toEqual([]);
    expect((await api.call(custom.accept, { params: { id }, body: acceptBody(ownerAddr.id) })).json.code).toBe(-1);
  });
});
