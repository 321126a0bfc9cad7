/**
 * Search at 100,000 products: keyword, formula, substructure and similarity latency through the mall API
 * (in process, no network), index build time and memory. BENCHMARK DATA ONLY: a fresh PGlite in a
 * temporary folder, removed afterwards — never the shop's database. Reported, never asserted.
 *
 *   npm run bench                      everything (catalogue calls, then this)
 *   npx tsx bench/search.ts            this alone; BENCH_PRODUCTS=20000 for a smaller run
 *   BENCH_DIR=/tmp/x npx tsx bench/search.ts   keep the generated database in /tmp/x and reuse it next time
 *                                      (building it takes 4-6 minutes; reusing it, seconds)
 *   BENCH_ONLY=keyword                 keyword queries only (with BENCH_DIR: about a minute)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { casCheckDigit } from '../lib/chem/cas';
import { createApp } from '../server/app';
import { loadApiConfig } from '../server/config';
import { getRDKit } from '../server/chem/rdkit';
import { openDatabase, type Db } from '../server/db/client';
import { brands, categories, products, skus } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { products as seedProducts } from '../server/db/seed/data';
import { createProviders } from '../server/providers';
import { FP_BYTES } from '../server/search/fingerprints';
import { indexProducts } from '../server/search/indexer';
import { queryRows } from '../server/search/sql';
import { resetStructureIndex, structureIndex } from '../server/search/structure';
import { GROUPS, type Variant } from './search-data';

const TARGET = Number(process.env.BENCH_PRODUCTS || 100_000);
const REPEAT = Number(process.env.BENCH_SEARCH_ITER || 100);
const KEYWORD_ONLY = process.env.BENCH_ONLY === 'keyword';
const P = '/mall/shopping/product/api';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rss = () => mb(process.memoryUsage().rss);
const log = (msg: string) => console.log(`[search bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] };
}

/** Variants from worker threads (RDKit is single-threaded WebAssembly; the machine has 2 cores). */
async function generate(quota: number): Promise<Variant[]> {
  const workers = Math.max(1, Math.min(os.availableParallelism(), 4));
  const seeds = seedProducts.map((p, index) => ({ index, smiles: p.smiles }));
  const shards = Array.from({ length: workers }, (_, w) => seeds.filter((_s, i) => i % workers === w));
  const results = await Promise.all(
    shards.map(
      (shard) =>
        new Promise<Variant[]>((resolve, reject) => {
          // Worker threads do not inherit tsx's hooks: register them, then load the TypeScript worker body.
          const entry = fileURLToPath(new URL('./search-data.ts', import.meta.url));
          const boot = `require('tsx/cjs/api').register(); require(${JSON.stringify(entry)});`;
          const worker = new Worker(boot, { eval: true, workerData: { kind: 'bench-variants', seeds: shard, quota } });
          worker.once('message', (m: { ok: boolean; variants?: Variant[]; error?: string }) => {
            void worker.terminate();
            if (m.ok) resolve(m.variants!);
            else reject(new Error(m.error));
          });
          worker.once('error', reject);
        }),
    ),
  );
  // Round-robin over seeds, so every seed family is equally represented in the first TARGET.
  const bySeed = new Map<number, Variant[]>();
  for (const v of results.flat()) bySeed.set(v.seed, [...(bySeed.get(v.seed) ?? []), v]);
  const out: Variant[] = [];
  for (let round = 0; out.length < TARGET; round++) {
    let any = false;
    for (const list of bySeed.values()) {
      if (round < list.length && out.length < TARGET) {
        out.push(list[round]);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

/** A CAS-shaped number with a valid check digit in the unassigned 9000000- range: marks benchmark rows. */
function syntheticCas(n: number): string {
  const digits = `${9_000_000 + Math.floor(n / 100)}${String(n % 100).padStart(2, '0')}`;
  return `${digits.slice(0, 7)}-${digits.slice(7)}-${casCheckDigit(digits)}`;
}

const stripParens = (s: string) => s.replace(/（[^）]*）|\([^)]*\)/g, '').trim();

/** Steps 1-3: generate, insert and index the synthetic products. */
async function build(db: Db, facts: Record<string, string>) {
  await seedCatalogue(db);
  // 1. Generate
  let t = performance.now();
  const quota = Math.ceil((TARGET / seedProducts.length) * 1.12);
  const variants = await generate(quota);
  facts['generate (RDKit, worker threads)'] = `${variants.length.toLocaleString()} molecules in ${((performance.now() - t) / 1000).toFixed(1)} s`;
  log(`${facts['generate (RDKit, worker threads)']}, rss ${rss()}`);

  // 2. Insert (batches), with one SKU each, under a brand that says what they are.
  t = performance.now();
  const [brand] = await db
    .insert(brands)
    .values({ key: 'bench-synthetic', name: '基准测试合成数据', nameEn: 'Benchmark synthetic data', country: '—', story: '性能基准测试自动生成的化合物，非商品。', sort: 999 })
    .returning({ id: brands.id });
  const seedRows = await db.select({ code: products.code, id: products.id, categoryId: products.categoryId }).from(products);
  const seedByCode = new Map(seedRows.map((r) => [r.code, r]));
  const firstCategory = (await db.select({ id: categories.id }).from(categories).limit(1))[0].id;
  const BATCH = 1000;
  for (let i = 0; i < variants.length; i += BATCH) {
    const slice = variants.slice(i, i + BATCH);
    const values = slice.map((v, k) => {
      const n = i + k;
      const seed = seedProducts[v.seed];
      const prefixCn = v.subs.map(([site, g]) => `${site}-${GROUPS[g].cn}`).join('-');
      const prefixEn = v.subs.map(([site, g]) => `${site}-${GROUPS[g].en}`).join('-');
      return {
        code: `BENCH-${String(n + 1).padStart(6, '0')}`,
        nameCn: `${prefixCn}${stripParens(seed.nameCn)}`,
        nameEn: `${prefixEn}-${stripParens(seed.nameEn)}`,
        synonyms: ['基准测试合成化合物', 'benchmark synthetic compound'],
        cas: syntheticCas(n),
        smiles: v.smiles,
        canonicalSmiles: v.smiles,
        inchiKey: v.inchiKey,
        formula: v.formula,
        mw: v.mw,
        purity: '—',
        storage: '—',
        shipping: '—',
        brandId: brand.id,
        categoryId: seedByCode.get(seed.code)?.categoryId ?? firstCategory,
      };
    });
    const ids = await db.insert(products).values(values).returning({ id: products.id });
    await db.insert(skus).values(ids.map(({ id }) => ({ productId: id, pack: '10mg', packMg: 10, priceFen: 10000, stock: 1, deliveryDays: 7 })));
  }
  facts['insert products + SKUs'] = `${((performance.now() - t) / 1000).toFixed(1)} s`;
  log(`inserted in ${facts['insert products + SKUs']}, rss ${rss()}`);

  // 3. Index with the shop's own indexer (jieba, pinyin, fingerprints, GIN/trigram maintenance).
  t = performance.now();
  const benchIds = (await db.select({ id: products.id }).from(products).where(eq(products.brandId, brand.id))).map((r) => r.id);
  let last = 0;
  const indexed = await indexProducts(db, {
    ids: benchIds,
    onProgress: (done) => {
      if (done - last >= 20_000) {
        last = done;
        log(`  indexed ${done.toLocaleString()} (${((performance.now() - t) / 1000).toFixed(0)} s, rss ${rss()})`);
      }
    },
  });
  await db.execute(sql`analyze`);
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from product_search`);
  facts['index build (indexer + analyze)'] = `${indexed.indexed.toLocaleString()} rows in ${((performance.now() - t) / 1000).toFixed(1)} s (${total.toLocaleString()} searchable)`;
  log(`${facts['index build (indexer + analyze)']}, rss ${rss()}`);
  const [{ bytes }] = await queryRows<{ bytes: string }>(db, sql`select pg_total_relation_size('product_search')::text as bytes`);
  facts['product_search size (table + indexes)'] = mb(Number(bytes));
}

async function main() {
  const started = performance.now();
  const keep = process.env.BENCH_DIR;
  const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-search-bench-'));
  const marker = path.join(dataDir, 'bench-complete.json');
  const reuse = Boolean(keep && fs.existsSync(marker));
  log(`${reuse ? 'reusing' : 'fresh'} PGlite in ${dataDir} (benchmark data only), target ${TARGET.toLocaleString()} products, rss ${rss()}`);
  const database = await openDatabase({ dataDir });
  const rows: Record<string, string>[] = [];
  const facts: Record<string, string> = reuse ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as Record<string, string>) : {};
  try {
    await database.migrate();
    const db = database.db;
    if (!reuse) await build(db, facts);
    if (keep && !reuse) fs.writeFileSync(marker, JSON.stringify(facts));
    const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from product_search`);

    const config = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const logger = pino({ level: 'silent' });
    const app = createApp({ db, config, logger, providers: createProviders(config, logger) });
    const call = async (pathName: string, body: unknown, pageSize = 20) => {
      const res = await app.request(`${P}/${pathName}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', pageSize: String(pageSize) } });
      const json = (await res.json()) as { code: number; totalCount?: number; message: string };
      if (json.code !== 1) throw new Error(`${pathName} ${JSON.stringify(body).slice(0, 80)}: ${json.message}`);
      return json;
    };

    // 4. Query sets drawn from the data.
    const sample = <T,>(list: T[], n: number, seed = 7) => {
      const out: T[] = [];
      let x = seed;
      for (let i = 0; i < n; i++) {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        out.push(list[x % list.length]);
      }
      return out;
    };
    const all = await db.select({ nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, code: products.code, formula: products.formula }).from(products);
    const seedNames = seedProducts.map((p) => p.nameCn);
    const han = (s: string) => s.match(/[\u4e00-\u9fff]+/g)?.find((r) => r.length >= 4) ?? null;
    const hanRuns = seedNames.map(han).filter((s): s is string => s !== null);
    const { namePinyin } = await import('../server/search/pinyin');
    const pinyinOf = (run: string) => namePinyin([{ run, words: [run] }]);
    const kinds: [string, string[]][] = [
      ['CAS (full)', sample(all, 40).map((p) => p.cas)],
      ['CAS (partial, first 2 groups)', sample(all, 40, 11).map((p) => p.cas.split('-').slice(0, 2).join('-'))],
      ['item number', sample(all, 40, 13).map((p) => p.code)],
      ['Chinese, 2 characters', sample(hanRuns, 40, 17).map((r) => r.slice(0, 2))],
      ['Chinese, 4 characters', sample(hanRuns, 40, 19).map((r) => r.slice(0, 4))],
      ['pinyin initials', sample(hanRuns, 40, 23).map((r) => pinyinOf(r.slice(0, 4)).initials)],
      ['full pinyin', sample(hanRuns, 40, 29).map((r) => pinyinOf(r.slice(0, 4)).full)],
      ['English word', sample(seedProducts, 40, 31).map((p) => stripParens(p.nameEn).split(/[\s-]/)[0].toLowerCase())],
      ['formula as keyword', sample(all, 40, 37).map((p) => p.formula.replace(/\[\d+[A-Z][a-z]?\]\d*|[+-]\d*$/g, '') || 'C9H8O4')],
      // Words of the synthetic names and of many real ones: each matches 15-30% of the catalogue.
      ['common fragment (甲基, methyl, jj …)', ['甲基', '甲氧', '氰基', '杂质', '盐酸', 'methyl', 'chloro', 'fluoro', 'jj', 'jiaji', 'qingji', 'zz']],
    ];
    facts['load average (1 / 5 min) before queries'] = os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ');
    log(`warming up, rss ${rss()}`);
    for (const [, qs] of kinds) for (const q of qs.slice(0, 5)) await call('prodproduct/search', { keyword: q });

    const measure = async (name: string, bodies: { path: string; body: unknown }[], iterations: number) => {
      const samples: number[] = [];
      let hits = 0;
      for (let i = 0; i < iterations; i++) {
        const { path: p, body } = bodies[i % bodies.length];
        const t0 = performance.now();
        const json = await call(p, body);
        samples.push(performance.now() - t0);
        hits += json.totalCount ?? 0;
      }
      const s = percentiles(samples);
      rows.push({ query: name, n: String(s.n), 'p50 ms': s.p50.toFixed(1), 'p95 ms': s.p95.toFixed(1), 'p99 ms': s.p99.toFixed(1), 'max ms': s.max.toFixed(1), 'mean hits': (hits / iterations).toFixed(0) });
      log(`${name}: p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} ms`);
    };

    for (const [name, qs] of kinds) await measure(`keyword: ${name}`, qs.map((keyword) => ({ path: 'prodproduct/search', body: { keyword } })), REPEAT * 2);
    if (KEYWORD_ONLY) {
      console.log(`\nKeyword search at ${total.toLocaleString()} products (PGlite, in process, ${os.cpus().length} cores, node ${process.version}); load ${os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}:`);
      console.table(rows);
      return;
    }
    const formulas = sample(all, 40, 41).map((p) => p.formula.replace(/\[\d+[A-Z][a-z]?\]\d*|[+-]\d*$/g, ''));
    await measure('formulaSearch 100%', formulas.map((formula) => ({ path: 'prodproduct/formulaSearch', body: { formula } })), REPEAT);
    await measure('formulaSearch 90%', formulas.map((formula) => ({ path: 'prodproduct/formulaSearch', body: { formula, accuracy: 90 } })), REPEAT);

    // 5. Structure search: first call loads the in-memory index.
    resetStructureIndex();
    let t = performance.now();
    const index = await structureIndex(db);
    facts['structure index load (first structure search)'] = `${index.size.toLocaleString()} structures in ${((performance.now() - t) / 1000).toFixed(1)} s, rss after ${rss()}`;
    log(facts['structure index load (first structure search)']);
    const substructures = [
      'c1ccccc1', 'Nc1ccc(O)cc1', 'c1ccncc1', 'C(=O)O', 'S(N)(=O)=O', 'c1ccc2[nH]ccc2c1', 'C1CNCCN1', 'c1cnc[nH]1', 'O=C1CCCN1',
      'c1ccc2ccccc2c1', 'CC(C)Cc1ccccc1', 'c1ccc(-c2ccccc2)cc1', 'N=C(N)N', 'C1CCC2C(C1)CCC1C2CCC2CCCC21', 'CS(=O)c1nc2ccccc2[nH]1', 'FC(F)F',
      'c1ccc2c(c1)Sc1ccccc1N2', 'O=C(O)c1ccccc1O', 'CN1CCN(C)CC1', 'N#Cc1ccccc1',
    ];
    await measure('substructure (20 queries)', substructures.map((query) => ({ path: 'prodproduct/structureSearch', body: { query, mode: 'substructure' } })), REPEAT);
    await measure("substructure 'C' (matches everything: capped)", [{ path: 'prodproduct/structureSearch', body: { query: 'C', mode: 'substructure' } }], 20);
    const simQueries = sample(seedProducts, 20, 43).map((p) => p.smiles);
    await measure('similarity ≥0.7 (20 seed molecules)', simQueries.map((query) => ({ path: 'prodproduct/structureSearch', body: { query, mode: 'similarity', threshold: 0.7 } })), REPEAT);
    await measure('similarity ≥0.4', simQueries.map((query) => ({ path: 'prodproduct/structureSearch', body: { query, mode: 'similarity', threshold: 0.4 } })), REPEAT);
    await measure('exact (InChIKey)', simQueries.map((query) => ({ path: 'prodproduct/structureSearch', body: { query, mode: 'exact' } })), REPEAT);

    // 6. Screening alternatives, measured once each: SQL bit operations vs the in-process bitset.
    const rdkit = await getRDKit();
    await db.execute(sql`alter table product_structure add column bench_pfp bit(2048)`);
    t = performance.now();
    await db.execute(sql`update product_structure set bench_pfp = ('x' || encode(pattern_fp, 'hex'))::bit(2048) where length(pattern_fp) = ${FP_BYTES}`);
    facts['(SQL screen prep: bytea → bit(2048) column)'] = `${((performance.now() - t) / 1000).toFixed(1)} s`;
    const screenRows: Record<string, string>[] = [];
    for (const q of ['c1ccccc1', 'Nc1ccc(O)cc1', 'S(N)(=O)=O', 'C1CCC2C(C1)CCC1C2CCC2CCCC21']) {
      const mol = rdkit.get_mol(q)!;
      const fp = new Uint8Array(mol.get_pattern_fp_as_uint8array(JSON.stringify({ nBits: FP_BYTES * 8 })) as Uint8Array);
      mol.delete();
      const bits = Array.from(fp, (b) => b.toString(2).padStart(8, '0')).join('');
      const sqlTimes: number[] = [];
      let sqlCount = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        [{ n: sqlCount }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from product_structure where bench_pfp & ${bits}::bit(2048) = ${bits}::bit(2048)`);
        sqlTimes.push(performance.now() - t0);
      }
      const jsTimes: number[] = [];
      const words = new Uint32Array(fp.buffer.slice(0, FP_BYTES));
      let jsCount = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        jsCount = 0;
        for (let row = 0, base = 0; row < index.size; row++, base += FP_BYTES / 4) {
          let ok = true;
          for (let w = 0; w < FP_BYTES / 4; w++) if ((index.pattern[base + w] & words[w]) >>> 0 !== words[w]) {
            ok = false;
            break;
          }
          if (ok) jsCount++;
        }
        jsTimes.push(performance.now() - t0);
      }
      screenRows.push({ query: q, candidates: `${sqlCount} / ${jsCount}`, 'SQL bit ops p50 ms': percentiles(sqlTimes).p50.toFixed(1), 'in-process bitset p50 ms': percentiles(jsTimes).p50.toFixed(1) });
    }
    await db.execute(sql`alter table product_structure drop column bench_pfp`);

    facts['rss at end'] = rss();
    // Other processes on the machine change every figure above: say how busy it was.
    facts['load average (1 / 5 min) at end'] = os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ');
    facts['total bench time'] = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    console.log(`\nSearch at ${total.toLocaleString()} products (PGlite, in process, ${os.cpus().length} cores, node ${process.version}); ${REPEAT * 2} keyword / ${REPEAT} other requests each:`);
    console.table(rows);
    console.log('\nSubstructure screening alternatives (candidate count SQL / in-process, same fingerprints):');
    console.table(screenRows);
    console.log('');
    console.table(Object.entries(facts).map(([what, value]) => ({ what, value })));
  } finally {
    resetStructureIndex();
    await database.close();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
