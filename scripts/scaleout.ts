/**
 * `npm run scaleout` — the proof that two storefronts and two APIs behind nginx on one PostgreSQL
 * behave as one shop. Starts, each on a free loopback port: a throw-away PostgreSQL, Redis, two mall APIs,
 * two storefronts (production build; built first when missing or stale) and nginx with one round-robin
 * upstream per tier; runs the checks of scripts/scaleout/checks.ts; prints a table; stops everything it
 * started (also on Ctrl-C and on failure). Exit 0 only when every check held. Not part of `npm test`.
 * Logs of every process: the folder printed at the start (kept when a check failed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPostgres } from './pg-server.mjs';
import { ensureBuild } from './build';
import * as checks from './scaleout/checks';
import type { Row, Shop } from './scaleout/checks';
import { killAllNow, onCleanup, stopAll, waitForHttp } from './scaleout/processes';
import { ensurePrograms, registerOperatorKey, startApi, startNginx, startRedis, startStorefront } from './scaleout/stack';

const log = (msg: string) => console.log(`[scaleout ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function startShop(logDir: string): Promise<Shop> {
  const pgServer = await startPostgres();
  onCleanup(() => pgServer.stop());
  log(`PostgreSQL ${pgServer.version} on ${pgServer.url}`);
  const redis = await startRedis(logDir);
  log(`Redis on ${redis.url}`);
  const dataDir = path.join(logDir, 'data');
  fs.mkdirSync(dataDir);
  const webPorts = [await freePort(), await freePort()];
  const storefrontOrigins = webPorts.map((p) => `http://127.0.0.1:${p}`);
  // Buyers reach the shop through nginx's storefront tier: its origin is the shop's one public origin.
  const nginxPorts = { apiPort: await freePort(), webPort: await freePort() };
  const publicOrigin = `http://127.0.0.1:${nginxPorts.webPort}`;
  // The first API migrates and seeds; the second starts on the seeded database (check 6 starts two at once).
  const api1 = await startApi('api-1', { databaseUrl: pgServer.url, dataDir, logDir, storefronts: storefrontOrigins, publicOrigin });
  const api2 = await startApi('api-2', { databaseUrl: pgServer.url, dataDir, logDir, storefronts: storefrontOrigins, publicOrigin });
  await registerOperatorKey(pgServer.url);
  log(`APIs on ${api1.origin}, ${api2.origin}`);
  const nginx = await startNginx(logDir, [api1.origin, api2.origin], storefrontOrigins, nginxPorts);
  await waitForHttp(`${nginx.api}/healthz`, nginx.proc, 10_000);
  const storefronts = webPorts.map((port, i) => startStorefront(`storefront-${i + 1}`, { port, apiOrigin: nginx.api, publicOrigin, redisUrl: redis.url, logDir }));
  await Promise.all(storefronts.map((sf) => waitForHttp(`${sf.origin}/mobileView`, sf.proc)));
  log(`storefronts on ${storefrontOrigins.join(', ')}; nginx: API tier ${nginx.api}, storefront tier ${nginx.web}`);
  return { pgUrl: pgServer.url, dataDir, logDir, apis: [api1, api2], storefronts: [storefronts[0], storefronts[1]], nginxApi: nginx.api, nginxWeb: nginx.web, redis, restartPostgres: pgServer.restart };
}

/** The checks in order; the last one kills an API, so it stays last. */
const CHECKS: [string, (shop: Shop) => Promise<Row>][] = [
  ['1 login on API 1 used on API 2', checks.loginAcross],
  ['2 SMS resend and captcha limit across APIs', checks.limitsAcross],
  ['3 one cart from both APIs', checks.cartAcross],
  ['4 COA upload seen on both storefronts', checks.coaOnBothStorefronts],
  ['5 new product found on both APIs', checks.newProductOnBothApis],
  ['5b price saved at the desk on both storefronts', checks.priceOnBothStorefronts],
  ['6 two APIs started at once on an empty DB', checks.concurrentStart],
  ['Redis frozen', checks.redisFrozen],
  ['PostgreSQL restart under load', checks.pgRestart],
  ['7 kill -9 of one API under load', checks.killOneApi],
];

async function runChecks(shop: Shop): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, check] of CHECKS) {
    const started = Date.now();
    log(`check ${name} …`);
    const row = await check(shop).catch((err: unknown): Row => ({ name, ok: false, figures: 'error', detail: (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 300) }));
    log(`${row.ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    rows.push(row);
  }
  return rows;
}

function printTable(rows: Row[]) {
  const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u1100-\uffff]/.test(ch) && !/[✔✖]/.test(ch) ? 2 : 1), 0);
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));
  const cells = rows.map((r) => [r.name, r.ok ? '✔' : '✖', r.figures, r.detail]);
  const head = ['check', 'ok', 'figures', 'detail'];
  const widths = [0, 1, 2].map((i) => Math.max(width(head[i]), ...cells.map((c) => width(c[i]))));
  const line = (c: string[]) => `| ${c.slice(0, 3).map((s, i) => pad(s, widths[i])).join(' | ')} | ${c[3]} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|------|`);
  for (const c of cells) console.log(line(c));
  console.log('');
}

let logDirOfRun = '';

async function main(): Promise<number> {
  const started = Date.now();
  ensurePrograms({ nginx: 'nginx', 'redis-server': 'redis-server', 'redis-cli': 'redis-tools' });
  if (!ensureBuild()) throw new Error('next build failed (see above)');
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-scaleout-'));
  logDirOfRun = logDir;
  log(`logs in ${logDir}`);
  const shop = await startShop(logDir);
  const rows = await runChecks(shop);
  printTable(rows);
  const passed = rows.every((r) => r.ok);
  log(`${rows.filter((r) => r.ok).length}/${rows.length} checks held in ${((Date.now() - started) / 1000).toFixed(0)} s${passed ? '' : `; logs kept in ${logDir}`}`);
  if (passed) onCleanup(() => fs.rmSync(logDir, { recursive: true, force: true }));
  return passed ? 0 : 1;
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping everything started${logDirOfRun ? ` (logs kept in ${logDirOfRun})` : ''}`);
    void stopAll().then(() => process.exit(130));
  });
}
main()
  .catch((err: unknown) => {
    console.error(`\n✖ ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  })
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  });
