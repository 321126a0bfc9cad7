/*
 * Settlement preview and order submit latency (bench/orders.ts, part 2): in process (app.request, as
 * bench/run.ts), on a fresh seed catalogue and on a copy of the 100k synthetic scale catalogue, so the orders
 * the bench makes never enter the shared scale folder.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { address } from '../lib/api/contract/address';
import { cart } from '../lib/api/contract/cart';
import { order } from '../lib/api/contract/order';
import { createApp } from '../server/app';
import { loadApiConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { products, skus } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { createProviders } from '../server/providers';
import { queryRows } from '../server/search/sql';
import { BEIJING_ADDRESS, callEndpoint, createBuyers, must, orderableProduct, type Send } from './orders-shared';
import { DEFAULT_SCALE_DIR, openScaleData } from './scale';
import { percentiles } from './stats';

const ITER = Number(process.env.BENCH_ITER || 200);
const TARGET = Number(process.env.BENCH_PRODUCTS || 100_000);
const BUYERS = 20;
const WARM_UP = 10;

const CALLS = ['preview, 立即购买 (1 SKU)', 'submit, 立即购买 (1 SKU)', 'preview, cart (3 rows)', 'submit, cart (3 rows)'] as const;
type CallName = (typeof CALLS)[number];

interface Measured {
  samples: Record<CallName, number[]>;
  refused: string[];
  products: number;
}

async function measure(database: Database, dataDir: string): Promise<Measured> {
  const db = database.db;
  const config = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const logger = pino({ level: 'silent' });
  const app = createApp({ db, config, logger, providers: createProviders(config, logger) });
  const send: Send = async (p, init) => app.request(p, init);

  const buyers = await createBuyers(db, BUYERS, '3');
  const addressIds: number[] = [];
  for (const b of buyers) addressIds.push((await must(send, address.add, { token: b.token, body: BEIJING_ADDRESS })).id);
  // SKUs drawn from the whole catalogue (at 100k almost all synthetic), so reads touch cold rows too; controlled
  // products left out (they need a verified buyer).
  const need = (ITER + WARM_UP) * 4;
  const pool = await db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.status, 1), orderableProduct))
    .orderBy(sql`random()`)
    .limit(need);
  const skuAt = (k: number) => pool[k % pool.length].id;
  const [{ n: productCount }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);

  const samples = Object.fromEntries(CALLS.map((c) => [c, [] as number[]])) as Record<CallName, number[]>;
  const refused: string[] = [];
  const timed = async <T>(name: CallName, record: boolean, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    if (record) samples[name].push(performance.now() - t);
    return out;
  };
  const submit = async (name: CallName, record: boolean, token: string, source: object, addressId: number, quoteHash: string) => {
    const body = { ...source, addressId, invoice: { kind: 'none' as const }, note: '', requestKey: randomBytes(12).toString('hex'), quoteHash };
    const r = await timed(name, record, () => callEndpoint(send, order.submit, { token, body }));
    if (r.code !== 1 && 'message' in r) refused.push(r.message);
  };

  for (let i = 0; i < ITER + WARM_UP; i++) {
    const record = i >= WARM_UP;
    const b = buyers[i % BUYERS];
    const addressId = addressIds[i % BUYERS];
    const buyNow = { buyNow: { skuId: skuAt(i * 4), num: 1 } };
    const p1 = await timed(CALLS[0], record, () => must(send, order.preview, { token: b.token, body: buyNow }));
    await submit(CALLS[1], record, b.token, buyNow, addressId, p1.quoteHash);

    const carIds: number[] = [];
    for (let k = 1; k <= 3; k++) carIds.push((await must(send, cart.insert, { token: b.token, body: { skuId: skuAt(i * 4 + k), num: k } })).id);
    const p2 = await timed(CALLS[2], record, () => must(send, order.preview, { token: b.token, body: { carIds } }));
    await submit(CALLS[3], record, b.token, { carIds }, addressId, p2.quoteHash);
  }
  return { samples, refused, products: productCount };
}

export interface LatencyResult {
  iterations: number;
  rows: Record<string, string>[];
  facts: Record<string, string>;
}

export async function runLatency(log: (msg: string) => void): Promise<LatencyResult> {
  const facts: Record<string, string> = {};
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-orderbench-scale-'));
  try {
    // On disk as the scale copy is, so the two columns differ by the catalogue only.
    log('latency on the seed catalogue');
    const small = await openDatabase({ dataDir: path.join(tmp, 'seed') });
    await small.migrate();
    await seedCatalogue(small.db);
    const base = await measure(small, tmp);
    await small.close();

    const dir = process.env.BENCH_DIR || DEFAULT_SCALE_DIR;
    log(`synthetic catalogue of ${TARGET.toLocaleString()} products in ${path.resolve(dir)} (built when missing: 4-6 minutes)`);
    const scale = await openScaleData(dir, TARGET, log);
    await scale.database.close();
    let t = performance.now();
    const copy = path.join(tmp, 'scale');
    fs.cpSync(scale.dataDir, copy, { recursive: true });
    facts['copy of the scale folder'] = `${((performance.now() - t) / 1000).toFixed(1)} s`;
    t = performance.now();
    const big = await openDatabase({ dataDir: copy });
    await big.migrate();
    facts['open + migrate the copy'] = `${((performance.now() - t) / 1000).toFixed(1)} s`;
    log('latency at scale');
    const large = await measure(big, copy);
    await big.close();

    const rows = CALLS.map((name) => {
      const a = percentiles(base.samples[name]);
      const b = percentiles(large.samples[name]);
      const f = (n: number) => n.toFixed(1);
      return {
        call: name,
        [`${base.products} products p50 / p95 / p99`]: `${f(a.p50)} / ${f(a.p95)} / ${f(a.p99)}`,
        [`${large.products.toLocaleString()} products p50 / p95 / p99`]: `${f(b.p50)} / ${f(b.p95)} / ${f(b.p99)}`,
        'max at scale': f(b.max),
      };
    });
    for (const [label, m] of [
      ['seed', base],
      ['scale', large],
    ] as const) {
      if (m.refused.length) facts[`submits refused (${label})`] = `${m.refused.length}: ${[...new Set(m.refused)].join('；')}`;
    }
    facts['load average (1 / 5 / 15 min) at the end'] = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
    return { iterations: ITER, rows, facts };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
