import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiItems as apiItemsTable, methods as methodsTable, methodStandards, products as productsTable } from '../../server/db/schema';
import { products } from '../../server/db/seed/data';
import { apiItems, EDITIONS, methods } from '../../server/db/seed/data/methods';
import { seedMethods } from '../../server/db/seed/methods';
import { createTestApi, type TestApi } from '../api/harness';

const byCode = new Map(products.map((p) => [p.code, p]));
const byCas = new Map(products.map((p) => [p.cas, p]));
const apiByCas = new Map(apiItems.map((a) => [a.cas, a]));
const isImpurity = (p: (typeof products)[number]) => p.category.startsWith('imp-') || p.impurityLabel !== undefined;

describe('methods data', () => {
  it('has at least 60 methods over the four pharmacopoeias, each with the current edition', () => {
    expect(methods.length).toBeGreaterThanOrEqual(60);
    expect(new Set(methods.map((m) => m.pharmacopoeia))).toEqual(new Set(['ChP', 'USP-NF', 'EP', 'JP']));
    expect(EDITIONS.ChP).toBe('2025年版');
  });

  it('has no duplicate (pharmacopoeia, monograph, test item) and no duplicate API item', () => {
    const keys = methods.map((m) => `${m.pharmacopoeia} | ${m.monograph} | ${m.testItem}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(new Set(apiItems.map((a) => a.cas)).size).toBe(apiItems.length);
  });

  it('links every API item to the seed product that sells it (same CAS), with the four classification fields', () => {
    for (const a of apiItems) {
      expect(a.productCode && byCode.get(a.productCode)?.cas, a.nameCn).toBe(a.cas);
      expect(byCas.get(a.cas)?.category.startsWith('ref-'), a.nameCn).toBe(true);
      expect(a.category && a.compound && a.type, a.nameCn).toBeTruthy();
      expect(a.medicationUses.length, a.nameCn).toBeGreaterThan(0);
    }
  });

  it('points every link at an existing seed product: the API itself as 对照品, one of its impurities as 杂质对照品', () => {
    for (const m of methods) {
      const where = `${m.pharmacopoeia} ${m.monograph} ${m.testItem}`;
      expect(apiByCas.has(m.api), where).toBe(true);
      const codes = m.standards.map((s) => s.code);
      expect(new Set(codes).size, where).toBe(codes.length);
      for (const s of m.standards) {
        const p = byCode.get(s.code);
        expect(p, `${where}: ${s.code}`).toBeDefined();
        if (s.role === '对照品') expect(p!.cas, `${where}: ${s.code}`).toBe(m.api);
        else expect(p!.parentCas, `${where}: ${s.code}`).toBe(m.api);
        // An EP letter given in the link is the one the catalogue gives the product.
        if (s.label?.startsWith('EP ')) expect(`EP Impurity ${s.label.slice('EP 杂质'.length)}`, `${where}: ${s.code}`).toBe(p!.impurityLabel);
      }
    }
  });

  it('covers every API the seed sells impurities of, and links every EP-lettered impurity from a method of its API', () => {
    const apisWithImpurities = [...new Set(products.filter((p) => isImpurity(p) && p.parentCas && byCas.has(p.parentCas)).map((p) => p.parentCas!))];
    expect(apisWithImpurities.length).toBeGreaterThan(30);
    expect(apisWithImpurities.filter((cas) => !methods.some((m) => m.api === cas)).map((cas) => byCas.get(cas)!.nameCn)).toEqual([]);
    const linked = new Set(methods.flatMap((m) => m.standards.map((s) => s.code)));
    const lettered = products.filter((p) => p.impurityLabel?.startsWith('EP Impurity') && p.parentCas && apiByCas.has(p.parentCas));
    expect(lettered.filter((p) => !linked.has(p.code)).map((p) => p.code)).toEqual([]);
  });

  it('states no numeric limit, wavelength, column size or temperature in a summary', () => {
    for (const m of methods) {
      expect(m.summary, `${m.pharmacopoeia} ${m.monograph} ${m.testItem}`).not.toMatch(/\d\s*(%|nm|mm|μm|cm|mL|ml|℃|°C|mol\/L|ppm)/);
      expect(m.summary.length).toBeGreaterThan(10);
    }
  });

  it('needs no reference standard only for titrations and UV assays by absorption coefficient', () => {
    for (const m of methods) if (m.standards.length === 0) expect(['滴定', 'UV'], `${m.monograph} ${m.testItem}`).toContain(m.technique);
  });
});

describe('seedMethods', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());
  const db = () => api.database.db;
  const count = async (t: typeof apiItemsTable | typeof methodsTable | typeof methodStandards) => (await db().select({ n: sql<number>`count(*)::int` }).from(t))[0].n;

  it('stores the file at start: API items, methods and links, with their products', async () => {
    expect(await count(apiItemsTable)).toBe(apiItems.length);
    expect(await count(methodsTable)).toBe(methods.length);
    expect(await count(methodStandards)).toBe(methods.reduce((n, m) => n + m.standards.length, 0));
    const [row] = await db()
      .select({ monograph: methodsTable.monograph, edition: methodsTable.edition, technique: methodsTable.technique, api: apiItemsTable.nameCn, product: productsTable.code })
      .from(methodsTable)
      .innerJoin(apiItemsTable, eq(apiItemsTable.id, methodsTable.apiItemId))
      .innerJoin(productsTable, eq(productsTable.id, apiItemsTable.productId))
      .where(sql`${methodsTable.pharmacopoeia} = 'EP' and ${methodsTable.monograph} = 'Omeprazole' and ${methodsTable.testItem} = '有关物质'`);
    expect(row).toEqual({ monograph: 'Omeprazole', edition: 'Ph. Eur. 11', technique: 'HPLC', api: '奥美拉唑', product: 'RM-D001' });
    const linked = await db()
      .select({ code: productsTable.code, role: methodStandards.role, label: methodStandards.label })
      .from(methodStandards)
      .innerJoin(methodsTable, eq(methodsTable.id, methodStandards.methodId))
      .innerJoin(productsTable, eq(productsTable.id, methodStandards.productId))
      .where(sql`${methodsTable.pharmacopoeia} = 'EP' and ${methodsTable.monograph} = 'Omeprazole' and ${methodsTable.testItem} = '有关物质'`)
      .orderBy(asc(methodStandards.sort));
    expect(linked).toEqual([
      { code: 'RM-D001', role: '对照品', label: null },
      { code: 'RM-D003', role: '杂质对照品', label: 'EP 杂质A' },
      { code: 'RM-D004', role: '杂质对照品', label: 'EP 杂质C' },
      { code: 'RM-D005', role: '杂质对照品', label: 'EP 杂质D' },
    ]);
  });

  it('makes changed, stray and missing rows equal to the file again at every start, keeping method ids', async () => {
    const before = await db().select({ id: methodsTable.id, key: sql<string>`${methodsTable.pharmacopoeia} || ${methodsTable.monograph} || ${methodsTable.testItem}` }).from(methodsTable).orderBy(asc(methodsTable.id));
    const [first] = before;
    await db().update(methodsTable).set({ summary: '被改动的摘要' }).where(eq(methodsTable.id, first.id));
    await db().update(apiItemsTable).set({ category: '别的类别', productId: null }).where(eq(apiItemsTable.cas, '73590-58-6'));
    await db().delete(methodStandards).where(eq(methodStandards.methodId, first.id));
    const [apiRow] = await db().select({ id: apiItemsTable.id }).from(apiItemsTable).limit(1);
    await db().insert(methodsTable).values({ apiItemId: apiRow.id, pharmacopoeia: 'JP', edition: 'JP XVIII', monograph: '不存在的各论', testItem: '鉴别', technique: 'IR', summary: '多余的方法' });
    const [aspirin] = await db().select({ id: productsTable.id }).from(productsTable).where(eq(productsTable.code, 'RM-A001'));
    const [paracetamolMethod] = await db().select({ id: methodsTable.id }).from(methodsTable).where(sql`${methodsTable.pharmacopoeia} = 'EP' and ${methodsTable.monograph} = 'Paracetamol' and ${methodsTable.testItem} = '有关物质'`);
    await db().insert(methodStandards).values({ methodId: paracetamolMethod.id, productId: aspirin.id, role: '对照品' });

    const result = await seedMethods(db());
    expect(result).toEqual({ apiItems: apiItems.length, methods: methods.length, standards: methods.reduce((n, m) => n + m.standards.length, 0) });
    const after = await db().select({ id: methodsTable.id, key: sql<string>`${methodsTable.pharmacopoeia} || ${methodsTable.monograph} || ${methodsTable.testItem}` }).from(methodsTable).orderBy(asc(methodsTable.id));
    expect(after).toEqual(before);
    const [m] = await db().select({ summary: methodsTable.summary }).from(methodsTable).where(eq(methodsTable.id, first.id));
    expect(m.summary).toBe(methods[0].summary);
    const [omeprazole] = await db().select({ category: apiItemsTable.category, productId: apiItemsTable.productId }).from(apiItemsTable).where(eq(apiItemsTable.cas, '73590-58-6'));
    expect(omeprazole.category).toBe('消化系统药物');
    expect(omeprazole.productId).not.toBeNull();
    expect(await count(methodStandards)).toBe(methods.reduce((n, m) => n + m.standards.length, 0));
    expect((await db().select().from(methodStandards).where(eq(methodStandards.methodId, paracetamolMethod.id))).some((l) => l.productId === aspirin.id)).toBe(false);

    // A second start changes nothing.
    const stamp = await db().select({ id: methodsTable.id, updatedAt: methodsTable.updatedAt }).from(methodsTable).orderBy(asc(methodsTable.id));
    await seedMethods(db());
    expect(await db().select({ id: methodsTable.id, updatedAt: methodsTable.updatedAt }).from(methodsTable).orderBy(asc(methodsTable.id))).toEqual(stamp);
  });
});
