import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../lib/api/contract/order';
import { activity, pointsMall } from '../../lib/api/contract/promotion';
import { voucher } from '../../lib/api/contract/voucher';
import { activities, activityVouchers, mallItems, mallRedemptions, orders, pointsLedger, userVouchers, voucherTemplates } from '../../server/db/schema';
import { creditPoints } from '../../server/services/points/ledger';
import { cancelExpiredOrders } from '../../server/services/orders/transitions';
import { customer, stockSkus, type SkuFact } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { newAddress, requestKey } from './order-helpers';

let api: TestApi;
let sku: SkuFact;
beforeAll(async () => {
  api = await createTestApi();
  [sku] = await stockSkus(api, 1);
});
afterAll(() => api.close());

const db = () => api.database.db;
type User = Awaited<ReturnType<typeof customer>>;
const itemOf = async (key: string) => (await db().select().from(mallItems).where(eq(mallItems.key, key)))[0];
const give = (u: User, points: number, ref: string) => creditPoints(db(), { userId: u.userId, kind: 'signup', points, reason: '测试积分', ref });
const balance = async (u: User) => (await db().select().from(pointsLedger).where(eq(pointsLedger.userId, u.userId)).orderBy(pointsLedger.id)).at(-1)?.balanceAfter ?? 0;
/** Enough of the SKU for `fen` of goods at least (made to order past the stock is fine). */
const numFor = (fen: number) => Math.ceil(fen / sku.priceFen);

async function redeemVoucher(u: User, key = 'voucher-10') {
  const item = await itemOf(key);
  ok(await api.call(pointsMall.redeem, { body: { itemId: item.id } }, u.h));
  const mine = ok(await api.call(voucher.mine, { query: { state: 'unused' } }, u.h));
  return mine[0];
}

/** Preview then submit with the voucher: the first refusal (of either call) or the submitted order. */
async function submitWith(u: User, voucherId: number | undefined, num: number, addressId: number): Promise<{ json: { code: number; message: string } }> {
  const preview = await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num }, voucherId } }, u.h);
  if (preview.json.code !== 1) return preview;
  const p = ok(preview);
  return api.call(order.submit, { body: { buyNow: { skuId: sku.id, num }, voucherId, addressId, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: p.quoteHash } }, u.h);
}
async function submitted(u: User, voucherId: number, num: number, addressId: number) {
  const answer = await submitWith(u, voucherId, num, addressId);
  expect(answer.json.code, answer.json.message).toBe(1);
  return (answer.json as unknown as { data: { id: number; orderNo: string; total: number } }).data;
}

