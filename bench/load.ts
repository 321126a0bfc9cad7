/**
 * 200 shoppers at once for 60 s (issue 16, target 2): the production storefront and the mall API on this
 * machine, each shopper a closed loop of requests — pages 60 % (home, lists, goods detail, /{cas}, methods and
 * standards), search 25 % (the 综合 screen and the products screen for keywords people type) and cart calls 15 %
 * (logged-in buyers listing and adding to their cart through the storefront's /api forwarder). Printed: requests,
 * HTTP 5xx, failed envelopes (code ≠ 1) and network errors per kind, p50 / p95 / p99, and the API's /healthz
 * latency sampled every 100 ms during the load (its event loop must stay free). Reported, never asserted.
 *
 *   npx tsx bench/load.ts                    a fresh seeded shop (embedded PGlite) in a temporary folder
 *   BENCH_LOAD_USERS=200 BENCH_LOAD_SECONDS=60   the defaults
 *   BENCH_LOAD_DATABASE_URL=postgres://…     the API on a PostgreSQL server instead (an empty database: migrated and seeded)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { routes } from '../lib/routes';
import { openDatabase } from '../server/db/client';
import { products } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { bin, ensureBuild, root } from '../scripts/build';
import { freePort, waitForUrl } from './api-process';
import { createBuyers, stockedSkuIds, type Buyer } from './orders-shared';
import { percentiles } from './stats';

const USERS = Number(process.env.BENCH_LOAD_USERS || 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
const DATABASE_URL = process.env.BENCH_LOAD_DATABASE_URL || '';
const BUYERS = 40;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 refmall-load';
const ORDER_API = '/mall/shopping/order/api';
const log = (msg: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${msg}`);

type Kind = 'page' | 'search' | 'cart';
interface Sample {
  kind: Kind;
  ms: number;
  status: number;
  /** An API call answered, but not with code 1. */
  failedEnvelope: boolean;
}

const children: ChildProcess[] = [];
function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(args[0], args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (d: Buffer) => {
    const text = String(d);
    if (!/ExperimentalWarning|DeprecationWarning/.test(text)) process.stderr.write(`[${name}] ${text}`);
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const waitFor = (url: string) => waitForUrl(url, 600_000);

/** One request; the body is read to the end. Network errors are status 0. */
function request(agent: http.Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: { 'user-agent': UA, ...init.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t, body: '' }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t, body: '' }));
    req.setTimeout(30_000, () => req.destroy());
    if (init.body) req.write(init.body);
    req.end();
  });
}

const envelopeFailed = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: number }).code !== 1;
  } catch {
    return true;
  }
};

/** Shop data for the shoppers: product ids and CAS numbers to visit, SKUs to add, buyers with live sessions. */
async function prepareShop(dataDir: string) {
  const database = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir });
  try {
    await database.migrate();
    await seedCatalogue(database.db);
    const rows = await database.db
      .select({ id: products.id, cas: products.cas })
      .from(products)
      .where(and(eq(products.status, 1)))
      .orderBy(asc(products.id));
    const buyers = await createBuyers(database.db, BUYERS, String(Date.now() % 10_000).padStart(4, '0'));
    const skuIds = await stockedSkuIds(database.db, 30);
    return { ids: rows.map((r) => r.id), cas: [...new Set(rows.map((r) => r.cas))].filter((c) => /^\d+-\d\d-\d$/.test(c)), buyers, skuIds };
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-load-'));
  const apiPort = await freePort();
  const webPort = await freePort();
  const API = `http://127.0.0.1:${apiPort}`;
  const WEB = `http://127.0.0.1:${webPort}`;
  log(`preparing a seeded shop (${DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
  const shop = await prepareShop(dataDir);
  if (!ensureBuild()) throw new Error('next build failed');
  start('api', [bin('tsx'), 'server/main.ts'], { API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  await waitFor(`${API}/healthz`);
  start('web', [bin('tsx'), 'scripts/storefront-server.ts', '-p', String(webPort), '-H', '127.0.0.1'], { API_ORIGIN: API, NEXT_TELEMETRY_DISABLED: '1' });
  await waitFor(`${WEB}/mobileView`);

  const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const keywords = ['奥美拉唑', '阿司匹林', '布洛芬', '二甲双胍', 'Omeprazole', 'aspl', '50-78-2', '杂质', 'GB/T 601-2016', '有关物质', '甲基', 'NDMA'];
  const pages = [
    () => `${WEB}/`,
    () => `${WEB}${routes.productClassifyList(0)}`,
    () => `${WEB}/goodsDetail/${pick(shop.ids)}`,
    () => `${WEB}/goodsDetail/${pick(shop.ids)}`,
    () => `${WEB}/${pick(shop.cas)}`,
    () => `${WEB}/methods`,
    () => `${WEB}/standard`,
  ];
  const searches = [() => `${WEB}${routes.searchCenterFor(pick(keywords))}`, () => `${WEB}/searchProduction?keyword=${encodeURIComponent(pick(keywords))}`];

  // Every page once, so the first shoppers are not all a cold render.
  const warm = new http.Agent({ keepAlive: true });
  for (const url of [...pages.map((p) => p()), ...keywords.map((k) => `${WEB}${routes.searchCenterFor(k)}`)]) await request(warm, url);
  warm.destroy();

  const samples: Sample[] = [];
  const health: number[] = [];
  let healthFailed = 0;
  const until = performance.now() + SECONDS * 1000;
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const healthLoop = (async () => {
    while (performance.now() < until) {
      const r = await request(healthAgent, `${API}/healthz`);
      health.push(r.ms);
      if (r.status !== 200) healthFailed++;
      await new Promise((res) => setTimeout(res, 100));
    }
  })();

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
          samples.push({ kind: 'cart', ms: r.ms, status: r.status, failedEnvelope: r.status === 200 && envelopeFailed(r.body) });
        } else if (roll < 0.4) {
          const r = await request(agent, pick(searches)());
          samples.push({ kind: 'search', ms: r.ms, status: r.status, failedEnvelope: false });
        } else {
          const r = await request(agent, pick(pages)());
          samples.push({ kind: 'page', ms: r.ms, status: r.status, failedEnvelope: false });
        }
      }
      agent.destroy();
    }),
  );
  await healthLoop;
  healthAgent.destroy();

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
  const h = percentiles(health);
  console.log(`\n${USERS} shoppers for ${SECONDS} s against the production storefront and the mall API (${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}), ${os.cpus().length} cores, load generator on the same machine:`);
  console.table(rows);
  const total = rows.reduce((n, r) => n + r['HTTP 5xx'] + r['failed envelopes'] + r['network errors'], 0);
  console.log(`errors (5xx + failed envelopes + network): ${total} of ${samples.length} (target 0)`);
  console.log(`API /healthz during the load (every 100 ms, ${health.length} samples, ${healthFailed} not 200): p50 ${h.p50.toFixed(1)} ms, p95 ${h.p95.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(0)} ms (target p99 < 50 ms)`);
  console.log(`load average (1 / 5 min) at end: ${os.loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}`);
  stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
