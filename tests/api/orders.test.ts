import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../lib/api/contract/order';
import { cart } from '../../lib/api/contract/cart';
import { orderEvents, orders, skus } from '../../server/db/schema';
import { customer, setPrice, stockSkus, madeToOrderSku, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected } from './contract-calls';
import { admin, ADMIN_TOKEN, cartAndPreview, newAddress, requestKey, specialTitle } from './order-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, ORDER_PAY_TIMEOUT_MINUTES: '30' } });
});
afterAll(() => api.close());

const stockOf = async (id: number) => (await api.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, id)))[0].stock;
const statusOf = async (id: number) => (await api.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

/** A customer with an address and two stock SKUs in the cart, previewed. */
async function readyToSubmit(nums = [1, 2]) {
  const me = await customer(api);
  const addr = await newAddress(api, me.h);
  const skusHere = await stockSkus(api, nums.length + 4);
  const chosen = skusHere.slice(-nums.length);
  const { carIds, preview } = await cartAndPreview(
    api,
    me.h,
    chosen.map((s, i) => ({ skuId: s.id, num: nums[i] })),
  );
  return { me, addr, chosen, carIds, preview };
}

const submitBody = (s: Awaited<ReturnType<typeof readyToSubmit>>, extra: Record<string, unknown> = {}) => ({
  carIds: s.carIds,
  addressId: s.addr.id,
  invoice: { kind: 'none' as const },
  requestKey: requestKey(),
  quoteHash: s.preview.quoteHash,
  ...extra,
});

describe('settlement and submit', () => {
  it('previews server prices, the stock split and the fee, and submits exactly that; stock is reserved and the cart rows leave', async () => {
    const s = await readyToSubmit();
    const { preview } = s;
    expect(preview.lines.map((l) => l.skuId)).toEqual(s.chosen.map((c) => c.id));
    expect(preview.goods).toBe(s.chosen[0].priceFen * 1 + s.chosen[1].priceFen * 2);
    expect(preview.total).toBe(preview.goods + preview.shippingFee);
    expect(preview.shippingRules.map((r) => r.condition)).toEqual(['ambient', 'ice', 'dry_ice']);
    const before = await Promise.all(s.chosen.map((c) => stockOf(c.id)));

    const submitted = ok(await api.call(order.submit, { body: submitBody(s, { note: '请附 COA' }) }, s.me.h));
    expect(submitted.orderNo).toMatch(/^\d{14}$/);
    expect(submitted.total).toBe(preview.total);

    const after = await Promise.all(s.chosen.map((c) => stockOf(c.id)));
    expect(after).toEqual(before.map((b, i) => b - Math.min(b, [1, 2][i])));
    const cartLeft = ok(await api.call(cart.list, {}, s.me.h));
    expect(cartLeft.filter((r) => s.carIds.includes(r.id))).toEqual([]);

    const detail = ok(await api.call(order.detail, { params: { id: submitted.id } }, s.me.h));
    expect(detail).toMatchObject({ status: 'unpaid', statusText: '待付款', note: '请附 COA', total: preview.total, actions: ['pay', 'cancel'] });
    expect(detail.address).toMatchObject({ consignee: '张三', provinceName: '北京市', cityName: '北京市', districtName: '东城区' });
    expect(detail.events.map((e) => [e.toStatusText, e.actorText])).toEqual([['待付款', '买家']]);
    const counts = ok(await api.call(order.counts, {}, s.me.h));
    expect(counts).toMatchObject({ unpaid: 1, all: 1 });
  });

  it('refuses a submit whose prices changed since the preview, naming the change, and orders nothing', async () => {
    const s = await readyToSubmit([1]);
    await setPrice(api, s.chosen[0].id, s.chosen[0].priceFen + 1000);
    const res = await api.call(order.submit, { body: submitBody(s) }, s.me.h);
    rejected(res, /商品价格或库存已变化.*价格已由/);
    expect(ok(await api.call(order.counts, {}, s.me.h)).all).toBe(0);
    // A fresh preview shows the change before the buyer agrees to it.
    const again = ok(await api.call(order.preview, { body: { carIds: s.carIds } }, s.me.h));
    expect(again.lines[0]).toMatchObject({ priceChanged: true, price: s.chosen[0].priceFen + 1000, priceAtAdd: s.chosen[0].priceFen });
    await setPrice(api, s.chosen[0].id, s.chosen[0].priceFen);
  });

  it('20 concurrent submits with one key make one order and reserve stock once', async () => {
    const s = await readyToSubmit([1, 1]);
    const before = await Promise.all(s.chosen.map((c) => stockOf(c.id)));
    const body = submitBody(s);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.call(order.submit, { body }, s.me.h)));
    const ids = new Set(answers.map((a) => ok(a).id));
    expect(ids.size).toBe(1);
    expect(ok(await api.call(order.counts, {}, s.me.h)).all).toBe(1);
    expect(await Promise.all(s.chosen.map((c) => stockOf(c.id)))).toEqual(before.map((b) => b - 1));
    // The same key with other content is not a retry.
    rejected(await api.call(order.submit, { body: { ...body, note: '另一单' } }, s.me.h), '提交标识已用于另一笔订单，请刷新结算页后重试');
  });

  it('buys one SKU at once (立即购买); a made-to-order SKU takes nothing from stock and says so', async () => {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const mto = await madeToOrderSku(api);
    const preview = ok(await api.call(order.preview, { body: { buyNow: { skuId: mto.id, num: 2 } } }, me.h));
    expect(preview.lines[0]).toMatchObject({ fromStock: 0, carId: null, priceAtAdd: null });
    expect(preview.notices.join()).toContain('暂无现货，需订货');
    const { id } = ok(await api.call(order.submit, { body: { buyNow: { skuId: mto.id, num: 2 }, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
    expect(await stockOf(mto.id)).toBe(0);
    expect(ok(await api.call(order.detail, { params: { id } }, me.h)).lines[0]).toMatchObject({ num: 2, fromStock: 0 });
  });

  it.each([
    ['no source', {}, '请选择购物车商品或立即购买的商品（二选一）（carIds）'],
    ['both sources', { carIds: [1], buyNow: { skuId: 1, num: 1 } }, '请选择购物车商品或立即购买的商品（二选一）（carIds）'],
    ['a bad key', { carIds: [1], requestKey: 'x' }, /requestKey/],
    ['no invoice choice', { carIds: [1], invoice: undefined }, /invoice|发票/],
  ])('refuses %s with a message', async (_n, body, message) => {
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    rejected(await api.raw(order.submit, { body: { addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: 'a'.repeat(32), ...body }, headers: me.h }), message);
  });

  it('refuses an unlisted line at submit', async () => {
    const s = await readyToSubmit([1]);
    await unlistSku(api, s.chosen[0].id);
    rejected(await api.call(order.submit, { body: submitBody(s) }, s.me.h), /已下架/);
    await api.database.db.update(skus).set({ status: 1 }).where(eq(skus.id, s.chosen[0].id));
  });

  it('keeps a special VAT invoice with its posting address on the order; the operator issues it once', async () => {
    const s = await readyToSubmit([1]);
    const title = await specialTitle(api, s.me.h);
    const post = await newAddress(api, s.me.h, { book: 'invoice', consignee: '财务部 李四' });
    rejected(await api.call(order.submit, { body: submitBody(s, { invoice: { kind: 'ordinary', titleId: title.id } }) }, s.me.h), '所选抬头与发票类型不符');
    const { id } = ok(await api.call(order.submit, { body: submitBody(s, { invoice: { kind: 'special', titleId: title.id, addressId: post.id } }) }, s.me.h));
    const d = ok(await api.call(order.detail, { params: { id } }, s.me.h));
    expect(d.invoice).toMatchObject({ kind: 'special', kindText: '增值税专用发票', taxNo: '91350100M000100Y43', bankAccount: '1001234567890123456', status: 'pending', statusText: '待开票', mailTo: { consignee: '财务部 李四' } });
    rejected(await api.call(order.operatorIssueInvoice, { params: { id }, body: { invoiceNo: '12345678' } }, admin), '订单未付款，不能开票');
  });
});

describe('the order life', () => {
  it('cancel gives the stock back; a cancelled order cannot be cancelled, paid or confirmed', async () => {
    const s = await readyToSubmit([2]);
    const before = await stockOf(s.chosen[0].id);
    const { id } = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    expect(await stockOf(s.chosen[0].id)).toBe(before - 2);
    const d = ok(await api.call(order.cancel, { params: { id }, body: { reason: '买错了' } }, s.me.h));
    expect(d).toMatchObject({ status: 'cancelled', cancelReason: '买错了', actions: ['buyAgain'] });
    expect(await stockOf(s.chosen[0].id)).toBe(before);
    rejected(await api.call(order.cancel, { params: { id } }, s.me.h), '订单当前为「已取消」，不能取消');
    rejected(await api.call(order.confirmReceipt, { params: { id } }, s.me.h), '订单当前为「已取消」，不能确认收货');
    rejected(await api.call(order.operatorShip, { params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, admin), '订单当前为「已取消」，不能发货');
  });

  it('an unpaid order past its deadline is cancelled by the system, once, with the stock back', async () => {
    const s = await readyToSubmit([1]);
    const before = await stockOf(s.chosen[0].id);
    const { id } = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    await api.database.db.update(orders).set({ payDeadline: sql`now() - interval '1 minute'` }).where(eq(orders.id, id));
    const [a, b] = await Promise.all([api.call(order.detail, { params: { id } }, s.me.h), api.call(order.list, {}, s.me.h)]);
    expect(ok(a).status).toBe('cancelled');
    expect(ok(b)[0].status).toBe('cancelled');
    expect(await stockOf(s.chosen[0].id)).toBe(before);
    const events = await api.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.toStatus === 'cancelled').map((e) => [e.actor, e.note])).toEqual([['system', '超时未支付，系统自动取消']]);
  });

  it('ships (operator, with an SMS notice), then the buyer confirms receipt; each step is on the timeline', async () => {
    const s = await readyToSubmit([1]);
    const { id, orderNo } = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    rejected(await api.call(order.operatorShip, { params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, admin), '订单当前为「待付款」，不能发货');
    await api.database.db.update(orders).set({ status: 'to_ship', paidAt: new Date() }).where(eq(orders.id, id));
    rejected(await api.call(order.confirmReceipt, { params: { id } }, s.me.h), '订单当前为「待发货」，不能确认收货');
    rejected(await api.call(order.operatorShip, { params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, { 'x-api-key': 'wrong' }), '请先登录运营后台（登录已失效或未登录）');
    const shipped = ok(await api.call(order.operatorShip, { params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }, admin));
    expect(shipped).toMatchObject({ status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF1234567890', actions: ['confirm', 'afterSale', 'buyAgain'] });
    const notices = fs.readFileSync(path.join(api.dataDir, 'sms-notices.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { mobile: string; text: string });
    expect(notices.find((n) => n.text.includes(orderNo))?.text).toBe(`【标准品商城】您的订单 ${orderNo} 已发货，顺丰速运 运单号 SF1234567890，请注意查收。`);
    const done = ok(await api.call(order.confirmReceipt, { params: { id } }, s.me.h));
    expect(done.status).toBe('completed');
    expect(done.events.map((e) => [e.toStatusText, e.actorText])).toEqual([
      ['待付款', '买家'],
      ['已发货', '商城'],
      ['已完成', '买家'],
    ]);
  });

  it('lists by status with counts, searches by order number and product, pages', async () => {
    const s = await readyToSubmit([1]);
    const first = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    await api.call(order.cancel, { params: { id: first.id } }, s.me.h);
    const { carIds, preview } = await cartAndPreview(api, s.me.h, [{ skuId: s.chosen[0].id, num: 1 }]);
    const second = ok(await api.call(order.submit, { body: { carIds, addressId: s.addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, s.me.h));
    expect(ok(await api.call(order.counts, {}, s.me.h))).toMatchObject({ unpaid: 1, cancelled: 1, all: 2 });
    expect(ok(await api.call(order.list, { query: { status: 'unpaid' } }, s.me.h)).map((o) => o.id)).toEqual([second.id]);
    expect(ok(await api.call(order.list, { query: { keyword: first.orderNo.slice(-6) } }, s.me.h)).map((o) => o.id)).toEqual([first.id]);
    expect(ok(await api.call(order.list, { query: { keyword: s.chosen[0].code } }, s.me.h)).map((o) => o.id)).toEqual([second.id, first.id]);
    const paged = await api.call(order.list, { pageNo: 2, pageSize: 1 }, s.me.h);
    expect([paged.json.totalCount, ok(paged).map((o) => o.id)]).toEqual([2, [first.id]]);
  });

  it('buy again puts the lines back in the cart at today’s price', async () => {
    const s = await readyToSubmit([3]);
    const { id } = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    const again = ok(await api.call(order.buyAgain, { params: { id } }, s.me.h));
    expect(again.skipped).toEqual([]);
    const rows = ok(await api.call(cart.list, {}, s.me.h));
    expect(rows.find((r) => r.id === again.carIds[0])).toMatchObject({ skuId: s.chosen[0].id, num: 3 });
  });
});

describe('another user’s order', () => {
  it('answers 订单不存在 for every call and changes nothing', async () => {
    const s = await readyToSubmit([1]);
    const { id } = ok(await api.call(order.submit, { body: submitBody(s) }, s.me.h));
    const other = await customer(api);
    rejected(await api.call(order.detail, { params: { id } }, other.h), '订单不存在');
    rejected(await api.call(order.cancel, { params: { id } }, other.h), '订单不存在');
    rejected(await api.call(order.confirmReceipt, { params: { id } }, other.h), '订单不存在');
    rejected(await api.call(order.buyAgain, { params: { id } }, other.h), '订单不存在');
    rejected(await api.call(order.submit, { body: { buyNow: { skuId: s.chosen[0].id, num: 1 }, addressId: s.addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: s.preview.quoteHash } }, other.h), '地址不存在');
    expect(await statusOf(id)).toBe('unpaid');
    const visitor = await api.call(order.detail, { params: { id } });
    expect(visitor.json.code).toBe(-1);
  });
});
