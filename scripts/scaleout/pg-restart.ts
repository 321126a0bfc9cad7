/**
 * PostgreSQL restarted under load: what clients see while the server goes away (a fast shutdown ends every
 * session, as a failover does) and comes back. Shared by `npm run scaleout` (through nginx, two APIs) and
 * tests/api/pg-restart.test.ts (one API). Catalogue GETs and cart adds of logged-in buyers run throughout and
 * every answer is kept: each failure must be a 503 with Retry-After and the envelope (never a 500 or a dropped
 * connection), every call succeeds again within RECOVERY_LIMIT_MS of the server's return, and every add the API
 * acknowledged is in the database.
 */
import pg from 'pg';
import { createBuyers, stockedSkuIds, type Buyer } from '../../bench/orders-shared';
import { contract } from '../../lib/api/contract';
import { openDatabase } from '../../server/db/client';
import { alive } from './processes';
import type { Row, Shop } from './checks';

/** The longest a call may still fail after PostgreSQL accepts connections again. */
export const RECOVERY_LIMIT_MS = 5000;
/** The envelope's message of a call answered while the database is unreachable. */
export const UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';

export interface Answer {
  kind: 'read' | 'write' | 'health';
  /** The buyer's index (writes). */
  buyer: number;
  startedAt: number;
  endedAt: number;
  /** 0: no HTTP answer (the connection failed). */
  status: number;
  code: number | null;
  message: string;
  retryAfter: string | null;
}

export interface RestartRun {
  answers: Answer[];
  /** When the shutdown began and when the server accepted connections again (Date.now()). */
  downAt: number;
  upAt: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(kind: Answer['kind'], buyer: number, url: string, init: RequestInit = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let body: { code?: unknown; message?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      /* not JSON: counted by its status */
    }
    const code = typeof body.code === 'number' ? body.code : null;
    const message = typeof body.message === 'string' ? body.message : text.slice(0, 80);
    return { kind, buyer, startedAt, endedAt: Date.now(), status: res.status, code, message, retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { kind, buyer, startedAt, endedAt: Date.now(), status: 0, code: null, message: cause, retryAfter: null };
  }
}

/** A call that worked: the catalogue's or the cart's envelope with code 1, /healthz with 200. */
export const succeeded = (a: Answer) => a.status === 200 && (a.kind === 'health' || a.code === 1);

export interface LoadOptions {
  /** Where the load goes: an API, or nginx in front of several. */
  origin: string;
  /** The APIs whose /healthz is asked every 200 ms. */
  healthOrigins: string[];
  buyers: Buyer[];
  /** The SKU every buyer adds (one at a time) to their cart. */
  skuId: number;
  readers: number;
  /** Restarts PostgreSQL; resolves once it accepts connections again. */
  restart: () => Promise<void>;
  /** Load before the restart and after the server's return. */
  leadMs: number;
  tailMs: number;
}

/** Runs the load, restarts PostgreSQL in the middle of it, and answers every call's outcome. */
export async function loadThroughRestart(o: LoadOptions): Promise<RestartRun> {
  const answers: Answer[] = [];
  let running = true;
  const read = `${o.origin}${contract.search.productByBrandCode.path}?${new URLSearchParams({ brandName: 'refmall', code: 'RM-A001' })}`;
  const insert = `${o.origin}${contract.cart.insert.path}`;
  // A client waits a little after each call, longer after a failure (as the storefront's retry would).
  const loop = async (call: () => Promise<Answer>, pauseMs: number) => {
    while (running) {
      const a = await call();
      answers.push(a);
      await sleep(succeeded(a) ? pauseMs : 100);
    }
  };
  const workers = [
    ...o.buyers.map((b, i) =>
      loop(() => send('write', i, insert, { method: 'POST', headers: { 'content-type': 'application/json', token: b.token }, body: JSON.stringify({ skuId: o.skuId, num: 1 }) }), 10),
    ),
    ...Array.from({ length: o.readers }, () => loop(() => send('read', -1, read), 10)),
    ...o.healthOrigins.map((h) => loop(() => send('health', -1, `${h}/healthz`), 200)),
  ];
  await sleep(o.leadMs);
  const downAt = Date.now();
  await o.restart();
  const upAt = Date.now();
  await sleep(o.tailMs);
  running = false;
  await Promise.all(workers);
  return { answers, downAt, upAt };
}

export interface RestartSummary {
  calls: number;
  failed: number;
  /** Failures that were not a 503 with Retry-After and the envelope's message, by what they were. */
  unexpected: Map<string, number>;
  /** The 503 answers (calls and /healthz). */
  unavailable: number;
  health503: number;
  /** After the server's return: when the last failing call ended (0: none failed). */
  recoveryMs: number;
  /** Calls that succeeded after that. */
  okAfterRecovery: number;
}

export function summarise(run: RestartRun): RestartSummary {
  const calls = run.answers.filter((a) => a.kind !== 'health');
  const failed = calls.filter((a) => !succeeded(a));
  const unexpected = new Map<string, number>();
  for (const a of failed) {
    const proper = a.status === 503 && Number(a.retryAfter) > 0 && a.code === 0 && a.message === UNAVAILABLE_MESSAGE;
    if (proper) continue;
    const what = a.status === 0 ? `no answer (${a.message})` : `HTTP ${a.status} ${a.message.slice(0, 60)}`;
    unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
  }
  const recoveryMs = Math.max(0, ...failed.filter((a) => a.endedAt > run.upAt).map((a) => a.endedAt - run.upAt));
  return {
    calls: calls.length,
    failed: failed.length,
    unexpected,
    unavailable: run.answers.filter((a) => a.status === 503).length,
    health503: run.answers.filter((a) => a.kind === 'health' && a.status === 503).length,
    recoveryMs,
    okAfterRecovery: calls.filter((a) => a.startedAt > run.upAt + recoveryMs && succeeded(a)).length,
  };
}

/** Adds the API acknowledged (code 1) that the database does not hold: per buyer, acknowledged − the row's quantity. */
export async function lostWrites(pgUrl: string, run: RestartRun, buyers: Buyer[], skuId: number): Promise<{ acked: number; stored: number; lost: number }> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number; num: number }>('select user_id, num from cart_items where sku_id = $1 and user_id = any($2::int[])', [skuId, buyers.map((b) => b.userId)]);
    const stored = new Map(rows.map((r) => [r.user_id, r.num]));
    let acked = 0;
    let lost = 0;
    buyers.forEach((b, i) => {
      const n = run.answers.filter((a) => a.kind === 'write' && a.buyer === i && succeeded(a)).length;
      acked += n;
      lost += Math.max(0, n - (stored.get(b.userId) ?? 0));
    });
    return { acked, stored: [...stored.values()].reduce((s, n) => s + n, 0), lost };
  } finally {
    await client.end();
  }
}

