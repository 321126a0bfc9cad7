import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../../lib/api/contract';
import { indexProducts } from '../../server/search/indexer';
import { brands, categories } from '../../server/db/schema';
import { insertSeedProducts } from '../../server/db/seed/insert';
import { brands as seedBrands, products as seedProducts, type SeedProduct } from '../../server/db/seed/data';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/startup';
import { warmUpSearch } from '../../server/search/startup';
import { resetStructureIndex, searchStructure } from '../../server/search/structure';
import { contractCalls, ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/**
 * Several API processes on one database behave as one shop. Each process keeps its own tokeniser
 * words and structure index (module state), so "another process" is the app built from a second, freshly
 * evaluated copy of the server modules (vi.resetModules) on the same database.
 */

// Sorafenib tosylate (CAS 475207-59-1): neither the seed catalogue nor drug-words.txt holds 索拉非尼.
const SORAFENIB_TOSYLATE: SeedProduct = {
  code: 'RM-T17-001',
  nameCn: '甲苯磺酸索拉非尼',
  nameEn: 'Sorafenib Tosylate',
  synonyms: ['Sorafenib p-toluenesulfonate'],
  cas: '475207-59-1',
  smiles: 'CNC(=O)c1cc(Oc2ccc(NC(=O)Nc3ccc(Cl)c(C(F)(F)F)c3)cc2)ccn1.Cc1ccc(S(=O)(=O)O)cc1',
  formula: 'C28H24ClF3N4O6S',
  purity: '≥98.0%(HPLC)',
  storage: '2-8℃，避光密封保存',
  shipping: '常温运输',
  brand: 'refmall',
  category: 'int-misc',
  skus: [{ pack: '100mg', priceFen: 98_000, stock: 5, deliveryDays: 3 }],
};

type ServerModules = {
  app: typeof import('../../server/app');
  providers: typeof import('../../server/providers');
  words: typeof import('../../server/search/words');
  signature: typeof import('../../server/search/signature');
};

/** A second "process": the server modules evaluated again, serving the same database. */
async function secondProcess(api: TestApi) {
  vi.resetModules();
  const m: ServerModules = {
    app: await import('../../server/app'),
    providers: await import('../../server/providers'),
    words: await import('../../server/search/words'),
    signature: await import('../../server/search/signature'),
  };
  const logger = pino({ level: 'silent' });
  const app = m.app.createApp({ db: api.database.db, config: api.config, logger, providers: m.providers.createProviders(api.config, logger) });
  return { modules: m, ...contractCalls(app) };
}

describe('keyword search words are fresh on every API process', () => {
  let a: TestApi;
  beforeAll(async () => {
    a = await createTestApi();
  });
  afterAll(() => a.close());

  it('a product added through one process is found by a re-ordered salt name on the other within the check interval', async () => {
    const b = await secondProcess(a);
    const interval = 300;
    b.modules.signature.setCatalogueCheckInterval(interval);
    // B is a running API: it learned the catalogue's words at start-up (before the product existed).
    await b.modules.words.freshCatalogueWords(a.database.db);
    const search = async (call: typeof b.call, keyword: string) => {
      const res = await call(contract.search.productSearch, { body: { keyword }, pageSize: 10 });
      return ok(res).map((c) => c.code);
    };
    // The 4-chloro-3-(trifluoromethyl)phenyl urea of sorafenib: B's structure index is loaded by this first search.
    const urea = 'O=C(N)Nc1ccc(Cl)c(C(F)(F)F)c1';
    const structure = async (call: typeof b.call) => {
      const res = await call(contract.search.structureSearch, { body: { query: urea, mode: 'substructure' }, pageSize: 50 });
      return ok(res).items.map((h) => h.code);
    };
    expect(await search(b.call, '索拉非尼甲苯磺酸盐')).not.toContain(SORAFENIB_TOSYLATE.code);
    expect(await structure(b.call)).not.toContain(SORAFENIB_TOSYLATE.code);

    // Process A adds the product as the operator flow does: insert, then index (which teaches A's tokeniser).
    const db = a.database.db;
    const brandIds = new Map((await db.select({ id: brands.id, key: brands.key }).from(brands)).map((r) => [r.key, r.id]));
    const categoryIds = new Map((await db.select({ id: categories.id, key: categories.key }).from(categories)).map((r) => [r.key, r.id]));
    const ids = await insertSeedProducts(db, [SORAFENIB_TOSYLATE], { brandIds, categoryIds, productIds: new Map() }, () => new Date());
    await indexProducts(db, { ids });
    expect((await search(a.call, '索拉非尼甲苯磺酸盐'))[0]).toBe(SORAFENIB_TOSYLATE.code);

    // B finds it first once its throttled change check has seen the catalogue change.
    const deadline = Date.now() + interval * 3 + 1000;
    let found: string[] = [];
    while (Date.now() < deadline) {
      found = await search(b.call, '索拉非尼甲苯磺酸盐');
      if (found[0] === SORAFENIB_TOSYLATE.code) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(found[0]).toBe(SORAFENIB_TOSYLATE.code);
    // The same throttled check reloaded B's structure index: no further wait.
    expect(await structure(b.call)).toContain(SORAFENIB_TOSYLATE.code);
    expect((await search(b.call, '甲苯磺酸索拉非尼'))[0]).toBe(SORAFENIB_TOSYLATE.code);
    expect((await search(b.call, '索拉非尼'))[0]).toBe(SORAFENIB_TOSYLATE.code);
    b.modules.signature.setCatalogueCheckInterval();
  });

  it('keyword and structure searches share one throttled change check: no query of it per search', async () => {
    const b = await secondProcess(a);
    b.modules.signature.setCatalogueCheckInterval(60_000);
    const db = a.database.db;
    const checks = vi.spyOn(db, 'execute');
    const signatureQueries = () => checks.mock.calls.filter(([q]) => JSON.stringify(q).includes('max(indexed_at)')).length;
    try {
      for (const keyword of ['阿司匹林', '奥美拉唑', '二甲双胍']) ok(await b.call(contract.search.productSearch, { body: { keyword } }));
      ok(await b.call(contract.search.structureSearch, { body: { query: 'c1ccccc1O', mode: 'substructure' } }));
      ok(await b.call(contract.search.methodSearch, { body: { keyword: '阿司匹林' } }));
      expect(signatureQueries()).toBe(1);
    } finally {
      checks.mockRestore();
      b.modules.signature.setCatalogueCheckInterval();
    }
  });
});

describe('structure index warm-up at start-up', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('a structure search arriving while the warm-up loads the index waits for that load and still gets its whole time budget', async () => {
    const db = api.database.db;
    resetStructureIndex();
    const warm = warmUpSearch(db, pino({ level: 'silent' }));
    // A 1 ms budget: counted from the start of the search, the wait for the index alone used it up (0 hits).
    const result = await searchStructure(db, { query: 'c1ccccc1', mode: 'substructure', threshold: 0.7, limit: 20, offset: 0, budgetMs: 1 });
    expect(result.hits).toHaveLength(20);
    expect(result.total).toBeGreaterThan(100);
    expect(result.complete).toBe(true);
    await warm;
    // The warm-up and the search shared one load: the index is there, and a second search does not load again.
    const again = await searchStructure(db, { query: 'c1ccccc1', mode: 'substructure', threshold: 0.7, limit: 20, offset: 0, budgetMs: 1 });
    expect(again.total).toBe(result.total);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes starting together on one empty PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_startup_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  beforeAll(() => admin((c) => c.query(`create database ${name}`)));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('both finish start-up (migrations, seed, indexing): the tables and the seed exist once', { timeout: 180_000 }, async () => {
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    // Two processes: each its own pool (its own sessions), as two API processes have.
    const one = await openDatabase({ url });
    const two = await openDatabase({ url });
    const waited: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => waited.push(line) });
    try {
      const results = await Promise.allSettled([prepareDatabase(one, { url, seed: true, logger }), prepareDatabase(two, { url, seed: true, logger })]);
      expect(results.map((r) => (r.status === 'rejected' ? `${String(r.reason).slice(0, 80)} ${String((r.reason as Error).cause)}` : 'done'))).toEqual(['done', 'done']);
      // One of them waited for the other.
      expect(waited.some((l) => l.includes('another API process is preparing the database'))).toBe(true);

      const count = async (sql: string) => (await one.db.execute(sql) as unknown as { rows: { n: number }[] }).rows[0].n;
      const journal = JSON.parse(fs.readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
      expect(await count('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
      expect(await count(`select count(*)::int as n from pg_class where relname = 'products' and relkind = 'r'`)).toBe(1);
      expect(await count('select count(*)::int as n from brands')).toBe(seedBrands.length);
      expect(await count('select count(*)::int as n from products')).toBe(seedProducts.length);
      expect(await count('select count(*)::int as n from product_search')).toBe(seedProducts.length);
      expect(await count('select count(*)::int as n from (select code from products group by code having count(*) > 1) d')).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
