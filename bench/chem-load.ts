/**
 * Structure searches under load (target: /healthz p99 < 50 ms): the mall API alone, N clients each a
 * closed loop of structure searches through the endpoint the storefront's 结构式搜索 screen calls
 * (search.structureSearch, 20 hits a page) — similarity at 0.5 and 0.7 with small (≤ 13 heavy atoms) and
 * drug-sized (≥ 20) seed molecules, and substructure queries — each followed by the highlighted depictions of
 * its hits (search.structureHighlight, as the results page's <img>s ask for them, 6 at a time like a browser).
 * Printed: searches/s, search and depiction latency p50/p95/p99 per kind, and the API's /healthz latency sampled
 * every 100 ms plus its own event-loop delay (bench/lib/health.ts). Reported, never asserted.
 *
 *   npx tsx bench/chem-load.ts               the 100k synthetic scale catalogue (.data/scale, built on first use
 *                                            like bench/pages.ts; BENCH_PRODUCTS / BENCH_DIR as there)
 *   BENCH_CHEM_CATALOGUE=seed                the seeded shop's catalogue instead (a fresh PGlite folder)
 *   BENCH_CHEM_CLIENTS=8 BENCH_CHEM_SECONDS=30   the defaults
 *   CHEM_WORKER=false                        the API's RDKit work in its own thread (as before the chem worker)
 *   BENCH_CHEM_API_PROFILE=<dir>             the API writes V8 CPU profiles (one per thread) there when it stops
 */
import http from 'node:http';
import os from 'node:os';
import { highlightUrl, search } from '../lib/api/contract/search';
import { getRDKit, readMol } from '../server/chem/rdkit';
import { products as seedProducts } from '../server/db/seed/data';
import { exited, freePort, startApi, waitHealthy } from './api-process';
import { healthLines, request, watchHealth } from './lib/health';
import { DEFAULT_SCALE_DIR, openScaleData } from './scale';
import { startShop } from './shop';
import { percentiles } from './stats';

