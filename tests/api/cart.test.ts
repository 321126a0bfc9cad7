import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { basketItems, cartItems } from '../../server/db/schema';
import { ok, rejected, totalOf } from './contract-calls';
import { customer, madeToOrderSku, maxSkuId, setPrice, stockSkus, unlistProduct, unlistSku } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';

/** The cart and the inquiry basket are one service on two tables: every rule is checked on both. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const AREAS = [
  { base: 'buy/car', eps: contract.cart, label: '购物车', table: cartItems },
  { base: 'inquiry/basket', eps: contract.basket, label: '询价篮', table: basketItems },
] as const;

describe.each(AREAS)('$base', ({ eps, label, table }) => {
  const list = async (h: Record<string, string>) => {
    const res = await api.call(eps.list, {}, h);
    return { rows: ok(res), totalCount: totalOf(res) };
  };
  const rowInDb = async (id: number) => (await api.database.db.select().from(table).where(eq(table.id, id)))[0];

  it('adds a SKU, and the same SKU again into the same row with the quantities added', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const first = ok(await api.call(eps.insert, { body: { prodDetailId: a.productId, skuId: a.id, num: 2 } }, me.h));
    const again = ok(await api.call(eps.insert, { body: { prodDetailId: a.productId, skuId: a.id, num: 3 } }, me.h));
    expect(again).toEqual({ id: first.id, num: 5 });
    ok(await api.call(eps.insert, { body: { skuId: b.id, num: 1 } }, me.h));
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
    // A price is no field of the call: sent anyway, as a tampered client would.
    const sent = await api.raw(eps.insert, { body: { prodDetailId: a.productId, skuId: a.id, num: 1, price: 1 }, headers: me.h });
    expect(sent.json).toMatchObject({ code: 1, message: 'success' });
    const { rows } = await list(me.h);
    expect((await rowInDb(rows[0].id)).priceFenAtAdd).toBe(a.priceFen);
    expect(rows[0].price).toBe(a.priceFen);
  });

  it.each([
    ['0', 0, '数量不能小于 1（num）'],
    ['-1', -1, '数量不能小于 1（num）'],
    ['1.5', 1.5, /num/],
    ["'2.5'", '2.5', '参数 num 类型错误，应为数字'],
    ["'1e3'", '1e3', '参数 num 类型错误，应为数字'],
    ["' 2'", ' 2', '参数 num 类型错误，应为数字'],
    ["''", '', '参数 num 类型错误，应为数字'],
    ['true', true, '参数 num 类型错误，应为数字'],
    ["'10000'", '10000', '数量不能超过 9999（num）'],
    ['10000', 10000, '数量不能超过 9999（num）'],
    ['missing', undefined, '缺少必填参数 num'],
  ])('refuses quantity %s with code 0 naming the field', async (_name, num, message) => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    rejected(await api.raw(eps.insert, { body: { skuId: a.id, num }, headers: me.h }), message);
    expect((await list(me.h)).totalCount).toBe(0);
  });

  it("takes a quantity in digits ('2') like the number, as every integer field (docs/adr/0002-integers-in-requests.md)", async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const sent = await api.raw(eps.insert, { body: { skuId: String(a.id), num: '2' }, headers: me.h });
    expect(sent.json).toMatchObject({ code: 1, data: { num: 2 } });
    expect((await list(me.h)).rows[0].num).toBe(2);
  });

  it('refuses a quantity change to a bad value, naming the field, and keeps the row', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok(await api.call(eps.insert, { body: { skuId: a.id, num: 4 } }, me.h));
    for (const num of [0, -1, 1.5, '2.5', '', 10000, '10000']) rejected(await api.raw(eps.update, { body: { carId: id, num }, headers: me.h }), /num/);
    expect((await rowInDb(id)).num).toBe(4);
  });

  it('caps a row at 9999: an insert that would pass it is refused and changes nothing', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok(await api.call(eps.insert, { body: { skuId: a.id, num: 9000 } }, me.h));
    rejected(await api.call(eps.insert, { body: { skuId: a.id, num: 1000 } }, me.h), `${label}中「${a.nameCn} ${a.pack}」的数量不能超过 9999`);
    expect((await rowInDb(id)).num).toBe(9000);
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 999 } }, me.h));
    expect((await rowInDb(id)).num).toBe(9999);
  });

  it('refuses unknown SKUs, SKUs of another product and unlisted SKUs', async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    rejected(await api.call(eps.insert, { body: { skuId: (await maxSkuId(api)) + 100, num: 1 } }, me.h), '规格不存在');
    rejected(await api.call(eps.insert, { body: { prodDetailId: b.productId, skuId: a.id, num: 1 } }, me.h), '规格不存在');
    await unlistSku(api, b.id);
    rejected(await api.call(eps.insert, { body: { skuId: b.id, num: 1 } }, me.h), '商品已下架');
    await unlistProduct(api, c.productId);
    rejected(await api.call(eps.insert, { body: { skuId: c.id, num: 1 } }, me.h), '商品已下架');
    expect((await list(me.h)).totalCount).toBe(0);
  });

  it('changes a quantity, deletes a row, and counts rows in total', async () => {
    const me = await customer(api);
    const [a, b] = await stockSkus(api, 2);
    const { id } = ok(await api.call(eps.insert, { body: { skuId: a.id, num: 1 } }, me.h));
    ok(await api.call(eps.insert, { body: { skuId: b.id, num: 2 } }, me.h));
    const total = await api.call(eps.total, {}, me.h);
    expect(ok(total)).toBe(2);
    expect(total.json.totalCount).toBe(2);
    const updated = ok(await api.call(eps.update, { body: { carId: id, num: 7 } }, me.h));
    expect(updated).toMatchObject({ id, num: 7, skuId: a.id });
    expect(ok(await api.call(eps.delete, { params: { carId: id }, body: {} }, me.h))).toBeNull();
    expect(await rowInDb(id)).toBeUndefined();
    expect((await api.call(eps.total, {}, me.h)).json.totalCount).toBe(1);
    rejected(await api.call(eps.delete, { params: { carId: id }, body: {} }, me.h), `${label}记录不存在`);
  });

  it("never shows, changes or deletes another user's row", async () => {
    const owner = await customer(api);
    const other = await customer(api);
    const [a] = await stockSkus(api, 1);
    const { id } = ok(await api.call(eps.insert, { body: { skuId: a.id, num: 3 } }, owner.h));
    const before = await rowInDb(id);
    expect((await list(other.h)).rows).toEqual([]);
    expect(ok(await api.call(eps.total, {}, other.h))).toBe(0);
    rejected(await api.call(eps.update, { body: { carId: id, num: 9 } }, other.h), `${label}记录不存在`);
    rejected(await api.call(eps.delete, { params: { carId: id }, body: {} }, other.h), `${label}记录不存在`);
    expect(await rowInDb(id)).toEqual(before);
    expect((await list(owner.h)).rows.map((r) => [r.id, r.num])).toEqual([[id, 3]]);
  });

  it('flags price changes, unlisted rows and stock shortfalls; made-to-order rows are never short', async () => {
    const me = await customer(api);
    const [a, b, c] = await stockSkus(api, 3);
    const m = await madeToOrderSku(api);
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 1 } }, me.h));
    ok(await api.call(eps.insert, { body: { skuId: b.id, num: 1 } }, me.h));
    ok(await api.call(eps.insert, { body: { skuId: c.id, num: c.stock + 1 } }, me.h));
    ok(await api.call(eps.insert, { body: { skuId: m.id, num: 50 } }, me.h));
    await setPrice(api, a.id, a.priceFen + 100);
    await unlistSku(api, b.id);
    const bySku = new Map((await list(me.h)).rows.map((r) => [r.skuId, r]));
    expect(bySku.get(a.id)).toMatchObject({ price: a.priceFen + 100, priceAtAdd: a.priceFen, priceChanged: true, available: true, stockShort: false });
    expect(bySku.get(b.id)).toMatchObject({ available: false, priceChanged: false });
    expect(bySku.get(c.id)).toMatchObject({ stockShort: true, stock: c.stock, available: true });
    expect(bySku.get(m.id)).toMatchObject({ stockShort: false, stock: 0 });
    // Adding the SKU again at the shown price is a new choice: the flag clears.
    ok(await api.call(eps.insert, { body: { skuId: a.id, num: 1 } }, me.h));
    expect((await list(me.h)).rows.find((r) => r.skuId === a.id)).toMatchObject({ priceChanged: false, priceAtAdd: a.priceFen + 100, num: 2 });
    await setPrice(api, a.id, a.priceFen);
  });

  it('pages the list from the headers (size 100 at most)', async () => {
    const me = await customer(api);
    const three = await stockSkus(api, 3);
    for (const s of three) ok(await api.call(eps.insert, { body: { skuId: s.id, num: 1 } }, me.h));
    const page2 = await api.call(eps.list, { pageNo: 2, pageSize: 2 }, me.h);
    expect(ok(page2).map((r) => r.skuId)).toEqual([three[0].id]);
    expect(page2.json.totalCount).toBe(3);
    rejected(await api.call(eps.list, { pageSize: 101 }, me.h), '参数 pageSize 不能大于 100');
  });

  it('adds concurrently from two tabs without losing a quantity', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => api.call(eps.insert, { body: { skuId: a.id, num: 2 } }, me.h)));
    for (const r of results) ok(r);
    const { rows } = await list(me.h);
    expect(rows.map((r) => [r.skuId, r.num])).toEqual([[a.id, 12]]);
  });

  it('answers -1 without a session, and with a dead one', async () => {
    const [a] = await stockSkus(api, 1);
    const calls = [
      () => api.call(eps.list),
      () => api.call(eps.total),
      () => api.call(eps.insert, { body: { skuId: a.id, num: 1 } }),
      () => api.call(eps.update, { body: { carId: 1, num: 1 } }),
      () => api.call(eps.delete, { params: { carId: 1 }, body: {} }),
      () => api.call(eps.synchronize, { body: { items: [] } }),
      () => api.call(eps.list, {}, { token: 'not-a-token' }),
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
    ok(await api.call(contract.cart.insert, { body: { skuId: a.id, num: 1 } }, me.h));
    const rows = ok(
      await api.call(contract.cart.batchInsert, { body: {
          items: [
            { skuId: a.id, num: 2 },
            { skuId: b.id, num: 3 },
            { skuId: b.id, num: 1 },
          ],
        } }, me.h),
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
    rejected(await api.call(contract.cart.batchInsert, { body: { items } }, me.h), `商品已下架（skuId ${b.id}）`);
    rejected(await api.call(contract.cart.batchInsert, { body: { items: [{ skuId: a.id, num: 0 }] } }, me.h), /items\.0\.num/);
    expect(ok(await api.call(contract.cart.total, {}, me.h))).toBe(0);
  });

  it('refuses more than 200 items, and an empty list', async () => {
    const me = await customer(api);
    const [a] = await stockSkus(api, 1);
    rejected(await api.call(contract.cart.batchInsert, { body: { items: Array.from({ length: 201 }, () => ({ skuId: a.id, num: 1 })) } }, me.h), '一次最多加入 200 个商品（items）');
    rejected(await api.call(contract.cart.batchInsert, { body: { items: [] } }, me.h), '请至少选择一个商品（items）');
  });

  it('keeps a cart to 200 distinct SKUs', async () => {
    const me = await customer(api);
    const all = (await stockSkus(api, 1000)).slice(0, 201);
    expect(all.length).toBe(201);
    const rows = ok(await api.call(contract.cart.batchInsert, { body: { items: all.slice(0, 200).map((s) => ({ skuId: s.id, num: 1 })) } }, me.h));
    expect(rows.length).toBe(200);
    rejected(await api.call(contract.cart.insert, { body: { skuId: all[200].id, num: 1 } }, me.h), '购物车最多可放 200 种商品，请先删除部分商品');
    ok(await api.call(contract.cart.insert, { body: { skuId: all[0].id, num: 1 } }, me.h));
  });
});