/** Buyers with a live session and an orderable SKU in stock, on the database of `pgUrl`. */
export async function prepareBuyers(pgUrl: string, n: number, tag: string): Promise<{ buyers: Buyer[]; skuId: number }> {
  const database = await openDatabase({ url: pgUrl });
  try {
    const [skuId] = await stockedSkuIds(database.db, 1);
    return { buyers: await createBuyers(database.db, n, tag), skuId };
  } finally {
    await database.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The scale-out check: the load through nginx, PostgreSQL restarted (fast, 3 s away) in the middle of it. */
export async function pgRestart(shop: Shop): Promise<Row> {
  const { buyers, skuId } = await prepareBuyers(shop.pgUrl, 8, '7');
  const run = await loadThroughRestart({
    origin: shop.nginxApi,
    healthOrigins: shop.apis.map((a) => a.origin),
    buyers,
    skuId,
    readers: 4,
    restart: () => shop.restartPostgres({ downMs: 3000 }),
    leadMs: 2000,
    tailMs: RECOVERY_LIMIT_MS + 3000,
  });
  const s = summarise(run);
  const writes = await lostWrites(shop.pgUrl, run, buyers, skuId);
  const dead = shop.apis.filter((a) => !alive(a.proc)).map((a) => a.name);
  // Both APIs answer directly once it is over.
  const answering = await Promise.all(shop.apis.map((a) => send('health', -1, `${a.origin}/healthz`).then(succeeded)));
  const ok = dead.length === 0 && answering.every(Boolean) && s.unexpected.size === 0 && s.recoveryMs <= RECOVERY_LIMIT_MS && s.okAfterRecovery > 0 && writes.lost === 0;
  const unexpected = [...s.unexpected].map(([what, n]) => `${n}× ${what}`).join('; ');
  return {
    name: 'PostgreSQL restart under load',
    ok,
    figures: `${s.failed}/${s.calls} failed (${s.failed - [...s.unexpected.values()].reduce((a, b) => a + b, 0)} as 503); recovered ${seconds(s.recoveryMs)}; lost ${writes.lost}/${writes.acked}`,
    detail:
      `pg_ctl -m fast stop, ${seconds(run.upAt - run.downAt)} away; ${buyers.length} buyers adding to cart + 4 readers through nginx; ` +
      `/healthz 503 ×${s.health503}; APIs ${dead.length ? `DIED: ${dead.join(', ')}` : 'both alive'}, answering ${answering.map((a) => (a ? 'yes' : 'NO')).join('/')}; ` +
      `${writes.acked} adds acknowledged, ${writes.stored} stored${unexpected ? `; not 503: ${unexpected}` : ''}`,
  };
}
