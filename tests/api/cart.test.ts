import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartRow } from '../../lib/api/contract/cart';
import { basketItems, cartItems } from '../../server/db/schema';
import { ok, rejected } from './accounts-helpers';
import { customer, madeToOrderSku, maxSkuId, O, setPrice, stockSkus, unlistProduct, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';

/** The cart and the inquiry basket are one service on two tables: every rule is checked on both. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const AREAS = [
  { base: 'buy/car', label: '购物车', table: cartItems },
  { base: 'inquiry/basket', label: '询价篮', table: basketItems },
] as const;

describe.each(AREAS)('$base', ({ base, label, table }) => {
  const P = `${O}/${base}`;
  const list = async (h: Record<string, string>) => {
    const res = await api.get(`${P}/list`, h);
    return { rows: ok<CartRow[]>(res), totalCount: res.json.totalCount as number };
  };
  const rowInDb = async (id: number) => (await api.database.db.select().from(table).where(eq(table.id, id)))[0];

  it('adds a SKU, and the same SKU again into the same row with the quantities added', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const first = ok<{ id: number; num: number }>(await api.post(`${P}/insert`, { prodDetailId: a.productId, skuId: a.id, num: 2 }, me.h));
    const again = ok<{ id: number; num: number }>(await api.post(`${P}/insert`, { prodDetailId: a.productId, skuId: a.id, num: 3 }, me.h));
    expect(again).toEqual({ id: first.id, num: 5 });
    ok(await api.post(`${P}/insert`, { skuId: b.id, num: 1 }, me.h));
    const { rows, totalCount } = await list(me.h);
    expect(totalCount).toBe(2);
    expect(rows.map((r) => [r.skuId, r.num])).toEqual([
      [b.id, 1],
      [a.id, 5],
    ]);
    const row = rows[1];
    expect(row).toMatchObject({
      id: first.id,
      price: a.priceFen,
      prodDetailVO: { productId: a.productId, productDetailId: a.productId, prodSkuId: a.id, name: a.nameCn, specification: [{ propName: '规格', propValue: a.pack }] },
      code: a.code,
      cas: a.cas,
      pack: a.pack,
      stock: a.stock,
      priceAtAdd: a.priceFen,
      priceChanged: false,
      available: true,
    });
    expect(row.prodDetailVO.imgUrl).toMatch(/\/structure\/[A-Z-]+\.svg$/);
  });

  it('ignores a client price: the price is the database one', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok<{ id: number }>(await api.post(`${P}/insert`, { prodDetailId: a.productId, skuId: a.id, num: 1, price: 1 }, me.h));
    expect((await rowInDb(id)).priceFenAtAdd).toBe(a.priceFen);
    const { rows } = await list(me.h);
    expect(rows[0].price).toBe(a.priceFen);
  });

  it.each([
    ['0', 0, '数量不能小于 1（num）'],
    ['-1', -1, '数量不能小于 1（num）'],
    ['1.5', 1.5, /num/],
    ["'2'", '2', /num/],
    ['10000', 10000, '数量不能超过 9999（num）'],
    ['missing', undefined, '缺少必填参数 num'],
  ])('refuses quantity %s with code 0 naming the field', async (_name, num, message) => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    rejected(await api.post(`${P}/insert`, { skuId: a.id, num }, me.h), message);
    expect((await list(me.h)).totalCount).toBe(0);
  });

  it('refuses a quantity change to a bad value, naming the field, and keeps the row', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok<{ id: number }>(await api.post(`${P}/insert`, { skuId: a.id, num: 4 }, me.h));
    for (const num of [0, -1, 1.5, '2', 10000]) rejected(await api.post(`${P}/update`, { carId: id, num }, me.h), /num/);
    expect((await rowInDb(id)).num).toBe(4);
  });

  it('caps a row at 9999: an insert that would pass it is refused and changes nothing', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok<{ id: number }>(await api.post(`${P}/insert`, { skuId: a.id, num: 9000 }, me.h));
    rejected(await api.post(`${P}/insert`, { skuId: a.id, num: 1000 }, me.h), `${label}中「${a.nameCn} ${a.pack}」的数量不能超过 9999`);
    expect((await rowInDb(id)).num).toBe(9000);
    ok(await api.post(`${P}/insert`, { skuId: a.id, num: 999 }, me.h));
    expect((await rowInDb(id)).num).toBe(9999);
  });

  it('refuses unknown SKUs, SKUs of another product and unlisted SKUs', async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    rejected(await api.post(`${P}/insert`, { skuId: (await maxSkuId(api)) + 100, num: 1 }, me.h), '规格不存在');
    rejected(await api.post(`${P}/insert`, { prodDetailId: b.productId, skuId: a.id, num: 1 }, me.h), '规格不存在');
    await unlistSku(api, b.id);
    rejected(await api.post(`${P}/insert`, { skuId: b.id, num: 1 }, me.h), '商品已下架');
    await unlistProduct(api, c.productId);
    rejected(await api.post(`${P}/insert`, { skuId: c.id, num: 1 }, me.h), '商品已下架');
    expect((await list(me.h)).totalCount).toBe(0);
  });

  it('changes a quantity, deletes a row, and counts rows in total', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const { id } = ok<{ id: number }>(await api.post(`${P}/insert`, { skuId: a.id, num: 1 }, me.h));
    ok(await api.post(`${P}/insert`, { skuId: b.id, num: 2 }, me.h));
    const total = await api.get(`${P}/total`, me.h);
    expect(ok<number>(total)).toBe(2);
    expect(total.json.totalCount).toBe(2);
    const updated = ok<CartRow>(await api.post(`${P}/update`, { carId: id, num: 7 }, me.h));
    expect(updated).toMatchObject({ id, num: 7, skuId: a.id });
    expect(ok(await api.post(`${P}/delete/${id}`, {}, me.h))).toBeNull();
    expect(await rowInDb(id)).toBeUndefined();
    expect((await api.get(`${P}/total`, me.h)).json.totalCount).toBe(1);
    rejected(await api.post(`${P}/delete/${id}`, {}, me.h), `${label}记录不存在`);
  });

  it("never shows, changes or deletes another user's row", async () => {
    const owner = await customer(api);
    const other = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok<{ id: number }>(await api.post(`${P}/insert`, { skuId: a.id, num: 3 }, owner.h));
    const before = await rowInDb(id);
    expect((await list(other.h)).rows).toEqual([]);
    expect(ok<number>(await api.get(`${P}/total`, other.h))).toBe(0);
    rejected(await api.post(`${P}/update`, { carId: id, num: 9 }, other.h), `${label}记录不存在`);
    rejected(await api.post(`${P}/delete/${id}`, {}, other.h), `${label}记录不存在`);
    expect(await rowInDb(id)).toEqual(before);
    expect((await list(owner.h)).rows.map((r) => [r.id, r.num])).toEqual([[id, 3]]);
  });

  it('flags price changes, unlisted rows and stock shortfalls; made-to-order rows are never short', async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    const m = await madeToOrderSku(api);
    ok(await api.post(`${P}/insert`, { skuId: a.id, num: 1 }, me.h));
    ok(await api.post(`${P}/insert`, { skuId: b.id, num: 1 }, me.h));
    ok(await api.post(`${P}/insert`, { skuId: c.id, num: c.stock + 1 }, me.h));
    ok(await api.post(`${P}/insert`, { skuId: m.id, num: 50 }, me.h));
    await setPrice(api, a.id, a.priceFen + 100);
    await unlistSku(api, b.id);
    const bySku = new Map((await list(me.h)).rows.map((r) => [r.skuId, r]));
    expect(bySku.get(a.id)).toMatchObject({ price: a.priceFen + 100, priceAtAdd: a.priceFen, priceChanged: true, available: true, stockShort: false });
    expect(bySku.get(b.id)).toMatchObject({ available: false, priceChanged: false });
    expect(bySku.get(c.id)).toMatchObject({ stockShort: true, stock: c.stock, available: true });
    expect(bySku.get(m.id)).toMatchObject({ stockShort: false, stock: 0 });
    // Adding the SKU again at the shown price is a new choice: the flag clears.
    ok(await api.post(`${P}/insert`, { skuId: a.id, num: 1 }, me.h));
    expect((await list(me.h)).rows.find((r) => r.skuId === a.id)).toMatchObject({ priceChanged: false, priceAtAdd: a.priceFen + 100, num: 2 });
    await setPrice(api, a.id, a.priceFen);
  });

  it('pages the list from the headers (size 100 at most)', async () => {
    const me = await customer(api);
    const three = await stockSkus(api, 3);
    for (const s of three) ok(await api.post(`${P}/insert`, { skuId: s.id, num: 1 }, me.h));
    const page2 = await api.get(`${P}/list`, { ...me.h, pageNo: '2', pageSize: '2' });
    expect(ok<CartRow[]>(page2).map((r) => r.skuId)).toEqual([three[0].id]);
    expect(page2.json.totalCount).toBe(3);
    rejected(await api.get(`${P}/list`, { ...me.h, pageSize: '101' }), '参数 pageSize 不能大于 100');
  });

  it('adds concurrently from two tabs without losing a quantity', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => api.post(`${P}/insert`, { skuId: a.id, num: 2 }, me.h)));
    for (const r of results) ok(r);
    const { rows } = await list(me.h);
    expect(rows.map((r) => [r.skuId, r.num])).toEqual([[a.id, 12]]);
  });

  it('answers -1 without a session, and with a dead one', async () => {
    const [a] = await stockSkus(api, 1);
    const calls = [
      () => api.get(`${P}/list`),
      () => api.get(`${P}/total`),
      () => api.post(`${P}/insert`, { skuId: a.id, num: 1 }),
      () => api.post(`${P}/update`, { carId: 1, num: 1 }),
      () => api.post(`${P}/delete/1`, {}),
      () => api.post(`${P}/synchronize`, { items: [] }),
      () => api.get(`${P}/list`, { token: 'not-a-token' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.json.code).toBe(-1);
      expect(res.json.messageCode).toBe('PARAM_CODE_1000006');
    }
  });
});

describe('buy/car/batchInsert', () => {
  it('adds every item in one transaction and answers their rows', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    ok(await api.post(`${O}/buy/car/insert`, { skuId: a.id, num: 1 }, me.h));
    const rows = ok<CartRow[]>(
      await api.post(
        `${O}/buy/car/batchInsert`,
        {
          items: [
            { skuId: a.id, num: 2 },
            { skuId: b.id, num: 3 },
            { skuId: b.id, num: 1 },
          ],
        },
        me.h,
      ),
    );
    expect(rows.map((r) => [r.skuId, r.num])).toEqual([
      [a.id, 3],
      [b.id, 4],
    ]);
  });

  it('adds nothing when one item is bad', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    await unlistSku(api, b.id);
    const items = [
      { skuId: a.id, num: 2 },
      { skuId: b.id, num: 1 },
    ];
    rejected(await api.post(`${O}/buy/car/batchInsert`, { items }, me.h), `商品已下架（skuId ${b.id}）`);
    rejected(await api.post(`${O}/buy/car/batchInsert`, { items: [{ skuId: a.id, num: 0 }] }, me.h), /items\.0\.num/);
    expect(ok<number>(await api.get(`${O}/buy/car/total`, me.h))).toBe(0);
  });

  it('refuses more than 200 items, and an empty list', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    rejected(await api.post(`${O}/buy/car/batchInsert`, { items: Array.from({ length: 201 }, () => ({ skuId: a.id, num: 1 })) }, me.h), '一次最多加入 200 个商品（items）');
    rejected(await api.post(`${O}/buy/car/batchInsert`, { items: [] }, me.h), '请至少选择一个商品（items）');
  });

  it('keeps a cart to 200 distinct SKUs', async () => {
    const me = await customer(api);
    const all = (await stockSkus(api, 1000)).slice(0, 201);
    expect(all.length).toBe(201);
    const rows = ok<CartRow[]>(await api.post(`${O}/buy/car/batchInsert`, { items: all.slice(0, 200).map((s) => ({ skuId: s.id, num: 1 })) }, me.h));
    expect(rows.length).toBe(200);
    rejected(await api.post(`${O}/buy/car/insert`, { skuId: all[200].id, num: 1 }, me.h), '购物车最多可放 200 种商品，请先删除部分商品');
    ok(await api.post(`${O}/buy/car/insert`, { skuId: all[0].id, num: 1 }, me.h));
  });
});