describe('points mall', () => {
  it('lists items to visitors; redeeming a voucher spends the points and issues the voucher; overdraft changes nothing', async () => {
    const items = ok(await api.call(pointsMall.items, {}));
    expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['10 元优惠券', '实验记录本（A4，100 页）']));
    const me = await customer(api);
    await give(me, 100, 'signup:test');
    const item = await itemOf('voucher-10');
    const answer = ok(await api.call(pointsMall.redeem, { body: { itemId: item.id } }, me.h));
    expect(answer).toMatchObject({ balance: 0, redemption: { itemName: '10 元优惠券', points: 100, statusText: '已发放到我的优惠券' } });
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toMatchObject([{ name: '10 元优惠券（满 200 元可用）', face: 1000, minOrder: 20000, source: 'points', state: 'unused' }]);
    expect((await itemOf('voucher-10')).stock).toBe(item.stock - 1);

    rejected(await api.call(pointsMall.redeem, { body: { itemId: item.id } }, me.h), '积分不足（当前可用 0 积分）');
    expect((await itemOf('voucher-10')).stock).toBe(item.stock - 1);
    expect(await db().select().from(mallRedemptions).where(eq(mallRedemptions.userId, me.userId))).toHaveLength(1);
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toHaveLength(1);
    // Visitors see the mall but cannot redeem.
    expect((await api.call(pointsMall.redeem, { body: { itemId: item.id } })).json.code).not.toBe(1);
  });

  it('refuses an item out of stock and past the per-user limit', async () => {
    const me = await customer(api);
    await give(me, 5000, 'signup:limit');
    const gloves = await itemOf('gift-nitrile-gloves');
    const addr = await newAddress(api, me.h);
    await db().update(mallItems).set({ stock: 0 }).where(eq(mallItems.id, gloves.id));
    rejected(await api.call(pointsMall.redeem, { body: { itemId: gloves.id, addressId: addr.id } }, me.h), '该商品已兑完');
    await db().update(mallItems).set({ stock: gloves.stock }).where(eq(mallItems.id, gloves.id));
    expect(await balance(me)).toBe(5000);

    const v = await itemOf('voucher-80');
    for (let i = 0; i < v.perUserLimit; i++) ok(await api.call(pointsMall.redeem, { body: { itemId: v.id } }, me.h));
    rejected(await api.call(pointsMall.redeem, { body: { itemId: v.id } }, me.h), `每位用户限兑 ${v.perUserLimit} 次，您已达上限`);
    expect(await balance(me)).toBe(5000 - v.perUserLimit * v.points);
  });

  it('a gift needs one of my receiving addresses and is recorded to ship there', async () => {
    const me = await customer(api);
    const other = await customer(api);
    await give(me, 1000, 'signup:gift');
    const book = await itemOf('gift-notebook');
    rejected(await api.call(pointsMall.redeem, { body: { itemId: book.id } }, me.h), '实物礼品请选择收货地址');
    const theirs = await newAddress(api, other.h);
    rejected(await api.call(pointsMall.redeem, { body: { itemId: book.id, addressId: theirs.id } }, me.h), '地址不存在');
    expect(await balance(me)).toBe(1000);
    const mine = await newAddress(api, me.h, { consignee: '李四' });
    const r = ok(await api.call(pointsMall.redeem, { body: { itemId: book.id, addressId: mine.id } }, me.h));
    expect(r.redemption).toMatchObject({ status: 'to_ship', statusText: '待发货', address: { consignee: '李四' } });
    const history = ok(await api.call(pointsMall.redemptions, {}, me.h));
    expect(history.map((h) => h.itemName)).toEqual(['实验记录本（A4，100 页）']);
    expect(ok(await api.call(pointsMall.redemptions, {}, other.h))).toEqual([]);
  });
});

describe('vouchers at settlement', () => {
  it('takes the discount off the total, records it on the order, refuses a second use, gives it back on cancel', async () => {
    const me = await customer(api);
    await give(me, 100, 'signup:v');
    const v = await redeemVoucher(me);
    const addr = await newAddress(api, me.h);

    // Below the minimum: offered but not applicable, and refused when chosen.
    const small = ok(await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num: 1 } } }, me.h));
    if (small.goods < 20000) {
      expect(small.vouchers).toMatchObject([{ id: v.id, applicable: false, reason: '商品金额满 ¥200.00 可用' }]);
      rejected(await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num: 1 }, voucherId: v.id } }, me.h), '所选优惠券未满足使用条件：商品金额满 ¥200.00 可用');
    }

    const num = numFor(20000);
    const p = ok(await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num }, voucherId: v.id } }, me.h));
    expect(p).toMatchObject({ discount: 1000, voucher: { id: v.id, name: '10 元优惠券（满 200 元可用）' } });
    expect(p.total).toBe(p.goods + p.shippingFee - 1000);
    const first = await submitted(me, v.id, num, addr.id);
    expect(first.total).toBe(p.total);
    const detail = ok(await api.call(order.detail, { params: { id: first.id } }, me.h));
    expect(detail).toMatchObject({ discount: 1000, voucher: { id: v.id }, total: p.total });
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toMatchObject([{ id: v.id, state: 'used', orderNo: first.orderNo }]);

    rejected(await submitWith(me, v.id, num, addr.id), '所选优惠券不可用（已使用、已过期或不属于您），请重新选择');
    // Another user cannot use my voucher.
    const other = await customer(api);
    const otherAddr = await newAddress(api, other.h);
    rejected(await submitWith(other, v.id, num, otherAddr.id), '所选优惠券不可用（已使用、已过期或不属于您），请重新选择');

    ok(await api.call(order.cancel, { params: { id: first.id }, body: { reason: '' } }, me.h));
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toMatchObject([{ id: v.id, state: 'unused', orderNo: null }]);
    // The cancelled order keeps what it was (discount recorded), the voucher is free again.
    expect(ok(await api.call(order.detail, { params: { id: first.id } }, me.h)).discount).toBe(1000);

    // Timeout cancellation gives it back too.
    const second = await submitted(me, v.id, num, addr.id);
    await cancelExpiredOrders(db(), { userId: me.userId, now: new Date(Date.now() + 365 * 24 * 3600_000) });
    const [row] = await db().select().from(orders).where(eq(orders.id, second.id));
    expect(row.status).toBe('cancelled');
    expect(ok(await api.call(voucher.mine, { query: { state: 'unused' } }, me.h)).map((x) => x.id)).toEqual([v.id]);
  });

  it('concurrent submits with one voucher: exactly one order uses it', async () => {
    const me = await customer(api);
    await give(me, 100, 'signup:c');
    const v = await redeemVoucher(me);
    const addr = await newAddress(api, me.h);
    const num = numFor(20000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => submitWith(me, v.id, num, addr.id)));
    expect(answers.filter((a) => a.json.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.json.code !== 1)) expect(a.json.message).toBe('所选优惠券不可用（已使用、已过期或不属于您），请重新选择');
    const used = await db().select().from(orders).where(and(eq(orders.userId, me.userId), eq(orders.voucherId, v.id)));
    expect(used).toHaveLength(1);
  });

  it('an expired voucher is listed as 已过期 and is not offered', async () => {
    const me = await customer(api);
    await give(me, 100, 'signup:e');
    const v = await redeemVoucher(me);
    await db().update(userVouchers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userVouchers.id, v.id));
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toMatchObject([{ id: v.id, state: 'expired' }]);
    const p = ok(await api.call(order.preview, { body: { buyNow: { skuId: sku.id, num: numFor(20000) } } }, me.h));
    expect(p.vouchers).toEqual([]);
  });
});

