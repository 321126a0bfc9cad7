/**
 * The synthetic scale catalogue: 258 real seed compounds plus up to N RDKit-valid substitution variants
 * of them (bench/search-data.ts), inserted and indexed with the shop's own indexer. BENCHMARK DATA ONLY —
 * `npm run seed:scale` writes it to its own data folder (.data/scale), never the shop's database, and
 * `npm run bench` measures on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { casCheckDigit } from '../lib/chem/cas';
import { openDatabase, type Db } from '../server/db/client';
import { brands, categories, products, skus } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { products as seedProducts } from '../server/db/seed/data';
import { indexProducts } from '../server/search/indexer';
import { queryRows } from '../server/search/sql';
import { GROUPS, type Variant } from './search-data';

/** The brand every synthetic product is listed under: it says on every page what they are. */
export const SYNTHETIC_BRAND_KEY = 'bench-synthetic';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rss = () => mb(process.memoryUsage().rss);

/** Variants from worker threads (RDKit is single-threaded WebAssembly; the machine has 2 cores). */
async function generate(target: number, quota: number): Promise<Variant[]> {
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
  // Round-robin over seeds, so every seed family is equally represented in the first `target`.
  const bySeed = new Map<number, Variant[]>();
  for (const v of results.flat()) bySeed.set(v.seed, [...(bySeed.get(v.seed) ?? []), v]);
  const out: Variant[] = [];
  for (let round = 0; out.length < target; round++) {
    let any = false;
    for (const list of bySeed.values()) {
      if (round < list.length && out.length < target) {
        out.push(list[round]);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

/** A CAS-shaped number with a valid check digit in the unassigned 9000000- range: marks benchmark rows. */
export function syntheticCas(n: number): string {
  const digits = `${9_000_000 + Math.floor(n / 100)}${String(n % 100).padStart(2, '0')}`;
  return `${digits.slice(0, 7)}-${digits.slice(7)}-${casCheckDigit(digits)}`;
}

export const stripParens = (s: string) => s.replace(/（[^）]*）|\([^)]*\)/g, '').trim();

/**
 * Generate, insert and index `target` synthetic products on top of the real seed; returns what each step
 * took (for the bench's fact table). Every synthetic row is under the brand SYNTHETIC_BRAND_KEY
 * (基准测试合成数据), has a BENCH- catalogue number and a CAS in the unassigned 9000000- range.
 */
export async function buildScaleCatalogue(db: Db, target: number, log: (msg: string) => void = () => {}): Promise<Record<string, string>> {
  const facts: Record<string, string> = {};
  await seedCatalogue(db);
  const existing = await db.select({ id: brands.id }).from(brands).where(eq(brands.key, SYNTHETIC_BRAND_KEY));
  if (existing.length) throw new Error('this database already holds the synthetic catalogue; use a fresh data folder');
  // 1. Generate
  let t = performance.now();
  const quota = Math.ceil((target / seedProducts.length) * 1.12);
  const variants = await generate(target, quota);
  facts['generate (RDKit, worker threads)'] = `${variants.length.toLocaleString()} molecules in ${((performance.now() - t) / 1000).toFixed(1)} s`;
  log(`${facts['generate (RDKit, worker threads)']}, rss ${rss()}`);

  // 2. Insert (batches), with one SKU each, under a brand that says what they are.
  t = performance.now();
  const [brand] = await db
    .insert(brands)
    .values({ key: SYNTHETIC_BRAND_KEY, name: '基准测试合成数据', nameEn: 'Benchmark synthetic data', country: '—', story: '性能基准测试自动生成的化合物，非商品。', sort: 999 })
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
  return facts;
}

/** Where `npm run seed:scale` keeps the synthetic catalogue unless told otherwise. */
export const DEFAULT_SCALE_DIR = '.data/scale';

/**
 * The catalogue a shop bench runs on (bench/shop.ts `scale`): the 100k scale folder (BENCH_DIR, BENCH_PRODUCTS) by
 * default, the catalogue the shop's speed figures are taken on; null with BENCH_CATALOGUE=seed (the seed catalogue alone, a
 * quicker run).
 */
export function benchScale(): { dir: string; target: number } | null {
  if (process.env.BENCH_CATALOGUE === 'seed') return null;
  return { dir: process.env.BENCH_DIR || DEFAULT_SCALE_DIR, target: Number(process.env.BENCH_PRODUCTS || 100_000) };
}
const MARKER = 'scale-complete.json';

export interface ScaleData {
  database: Awaited<ReturnType<typeof openDatabase>>;
  dataDir: string;
  /** What building it took (kept in the folder's marker file, so a reused folder still reports it). */
  facts: Record<string, string>;
  reused: boolean;
}

/**
 * Opens the scale catalogue in `dir`, building it first when the folder holds no finished build.
 * Refuses the shop's own data folder: synthetic compounds never enter the default shop.
 */
export async function openScaleData(dir: string, target: number, log: (msg: string) => void = () => {}): Promise<ScaleData> {
  const dataDir = path.resolve(dir);
  if (dataDir === path.resolve(process.env.DATA_DIR || '.data')) {
    throw new Error(`${dataDir} is the shop's own data folder; the synthetic catalogue needs a folder of its own (e.g. ${DEFAULT_SCALE_DIR})`);
  }
  const marker = path.join(dataDir, MARKER);
  if (fs.existsSync(marker)) {
    const saved = JSON.parse(fs.readFileSync(marker, 'utf8')) as { target: number; facts: Record<string, string> };
    if (saved.target === target) {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      return { database, dataDir, facts: saved.facts, reused: true };
    }
    log(`${dataDir} holds ${saved.target.toLocaleString()} synthetic products, not ${target.toLocaleString()}: rebuilding it`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const facts = await buildScaleCatalogue(database.db, target, log);
    fs.writeFileSync(marker, JSON.stringify({ target, facts, builtAt: new Date().toISOString() }));
    return { database, dataDir, facts, reused: false };
  } catch (err) {
    await database.close();
    throw err;
  }
}
