import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseStandardNo, parseStandardNo } from '../../lib/standards/number';
import { standardMaterials, standards } from '../../server/db/schema';
import { standards as standardData } from '../../server/db/seed/data/standards';
import { seedCatalogue } from '../../server/db/seed/seed';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
const db = () => api.database.db;
const byKey = async (key: string) => (await db().select().from(standards).where(eq(standards.key, key)))[0];
const materialsOf = async (key: string) => {
  const s = await byKey(key);
  return db().select().from(standardMaterials).where(eq(standardMaterials.standardId, s.id)).orderBy(standardMaterials.sort);
};

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('seeded standards in the database', () => {
  it('stores every standard of the data files with its materials and product links', async () => {
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(standards);
    expect(n).toBe(standardData.length);
    const gbt601 = await byKey('GBT601-2016');
    expect(gbt601).toMatchObject({ number: 'GB/T 601-2016', prefix: 'GB/T', baseKey: 'GBT601', status: '现行', replaces: ['GBT601-2002'], replacedBy: null, issuedOn: null });
    expect((await byKey('GBT601-2002')).replacedBy).toBe('GBT601-2016');
    expect((await byKey('GB2763-2021')).effectiveOn).toBe('2021-09-03');
    const links = (await materialsOf('GBT601-2016')).filter((m) => m.productCode);
    expect(links.map((m) => [m.nameCn, m.productCode])).toEqual([['高锰酸钾', 'RM-K010']]);
    const nitrosamines = await materialsOf('GB5009.26-2016');
    expect(nitrosamines.map((m) => m.productCode)).toEqual(['RM-X001', 'RM-X002']);
  });

  it('finds a standard by any typed form of its number, and its editions when no year is typed', async () => {
    for (const typed of ['GB/T 601-2016', 'GBT601-2016', 'gb/t601—2016', 'GB-T-601-2016']) expect((await byKey(normaliseStandardNo(typed)!))?.titleCn, typed).toBe('化学试剂 标准滴定溶液的制备');
    const editions = await db().select({ number: standards.number, status: standards.status }).from(standards).where(eq(standards.baseKey, parseStandardNo('GBT601')!.baseKey)).orderBy(standards.number);
    expect(editions).toEqual([{ number: 'GB/T 601-2002', status: '废止' }, { number: 'GB/T 601-2016', status: '现行' }]);
    const gb50093 = await db().select({ number: standards.number }).from(standards).where(eq(standards.baseKey, parseStandardNo('gb 5009.3')!.baseKey));
    expect(gb50093).toEqual([{ number: 'GB 5009.3-2016' }]);
  });

  it('is made equal to the data files again at start, and leaves unchanged rows alone', async () => {
    const before = await byKey('HJ639-2012');
    const materialIds = (await materialsOf('HJ639-2012')).map((m) => m.id);
    // A changed fact, a lost product link, a removed material, a stray standard.
    await db().update(standards).set({ titleCn: '改动', status: '废止' }).where(eq(standards.key, 'GBT601-2016'));
    const melamine = await materialsOf('GBT22388-2008');
    await db().update(standardMaterials).set({ productCode: null }).where(eq(standardMaterials.id, melamine[0].id));
    const ptn = await materialsOf('GB5009.28-2016');
    await db().delete(standardMaterials).where(and(eq(standardMaterials.standardId, ptn[0].standardId), eq(standardMaterials.sort, 1)));
    await db().insert(standards).values({ key: 'GB99999-2020', baseKey: 'GB99999', number: 'GB 99999-2020', prefix: 'GB', field: '食品安全', titleCn: '多余', status: '现行', scope: '不在数据文件里的标准' });

    expect(await seedCatalogue(db())).toEqual({ seeded: false, products: 0 });
    expect(await byKey('GBT601-2016')).toMatchObject({ titleCn: '化学试剂 标准滴定溶液的制备', status: '现行' });
    expect((await materialsOf('GBT22388-2008'))[0].productCode).toBe('RM-M022');
    expect((await materialsOf('GB5009.28-2016')).map((m) => m.nameCn)).toEqual(['苯甲酸', '山梨酸', '糖精钠']);
    expect(await byKey('GB99999-2020')).toBeUndefined();
    const after = await byKey('HJ639-2012');
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await materialsOf('HJ639-2012')).map((m) => m.id)).toEqual(materialIds);
  });

  it('refuses a status outside 现行 / 即将实施 / 废止', async () => {
    await expect(db().update(standards).set({ status: '作废' }).where(eq(standards.key, 'HJ639-2012'))).rejects.toThrow();
  });
});