describe('activities', () => {
  it('lists current and ended activities; 劳动节 2026 has ended and refuses claims', async () => {
    const list = ok(await api.call(activity.list, {}));
    expect(list.find((a) => a.slug === 'laborDay')).toMatchObject({ state: 'ended', startsAt: '2026-04-30T16:00:00.000Z', endsAt: '2026-05-05T16:00:00.000Z' });
    const labor = ok(await api.call(activity.detail, { params: { slug: 'laborDay' } }));
    expect(labor.products.length).toBeGreaterThan(0);
    expect(labor.vouchers[0]).toMatchObject({ face: 5000, validText: '2026-05-01 至 2026-05-05 有效' });
    const me = await customer(api);
    rejected(await api.call(activity.claim, { body: { activityId: labor.id, templateId: labor.vouchers[0].templateId } }, me.h), '活动已结束');
    rejected(await api.call(activity.detail, { params: { slug: 'noSuchActivity' } }), '活动不存在');
  });

  it('claims a voucher once per user, while the stock lasts', async () => {
    const [t] = await db().select().from(voucherTemplates).where(eq(voucherTemplates.key, 'points-30'));
    const [a] = await db()
      .insert(activities)
      .values({ slug: 'testNow', title: '测试活动', summary: '进行中', body: '进行中', startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 3600_000) })
      .returning();
    await db().insert(activityVouchers).values({ activityId: a.id, templateId: t.id, stock: 1 });
    const me = await customer(api);
    const other = await customer(api);
    const claimed = ok(await api.call(activity.claim, { body: { activityId: a.id, templateId: t.id } }, me.h));
    expect(ok(await api.call(voucher.mine, { query: {} }, me.h))).toMatchObject([{ id: claimed.voucherId, source: 'activity', face: 3000 }]);
    rejected(await api.call(activity.claim, { body: { activityId: a.id, templateId: t.id } }, me.h), '优惠券已领完');
    await db().update(activityVouchers).set({ stock: 5 }).where(eq(activityVouchers.activityId, a.id));
    rejected(await api.call(activity.claim, { body: { activityId: a.id, templateId: t.id } }, me.h), '您已领取过这张优惠券');
    ok(await api.call(activity.claim, { body: { activityId: a.id, templateId: t.id } }, other.h));
    const [offer] = await db().select().from(activityVouchers).where(eq(activityVouchers.activityId, a.id));
    expect(offer.claimed).toBe(2);
    expect(ok(await api.call(activity.detail, { params: { slug: 'testNow' } })).vouchers[0].left).toBe(3);
  });
});
