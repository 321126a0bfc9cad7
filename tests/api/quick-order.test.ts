import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { products, skus } from '../../server/db/schema';
import { parseLine } from '../../server/services/quick-order';
import { ok, rejected } from './contract-calls';
import { customer, skusOfCode, unlistProduct, unlistSku, type SkuFact } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';

/** Quick order: pasted lines of catalogue number or CAS (+ pack, + quantity) resolve to SKUs; the resolved ones go to the cart in one call. */
let api: TestApi;
let me: Awaited<ReturnType<typeof customer>>;
/** RM-A001 (aspirin, CAS 50-78-2): three packs. RM-A002: two packs, one of them unlisted below → one listed SKU. */
let aspirin: SkuFact[];
let single: SkuFact[];
beforeAll(async () => {
  api = await createTestApi();
  me = await customer(api);
  aspirin = await skusOfCode(api, 'RM-A001');
  single = await skusOfCode(api, 'RM-A002');
  expect(aspirin.length).toBeGreaterThan(1);
  expect(single.length).toBe(2);
  await unlistSku(api, single[1].id);
});
afterAll(() => api.close());

const resolve = async (lines: string[]) => ok(await api.call(contract.cart.quickOrderResolve, { body: { lines } }, me.h));
const one = async (line: string) => (await resolve([line]))[0];

