/**
 * 200 shoppers at once for 60 s: the production storefront and the mall API on this
 * machine, each shopper a closed loop of requests — pages 60 % (home, lists, goods detail, /{cas}, methods and
 * standards), search 25 % (the 综合 screen and the products screen for keywords people type) and cart calls 15 %
 * (logged-in buyers listing and adding to their cart through the storefront's /api forwarder). Printed: requests,
 * HTTP 5xx, failed envelopes (code ≠ 1) and network errors per kind, p50 / p95 / p99, and the API's /healthz
 * latency sampled every 100 ms during the load (its event loop must stay free). Reported, never asserted.
 *
 *   npx tsx bench/load.ts                    the shop on a copy of the 100k synthetic scale catalogue (.data/scale,
 *                                            built on first use like bench/pages.ts; BENCH_PRODUCTS / BENCH_DIR as
 *                                            there), embedded PGlite: searches and lists over 100,000 products,
 *                                            shoppers opening the seed catalogue's real compounds
 *   BENCH_CATALOGUE=seed                     a fresh seeded shop (the seed catalogue alone) in a temporary folder instead
 *   BENCH_LOAD_USERS=200 BENCH_LOAD_SECONDS=60   the defaults
 *   BENCH_LOAD_DATABASE_URL=postgres://…     the API on a PostgreSQL server instead (an empty database: migrated and
 *                                            seeded with the seed catalogue)
 */
import http from 'node:http';
import os from 'node:os';
import { routes } from '../lib/routes';
import type { Buyer } from './orders-shared';
import { healthLines, request, watchHealth } from './lib/health';
import { benchScale } from './scale';
import { startShop } from './shop';
import { percentiles } from './stats';

