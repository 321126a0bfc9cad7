import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import type { SyncResult } from '../../lib/api/contract/cart';
import { basketItems, cartItems, syncRequests } from '../../server/db/schema';
import { ok, rejected } from './contract-calls';
import { customer, maxSkuId, stockSkus, unlistProduct, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';

/** Merging a visitor's session-storage list on login (SPEC §4): nothing lost, nothing doubled, nothing dropped silently. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A SPEC §3 cart / inquiry item as the storefront keeps it for a visitor. */
const visitorItem = (s: { id: number; productId: number }, number: unknown, extra: Record<string, unknown> = {}) => ({
  identityPrimaryKey: `${s.productId}-${s.id}`,
  productId: s.productId,
  prodDetailId: s.productId,
  skuId: s.id,
  number,
  name: '访客看到的名称',
  price: 1,
  src: '/x.svg',
  specification: [{ propName: '规格', propValue: '1g' }],
  ...extra,
});

const AREAS = [
  { base: 'buy/car', eps: contract.cart, kind: 'cart', table: cartItems, full: '购物车已满' },
  { base: 'inquiry/basket', eps: contract.basket, kind: 'basket', table: basketItems, full: '询价篮已满' },
] as const;

describe.each(AREAS)('$base/synchronize', ({ eps, kind, table, full }) => {
  const sync = (h: Record<string, string>, body: BodyOf<typeof contract.cart.synchronize>) => api.call(eps.synchronize, { body }, h);
  const nums = (r: SyncResult) => Object.fromEntries(r.list.map((row) => [row.skuId, row.num]));

  it("merges the visitor's items into the server rows, adding quantities of the same SKU", async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 2 } }, me.h));
    const r = ok(await sync(me.h, { requestId: 'login-0001', items: [visitorItem(a, 3), visitorItem(b, 1), visitorItem(c, 4), visitorItem(b, 2)] }));
    expect(nums(r)).toEqual({ [a.id]: 5, [b.id]: 3, [c.id]: 4 });
    expect(r).toMatchObject({ dropped: [], adjusted: [], replayed: false });
    // Prices are the database's, whatever the visitor's list said.
    expect(r.list.find((row) => row.skuId === b.id)).toMatchObject({ price: b.priceFen, priceAtAdd: b.priceFen, priceChanged: false });
  });

  it('is idempotent: the same requestId twice adds the quantities once', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const body = { requestId: 'retry-0001', items: [visitorItem(a, 2), visitorItem(b, 1)] };
    const first = ok(await sync(me.h, body));
    const second = ok(await sync(me.h, body));
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(nums(second)).toEqual({ [a.id]: 2, [b.id]: 1 });
    expect(second.list).toEqual(first.list);
    const rows = await api.database.db.select().from(table).where(eq(table.userId, me.userId));
    expect(rows.map((r) => r.num).sort()).toEqual([1, 2]);
  });

  it('applies a request once even when retries arrive at the same time', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const body = { requestId: 'parallel-0001', items: [visitorItem(a, 3)] };
    const results = await Promise.all(Array.from({ length: 5 }, () => sync(me.h, body)));
    const data = results.map((r) => ok(r));
    expect(data.filter((d) => !d.replayed)).toHaveLength(1);
    for (const d of data) expect(nums(d)).toEqual({ [a.id]: 3 });
  });

  it('treats the same list without a requestId within 10 minutes as a retry; a new requestId merges again', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const items = [visitorItem(a, 2)];
    expect(ok(await sync(me.h, { items })).replayed).toBe(false);
    const again = ok(await sync(me.h, { items }));
    expect(again.replayed).toBe(true);
    expect(nums(again)).toEqual({ [a.id]: 2 });
    // Ten minutes later the same list is a new merge.
    await api.database.db
      .update(syncRequests)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(syncRequests.userId, me.userId), eq(syncRequests.kind, kind)));
    expect(nums(ok(await sync(me.h, { items })))).toEqual({ [a.id]: 4 });
    // A deliberate second login with its own requestId merges too.
    expect(nums(ok(await sync(me.h, { requestId: 'second-login-1', items })))).toEqual({ [a.id]: 6 });
  });

  it('refuses a requestId reused for another list, and changes nothing', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    ok(await sync(me.h, { requestId: 'reused-0001', items: [visitorItem(a, 1)] }));
    rejected(await sync(me.h, { requestId: 'reused-0001', items: [visitorItem(b, 1)] }), '请求编号已用于另一份清单，请重新生成后再试');
    expect(ok(await api.call(eps.total, {}, me.h))).toBe(1);
  });

  it("keeps one user's requestId apart from another's", async () => {
    const one = await customer(api);
    const two = await customer(api);
    const [a] = await stockSkus(api, 1);
    expect(ok(await sync(one.h, { requestId: 'shared-0001', items: [visitorItem(a, 1)] })).replayed).toBe(false);
    expect(ok(await sync(two.h, { requestId: 'shared-0001', items: [visitorItem(a, 1)] })).replayed).toBe(false);
  });

  it('drops unknown, unlisted and bad items with the reason, and merges the rest', async () => {
    const me = await customer(api);
    const [good, unlistedSku, unlistedProduct, other] = await stockSkus(api, 4);
    await unlistSku(api, unlistedSku.id);
    await unlistProduct(api, unlistedProduct.productId);
    const missing = (await maxSkuId(api)) + 50;
    const items = [
      visitorItem(good, 2),
      visitorItem({ id: missing, productId: good.productId }, 1),
      visitorItem(unlistedSku, 1),
      visitorItem(unlistedProduct, 1),
      visitorItem(good, 0),
      visitorItem(good, -1),
      visitorItem(good, 1.5),
      visitorItem(good, 10000),
      visitorItem(good, 'two'),
      { skuId: 'abc', number: 1 },
      { number: 1 },
      visitorItem(good, 1, { productId: other.productId, prodDetailId: other.productId }),
      visitorItem(other, '3'),
    ];
    const r = ok(await sync(me.h, { requestId: 'drops-00001', items }));
    expect(nums(r)).toEqual({ [good.id]: 2, [other.id]: 3 });
    expect(r.dropped).toEqual([
      { index: 1, skuId: missing, reason: '规格不存在' },
      { index: 2, skuId: unlistedSku.id, reason: '商品已下架' },
      { index: 3, skuId: unlistedProduct.id, reason: '商品已下架' },
      { index: 4, skuId: good.id, reason: '数量无效' },
      { index: 5, skuId: good.id, reason: '数量无效' },
      { index: 6, skuId: good.id, reason: '数量无效' },
      { index: 7, skuId: good.id, reason: '数量无效' },
      { index: 8, skuId: good.id, reason: '数量无效' },
      { index: 9, skuId: null, reason: '规格不存在' },
      { index: 10, skuId: null, reason: '规格不存在' },
      { index: 11, skuId: good.id, reason: '规格不存在' },
    ]);
    // On a retry the reasons are reported again, and nothing is added.
    const retry = ok(await sync(me.h, { requestId: 'drops-00001', items }));
    expect(retry.replayed).toBe(true);
    expect(retry.dropped).toEqual(r.dropped);
    expect(nums(retry)).toEqual({ [good.id]: 2, [other.id]: 3 });
  });

  it('caps a merged quantity at 9999 and says so', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 9000 } }, me.h));
    const r = ok(await sync(me.h, { items: [visitorItem(a, 600), visitorItem(a, 600)] }));
    expect(nums(r)).toEqual({ [a.id]: 9999 });
    expect(r.adjusted).toEqual([{ skuId: a.id, num: 9999, reason: '数量超过上限，已调整为 9999' }]);
  });

  it('drops what no longer fits in a full list, with the reason', async () => {
    const me = await customer(api);
    const skus = (await stockSkus(api, 1000)).slice(0, 202);
    const fill = skus.slice(0, 199).map((s) => visitorItem(s, 1));
    ok(await sync(me.h, { items: fill }));
    const r = ok(await sync(me.h, { items: [visitorItem(skus[0], 1), visitorItem(skus[199], 1), visitorItem(skus[200], 1)] }));
    expect(r.list).toHaveLength(200);
    expect(r.dropped).toEqual([{ index: 2, skuId: skus[200].id, reason: full }]);
    expect(nums(r)[skus[0].id]).toBe(2);
  });

  it('refuses a malformed body with code 0 naming the field', async () => {
    const me = await customer(api);
    rejected(await api.raw(eps.synchronize, { body: {}, headers: me.h }), '缺少必填参数 items');
    rejected(await api.raw(eps.synchronize, { body: { items: 'all' }, headers: me.h }), /items/);
    rejected(await sync(me.h, { items: [], requestId: 'x' }), '请求编号无效（requestId）');
    rejected(await sync(me.h, { items: Array.from({ length: 201 }, () => ({ skuId: 1, number: 1 })) }), '一次最多合并 200 项（items）');
  });

  it('answers the list as it is for an empty visitor list', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 1 } }, me.h));
    const r = ok(await sync(me.h, { requestId: 'empty-00001', items: [] }));
    expect(nums(r)).toEqual({ [a.id]: 1 });
  });
});

describe('cart and basket are separate lists', () => {
  it('merging into one leaves the other alone', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    ok(await api.call(contract.cart.synchronize, { body: { requestId: 'same-key-001', items: [visitorItem(a, 2)] } }, me.h));
    const basket = ok(await api.call(contract.basket.synchronize, { body: { requestId: 'same-key-001', items: [visitorItem(a, 5)] } }, me.h));
    expect(basket.replayed).toBe(false);
    expect(basket.list.map((r) => r.num)).toEqual([5]);
    expect(ok(await api.call(contract.cart.total, {}, me.h))).toBe(1);
  });
});