const CLIENTS = Number(process.env.BENCH_CHEM_CLIENTS || 8);
const SECONDS = Number(process.env.BENCH_CHEM_SECONDS || 30);
const CATALOGUE = process.env.BENCH_CHEM_CATALOGUE === 'seed' ? 'seed' : 'scale';
const TARGET = Number(process.env.BENCH_PRODUCTS || 100_000);
const PAGE_SIZE = 20;
const log = (msg: string) => console.log(`[chem load ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** Substructures a buyer draws: rings and groups of drug molecules (indole, sulfonamide, piperazine, …). */
const SUBSTRUCTURES = ['c1ccc2[nH]ccc2c1', 'S(N)(=O)=O', 'c1ccncc1', 'Nc1ccc(O)cc1', 'C1CNCCN1', 'O=C1CCCN1', 'c1ccc2c(c1)Sc1ccccc1N2', 'FC(F)F'];

interface Search {
  kind: string;
  body: { query: string; mode: 'similarity' | 'substructure'; threshold?: number };
}

/** Seed molecules by size, every n-th so that the families are spread (deterministic: runs compare). */
async function queryMolecules(): Promise<{ small: string[]; drug: string[] }> {
  const rdkit = await getRDKit();
  const sized = seedProducts.flatMap((p) => {
    const mol = readMol(rdkit, p.smiles);
    if (!mol) return [];
    const heavy = mol.get_num_atoms(true);
    mol.delete();
    return p.smiles.includes('.') ? [] : [{ smiles: p.smiles, heavy }];
  });
  const every = (list: string[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
  return {
    small: every(sized.filter((m) => m.heavy >= 7 && m.heavy <= 13).map((m) => m.smiles), 8),
    drug: every(sized.filter((m) => m.heavy >= 20 && m.heavy <= 40).map((m) => m.smiles), 8),
  };
}

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

async function main() {
  const { small, drug } = await queryMolecules();
  const searches: Search[] = [
    ...[0.5, 0.7].flatMap((threshold) => [
      ...small.map((query) => ({ kind: `similarity ${threshold} small`, body: { query, mode: 'similarity' as const, threshold } })),
      ...drug.map((query) => ({ kind: `similarity ${threshold} drug-sized`, body: { query, mode: 'similarity' as const, threshold } })),
    ]),
    // As many substructure searches as of each similarity kind, twice over (two kinds' worth).
    ...[...SUBSTRUCTURES, ...SUBSTRUCTURES].map((query) => ({ kind: 'substructure', body: { query, mode: 'substructure' as const } })),
  ];

  let api: string;
  let stop: () => Promise<void>;
  let what: string;
  if (CATALOGUE === 'scale') {
    const scale = await openScaleData(process.env.BENCH_DIR || DEFAULT_SCALE_DIR, TARGET, log);
    await scale.database.close();
    const port = await freePort();
    log(`starting the mall API on ${scale.dataDir}`);
    const since = performance.now();
    const profile = process.env.BENCH_CHEM_API_PROFILE;
    const proc = startApi({ DATA_DIR: scale.dataDir, DATABASE_URL: '', NODE_ENV: 'production' }, port, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
    await waitHealthy(proc, since, 900_000);
    api = proc.origin;
    stop = async () => {
      proc.child.kill('SIGTERM');
      await exited(proc.child);
    };
    what = `the synthetic scale catalogue (${scale.dataDir}, ${TARGET.toLocaleString()} synthetic + seed products)`;
  } else {
    const shop = await startShop({ storefront: false, log });
    api = shop.api;
    stop = async () => shop.stop();
    what = `the seeded catalogue (${shop.ids.length} listed products)`;
  }
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });

  const searchOnce = async (agent: http.Agent, s: Search) => {
    const r = await request(agent, `${api}${search.structureSearch.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', pageNo: '1', pageSize: String(PAGE_SIZE) },
      body: JSON.stringify(s.body),
    });
    let hits: { id: number; matchAtoms: number[] }[] = [];
    let ok = r.status === 200;
    try {
      const env = JSON.parse(r.body) as { code: number; data?: { items: { id: number; matchAtoms: number[] }[] } };
      ok &&= env.code === 1;
      hits = env.data?.items ?? [];
    } catch {
      ok = false;
    }
    return { ms: r.ms, ok, hits };
  };
  /** The page's pictures, 6 at a time (a browser's connections per host). */
  const pictures = async (agent: http.Agent, hits: { id: number; matchAtoms: number[] }[], out: Sample[]) => {
    const urls = hits.filter((h) => h.matchAtoms.length).map((h) => `${api}${highlightUrl(h.id, h.matchAtoms)}`);
    for (let i = 0; i < urls.length; i += 6) {
      const done = await Promise.all(urls.slice(i, i + 6).map((url) => request(agent, url)));
      for (const d of done) out.push({ kind: 'highlight depiction', ms: d.ms, ok: d.status === 200 });
    }
  };

  // Warm-up: the first search loads the structure index (seconds at 100k); every query once.
  log(`warming up: loading the structure index and running each of the ${searches.length} searches once`);
  const warmAgent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const t0 = performance.now();
  await searchOnce(warmAgent, searches[0]);
  log(`first search (index load) ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const s of searches) await searchOnce(warmAgent, s);
  warmAgent.destroy();

  const samples: Sample[] = [];
  const until = performance.now() + SECONDS * 1000;
  const watching = watchHealth(api, until);
  log(`${CLIENTS} clients for ${SECONDS} s, load average ${os.loadavg()[0].toFixed(1)}`);
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      while (performance.now() < until) {
        const s = searches[next++ % searches.length];
        const r = await searchOnce(agent, s);
        samples.push({ kind: s.kind, ms: r.ms, ok: r.ok });
        await pictures(agent, r.hits, samples);
      }
      agent.destroy();
    }),
  );
  const health = await watching;
  await stop();

  const kinds = [...new Set(samples.map((s) => s.kind))];
  const row = (kind: string, of: Sample[]) => {
    const p = percentiles(of.map((s) => s.ms));
    return { kind, requests: of.length, 'per s': (of.length / SECONDS).toFixed(1), failed: of.filter((s) => !s.ok).length, 'p50 ms': p.p50.toFixed(0), 'p95 ms': p.p95.toFixed(0), 'p99 ms': p.p99.toFixed(0) };
  };
  const searchSamples = samples.filter((s) => s.kind !== 'highlight depiction');
  console.log(`\n${CLIENTS} clients of structure searches for ${SECONDS} s against the mall API alone on ${what}, embedded PGlite, RDKit ${process.env.CHEM_WORKER === 'false' ? 'in the API thread (CHEM_WORKER=false)' : 'as the API runs it by default'}, ${os.cpus().length} cores, load generator on the same machine:`);
  console.table([...kinds.map((k) => row(k, samples.filter((s) => s.kind === k))), row('all searches', searchSamples)]);
  console.log(`searches/s: ${(searchSamples.length / SECONDS).toFixed(1)}`);
  for (const line of healthLines(health)) console.log(line);
  console.log(`load average (1 / 5 min) at end: ${os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
