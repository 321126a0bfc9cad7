/**
 * Search at 100,000 products: keyword, formula, substructure and similarity latency through the mall API
 * (in process, no network), index build time and memory. Measured on the synthetic scale catalogue
 * (bench/scale.ts, `npm run seed:scale`; built on first use and kept in .data/scale) — never the shop's database. Reported, never asserted.
 *
 *   npm run bench                      everything (catalogue calls, then this)
 *   npx tsx bench/search.ts            this alone; BENCH_PRODUCTS=20000 for a smaller run
 *   BENCH_DIR=/tmp/x npx tsx bench/search.ts   the synthetic catalogue in /tmp/x instead of .data/scale
 *                                      (building it takes 4-6 minutes; reusing it, seconds)
 *   BENCH_ONLY=keyword                 keyword queries only (with a built folder: about a minute)
 *   BENCH_ONLY=knowledge               the methods / standards / 综合 keyword rows only
 *
 * Keyword search also runs over the methods and standards (knowledge_search): each kind alone, and one keyword as
 * the 综合 screen asks for it — 4 product cards, 4 methods and 4 standards (target p95 ≤ 30 ms at 100k products).
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../server/app';
import { loadApiConfig } from '../server/config';
import { getRDKit } from '../server/chem/rdkit';
import { products } from '../server/db/schema';
import { products as seedProducts } from '../server/db/seed/data';
import { seedMethods } from '../server/db/seed/methods';
import { seedStandards } from '../server/db/seed/standards';
import { indexKnowledge } from '../server/search/knowledge/indexer';
import { createProviders } from '../server/providers';
import { FP_BYTES } from '../server/search/fingerprints';
import { queryRows } from '../server/search/sql';
import { chem, configureChem } from '../server/chem/remote';
import { resetStructureIndex, structureIndex } from '../server/search/structure';
import { DEFAULT_SCALE_DIR, openScaleData, stripParens } from './scale';
import { percentiles } from './stats';

const TARGET = Number(process.env.BENCH_PRODUCTS || 100_000);
const REPEAT = Number(process.env.BENCH_SEARCH_ITER || 100);
const KNOWLEDGE_ONLY = process.env.BENCH_ONLY === 'knowledge';
const KEYWORD_ONLY = process.env.BENCH_ONLY === 'keyword' || KNOWLEDGE_ONLY;
const P = '/mall/shopping/product/api';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rss = () => mb(process.memoryUsage().rss);
const log = (msg: string) => console.log(`[search bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function main() {
  // Measured in this process (the structure engine too, not in the chem worker): figures compare with earlier runs.
  configureChem({ worker: false });
  const started = performance.now();
  const dir = process.env.BENCH_DIR || DEFAULT_SCALE_DIR;
  log(`synthetic catalogue of ${TARGET.toLocaleString()} products in ${path.resolve(dir)} (benchmark data only; npm run seed:scale builds it), rss ${rss()}`);
  const { database, dataDir, facts: built, reused } = await openScaleData(dir, TARGET, log);
  log(`${reused ? 'reused' : 'built'} it, rss ${rss()}`);
  const rows: Record<string, string>[] = [];
  const facts: Record<string, string> = { ...built };
  try {
    const db = database.db;
    const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from product_search`);

    const config = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const logger = pino({ level: 'silent' });
    const app = createApp({ db, config, logger, providers: createProviders(config, logger) });
    const call = async (pathName: string, body: unknown, pageSize = 20) => {
      const res = await app.request(`${P}/${pathName}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', pageSize: String(pageSize) } });
      const json = (await res.json()) as { code: number; totalCount?: number; message: string; data?: unknown };
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
    // Methods and standards are reference data: applied (and indexed) here too, so a folder built before them has them.
    let t0 = performance.now();
    await seedMethods(db);
    await seedStandards(db);
    const indexedKnowledge = await indexKnowledge(db);
    facts['methods and standards (seed + knowledge index)'] = `${indexedKnowledge.map((k) => `${k.records} ${k.kind}s`).join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    log(facts['methods and standards (seed + knowledge index)']);
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
        hits += json.totalCount ?? (Array.isArray(json.data) ? json.data.length : 0);
      }
      const s = percentiles(samples);
      rows.push({ query: name, n: String(s.n), 'p50 ms': s.p50.toFixed(1), 'p95 ms': s.p95.toFixed(1), 'p99 ms': s.p99.toFixed(1), 'max ms': s.max.toFixed(1), 'mean hits': (hits / iterations).toFixed(0) });
      log(`${name}: p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} ms`);
    };

    if (!KNOWLEDGE_ONLY) for (const [name, qs] of kinds) await measure(`keyword: ${name}`, qs.map((keyword) => ({ path: 'prodproduct/search', body: { keyword } })), REPEAT * 2);

    // Type-ahead (index/suggest: the keyword search itself, its first 40 ranked products): what a box holds while someone
    // types — the first 1-3 Chinese characters of a name, 2-5 letters of an English name, 2-6 characters of a CAS number
    // or a catalogue number.
    if (!KNOWLEDGE_ONLY) {
      const prefixes = [
        ...sample(hanRuns, 20, 41).map((r, i) => r.slice(0, 1 + (i % 3))),
        ...sample(seedProducts, 20, 43).map((p, i) => stripParens(p.nameEn).toLowerCase().slice(0, 2 + (i % 4))),
        ...sample(all, 20, 47).map((p, i) => p.cas.slice(0, 2 + (i % 5))),
        ...sample(all, 20, 53).map((p, i) => p.code.slice(0, 2 + (i % 5))),
      ];
      for (const keyword of prefixes) await call('index/suggest', { keyword });
      await measure('suggest: name, CAS and item-number prefixes (index/suggest)', prefixes.map((keyword) => ({ path: 'index/suggest', body: { keyword } })), REPEAT * 2);
    }

    // Methods and standards: what people type for them, and the product keywords above (which find few or none).
    const knowledgeTerms = [
      '奥美拉唑', 'Omeprazole', 'aomeilazuo', '73590-58-6', 'ChP 奥美拉唑 有关物质', '中国药典', '欧洲药典 阿司匹林', 'USP', '有关物质', '滴定', 'HPLC', '二甲双胍',
      'GB/T 601-2016', 'GBT601', 'gb 5009.3', 'GB5009.3-2016', 'GB 5009', 'HJ 639', '标准滴定溶液', '生态环境部', '食品安全国家标准', 'pesticide',
    ];
    const mixed = [...knowledgeTerms, ...kinds.flatMap(([, qs]) => qs.slice(0, 3))];
    // One unmeasured pass, as a running API has had: the first read of each keyword's index pages and rows is a cold read.
    for (const keyword of mixed) for (const p of ['index/prodapiitem/muti/search', 'index/method/search', 'index/standard/search']) await call(p, { keyword }, 4);
    await measure('methods: index/method/search', mixed.map((keyword) => ({ path: 'index/method/search', body: { keyword } })), REPEAT * 2);
    await measure('standards: index/standard/search', mixed.map((keyword) => ({ path: 'index/standard/search', body: { keyword } })), REPEAT * 2);
    {
      // One keyword of the 综合 screen: product cards, methods and standards, 4 each (the storefront asks in parallel; in process they run one after another).
      const samples: number[] = [];
      let hits = 0;
      for (let i = 0; i < REPEAT * 2; i++) {
        const keyword = mixed[i % mixed.length];
        t0 = performance.now();
        const answers = await Promise.all(['index/prodapiitem/muti/search', 'index/method/search', 'index/standard/search'].map((p) => call(p, { keyword }, 4)));
        samples.push(performance.now() - t0);
        hits += answers.reduce((n, a) => n + (a.totalCount ?? 0), 0);
      }
      const s = percentiles(samples);
      rows.push({ query: 'keyword: products + methods + standards (综合, 3 calls)', n: String(s.n), 'p50 ms': s.p50.toFixed(1), 'p95 ms': s.p95.toFixed(1), 'p99 ms': s.p99.toFixed(1), 'max ms': s.max.toFixed(1), 'mean hits': (hits / s.n).toFixed(0) });
      log(`products + methods + standards: p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} p99 ${s.p99.toFixed(1)} ms (target p95 ≤ 30 ms)`);
    }
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
      let jsCount = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        jsCount = await chem().screen(q);
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
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
