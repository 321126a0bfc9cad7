import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { knowledgeSearch, methods, products, standards } from '../../server/db/schema';
import { indexKnowledge } from '../../server/search/knowledge/indexer';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected, totalOf } from './contract-calls';

/** index/method/search and index/standard/search: methods and standards through the product engine's keyword rules. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const { methodSearch, standardSearch } = contract.search;

async function findMethods(keyword: string, pageSize = 100, pageNo = 1) {
  const res = await api.call(methodSearch, { body: { keyword }, pageSize, pageNo });
  expect(res.json.code, res.json.message).toBe(1);
  return { rows: ok(res), total: totalOf(res) };
}
async function findStandards(keyword: string, pageSize = 100, pageNo = 1) {
  const res = await api.call(standardSearch, { body: { keyword }, pageSize, pageNo });
  expect(res.json.code, res.json.message).toBe(1);
  return { rows: ok(res), total: totalOf(res) };
}
const casOf = async (code: string) => (await api.database.db.select({ cas: products.cas }).from(products).where(eq(products.code, code)))[0].cas;

describe('standards by number, in every spelling', () => {
  it('GB/T 601-2016 typed any way finds that standard first', async () => {
    for (const q of ['GB/T 601-2016', 'GBT601-2016', 'gb/t601-2016', 'GB-T-601-2016', 'ＧＢ／Ｔ　６０１－２０１６', 'GB/T 601—2016']) {
      const { rows } = await findStandards(q);
      expect(rows[0]?.number, q).toBe('GB/T 601-2016');
    }
    // The other edition of the number comes next; nothing else matches a full number.
    const { rows, total } = await findStandards('GB/T 601-2016');
    expect(rows.map((r) => r.number)).toEqual(['GB/T 601-2016', 'GB/T 601-2002']);
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({ titleCn: '化学试剂 标准滴定溶液的制备', status: '现行', issuedBy: '国家质量监督检验检疫总局、国家标准化管理委员会', field: '化学试剂' });
  });

  it('without a year, every edition: the one in force before the withdrawn one', async () => {
    for (const q of ['GBT601', 'gb/t 601', 'GB-T 601']) {
      const { rows } = await findStandards(q);
      expect(rows.map((r) => [r.number, r.status]), q).toEqual([
        ['GB/T 601-2016', '现行'],
        ['GB/T 601-2002', '废止'],
      ]);
    }
  });

  it('gb 5009.3 and GB5009.3-2016 find GB 5009.3-2016; GB 5009 finds the family', async () => {
    for (const q of ['gb 5009.3', 'GB5009.3-2016', 'GB 5009.3-2016']) expect((await findStandards(q)).rows[0]?.number, q).toBe('GB 5009.3-2016');
    const family = await findStandards('GB 5009');
    expect(family.total).toBeGreaterThan(5);
    expect(family.rows.every((r) => r.number.startsWith('GB 5009.'))).toBe(true);
    expect(family.rows.map((r) => r.number)).toContain('GB 5009.28-2016');
  });

  it('a number no standard has finds nothing, and no method', async () => {
    expect((await findStandards('GB/T 99999-2020')).total).toBe(0);
    expect((await findMethods('GB/T 601-2016')).total).toBe(0);
  });
});

describe('standards by title, issuing body and material', () => {
  it('Chinese and English titles', async () => {
    expect((await findStandards('标准滴定溶液')).rows[0]?.number).toBe('GB/T 601-2016');
    expect((await findStandards('化学试剂 标准滴定溶液的制备')).rows.slice(0, 2).map((r) => r.number)).toEqual(['GB/T 601-2016', 'GB/T 601-2002']);
    expect((await findStandards('reference titration solutions')).rows.map((r) => r.number)).toContain('GB/T 601-2016');
  });

  it('the issuing body', async () => {
    const { rows } = await findStandards('生态环境部');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.issuedBy?.includes('生态环境部'))).toBe(true);
  });

  it('a reference material the standard requires (name or CAS)', async () => {
    expect((await findStandards('邻苯二甲酸氢钾')).rows.map((r) => r.number)).toContain('GB/T 601-2016');
    expect((await findStandards('877-24-7')).rows.map((r) => r.number)).toContain('GB/T 601-2016');
  });
});

describe('methods by API name, pharmacopoeia, test item and technique', () => {
  it('an API by Chinese name, English name, pinyin, initials or CAS: its methods, ChP first', async () => {
    for (const q of ['奥美拉唑', 'Omeprazole', 'omeprazole', 'aomeilazuo', 'amlz', '73590-58-6']) {
      const { rows } = await findMethods(q);
      expect(rows.length, q).toBe(4);
      expect(rows.every((r) => r.apiNameEn === 'Omeprazole'), q).toBe(true);
      expect(rows[0], q).toMatchObject({ pharmacopoeia: 'ChP', monograph: '奥美拉唑', testItem: '有关物质', technique: 'HPLC', edition: '2025年版' });
    }
  });

  it('a salt name and its stem both find the API (盐酸二甲双胍, 二甲双胍)', async () => {
    for (const q of ['盐酸二甲双胍', '二甲双胍', 'Metformin']) {
      const { rows } = await findMethods(q);
      expect(rows.length, q).toBeGreaterThan(0);
      expect(rows[0].apiNameEn, q).toBe('Metformin Hydrochloride');
    }
  });

  it('pharmacopoeia, monograph and test item together: ChP 奥美拉唑 有关物质 is that one method', async () => {
    for (const q of ['ChP 奥美拉唑 有关物质', '中国药典 奥美拉唑 有关物质', '奥美拉唑有关物质']) {
      const { rows } = await findMethods(q);
      expect(rows[0], q).toMatchObject({ pharmacopoeia: 'ChP', apiNameEn: 'Omeprazole', testItem: '有关物质' });
    }
    expect((await findMethods('ChP 奥美拉唑 有关物质')).total).toBe(1);
    const ep = await findMethods('欧洲药典 奥美拉唑');
    expect(ep.rows.map((r) => [r.pharmacopoeia, r.testItem])).toEqual([
      ['EP', '有关物质'],
      ['EP', '鉴别'],
    ]);
    // In English the EP methods come first; ChP 奥美拉唑 有关物质 follows, since the sulfone it needs is sold as
    // "Omeprazole EP Impurity D".
    const epEn = await findMethods('EP Omeprazole');
    expect(epEn.rows.slice(0, 2).map((r) => r.pharmacopoeia)).toEqual(['EP', 'EP']);
    expect(epEn.rows.slice(2).map((r) => [r.pharmacopoeia, r.testItem])).toEqual([['ChP', '有关物质']]);
  });

  it('a pharmacopoeia word alone lists its methods', async () => {
    for (const [q, code] of [
      ['USP', 'USP-NF'],
      ['美国药典', 'USP-NF'],
      ['JP', 'JP'],
      ['日本药局方', 'JP'],
      ['欧洲药典', 'EP'],
      ['中国药典', 'ChP'],
    ] as const) {
      const { rows, total } = await findMethods(q);
      expect(total, q).toBeGreaterThan(2);
      expect(new Set(rows.map((r) => r.pharmacopoeia)), q).toEqual(new Set([code]));
    }
  });

  it('a test item or technique', async () => {
    const related = await findMethods('有关物质');
    expect(related.total).toBeGreaterThan(20);
    expect(related.rows.every((r) => r.testItem === '有关物质')).toBe(true);
    const titration = await findMethods('滴定');
    expect(titration.total).toBeGreaterThan(3);
    expect(titration.rows.every((r) => r.technique === '滴定')).toBe(true);
    expect((await findMethods('阿司匹林 滴定')).rows.map((r) => [r.pharmacopoeia, r.apiNameEn, r.testItem])).toEqual(
      expect.arrayContaining([['ChP', 'Aspirin', '含量测定']]),
    );
  });

  it('an impurity the method needs, by name or CAS, after the methods of the API itself', async () => {
    const sulfone = await casOf('RM-D005');
    const byCas = await findMethods(sulfone);
    // The sulfone is EP impurity D and ChP 杂质Ⅰ (system suitability): both 有关物质 methods name it.
    expect(byCas.rows.map((r) => [r.pharmacopoeia, r.testItem]).sort()).toEqual([
      ['ChP', '有关物质'],
      ['EP', '有关物质'],
    ]);
    expect(byCas.rows.find((r) => r.pharmacopoeia === 'EP')!.standardCount).toBe(4);
    // 奥美拉唑 ranks the API's own methods (exact name) before anything that only mentions it.
    const rows = (await findMethods('奥美拉唑')).rows;
    expect(rows.map((r) => r.apiNameCn)).toEqual(['奥美拉唑', '奥美拉唑', '奥美拉唑', '奥美拉唑']);
  });
});

describe('ranking, paging, empty and bad input', () => {
  it('an exact API name comes before a name that merely starts with it', async () => {
    // 阿司匹林's methods come before none other; 沙坦 (a fragment) finds every sartan, exact names first for 缬沙坦.
    const sartans = await findMethods('沙坦');
    expect(new Set(sartans.rows.map((r) => r.apiNameEn))).toEqual(new Set(['Losartan Potassium', 'Candesartan Cilexetil', 'Valsartan', 'Telmisartan']));
    expect((await findMethods('缬沙坦')).rows.every((r) => r.apiNameEn === 'Valsartan')).toBe(true);
  });

  it('pages through the same ranking, with the total on every page', async () => {
    const all = await findMethods('有关物质', 100);
    const page1 = await findMethods('有关物质', 5, 1);
    const page2 = await findMethods('有关物质', 5, 2);
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect([...page1.rows, ...page2.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 10).map((r) => r.id));
    const past = await findMethods('有关物质', 5, 99);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(all.total);
    // The default page is 4 (the 综合 overview).
    const res = await api.call(standardSearch, { body: { keyword: 'GB 5009' } });
    expect(ok(res)).toHaveLength(4);
  });

  it('nothing found: an empty page and total 0, never an error', async () => {
    for (const q of ['没有这种东西', '', '   ', 'zzzzqqqq', '\u0000', '%', '_', "'\\", 'x'.repeat(500)]) {
      expect((await findMethods(q)).total, q).toBe(0);
      expect((await findStandards(q)).total, q).toBe(0);
    }
    // Quotes and SQL are words like any other (findMethods asserts code 1).
    await findMethods("'; drop table methods; --");
    expect((await findMethods('奥美拉唑')).total).toBe(4);
  });

  it('bad input answers code 0 with a Chinese message', async () => {
    rejected(await api.raw(methodSearch, { body: { keyword: 42 } }), /[\u4e00-\u9fff]/);
    rejected(await api.raw(standardSearch, { body: { keyword: 'GB', type: 9 } }), /[\u4e00-\u9fff]/);
    rejected(await api.raw(standardSearch, { body: { keyword: 'GB' }, headers: { pageSize: '101' } }), /[\u4e00-\u9fff]/);
    rejected(await api.raw(methodSearch, { body: '{not json', headers: { 'content-type': 'application/json' } }), /[\u4e00-\u9fff]/);
  });
});

describe('the index follows the data', () => {
  it('the seed indexes every method and standard once', async () => {
    const db = api.database.db;
    const count = async (kind: string) => (await db.select({ n: sql<number>`count(*)::int` }).from(knowledgeSearch).where(eq(knowledgeSearch.kind, kind)))[0].n;
    const [{ m }] = await db.select({ m: sql<number>`count(*)::int` }).from(methods);
    const [{ s }] = await db.select({ s: sql<number>`count(*)::int` }).from(standards);
    expect(m).toBeGreaterThanOrEqual(60);
    expect(s).toBeGreaterThanOrEqual(60);
    expect(await count('method')).toBe(m);
    expect(await count('standard')).toBe(s);
  });

  it('a changed title is found after indexing again; unchanged records are not rewritten; a removed record is gone', async () => {
    const db = api.database.db;
    expect((await indexKnowledge(db)).every((r) => r.indexed === 0 && r.removed === 0)).toBe(true);
    await db.update(standards).set({ titleCn: '化学试剂 标准滴定溶液的制备与标定' }).where(eq(standards.key, 'GBT601-2016'));
    const [m] = await db.select({ id: methods.id }).from(methods).where(and(eq(methods.pharmacopoeia, 'JP'), eq(methods.monograph, 'Aspirin'))).limit(1);
    const before = await findMethods('日本药局方');
    await db.delete(methods).where(eq(methods.id, m.id));
    const result = await indexKnowledge(db);
    expect(result.find((r) => r.kind === 'standard')).toMatchObject({ indexed: 1, removed: 0 });
    expect(result.find((r) => r.kind === 'method')).toMatchObject({ indexed: 0, removed: 1 });
    expect((await findStandards('标准滴定溶液的制备与标定')).rows[0]?.number).toBe('GB/T 601-2016');
    expect((await findMethods('日本药局方')).total).toBe(before.total - 1);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(knowledgeSearch).where(and(eq(knowledgeSearch.kind, 'method'), eq(knowledgeSearch.refId, m.id)));
    expect(n).toBe(0);
  });

  it('lists every method and standard page for the sitemap', async () => {
    const res = await api.call(contract.search.knowledgeSitemap, {});
    const data = ok(res);
    const [{ m }] = await api.database.db.select({ m: sql<number>`count(*)::int` }).from(methods);
    const [{ s }] = await api.database.db.select({ s: sql<number>`count(*)::int` }).from(standards);
    expect(data.methods).toHaveLength(m);
    expect(data.standards).toHaveLength(s);
    expect(Date.parse(data.standards[0].updatedAt)).toBeGreaterThan(0);
  });
});
