import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, productHazards, products, skus } from '../../server/db/schema';
import { seedCatalogue } from '../../server/db/seed/seed';
import { controlsOf, hazardProfileOf } from '../../server/services/regulatory';
import { contract } from '../../lib/api/contract';
import { customer, skusOfCode } from './cart-helpers';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { ID_NUMBERS, verify } from './identity-helpers';
import { admin, ADMIN_TOKEN, cartAndPreview } from './order-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(() => api.close());

const db = () => api.database.db;
const idOf = async (code: string) => (await db().select({ id: products.id }).from(products).where(eq(products.code, code)))[0].id;

describe('controlsOf', () => {
  it('gives the Chinese control marks of each product asked for', async () => {
    const [ephedrine, permanganate, nitromethane, propiophenone, aspirin] = await Promise.all(['RM-K001', 'RM-K010', 'RM-K024', 'RM-Q012', 'RM-A001'].map(idOf));
    const map = await controlsOf(db(), [ephedrine, permanganate, nitromethane, propiophenone, aspirin, 99_999_999]);
    expect(map.get(ephedrine)).toEqual({ precursorCategory: 1, explosivePrecursor: false, hazardous: false });
    expect(map.get(permanganate)).toEqual({ precursorCategory: 3, explosivePrecursor: true, hazardous: true });
    expect(map.get(nitromethane)).toEqual({ precursorCategory: null, explosivePrecursor: true, hazardous: true });
    // An existing seed product controlled since 2017 (1-苯基-1-丙酮, 第二类).
    expect(map.get(propiophenone)).toEqual({ precursorCategory: 2, explosivePrecursor: false, hazardous: false });
    expect(map.get(aspirin)).toEqual({ precursorCategory: null, explosivePrecursor: false, hazardous: false });
    expect(map.has(99_999_999)).toBe(false);
    expect((await controlsOf(db(), [])).size).toBe(0);
  });
});

describe('hazardProfileOf', () => {
  it('gives the recorded GHS profile with the Chinese statement texts', async () => {
    const profile = await hazardProfileOf(db(), await idOf('RM-K010'));
    expect(profile).not.toBeNull();
    expect(profile!.signalWord).toBe('危险');
    expect(profile!.pictograms).toEqual(['GHS03', 'GHS07', 'GHS08', 'GHS09']);
    expect(profile!.hStatements).toContainEqual({ code: 'H272', text: '可加剧燃烧；氧化剂' });
    expect(profile!.hStatements.map((h) => h.code)).toEqual(['H272', 'H302', 'H361d', 'H400', 'H410']);
    expect(profile!.pStatements.find((p) => p.code === 'P220')?.text).toBe('远离衣物和其他可燃物。');
    expect(profile!.pStatements.every((p) => p.text.length > 0)).toBe(true);
    expect([profile!.unNumber, profile!.transportClass, profile!.packingGroup]).toEqual(['UN1490', '5.1', 'II']);
    expect(profile!.classes).toContain('氧化性固体，类别2');
  });

  it('is null for a product without recorded data, never an invented one', async () => {
    expect(await hazardProfileOf(db(), await idOf('RM-Q012'))).toBeNull();
    expect(await hazardProfileOf(db(), 99_999_999)).toBeNull();
  });
});

