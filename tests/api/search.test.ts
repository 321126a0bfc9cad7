import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { products, productSearch } from '../../server/db/schema';
import { searchProducts } from '../../server/search/engine';
import { indexMissingProducts, indexProducts, mergePendingIndexEntries } from '../../server/search/indexer';
import { createTestApi, type TestApi } from './harness';
import { ok, totalOf } from './contract-calls';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import { loginHeaders } from './search-helpers';

/** Keyword search through the mall API: each kind of query finds the expected seed product first. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function find(keyword: string, pageSize = 20, extra: Omit<BodyOf<typeof contract.search.productSearch>, 'keyword'> = {}) {
  const res = await api.call(contract.search.productSearch, { body: { keyword, ...extra }, pageSize: pageSize });
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(1);
  return { cards: ok(res), total: totalOf(res) };
}

describe('prodproduct/search — ranked keyword search', () => {
  it('a 2-character Chinese fragment finds the omeprazole family, the API first', async () => {
    const { cards } = await find('奥美');
    expect(cards[0].nameEn).toBe('Omeprazole');
    const names = cards.map((c) => c.nameEn);
    expect(names).toEqual(expect.arrayContaining(['Omeprazole EP Impurity C (Ufiprazole)', 'Omeprazole EP Impurity D (Omeprazole Sulfone)']));
    // Every result holds the fragment in its name or a synonym (bigram matches are rechecked as a contiguous substring).
    const rows = await api.database.db.select({ id: products.id, nameCn: products.nameCn, synonyms: products.synonyms }).from(products).where(inArray(products.id, cards.map((c) => c.id)));
    for (const r of rows) expect([r.nameCn, ...r.synonyms].some((n) => n.includes('奥美')), r.nameCn).toBe(true);
    // 美奥 is not 奥美.
    expect((await find('美奥')).total).toBe(0);
  });

  it('English names are case-insensitive and synonyms count', async () => {
    for (const q of ['aspirin', 'ASPIRIN', 'Acetylsalicylic acid', '乙酰水杨酸']) {
      const { cards } = await find(q);
      expect(cards[0]?.code, q).toBe('RM-A001');
    }
  });

  it('a full CAS number ranks its product first, a partial one finds it', async () => {
    expect((await find('50-78-2')).cards[0].code).toBe('RM-A001');
    expect((await find('50-78')).cards.map((c) => c.code)).toContain('RM-A001');
    expect((await find('５０－７８－２')).cards[0].code).toBe('RM-A001'); // full-width, as Chinese IMEs type it
  });

  it('an exact catalogue number comes first, in any case', async () => {
    expect((await find('RM-A010')).cards[0].nameEn).toBe('Paracetamol');
    expect((await find('rm-a010')).cards[0].nameEn).toBe('Paracetamol');
  });

  it('a molecular formula in any order or case finds the compound', async () => {
    for (const q of ['O4H8C9', 'c9h8o4', 'C9H8O4']) {
      const { cards } = await find(q);
      expect(cards[0]?.code, q).toBe('RM-A001');
    }
  });

  it('pinyin initials and full pinyin', async () => {
    expect((await find('aspl')).cards[0].code).toBe('RM-A001');
    expect((await find('asipilin')).cards[0].code).toBe('RM-A001');
    expect((await find('a si pi lin')).cards[0].code).toBe('RM-A001');
    // From a word start inside the name, and past a salt word: 盐酸二甲双胍.
    expect((await find('ejsg')).cards[0].nameEn).toBe('Metformin Hydrochloride');
    expect((await find('erjiashuanggua')).cards[0].nameEn).toBe('Metformin Hydrochloride');
    // ü is typed v: 氯沙坦钾.
    expect((await find('lvshatan')).cards[0].nameEn).toBe('Losartan Potassium');
  });

  it('a drug name with a salt word ranks the API before its impurities', async () => {
    const { cards } = await find('二甲双胍');
    expect(cards[0].nameEn).toBe('Metformin Hydrochloride');
    expect((await find('氨氯地平')).cards.slice(0, 2).map((c) => c.nameEn)).toEqual(expect.arrayContaining(['Amlodipine', 'Amlodipine Besylate']));
  });

  it('words are all required, and fall back to any word when nothing has them all', async () => {
    const both = await find('阿司匹林 杂质');
    expect(both.total).toBeGreaterThan(3);
    expect(both.cards.every((c) => c.nameCn.includes('阿司匹林') && c.nameCn.includes('杂质'))).toBe(true);
    // No 阿司匹林片 (tablets) in a reference-standard shop: the drug itself is the answer.
    expect((await find('阿司匹林片')).cards[0].code).toBe('RM-A001');
  });

  it('bad input finds nothing or something sensible — never an error', async () => {
    const bad = ['x'.repeat(10_000), "%_'\";--", '.*+?(', '😀', '\ud800', 'a\u0000b', '\\', "' or 1=1 --", '[[:alpha:]]', '阿司匹林'.repeat(3000), '   '];
    for (const keyword of bad) {
      const res = await api.call(contract.search.productSearch, { body: { keyword } });
      expect(res.status, JSON.stringify(keyword.slice(0, 20))).toBe(200);
      expect(res.json.code).toBe(1);
      expect(Array.isArray(res.json.data)).toBe(true);
    }
    // The same through the search-centre calls.
    for (const ep of [contract.search.productCards, contract.search.apiCards, contract.search.categoriesByKeyword]) {
      for (const keyword of bad) {
        const res = await api.call(ep, { body: { keyword } });
        expect(res.status).toBe(200);
        expect(res.json.code).toBe(1);
      }
    }
  });

  it('filters and sorts of the product list apply to search results', async () => {
    const all = await find('阿司匹林');
    const brandIds = [...new Set((await find('阿司匹林', 50)).cards.map((c) => c.brandId))];
    const oneBrand = await find('阿司匹林', 50, { brandIds: [brandIds[0]] });
    expect(oneBrand.total).toBeLessThan(all.total);
    expect(oneBrand.cards.every((c) => c.brandId === brandIds[0])).toBe(true);
    const byMw = await find('阿司匹林', 50, { sortField: 'mw', asc: true });
    const mws = byMw.cards.map((c) => c.mw);
    expect(mws).toEqual([...mws].sort((a, b) => a - b));
  });

  it('pages with totalCount', async () => {
    const first = await api.call(contract.search.productSearch, { body: { keyword: '杂质' }, pageNo: 1, pageSize: 5 });
    const second = await api.call(contract.search.productSearch, { body: { keyword: '杂质' }, pageNo: 2, pageSize: 5 });
    const far = await api.call(contract.search.productSearch, { body: { keyword: '杂质' }, pageNo: 999, pageSize: 5 });
    expect(first.json.totalCount).toBeGreaterThan(10);
    expect(second.json.totalCount).toBe(first.json.totalCount);
    expect(far.json.totalCount).toBe(first.json.totalCount);
    expect(far.json.data).toEqual([]);
    const ids = (r: typeof first) => ok(r).map((c) => c.id);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
  });

  it('shows the same list prices to a visitor and a logged-in customer', async () => {
    const visitor = await find('aspirin');
    expect(visitor.cards[0].skus[0].price).toBeGreaterThan(0);
    const res = await api.call(contract.search.productSearch, { body: { keyword: 'aspirin' } }, await loginHeaders(api));
    expect(ok(res)[0].skus).toEqual(visitor.cards[0].skus);
  });
});

describe('a bounded ranking pool (a common fragment would otherwise rank a third of a large catalogue)', () => {
  it('ranks every match exactly while they fit the pool; past it, ranks the pool and says so with a lower-bound total', async () => {
    const db = api.database.db;
    const exact = await searchProducts(db, '杂质', { limit: 100, offset: 0 });
    expect(exact.capped).toBe(false);
    expect(exact.total).toBeGreaterThan(10);
    expect(exact.ids).toHaveLength(Math.min(exact.total, 100));
    // A pool as large as the matches is the same ranking.
    expect((await searchProducts(db, '杂质', { limit: 100, offset: 0, pool: exact.total })).ids).toEqual(exact.ids);

    const small = await searchProducts(db, '杂质', { limit: 4, offset: 0, pool: 6 });
    expect(small).toMatchObject({ capped: true, total: 6 });
    expect(small.ids).toHaveLength(4);
    const rest = await searchProducts(db, '杂质', { limit: 4, offset: 4, pool: 6 });
    expect(rest.ids).toHaveLength(2); // only `pool` results are reachable
    expect(rest.ids.filter((id) => small.ids.includes(id))).toEqual([]);
    expect(await searchProducts(db, '杂质', { limit: 4, offset: 8, pool: 6 })).toMatchObject({ ids: [], total: 6, capped: true });
    for (const id of [...small.ids, ...rest.ids]) expect(exact.ids).toContain(id);
  });

  it('the envelope says when the total is a lower bound (totalCapped), and only then', async () => {
    const small = await createTestApi({ env: { SEARCH_RANK_POOL: '6' } });
    try {
      const capped = await small.call(contract.search.productSearch, { body: { keyword: '杂质' }, pageSize: 4 });
      expect(capped.json).toMatchObject({ code: 1, totalCount: 6, totalCapped: true });
      const cards = await small.call(contract.search.productCards, { body: { keyword: '杂质' }, pageSize: 4 });
      expect(cards.json).toMatchObject({ code: 1, totalCount: 6, totalCapped: true });
      const exact = await small.call(contract.search.productSearch, { body: { keyword: '50-78-2' } });
      expect(exact.json.totalCount).toBe(1);
      expect(exact.json).not.toHaveProperty('totalCapped');
    } finally {
      await small.close();
    }
  });

  it('an identifier match is ranked first even when the pool is full of other matches', async () => {
    // Renumber the newest product RM-A01: 'rm-a01' is then its exact number and a prefix of RM-A010…RM-A019.
    const db = api.database.db;
    const [last] = await db.select({ id: products.id, code: products.code }).from(products).orderBy(desc(products.id)).limit(1);
    await db.update(products).set({ code: 'RM-A01' }).where(eq(products.id, last.id));
    await indexProducts(db, { ids: [last.id] });
    try {
      const all = await searchProducts(db, 'rm-a01', { limit: 100, offset: 0 });
      expect(all.total).toBeGreaterThan(5);
      expect(all.ids[0]).toBe(last.id);
      const pooled = await searchProducts(db, 'rm-a01', { limit: 5, offset: 0, pool: 2 });
      expect(pooled.capped).toBe(true);
      expect(pooled.ids[0]).toBe(last.id);
    } finally {
      await db.update(products).set({ code: last.code }).where(eq(products.id, last.id));
      await indexProducts(db, { ids: [last.id] });
    }
  });
});

describe('exact and Chinese-prefix names are ranked however full the pool', () => {
  it('a product named exactly the keyword, and one whose Chinese name starts with it, come first with a pool of 6', async () => {
    // The two newest products become 杂质 and 杂质对照品: re-indexed, their rows are stored after the seed's
    // other 杂质 matches (impurities, where 杂质 stands inside the name), so a pool of 6 in storage order misses them.
    const db = api.database.db;
    const newest = await db.select({ id: products.id, nameCn: products.nameCn }).from(products).orderBy(desc(products.id)).limit(2);
    const [exact, prefix] = newest;
    await db.update(products).set({ nameCn: '杂质' }).where(eq(products.id, exact.id));
    await db.update(products).set({ nameCn: '杂质对照品' }).where(eq(products.id, prefix.id));
    await indexProducts(db, { ids: [exact.id, prefix.id] });
    try {
      const all = await searchProducts(db, '杂质', { limit: 100, offset: 0 });
      expect(all.total).toBeGreaterThan(8);
      expect(all.ids.slice(0, 2)).toEqual([exact.id, prefix.id]);
      // Storage order really leaves them out: the first 7 matches (a pool of 6 plus one) are other products.
      const stored = await db.execute(sql`select product_id from product_search where listed and strpos(names, '杂质') > 0 order by ctid limit 7`);
      const firstStored = (stored as unknown as { rows: { product_id: number }[] }).rows.map((r) => r.product_id);
      expect(firstStored).not.toContain(exact.id);
      expect(firstStored).not.toContain(prefix.id);

      const pooled = await searchProducts(db, '杂质', { limit: 4, offset: 0, pool: 6 });
      expect(pooled).toMatchObject({ capped: true, total: 6 });
      expect(pooled.ids.slice(0, 2)).toEqual([exact.id, prefix.id]);
      // The exact name's initials are an exact (pinyin) name too.
      expect((await searchProducts(db, 'zz', { limit: 4, offset: 0, pool: 6 })).ids[0]).toBe(exact.id);
    } finally {
      for (const p of newest) await db.update(products).set({ nameCn: p.nameCn }).where(eq(products.id, p.id));
      await indexProducts(db, { ids: newest.map((p) => p.id) });
    }
  });
});

describe('search-centre cards', () => {
  it('index/prodapiitem/muti/search answers 4 product cards by default', async () => {
    const res = await api.call(contract.search.productCards, { body: { keyword: '奥美拉唑', type: 0 } });
    expect(res.json.code).toBe(1);
    expect(ok(res).length).toBe(4);
    expect(res.json.totalCount).toBeGreaterThan(4);
    expect(ok(res)[0].nameEn).toBe('Omeprazole');
  });

  it('index/prodapi/muti/search answers parent drugs, also through their impurities', async () => {
    const res = await api.call(contract.search.apiCards, { body: { keyword: '水杨酸' } });
    const apis = ok(res);
    expect(apis[0].nameEn).toBe('Aspirin');
    expect(apis[0].impurityCount).toBeGreaterThanOrEqual(6);
    expect(apis[0].relatedCount).toBeGreaterThanOrEqual(apis[0].impurityCount);
    const ome = await api.call(contract.search.apiCards, { body: { keyword: '奥美拉唑' }, pageSize: 10 });
    expect(ok(ome).map((a) => a.nameEn)).toContain('Omeprazole');
  });

  it('selectExByKeyword answers categories holding matches and categories named like the keyword', async () => {
    const res = await api.call(contract.search.categoriesByKeyword, { body: { keyword: '阿司匹林' } });
    const cats = ok(res);
    const leaf = cats.find((c) => c.name === '阿司匹林杂质');
    expect(leaf?.nameMatch).toBe(true);
    expect(leaf?.count).toBeGreaterThanOrEqual(6);
    expect(cats.find((c) => c.name === '水杨酸类')?.count).toBeGreaterThanOrEqual(1);
    expect(cats[0].nameMatch).toBe(true);
  });
});

describe('hot searches', () => {
  it('falls back to the newest listed products, then records searches that found something', async () => {
    const fresh = await createTestApi();
    try {
      const before = await fresh.call(contract.search.hotSearch);
      expect(before.json.code).toBe(1);
      const data = ok(before);
      expect(data.fromHistory).toBe(false);
      expect(data.hotSearches.length).toBeGreaterThan(0);
      expect(data.hotContent.length).toBeGreaterThan(0);

      for (let i = 0; i < 3; i++) expect(ok(await fresh.call(contract.search.recordSearch, { body: { keyword: '布洛芬' } }))).toEqual({ recorded: true });
      ok(await fresh.call(contract.search.recordSearch, { body: { keyword: 'Aspirin' } }));
      ok(await fresh.call(contract.search.recordSearch, { body: { keyword: 'zzzz-no-such-thing' } }));
      expect(ok(await fresh.call(contract.search.recordSearch, { body: { keyword: ' \u0000 ' } }))).toEqual({ recorded: false });
      // Searching is not recording: results pages are cached and crawled, only the screen's beacon counts.
      await fresh.call(contract.search.productSearch, { body: { keyword: 'Aspirin' } });
      await fresh.call(contract.search.productCards, { body: { keyword: '布洛芬' } });

      const after = ok(await fresh.call(contract.search.hotSearch));
      expect(after.fromHistory).toBe(true);
      expect(after.hotSearches[0]).toEqual({ keyword: '布洛芬', count: 3 });
      expect(after.hotSearches).toContainEqual({ keyword: 'Aspirin', count: 1 });
      expect(after.hotSearches.map((h) => h.keyword)).not.toContain('zzzz-no-such-thing');
      expect(after.hotContent[0].nameEn).toBe('Ibuprofen');
    } finally {
      await fresh.close();
    }
  });
});

describe('product pages by CAS and by brand + code', () => {
  it('byCas answers the product; a wrong check digit or an unknown CAS is 商品不存在', async () => {
    const found = await api.call(contract.search.productByCas, { params: { cas: '50-78-2' } });
    expect(ok(found).code).toBe('RM-A001');
    const wrongDigit = await api.call(contract.search.productByCas, { params: { cas: '50-78-3' } });
    expect(wrongDigit.json).toMatchObject({ code: 0, message: '商品不存在' });
    const unknown = await api.call(contract.search.productByCas, { params: { cas: '100-00-5' } });
    expect(unknown.json).toMatchObject({ code: 0, message: '商品不存在' });
    const notCas = await api.call(contract.search.productByCas, { params: { cas: 'aspirin' } });
    expect(notCas.json.code).toBe(0);
    expect(String(notCas.json.message)).toContain('商品不存在');
  });

  it('byBrandCode finds the product by brand key or name and catalogue number, in any case', async () => {
    for (const brandName of ['refmall', 'RefMall 标准品', 'RefMall Standards']) {
      const res = await api.call(contract.search.productByBrandCode, { query: { brandName, code: 'rm-a001' } });
      expect(res.json.code, brandName).toBe(1);
      expect(ok(res).nameEn).toBe('Aspirin');
    }
    const wrongBrand = await api.call(contract.search.productByBrandCode, { query: { brandName: 'puyuan', code: 'RM-A001' } });
    expect(wrongBrand.json).toMatchObject({ code: 0, message: '商品不存在' });
  });
});

describe('keeping the search rows in step', () => {
  it('an unlisted product leaves search at once (trigger on products.status), and comes back', async () => {
    const db = api.database.db;
    await db.update(products).set({ status: 0 }).where(eq(products.code, 'RM-A001'));
    try {
      expect((await find('aspirin')).cards.map((c) => c.code)).not.toContain('RM-A001');
      expect((await find('50-78-2')).total).toBe(0);
      expect((await api.call(contract.search.productByCas, { params: { cas: '50-78-2' } })).json).toMatchObject({ code: 0, message: '商品不存在' });
    } finally {
      await db.update(products).set({ status: 1 }).where(eq(products.code, 'RM-A001'));
    }
    expect((await find('50-78-2')).cards[0].code).toBe('RM-A001');
  });

  it('merges the GIN pending lists after indexing (PGlite never vacuums them), and says how many pages it merged', async () => {
    const db = api.database.db;
    await mergePendingIndexEntries(db); // whatever earlier tests' updates queued
    expect(await mergePendingIndexEntries(db)).toBe(0);
    // Rewriting rows queues their entries in the pending lists, as a bulk re-index does.
    await db.execute(sql`update product_search set tokens = tokens, pinyin = pinyin, text = text || ''`);
    expect(await mergePendingIndexEntries(db)).toBeGreaterThan(0);
    expect(await mergePendingIndexEntries(db)).toBe(0);
    expect((await find('奥美')).cards[0].nameEn).toBe('Omeprazole');
  });

  it('indexes products that have no search row (a database seeded before search existed)', async () => {
    const db = api.database.db;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, 'RM-A010'));
    await db.delete(productSearch).where(eq(productSearch.productId, row.id));
    expect((await find('paracetamol')).cards.map((c) => c.code)).not.toContain('RM-A010');
    expect((await indexMissingProducts(db)).indexed).toBe(1);
    expect((await indexMissingProducts(db)).indexed).toBe(0);
    expect((await find('paracetamol')).cards[0].code).toBe('RM-A010');
  });
});