describe('quickOrder/resolve', () => {
  it('resolves a catalogue number with a pack, in every separator style, quantity 1 when missing', async () => {
    const [small] = aspirin;
    for (const line of [`RM-A001 ${small.pack} 3`, `RM-A001,${small.pack},3`, `RM-A001\t${small.pack}\t3`, `rm-a001  ${small.pack} ,  3`, `RM-A001-${small.pack} 3`, `ＲＭ－Ａ００１，${small.pack}，３`]) {
      expect(await one(line), line).toMatchObject({ kind: 'resolved', num: 3, item: { skuId: small.id, productId: small.productId, pack: small.pack, code: 'RM-A001', price: small.priceFen } });
    }
    expect(await one(`RM-A001 ${small.pack}`)).toMatchObject({ kind: 'resolved', num: 1 });
  });

  it('resolves a CAS with one listed SKU', async () => {
    const [listed] = single;
    expect(await one(`${listed.cas} 2`)).toMatchObject({ kind: 'resolved', num: 2, item: { skuId: listed.id, name: listed.nameCn, pack: listed.pack } });
    expect(await one(listed.cas)).toMatchObject({ kind: 'resolved', num: 1 });
    expect(await one('RM-A002\t5')).toMatchObject({ kind: 'resolved', num: 5, item: { skuId: listed.id } });
  });

  it('answers ambiguous with the choices for a CAS or code of several SKUs', async () => {
    const r = await one(`${aspirin[0].cas}, 2`);
    expect(r).toMatchObject({ kind: 'ambiguous', num: 2, reason: '该商品有多个规格，请选择' });
    if (r.kind !== 'ambiguous') throw new Error('not ambiguous');
    expect(r.choices.map((c) => c.skuId)).toEqual(aspirin.map((s) => s.id));
    expect(r.choices[0]).toMatchObject({ productId: aspirin[0].productId, name: aspirin[0].nameCn, pack: aspirin[0].pack, code: 'RM-A001' });
    expect(await one('RM-A001 7')).toMatchObject({ kind: 'ambiguous', num: 7 });
    expect(await one('RM-A001 3kg 1')).toMatchObject({ kind: 'ambiguous', reason: '未找到规格「3kg」，请选择' });
  });

  it('answers ambiguous across products sharing a CAS', async () => {
    const [row] = await api.database.db.select().from(products).where(eq(products.code, 'RM-A003'));
    const { id: _id, code: _code, ...copy } = row;
    const [twin] = await api.database.db.insert(products).values({ ...copy, code: 'RM-TWIN-1' }).returning({ id: products.id });
    await api.database.db.insert(skus).values({ productId: twin.id, pack: '10mg', packMg: 10, priceFen: 9900, stock: 3, deliveryDays: 2 });
    const r = await one(`${row.cas} 1`);
    expect(r).toMatchObject({ kind: 'ambiguous', reason: '该CAS号对应多个商品，请选择' });
    if (r.kind !== 'ambiguous') throw new Error('not ambiguous');
    expect(new Set(r.choices.map((c) => c.productId))).toEqual(new Set([row.id, twin.id]));
  });

  it('answers unknown, not sold and invalid with the reason', async () => {
    expect(await one('RM-ZZZ999 1')).toMatchObject({ kind: 'unknown', reason: '未找到该货号或CAS号' });
    expect(await one('50-78-0 1')).toMatchObject({ kind: 'unknown', reason: 'CAS号校验位错误，请核对' });
    expect(await one('7732-18-5')).toMatchObject({ kind: 'unknown', reason: '未找到该CAS号对应的商品' });
    expect(await one(`RM-A002 ${single[1].pack}`)).toMatchObject({ kind: 'notSold', reason: `规格「${single[1].pack}」已停售` });
    const [gone] = await skusOfCode(api, 'RM-A004');
    await unlistProduct(api, gone.productId);
    expect(await one(`${gone.cas} 1`)).toMatchObject({ kind: 'notSold', reason: '该商品已下架，暂不销售' });
    for (const q of ['0', '-1', '1.5', '10000']) expect(await one(`RM-A001 ${aspirin[0].pack} ${q}`), q).toMatchObject({ kind: 'invalid', reason: '数量无效（应为 1-9999 的整数）' });
  });

  it('answers one result per line, in order, with the input', async () => {
    const lines = [`RM-A001 ${aspirin[0].pack} 2`, 'nothing-here', single[0].cas];
    const r = await resolve(lines);
    expect(r.map((l) => [l.index, l.input, l.kind])).toEqual([
      [0, lines[0], 'resolved'],
      [1, lines[1], 'unknown'],
      [2, lines[2], 'resolved'],
    ]);
  });

  it('refuses 201 lines, no lines and blank lines with code 0 naming the field', async () => {
    rejected(await api.call(contract.cart.quickOrderResolve, { body: { lines: Array.from({ length: 201 }, () => 'RM-A001') } }, me.h), '最多 200 行（lines）');
    ok(await api.call(contract.cart.quickOrderResolve, { body: { lines: Array.from({ length: 200 }, () => 'RM-A001') } }, me.h));
    rejected(await api.call(contract.cart.quickOrderResolve, { body: { lines: [] } }, me.h), '请输入货号或CAS号（lines）');
    rejected(await api.call(contract.cart.quickOrderResolve, { body: { lines: ['RM-A001', '  '] } }, me.h), '不能有空行（lines.1）');
    expect((await api.call(contract.cart.quickOrderResolve, { body: { lines: ['RM-A001'] } })).json.code).toBe(-1);
  });

  it('hands resolved lines to batchInsert: all in the cart in one call', async () => {
    const buyer = await customer(api);
    const r = await resolve([`RM-A001 ${aspirin[1].pack} 2`, `${single[0].cas} 4`]);
    const items = r.flatMap((l) => (l.kind === 'resolved' ? [{ skuId: l.item.skuId, num: l.num }] : []));
    const rows = ok(await api.call(contract.cart.batchInsert, { body: { items } }, buyer.h));
    expect(rows.map((row) => [row.skuId, row.num])).toEqual([
      [aspirin[1].id, 2],
      [single[0].id, 4],
    ]);
  });
});

describe('parseLine', () => {
  it.each([
    ['RM-C001 100mg 2', { id: 'RM-C001', pack: '100mg', num: 2 }],
    ['RM-C001', { id: 'RM-C001', pack: null, num: 1 }],
    ['111470-99-6\t5', { id: '111470-99-6', cas: true, pack: null, num: 5 }],
    ['111470-99-6, 100 mg, 2瓶', { id: '111470-99-6', pack: '100 mg', num: 2 }],
    ['RM-Q001 1mL(100μg/mL,甲醇) 2', { id: 'RM-Q001', pack: '1mL(100μg/mL 甲醇)', num: 2 }],
    ['RM-C001 1.5', { num: null }],
  ])('%s', (line, expected) => {
    expect(parseLine(line, 0)).toMatchObject(expected);
  });
});
