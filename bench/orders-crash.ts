/*
 * Durability of order submission under a crash (bench/orders.ts, part 1): the real API process, CLIENTS
 * buyers submitting at once with retries on network errors (same requestKey), `kill -9` of the API after
 * KILL_AFTER acknowledgements, a restart on the same data, then an audit of the database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { address } from '../lib/api/contract/address';
import { cart } from '../lib/api/contract/cart';
import { order } from '../lib/api/contract/order';
import { openDatabase, type Database } from '../server/db/client';
import { orderLines, orders, skus } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { queryRows } from '../server/search/sql';
import { exited, startApi, stopApi, waitHealthy, type ApiProcess } from './api-process';
import { BEIJING_ADDRESS, callEndpoint, createBuyers, must, pool, stockedSkuIds, stockOf, type Send } from './orders-shared';

export type DbKind = 'pglite' | 'postgres';

export interface CrashOptions {
  kind: DbKind;
  /** PostgreSQL only: a server URL on which the run creates (and afterwards drops) its own database. */
  adminUrl?: string;
  port: number;
  clients: number;
  killAfter: number;
  log: (msg: string) => void;
}

export interface CrashFigures {
  database: string;
  clients: number;
  acknowledged: number;
  rejected: number;
  gaveUp: number;
  networkRetries: number;
  ackedAtKill: number;
  restartMs: number;
  firstStartMs: number;
  ordersInDb: number;
  lost: number;
  doubled: number;
  unacknowledgedInDb: number;
  /** Acknowledged only by a retry after the restart, though the order was committed before the kill (its answer died with the process). */
  answeredAfterRestart: number;
  /** First attempts the client gave up after ABANDON_MS (still running on the server when the retry comes: a real double submit). */
  abandoned: number;
  skusChecked: number;
  stockMismatches: number;
  seconds: number;
  notes: string[];
}

const STOCK = 1000;
const SKU_COUNT = 8;
const CLIENT_DEADLINE_MS = 180_000;
const ABANDON_MS = 15;

interface Plan {
  token: string;
  userId: number;
  body: Record<string, unknown>;
  requestKey: string;
  /** Every fifth buyer gives up its first attempt after ABANDON_MS, as a client whose answer is lost would. */
  abandonFirst: boolean;
  abandoned?: boolean;
}

type Outcome = { kind: 'acked'; id: number; orderNo: string; at: number } | { kind: 'rejected'; message: string } | { kind: 'gaveUp'; reason: string };

