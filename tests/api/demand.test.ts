import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { demandItems } from '../../server/db/schema';
import { ok, rejected, totalOf } from './contract-calls';
import { customer, maxSkuId, stockSkus, unlistProduct, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';

/** The demand list (userBookMark): a set of products or SKUs per customer, merged from a visitor's REQUIRELIST on login. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const list = async (h: Record<string, string>) => {
  const res = await api.call(contract.demand.goodsCollectList, { body: {} }, h);
  return { rows: ok(res), totalCount: totalOf(res) };
};

describe('userBookMark', () => {
  it('keeps products and SKUs once each, newest first, with the packs to choose from', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const product = ok(await api.call(contract.demand.add, { body: { productId: a.productId } }, me.h));
    const sku = ok(await api.call(contract.demand.add, { body: { skuId: b.id } }, me.h));
    expect(ok(await api.call(contract.demand.add, { body: { productId: a.productId } }, me.h)).id).toBe(product.id);
    expect(ok(await api.call(contract.demand.add, { body: { skuId: b.id, productId: b.productId } }, me.h)).id).toBe(sku.id);
    const { rows, totalCount } = await list(me.h);
    expect(totalCount).toBe(2);
    expect(rows.map((r) => [r.id, r.productId, r.skuId])).toEqual([
      [sku.id, b.productId, b.id],
      [product.id, a.productId, null],
    ]);
    expect(rows[1]).toMatchObject({ code: a.code, cas: a.cas, name: a.nameCn, available: true });
    expect(rows[1].skus.map((s) => s.id)).toContain(a.id);
    expect(rows[1].skus.find((s) => s.id === a.id)).toMatchObject({ price: a.priceFen, pack: a.pack, stock: a.stock });
  });

  it('refuses unknown and unlisted products and SKUs, and an empty target', async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    rejected(await api.call(contract.demand.add, { body: { skuId: (await maxSkuId(api)) + 10 } }, me.h), '规格不存在');
    rejected(await api.call(contract.demand.add, { body: { productId: 987654 } }, me.h), '商品不存在');
    rejected(await api.call(contract.demand.add, { body: { skuId: a.id, productId: b.productId } }, me.h), '规格不存在');
    await unlistSku(api, b.id);
    rejected(await api.call(contract.demand.add, { body: { skuId: b.id } }, me.h), '商品已下架');
    await unlistProduct(api, c.productId);
    rejected(await api.call(contract.demand.add, { body: { productId: c.productId } }, me.h), '商品已下架');
    rejected(await api.call(contract.demand.add, { body: {} }, me.h), '请指定商品或规格（skuId）');
    expect((await list(me.h)).totalCount).toBe(0);
  });

  it('shows an entry whose product was unlisted later as unavailable, without packs', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    ok(await api.call(contract.demand.add, { body: { productId: a.productId } }, me.h));
    await unlistProduct(api, a.productId);
    expect((await list(me.h)).rows[0]).toMatchObject({ available: false, skus: [] });
  });

  it("removes my entry, never another user's", async () => {
    const owner = await customer(api);
    const other = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok(await api.call(contract.demand.add, { body: { skuId: a.id } }, owner.h));
    expect((await list(other.h)).rows).toEqual([]);
    rejected(await api.call(contract.demand.delete, { params: { id }, body: {} }, other.h), '需求清单记录不存在');
    expect(await api.database.db.select().from(demandItems).where(eq(demandItems.id, id))).toHaveLength(1);
    ok(await api.call(contract.demand.delete, { params: { id }, body: {} }, owner.h));
    expect((await list(owner.h)).totalCount).toBe(0);
    rejected(await api.call(contract.demand.delete, { params: { id }, body: {} }, owner.h), '需求清单记录不存在');
  });

  it("merges a visitor's list as a set, dropping what cannot be kept with the reason; a retry changes nothing", async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    ok(await api.call(contract.demand.add, { body: { skuId: a.id } }, me.h));
    await unlistSku(api, c.id);
    const items = [
      { skuId: a.id, productId: a.productId },
      { productId: b.productId },
      { prodDetailId: b.productId },
      { skuId: c.id },
      { skuId: 'abc', productId: b.productId },
      { productId: 987654 },
      {},
    ];
    const body = { items };
    const first = ok(await api.call(contract.demand.synchronize, { body }, me.h));
    expect(first.list.map((r) => [r.productId, r.skuId]).sort()).toEqual(
      [
        [a.productId, a.id],
        [b.productId, null],
      ].sort(),
    );
    expect(first.dropped).toEqual([
      { index: 3, skuId: c.id, productId: null, reason: '商品已下架' },
      { index: 4, skuId: null, productId: b.productId, reason: '规格不存在' },
      { index: 5, skuId: null, productId: 987654, reason: '商品不存在' },
      { index: 6, skuId: null, productId: null, reason: '商品不存在' },
    ]);
    const again = ok(await api.call(contract.demand.synchronize, { body }, me.h));
    expect(again.list).toEqual(first.list);
  });

  it('answers -1 without a session', async () => {
    for (const res of [
      await api.call(contract.demand.goodsCollectList, { body: {} }),
      await api.call(contract.demand.add, { body: { productId: 1 } }),
      await api.call(contract.demand.delete, { params: { id: 1 }, body: {} }),
      await api.call(contract.demand.synchronize, { body: { items: [] } }),
    ]) {
      expect(res.json.code).toBe(-1);
    }
  });
});
