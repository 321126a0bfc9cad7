import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/api/contract/catalogue';
import { data } from '../../lib/api/contract/data';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import { compoundRecords, products, secondaryLibraries, secondaryLibraryMembers, skus } from '../../server/db/schema';
import { seedCompoundRecords, seedLibraries } from '../../server/db/seed/compounds';
import { libraries as libraryData } from '../../server/db/seed/data/libraries';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
const db = () => api.database.db;
const productByCode = async (code: string) => (await db().select().from(products).where(eq(products.code, code)))[0];
const recordIdOf = async (code: string) => {
  const p = await productByCode(code);
  return (await db().select({ id: compoundRecords.id }).from(compoundRecords).where(eq(compoundRecords.inchiKey, p.inchiKey)))[0].id;
};
const libraryIdOf = async (key: string) => (await db().select({ id: secondaryLibraries.id }).from(secondaryLibraries).where(eq(secondaryLibraries.key, key)))[0].id;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('data records in the database', () => {
  it('has one record per distinct substance of the listed products, with RDKit properties', async () => {
    const [{ keys }] = await db().select({ keys: sql<number>`count(distinct inchi_key)::int` }).from(products).where(eq(products.status, 1));
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(compoundRecords);
    expect(n).toBe(keys);
    const omeprazole = (await db().select().from(compoundRecords).where(eq(compoundRecords.cas, '73590-58-6')))[0];
    // Omeprazole C17H19N3O3S: monoisotopic 345.1147; 1 donor (NH), 3 rings, TPSA 77.1 Å² (RDKit counts).
    expect(omeprazole).toMatchObject({ nameCn: '奥美拉唑', formula: 'C17H19N3O3S', exactMass: 345.1147, hbd: 1, rings: 3, tpsa: 77.1, rotatableBonds: 5 });
    expect(omeprazole.inchi).toMatch(/^InChI=1S\/C17H19N3O3S\//);
    expect(omeprazole.logP).toBeCloseTo(2.9, 1);
  });

  it('shares one record between products of the same substance, and seeding again adds nothing', async () => {
    const ndma = await productByCode('RM-X001');
    const before = await recordIdOf('RM-X001');
    const { id: _id, code: _code, ...copy } = ndma;
    const [other] = await db().insert(products).values({ ...copy, code: 'RM-TEST-NDMA', nameCn: 'NDMA 溶液（另一品牌）' }).returning();
    await db().insert(skus).values({ productId: other.id, pack: '1mL', packMg: 1000, priceFen: 100, stock: 1, deliveryDays: 1 });
    expect(await seedCompoundRecords(db())).toEqual({ added: 0, updated: 0 });
    const answer = await api.call(data.record, { params: { id: before } });
    expect(answer.json.data?.products.map((p) => p.code)).toEqual(['RM-X001', 'RM-TEST-NDMA']);
    expect(answer.json.data?.productCount).toBe(2);
    await db().delete(skus).where(eq(skus.productId, other.id));
    await db().delete(products).where(eq(products.id, other.id));
  });
});

describe('data search', () => {
  it('finds a record by Chinese or English name, CAS, formula, InChIKey and a product synonym', async () => {
    const id = await recordIdOf('RM-D001');
    const key = (await productByCode('RM-D001')).inchiKey;
    for (const keyword of ['奥美拉唑', 'omeprazole', '73590-58-6', 'C17H19N3O3S', key, key.slice(0, 14)]) {
      const found = await api.call(data.search, { body: { keyword }, pageNo: 1, pageSize: 20 });
      expect(found.json.code, keyword).toBe(RESPONSE_CODE.ok);
      expect(found.json.data?.[0]?.id, keyword).toBe(id);
      // The card counts the listed products of that substance, not the whole catalogue.
      const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(products).where(and(eq(products.inchiKey, key), eq(products.status, 1)));
      expect(found.json.data?.[0]?.productCount, keyword).toBe(n);
    }
    const bySynonym = await api.call(data.search, { body: { keyword: 'Dimethylnitrosamine' }, pageNo: 1, pageSize: 20 });
    expect(bySynonym.json.data?.map((r) => r.cas)).toContain('62-75-9');
  });

  it('lists every record newest first for an empty keyword, paged with totalCount', async () => {
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(compoundRecords);
    const page1 = await api.call(data.search, { body: {}, pageNo: 1, pageSize: 5 });
    expect(page1.json.totalCount).toBe(n);
    expect(page1.json.data).toHaveLength(5);
    const ids = page1.json.data!.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = await api.call(data.search, { body: {}, pageNo: 1000, pageSize: 5 });
    expect(beyond.json.data).toEqual([]);
  });

  it('the 数据 tab answers four cards by default and nothing for an empty keyword', async () => {
    const tab = await api.call(data.indexSearch, { body: { keyword: '亚硝基' } });
    expect(tab.json.data).toHaveLength(4);
    expect(tab.json.totalCount).toBeGreaterThanOrEqual(13);
    expect(tab.json.data![0].imgUrl).toMatch(/\/structure\/[A-Z-]+\.svg$/);
    const empty = await api.call(data.indexSearch, { body: { keyword: '  ' } });
    expect(empty.json).toMatchObject({ code: RESPONSE_CODE.ok, data: [], totalCount: 0 });
    const none = await api.call(data.indexSearch, { body: { keyword: '不存在的化合物xyz' } });
    expect(none.json).toMatchObject({ data: [], totalCount: 0 });
  });

  it('treats LIKE wildcards as text and refuses a bad page size in Chinese', async () => {
    const pct = await api.call(data.search, { body: { keyword: '%' }, pageNo: 1, pageSize: 5 });
    expect(pct.json).toMatchObject({ code: RESPONSE_CODE.ok, totalCount: 0 });
    const big = await api.raw(data.search, { body: { pageNo: 1, pageSize: 1000 } });
    expect(big.json.code).toBe(RESPONSE_CODE.rejected);
    expect(big.json.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('one data record', () => {
  it('carries identifiers, properties, GHS, citing standards, libraries and the products selling it', async () => {
    const id = await recordIdOf('RM-X001');
    const { json } = await api.call(data.record, { params: { id } });
    expect(json.code).toBe(RESPONSE_CODE.ok);
    const r = json.data!;
    expect(r).toMatchObject({ cas: '62-75-9', formula: 'C2H6N2O', smiles: 'CN(C)N=O' });
    expect(r.properties).toMatchObject({ hbd: 0, rings: 0, exactMass: 74.048 });
    expect(r.ghs?.signalWord).toBe('危险');
    expect(r.ghs?.hStatements.map((h) => h.code)).toContain('H350');
    expect(r.standards.map((s) => s.number)).toContain('GB 5009.26-2016');
    expect(r.libraries.map((l) => l.title)).toContain('亚硝胺杂质');
    expect(r.products.map((p) => p.code)).toEqual(['RM-X001']);
    // The offline default provider: our own synonyms, labelled as ours, no outside link.
    expect(r.external).toMatchObject({ source: '本店目录', url: null, cid: null });
    expect(r.external?.synonyms).toContain('NDMA');
  });

  it('lists the pharmacopoeial methods naming the substance', async () => {
    const { json } = await api.call(data.record, { params: { id: await recordIdOf('RM-D001') } });
    const methods = json.data!.methods;
    expect(methods.some((m) => m.pharmacopoeia === 'ChP' && m.monograph === '奥美拉唑' && m.testItem === '有关物质')).toBe(true);
    expect(new Set(methods.map((m) => m.id)).size).toBe(methods.length);
    expect(json.data!.libraries.map((l) => l.title)).toContain('奥美拉唑杂质谱');
  });

  it('is linked from the goods detail of every product selling it', async () => {
    const ndma = await productByCode('RM-X001');
    const detail = await api.call(catalogue.productDetail, { params: { id: ndma.id } });
    expect(detail.json.data?.dataRecordId).toBe(await recordIdOf('RM-X001'));
  });

  it('answers code 0 in Chinese for an unknown or malformed id, never a 500', async () => {
    const unknown = await api.call(data.record, { params: { id: 999999 } });
    expect(unknown.json).toMatchObject({ code: RESPONSE_CODE.rejected, message: '数据记录不存在' });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const bad = await api.raw(data.record, { params: { id } });
      expect(bad.status, id).toBe(200);
      expect(bad.json.code, id).toBe(RESPONSE_CODE.rejected);
      expect(bad.json.message, id).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('secondary libraries', () => {
  it('lists the curated libraries first, then one impurity family per API, with counts', async () => {
    const { json } = await api.call(data.libraries);
    const list = json.data!;
    expect(list.map((l) => l.title).slice(0, 2)).toEqual(['亚硝胺杂质', 'ICH Q3C 残留溶剂']);
    expect(list).toHaveLength(libraryData().length);
    const nitro = list[0];
    expect(nitro).toMatchObject({ kind: 'nitrosamine', memberCount: 15, soldCount: 13 });
    expect(list.find((l) => l.title === '奥美拉唑杂质谱')).toMatchObject({ kind: 'impurity-family' });
  });

  it('pages the members; a sold member links to its record and products, an unsold one is name and CAS only', async () => {
    const id = await libraryIdOf('nitrosamines');
    const page1 = await api.call(data.library, { params: { id }, body: {}, pageNo: 1, pageSize: 10 });
    expect(page1.json.totalCount).toBe(15);
    expect(page1.json.data?.members).toHaveLength(10);
    const ndma = page1.json.data!.members[0];
    expect(ndma).toMatchObject({ cas: '62-75-9', note: 'FDA 指南所列', recordId: await recordIdOf('RM-X001') });
    expect(ndma.products.map((p) => p.code)).toEqual(['RM-X001']);
    const page2 = await api.call(data.library, { params: { id }, body: {}, pageNo: 2, pageSize: 10 });
    const nmea = page2.json.data!.members.find((m) => m.cas === '10595-95-6');
    expect(nmea).toMatchObject({ recordId: null, products: [] });
  });

  it('records the ICH Q3C class of each solvent', async () => {
    const id = await libraryIdOf('ich-q3c-solvents');
    const { json } = await api.call(data.library, { params: { id }, body: {}, pageNo: 1, pageSize: 100 });
    const byName = new Map(json.data!.members.map((m) => [m.nameCn, m.note]));
    expect(byName.get('苯')).toBe('ICH Q3C 第1类');
    expect(byName.get('甲醇')).toBe('ICH Q3C 第2类');
    expect(byName.get('乙醇')).toBe('ICH Q3C 第3类');
  });

  it('answers code 0 for an unknown library', async () => {
    const { json } = await api.call(data.library, { params: { id: 999999 }, body: {} });
    expect(json).toMatchObject({ code: RESPONSE_CODE.rejected, message: '数据库不存在' });
  });

  it('is made equal to the data again at start', async () => {
    const id = await libraryIdOf('nitrosamines');
    await db().delete(secondaryLibraryMembers).where(eq(secondaryLibraryMembers.libraryId, id));
    await db().insert(secondaryLibraries).values({ key: 'stray', kind: 'nitrosamine', title: 'x', intro: 'x', source: 'x' });
    await seedLibraries(db());
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(secondaryLibraryMembers).where(eq(secondaryLibraryMembers.libraryId, id));
    expect(n).toBe(15);
    expect(await db().select().from(secondaryLibraries).where(eq(secondaryLibraries.key, 'stray'))).toEqual([]);
    expect(await libraryIdOf('nitrosamines')).toBe(id);
  });
});