async function freshDatabase(kind: DbKind, adminUrl?: string): Promise<{ open: () => Promise<Database>; env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-orderbench-'));
    return { open: () => openDatabase({ dataDir }), env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!adminUrl) throw new Error('PostgreSQL run without a server URL');
  const name = `orderbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-orderbench-'));
  return {
    open: () => openDatabase({ url: url.toString() }),
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const httpSend =
  (origin: string, timeoutMs = 60_000): Send =>
  (p, init) =>
    fetch(`${origin}${p}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** Address, cart rows and a preview per buyer; half buy one SKU at once (立即购买), half submit two cart rows. */
async function planClients(send: Send, buyers: { userId: number; token: string }[], skuIds: number[]): Promise<Plan[]> {
  return pool(buyers, 8, async (b, i) => {
    const addr = await must(send, address.add, { token: b.token, body: BEIJING_ADDRESS });
    let source: Record<string, unknown>;
    if (i % 2 === 0) {
      source = { buyNow: { skuId: skuIds[i % skuIds.length], num: 1 + (i % 3) } };
    } else {
      const a = await must(send, cart.insert, { token: b.token, body: { skuId: skuIds[i % skuIds.length], num: 1 } });
      const c = await must(send, cart.insert, { token: b.token, body: { skuId: skuIds[(i + 3) % skuIds.length], num: 2 } });
      source = { carIds: [a.id, c.id] };
    }
    const preview = await must(send, order.preview, { token: b.token, body: source });
    const requestKey = randomBytes(12).toString('hex');
    return { token: b.token, userId: b.userId, requestKey, abandonFirst: i % 5 === 4, body: { ...source, addressId: addr.id, invoice: { kind: 'none' }, note: '基准测试', requestKey, quoteHash: preview.quoteHash } };
  });
}

export async function runCrash(opts: CrashOptions): Promise<CrashFigures> {
  const { log } = opts;
  const started = performance.now();
  const notes: string[] = [];
  const store = await freshDatabase(opts.kind, opts.adminUrl);
  let api: ApiProcess | null = null;
  try {
    // 1. A migrated, seeded database with buyers and ample stock on the SKUs they buy (no made-to-order split).
    let database = await store.open();
    await database.migrate();
    await seedCatalogue(database.db);
    const skuIds = await stockedSkuIds(database.db, SKU_COUNT);
    await database.db.update(skus).set({ stock: STOCK }).where(inArray(skus.id, skuIds));
    const buyers = await createBuyers(database.db, opts.clients, opts.kind === 'pglite' ? '1' : '2');
    const stockBefore = await stockOf(database.db, skuIds);
    await database.close();

    // 2. The API process on that data; each buyer's address, cart and preview through it.
    let t = performance.now();
    api = startApi(store.env, opts.port);
    const firstStartMs = await waitHealthy(api, t);
    log(`${opts.kind}: API up in ${firstStartMs.toFixed(0)} ms; preparing ${opts.clients} buyers`);
    const plans = await planClients(httpSend(api.origin), buyers, skuIds);

    // 3. All submit at once; every network error is retried with the same requestKey until the deadline.
    let acked = 0;
    let networkRetries = 0;
    let current: ApiProcess = api;
    let onAck: () => void = () => {};
    const submitOne = async (p: Plan): Promise<Outcome> => {
      const deadline = performance.now() + CLIENT_DEADLINE_MS;
      let lastError = '';
      let attempt = 0;
      while (performance.now() < deadline) {
        const abandon = p.abandonFirst && attempt++ === 0;
        try {
          const r = await callEndpoint(httpSend(current.origin, abandon ? ABANDON_MS : undefined), order.submit, { token: p.token, body: p.body });
          if (r.code === 1 && 'data' in r) {
            acked++;
            onAck();
            return { kind: 'acked', id: r.data.id, orderNo: r.data.orderNo, at: Date.now() };
          }
          const failed = r as { message: string; status: number };
          if (failed.status < 500) return { kind: 'rejected', message: failed.message };
          lastError = failed.message;
        } catch (err) {
          if (abandon) p.abandoned = true;
          lastError = err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err);
        }
        networkRetries++;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
      return { kind: 'gaveUp', reason: lastError };
    };

    let ackedAtKill = -1;
    let killedAtWall = Number.POSITIVE_INFINITY;
    let restartMs = Number.NaN;
    const killed = new Promise<void>((resolve) => {
      onAck = () => {
        if (acked >= opts.killAfter && ackedAtKill < 0) {
          ackedAtKill = acked;
          resolve();
        }
      };
    });
    t = performance.now();
    const outcomesP = Promise.all(plans.map(submitOne));
    const crash = (async () => {
      await Promise.race([killed, outcomesP]);
      if (ackedAtKill < 0) return;
      const victim = current;
      victim.child.kill('SIGKILL');
      await exited(victim.child);
      const killedAt = performance.now();
      killedAtWall = Date.now();
      log(`${opts.kind}: kill -9 after ${ackedAtKill} acknowledgements (${(killedAt - t).toFixed(0)} ms into the run); restarting`);
      current = startApi(store.env, opts.port);
      api = current;
      restartMs = await waitHealthy(current, killedAt);
      log(`${opts.kind}: API answering again ${restartMs.toFixed(0)} ms after the kill`);
    })();
    // Both awaited together: a failed restart must not become an unhandled rejection while clients retry.
    const [outcomes] = await Promise.all([outcomesP, crash]);
    if (ackedAtKill < 0) notes.push(`every submission finished before ${opts.killAfter} acknowledgements: no kill`);
    await stopApi(api);
    api = null;

    // 4. The audit, on the data as the API left it.
    database = await store.open();
    const rows = await database.db.select({ id: orders.id, userId: orders.userId, requestKey: orders.requestKey, orderNo: orders.orderNo, status: orders.status, createdAt: orders.createdAt }).from(orders);
    const lines = await database.db.select({ orderId: orderLines.orderId, skuId: orderLines.skuId, fromStock: orderLines.fromStock, num: orderLines.num }).from(orderLines);
    const stockAfter = await stockOf(database.db, skuIds);
    const [{ n: cartLeft }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from cart_items`);
    await database.close();

    const byId = new Map(rows.map((r) => [r.id, r]));
    const keyOf = (userId: number, key: string) => `${userId}:${key}`;
    const perKey = new Map<string, number>();
    for (const r of rows) perKey.set(keyOf(r.userId, r.requestKey), (perKey.get(keyOf(r.userId, r.requestKey)) ?? 0) + 1);
    const perUser = new Map<number, number>();
    for (const r of rows) perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
    let lost = 0;
    let answeredAfterRestart = 0;
    const ackedKeys = new Set<string>();
    outcomes.forEach((o, i) => {
      if (o.kind !== 'acked') return;
      const p = plans[i];
      ackedKeys.add(keyOf(p.userId, p.requestKey));
      const row = byId.get(o.id);
      if (!row || row.userId !== p.userId || row.requestKey !== p.requestKey || row.orderNo !== o.orderNo) lost++;
      else if (o.at > killedAtWall && row.createdAt.getTime() < killedAtWall) answeredAfterRestart++;
    });
    // Each buyer submitted one key: more than one order per key or per buyer is a double.
    const doubled = [...perKey.values()].filter((n) => n > 1).length + [...perUser.values()].filter((n) => n > 1).length;
    const unacknowledgedInDb = rows.filter((r) => !ackedKeys.has(keyOf(r.userId, r.requestKey))).length;
    const live = new Set(rows.filter((r) => r.status !== 'cancelled').map((r) => r.id));
    const taken = new Map<number, number>();
    for (const l of lines) if (live.has(l.orderId)) taken.set(l.skuId, (taken.get(l.skuId) ?? 0) + l.fromStock);
    const madeToOrder = lines.filter((l) => l.fromStock !== l.num).length;
    if (madeToOrder) notes.push(`${madeToOrder} lines partly made to order (stock ran short)`);
    let stockMismatches = 0;
    for (const id of skuIds) {
      const expected = stockBefore.get(id)! - (taken.get(id) ?? 0);
      if (stockAfter.get(id) !== expected) {
        stockMismatches++;
        notes.push(`SKU ${id}: stock ${stockAfter.get(id)}, expected ${expected}`);
      }
    }
    const rejectedMessages = outcomes.filter((o): o is Extract<Outcome, { kind: 'rejected' }> => o.kind === 'rejected').map((o) => o.message);
    for (const m of new Set(rejectedMessages)) notes.push(`rejected ×${rejectedMessages.filter((x) => x === m).length}: ${m}`);
    const gaveUp = outcomes.filter((o): o is Extract<Outcome, { kind: 'gaveUp' }> => o.kind === 'gaveUp');
    if (gaveUp.length) notes.push(`gave up ×${gaveUp.length}: ${gaveUp[0].reason}`);
    const cartBuyers = plans.filter((p) => 'carIds' in p.body).length;
    if (cartLeft) notes.push(`${cartLeft} cart rows left (of ${cartBuyers * 2} submitted; an acknowledged cart order leaves none)`);

    return {
      database: opts.kind === 'pglite' ? 'PGlite (embedded, in the API process)' : 'PostgreSQL 15 (separate server)',
      clients: opts.clients,
      acknowledged: acked,
      rejected: rejectedMessages.length,
      gaveUp: gaveUp.length,
      networkRetries,
      ackedAtKill,
      restartMs,
      firstStartMs,
      ordersInDb: rows.length,
      lost,
      doubled,
      unacknowledgedInDb,
      answeredAfterRestart,
      abandoned: plans.filter((p) => p.abandoned).length,
      skusChecked: skuIds.length,
      stockMismatches,
      seconds: (performance.now() - started) / 1000,
      notes,
    };
  } finally {
    if (api) await stopApi(api);
    await store.drop();
  }
}