const USERS = Number(process.env.BENCH_LOAD_USERS || 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const DATABASE_URL = process.env.BENCH_LOAD_DATABASE_URL || '';
const SCALE = DATABASE_URL ? null : benchScale();
const BUYERS = 40;
const ORDER_API = '/mall/shopping/order/api';
const log = (msg: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${msg}`);

type Kind = 'page' | 'search' | 'cart';
interface Sample {
  kind: Kind;
  ms: number;
  status: number;
  /** An API call answered, but not with code 1. */
  failedEnvelope: boolean;
  /** The page family (pages and search) or the cart call. */
  family: string;
}

const envelopeFailed = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: number }).code !== 1;
  } catch {
    return true;
  }
};

async function main() {
  // BENCH_LOAD_API_PROFILE=<dir>: the API writes a V8 CPU profile there when it stops (what holds its event loop).
  const profile = process.env.BENCH_LOAD_API_PROFILE;
  const shop = await startShop({ databaseUrl: DATABASE_URL || undefined, scale: SCALE ?? undefined, buyers: BUYERS, log, apiNodeFlags: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : undefined });
  const WEB = shop.web;
  const API = shop.api;
  process.on('SIGINT', () => {
    shop.stop();
    process.exit(130);
  });

  const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const keywords = ['奥美拉唑', '阿司匹林', '布洛芬', '二甲双胍', 'Omeprazole', 'aspl', '50-78-2', '杂质', 'GB/T 601-2016', '有关物质', '甲基', 'NDMA'];
  const pageFamilies: [string, () => string][] = [
    ['home', () => `${WEB}/`],
    ['product list', () => `${WEB}${routes.productClassifyList(0)}`],
    ['goods detail', () => `${WEB}/goodsDetail/${pick(shop.ids)}`],
    ['goods detail', () => `${WEB}/goodsDetail/${pick(shop.ids)}`],
    ['/{cas}', () => `${WEB}/${pick(shop.cas)}`],
    ['methods', () => `${WEB}/methods`],
    ['standards', () => `${WEB}/standard`],
  ];
  const searchFamilies: [string, () => string][] = [
    ['/searchCenter', () => `${WEB}${routes.searchCenterFor(pick(keywords))}`],
    ['/searchProduction', () => `${WEB}/searchProduction?keyword=${encodeURIComponent(pick(keywords))}`],
  ];

  // Every page once, so the first shoppers are not all a cold render.
  const warm = new http.Agent({ keepAlive: true });
  for (const url of [...pageFamilies.map(([, p]) => p()), ...keywords.map((k) => `${WEB}${routes.searchCenterFor(k)}`)]) await request(warm, url);
  warm.destroy();

  const samples: Sample[] = [];
  const until = performance.now() + SECONDS * 1000;
  const watching = watchHealth(API, until);

  log(`${USERS} shoppers for ${SECONDS} s (pages 60 %, search 25 %, cart 15 %), load average ${os.loadavg()[0].toFixed(1)}`);
  await Promise.all(
    Array.from({ length: USERS }, async (_, n) => {
      // Each shopper is one browser: its own keep-alive connections; one in five is a logged-in buyer.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
      const buyer: Buyer | null = n % 5 === 0 ? shop.buyers[(n / 5) % shop.buyers.length] : null;
      while (performance.now() < until) {
        const roll = Math.random();
        if (roll < 0.15 && buyer) {
          const add = Math.random() < 0.5;
          const r = await request(agent, `${WEB}/api${ORDER_API}/buy/car/${add ? 'insert' : 'list'}`, {
            method: add ? 'POST' : 'GET',
            headers: { token: buyer.token, 'content-type': 'application/json' },
            body: add ? JSON.stringify({ skuId: pick(shop.skuIds), num: 1 }) : undefined,
          });
          samples.push({ kind: 'cart', ms: r.ms, status: r.status, failedEnvelope: r.status === 200 && envelopeFailed(r.body), family: add ? 'cart insert' : 'cart list' });
        } else {
          const kind: Kind = roll < 0.4 ? 'search' : 'page';
          const [family, url] = pick(kind === 'search' ? searchFamilies : pageFamilies);
          const r = await request(agent, url());
          samples.push({ kind, ms: r.ms, status: r.status, failedEnvelope: false, family });
        }
      }
      agent.destroy();
    }),
  );
  const health = await watching;

  const rows = (['page', 'search', 'cart'] as Kind[]).map((kind) => {
    const of = samples.filter((s) => s.kind === kind);
    const p = percentiles(of.map((s) => s.ms));
    return {
      kind,
      requests: of.length,
      'req/s': (of.length / SECONDS).toFixed(1),
      'HTTP 5xx': of.filter((s) => s.status >= 500).length,
      'failed envelopes': of.filter((s) => s.failedEnvelope).length,
      'network errors': of.filter((s) => s.status === 0).length,
      'other non-200': of.filter((s) => s.status !== 0 && s.status !== 200 && s.status < 500).length,
      'p50 ms': p.p50.toFixed(0),
      'p95 ms': p.p95.toFixed(0),
      'p99 ms': p.p99.toFixed(0),
    };
  });
  const failures = samples.filter((s) => s.status >= 500 || s.status === 0 || s.failedEnvelope);
  if (failures.length) {
    // Which page family failed, and how: 503 is the storefront's "busy, retry" answer, 500 a defect.
    const byFamily = new Map<string, Map<string, number>>();
    for (const s of failures) {
      const what = s.status === 0 ? 'network' : s.failedEnvelope ? 'envelope' : String(s.status);
      const m = byFamily.get(s.family) ?? new Map<string, number>();
      m.set(what, (m.get(what) ?? 0) + 1);
      byFamily.set(s.family, m);
    }
    console.log('failures by family and status:');
    console.table([...byFamily].map(([family, m]) => ({ family, ...Object.fromEntries(m) })));
  }
  const catalogue = SCALE ? `a copy of the ${SCALE.target.toLocaleString()}-product scale catalogue, shoppers opening its ${shop.ids.length.toLocaleString()} real products` : `the seed catalogue (${shop.ids.length.toLocaleString()} products)`;
  console.log(`\n${USERS} shoppers for ${SECONDS} s against the production storefront and the mall API (${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${catalogue}), ${os.cpus().length} cores, load generator on the same machine:`);
  console.table(rows);
  const total = rows.reduce((n, r) => n + r['HTTP 5xx'] + r['failed envelopes'] + r['network errors'], 0);
  console.log(`errors (5xx + failed envelopes + network): ${total} of ${samples.length} (target 0)`);
  for (const line of healthLines(health)) console.log(line);
  console.log(`load average (1 / 5 min) at end: ${os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}`);
  shop.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