describe('goods detail, lists, cart and settlement carry the marks', () => {
  it('answers the detail of a controlled product with its marks and GHS summary', async () => {
    const [card] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '7722-64-7' } }));
    expect(card.code).toBe('RM-K010');
    expect(card.controls).toEqual({ precursorCategory: 3, explosivePrecursor: true, hazardous: true });
    const detail = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }));
    expect(detail.controls).toEqual(card.controls);
    expect(detail.hazard).toEqual({
      signalWord: '危险',
      pictograms: ['GHS03', 'GHS07', 'GHS08', 'GHS09'],
      hStatements: [
        { code: 'H272', text: '可加剧燃烧；氧化剂' },
        { code: 'H302', text: '吞咽有害' },
        { code: 'H361d', text: '怀疑对胎儿造成伤害' },
        { code: 'H400', text: '对水生生物毒性极大' },
        { code: 'H410', text: '对水生生物毒性极大并具有长期持续影响' },
      ],
      unNumber: 'UN1490',
      transportClass: '5.1',
      packingGroup: 'II',
    });
  });

  it('answers null hazard and no marks for a product without data', async () => {
    const [card] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '73590-58-6' } }));
    const detail = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }));
    expect(detail.hazard).toBeNull();
    expect(detail.controls).toEqual({ precursorCategory: null, explosivePrecursor: false, hazardous: false });
  });

  it('puts the marks on cart rows and settlement lines', async () => {
    const { h } = await customer(api);
    // A marked product is settled only for a verified buyer (the order gate); the marks are what is tested here.
    await verify(api, h, admin, '王化验', ID_NUMBERS[0]);
    const [ether] = await skusOfCode(api, 'RM-K022');
    const [aspirin] = await skusOfCode(api, 'RM-A001');
    const { preview } = await cartAndPreview(api, h, [
      { skuId: ether.id, num: 1 },
      { skuId: aspirin.id, num: 1 },
    ]);
    const rows = ok(await api.call(contract.cart.list, {}, h));
    expect(rows.find((r) => r.skuId === ether.id)?.controls).toEqual({ precursorCategory: 2, explosivePrecursor: false, hazardous: true });
    expect(rows.find((r) => r.skuId === aspirin.id)?.controls).toEqual({ precursorCategory: null, explosivePrecursor: false, hazardous: false });
    expect(preview.lines.map((l) => [l.code, l.controls.precursorCategory, l.controls.hazardous])).toEqual([
      ['RM-K022', 2, true],
      ['RM-A001', null, false],
    ]);
  });
});

describe('seeding an already-seeded database', () => {
  it('makes the marks and profiles equal to the data file again at start', async () => {
    const [permanganate, aspirin, omeprazole] = await Promise.all(['RM-K010', 'RM-A001', 'RM-D001'].map(idOf));
    await db().update(productHazards).set({ unNumber: null, hCodes: ['H302'] }).where(eq(productHazards.productId, permanganate));
    await db().update(products).set({ precursorCategory: 1, hazardous: true }).where(eq(products.id, omeprazole));
    await db().delete(productHazards).where(eq(productHazards.productId, aspirin));
    await seedCatalogue(db());
    const profile = await hazardProfileOf(db(), permanganate);
    expect(profile?.unNumber).toBe('UN1490');
    expect(profile?.hStatements.map((h) => h.code)).toEqual(['H272', 'H302', 'H361d', 'H400', 'H410']);
    expect((await controlsOf(db(), [omeprazole])).get(omeprazole)).toEqual({ precursorCategory: null, explosivePrecursor: false, hazardous: false });
    expect((await hazardProfileOf(db(), aspirin))?.hStatements).toEqual([{ code: 'H302', text: '吞咽有害' }]);
  });

  it('adds seed products it lacks (with SKUs, lots and search rows) and their hazard data, and is idempotent', async () => {
    // A database seeded before the controlled products existed: take one away with everything hanging off it.
    const id = await idOf('RM-K020');
    const skuIds = (await db().select({ id: skus.id }).from(skus).where(eq(skus.productId, id))).map((s) => s.id);
    await db().execute(sql`delete from lot_stock where lot_id in (select id from lots where sku_id in (${sql.join(skuIds, sql`, `)}))`);
    await db().delete(lots).where(inArray(lots.skuId, skuIds));
    await db().execute(sql`delete from product_search where product_id = ${id}`);
    await db().execute(sql`delete from product_search_names where product_id = ${id}`).catch(() => undefined);
    await db().delete(productHazards).where(eq(productHazards.productId, id));
    await db().delete(skus).where(eq(skus.productId, id));
    await db().delete(products).where(eq(products.id, id));

    expect(await seedCatalogue(db())).toEqual({ seeded: false, products: 0 });
    const again = await idOf('RM-K020');
    expect((await controlsOf(db(), [again])).get(again)).toEqual({ precursorCategory: 3, explosivePrecursor: false, hazardous: true });
    expect((await hazardProfileOf(db(), again))?.unNumber).toBe('UN1294');
    const newSkus = await db().select({ id: skus.id }).from(skus).where(eq(skus.productId, again));
    expect(newSkus.length).toBe(2);
    const lotCount = (await db().select({ n: sql<number>`count(*)::int` }).from(lots).where(inArray(lots.skuId, newSkus.map((s) => s.id))))[0].n;
    expect(lotCount).toBeGreaterThan(0);
    const searchRows = ((await db().execute(sql`select count(*)::int as n from product_search where product_id = ${again}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(searchRows).toBe(1);

    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
    await seedCatalogue(db());
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(products))[0].n).toBe(before);
  });
});
