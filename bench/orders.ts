/**
 * `npm run bench:orders` (and part of `npm run bench`): orders under a crash and at scale. Printed as
 * markdown tables, never asserted — the figures depend on the machine and its load.
 *
 * 1. Crash durability, on PGlite and on PostgreSQL: the real API process (server/main.ts), 100 buyers
 *    submitting at once with retries on network errors (same requestKey), `kill -9` of the API after 40
 *    acknowledgements, a restart on the same data (every fifth buyer also abandons its first attempt after
 *    15 ms, as a client whose answer is lost); then acknowledged orders lost, doubled, and stock
 *    against what live orders took (each must be 0), and how long the restart took.
 *    PostgreSQL: TEST_DATABASE_URL when set; otherwise a throw-away server via scripts/with-postgres.mjs
 *    (Debian's /usr/lib/postgresql/<v>/bin); without one the PostgreSQL half is skipped, saying why.
 * 2. Preview and submit latency (p50/p95/p99) at 100,000 products, in process (app.request), on a copy of
 *    the synthetic scale catalogue (bench/scale.ts; built into .data/scale when missing, 4-6 minutes).
 *
 *   BENCH_ONLY=crash | latency       one part only
 *   BENCH_API_PORT=4170              ports of the API processes (this and the next); default free ports
 *   BENCH_ORDER_CLIENTS=100  BENCH_KILL_AFTER=40  BENCH_ITER=200  BENCH_PRODUCTS=100000  BENCH_DIR=.data/scale
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './api-process';
import { runCrash, type CrashFigures, type DbKind } from './orders-crash';
import { runLatency } from './orders-latency';
import { markdownTable } from './orders-shared';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ONLY = process.env.BENCH_ONLY;
const CLIENTS = Number(process.env.BENCH_ORDER_CLIENTS || 100);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER || 40);
/** Set in the child this script runs under scripts/with-postgres.mjs: run the PostgreSQL crash only, write the figures here. */
const CHILD_RESULT = process.env.ORDER_BENCH_RESULT_FILE;
const log = (msg: string) => console.log(`[order bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

const port = async (offset: number) => (process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) + offset : freePort());
const crash = async (kind: DbKind, adminUrl?: string) =>
  runCrash({ kind, adminUrl, port: await port(kind === 'pglite' ? 0 : 1), clients: CLIENTS, killAfter: KILL_AFTER, log });

function pgBinDir(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  return fs.readdirSync(base).some((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) ? base : null;
}

/** The PostgreSQL half: on TEST_DATABASE_URL, or this script again under scripts/with-postgres.mjs. */
async function crashOnPostgres(): Promise<CrashFigures | string> {
  if (process.env.TEST_DATABASE_URL) return crash('postgres', process.env.TEST_DATABASE_URL);
  if (!pgBinDir()) return 'skipped: no PostgreSQL server binaries (PG_BIN, or /usr/lib/postgresql/<version>/bin: apt-get install postgresql) and no TEST_DATABASE_URL';
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-orderbench-result-')), 'pg.json');
  const child = spawn(process.execPath, [path.join(root, 'scripts/with-postgres.mjs'), process.execPath, '--import', 'tsx', path.join(root, 'bench/orders.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ORDER_BENCH_RESULT_FILE: file },
  });
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  try {
    if (code !== 0 || !fs.existsSync(file)) return `failed: the PostgreSQL run exited with code ${code} (see above)`;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CrashFigures;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

function crashTable(runs: CrashFigures[]): string {
  const rows: [string, (f: CrashFigures) => string | number][] = [
    ['concurrent submissions (buyers)', (f) => f.clients],
    ['acknowledged (code 1 + order id)', (f) => f.acknowledged],
    ['refused (code 0) / gave up', (f) => `${f.rejected} / ${f.gaveUp}`],
    ['client retries after network errors', (f) => f.networkRetries],
    ['kill -9 after acknowledgements', (f) => (f.ackedAtKill < 0 ? 'not killed' : f.ackedAtKill)],
    ['**acknowledged orders lost** (must be 0)', (f) => f.lost],
    ['**orders doubled** (must be 0)', (f) => f.doubled],
    ['orders in the database / not acknowledged', (f) => `${f.ordersInDb} / ${f.unacknowledgedInDb}`],
    ['committed before the kill, answered only by a retry after it', (f) => f.answeredAfterRestart],
    ['first attempts abandoned by the client after 15 ms, then retried', (f) => f.abandoned],
    ['**SKUs whose stock ≠ start − Σ taken by live orders** (must be 0)', (f) => `${f.stockMismatches} of ${f.skusChecked}`],
    ['first start → /healthz (ms)', (f) => f.firstStartMs.toFixed(0)],
    ['restart: kill → /healthz again (ms)', (f) => (Number.isNaN(f.restartMs) ? '—' : f.restartMs.toFixed(0))],
    ['whole run (s)', (f) => f.seconds.toFixed(1)],
  ];
  return markdownTable(rows.map(([what, get]) => Object.fromEntries([['', what], ...runs.map((r) => [r.database, get(r)])])));
}

async function main() {
  if (CHILD_RESULT) {
    fs.writeFileSync(CHILD_RESULT, JSON.stringify(await crash('postgres', process.env.TEST_DATABASE_URL)));
    return;
  }
  const out: string[] = [];
  if (ONLY !== 'latency') {
    const runs: CrashFigures[] = [await crash('pglite')];
    const onPg = await crashOnPostgres();
    if (typeof onPg === 'string') out.push(`PostgreSQL half ${onPg}.`);
    else runs.push(onPg);
    out.push(`### Order submission under kill -9 (${CLIENTS} buyers at once, API killed after ${KILL_AFTER} acknowledgements)\n\n${crashTable(runs)}`);
    for (const r of runs) for (const n of r.notes) out.push(`- ${r.database}: ${n}`);
  }
  if (ONLY !== 'crash') {
    const latency = await runLatency(log);
    out.push(`### Settlement preview and order submit latency (ms, in process, ${latency.iterations} each)\n\n${markdownTable(latency.rows)}`);
    out.push(Object.entries(latency.facts).map(([k, v]) => `- ${k}: ${v}`).join('\n'));
  }
  console.log(`\n${out.join('\n\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
