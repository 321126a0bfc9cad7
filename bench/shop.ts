/**
 * A fresh, seeded shop for a bench: the production storefront (scripts/storefront-server.ts, as `npm start` runs
 * it) in front of the mall API on an embedded PGlite database in a temporary folder (or a PostgreSQL server's
 * empty database when `databaseUrl` is given), both on free ports. Used by the load bench, the first-load JS
 * bench and the Lighthouse bench. With `scale`, the shop runs on a copy of the synthetic scale catalogue
 * (bench/scale.ts; 100,000 products beside the seed catalogue) instead, so what a bench writes (buyers, carts)
 * never enters the shared folder; the page bench runs on that folder itself (bench/pages.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { brands, products } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { bin, ensureBuild, root } from '../scripts/build';
import { freePort, waitForUrl } from './api-process';
import { openScaleData, SYNTHETIC_BRAND_KEY } from './scale';
import { createBuyers, stockedSkuIds, type Buyer } from './orders-shared';
import { RUN_API_SECRETS } from '../scripts/run-secrets';

export interface ShopOptions {
  /** postgres://… — an empty database on a PostgreSQL server (migrated and seeded here); unset for PGlite. */
  databaseUrl?: string;
  /** Logged-in buyers to create (sessions straight in the database, as a login leaves them). */
  buyers?: number;
  /**
   * Run on a copy of the synthetic scale catalogue of this size (built into `dir` on first use). The shop's
   * `ids` and `cas` are then the seed catalogue's real products among it — the compounds shoppers search for and
   * open — while searches and lists run over the whole catalogue.
   */
  scale?: { dir: string; target: number };
  /** Extra environment for the API process. */
  apiEnv?: Record<string, string>;
  /** Node flags for the API process (e.g. --cpu-prof): it then runs as `node <flags> --import tsx server/main.ts`. */
  apiNodeFlags?: string[];
  /** False: the mall API alone (no next build, no storefront server; `web` is then empty). */
  storefront?: boolean;
  log?: (msg: string) => void;
}

export interface Shop {
  api: string;
  /** The storefront's origin; empty when started without it. */
  web: string;
  /** Listed product ids, ascending. */
  ids: number[];
  /** Valid CAS numbers of listed products (the /{cas} pages). */
  cas: string[];
  buyers: Buyer[];
  /** Listed SKUs with stock, of distinct products. */
  skuIds: number[];
  stop(): void;
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const log = options.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-bench-'));
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const start = (name: string, args: string[], env: Record<string, string>) => {
    const child = spawn(args[0], args.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (d: Buffer) => {
      const text = String(d);
      if (!/ExperimentalWarning|DeprecationWarning/.test(text)) process.stderr.write(`[${name}] ${text}`);
    });
    children.push(child);
  };

  if (options.scale) {
    const scale = await openScaleData(options.scale.dir, options.scale.target, log);
    await scale.database.close();
    log(`copying the scale catalogue (${scale.dataDir}) to ${dataDir}`);
    fs.cpSync(scale.dataDir, dataDir, { recursive: true });
  } else {
    log(`preparing a seeded shop (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
  }
  const database = await openDatabase(options.databaseUrl ? { url: options.databaseUrl } : { dataDir });
  let data: Omit<Shop, 'api' | 'web' | 'stop'>;
  try {
    await database.migrate();
    if (!options.scale) await seedCatalogue(database.db);
    const rows = await database.db
      .select({ id: products.id, cas: products.cas })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.status, 1), ne(brands.key, SYNTHETIC_BRAND_KEY)))
      .orderBy(asc(products.id));
    const buyers = await createBuyers(database.db, options.buyers ?? 0, String(Date.now() % 10_000).padStart(4, '0'));
    const skuIds = await stockedSkuIds(database.db, 30);
    data = { ids: rows.map((r) => r.id), cas: [...new Set(rows.map((r) => r.cas))].filter((c) => /^\d+-\d\d-\d$/.test(c)), buyers, skuIds };
  } finally {
    await database.close();
  }
  const withStorefront = options.storefront ?? true;
  if (withStorefront && !ensureBuild()) throw new Error('next build failed');
  const api = `http://127.0.0.1:${await freePort()}`;
  const webPort = await freePort();
  const web = `http://127.0.0.1:${webPort}`;
  start('api', options.apiNodeFlags ? [process.execPath, ...options.apiNodeFlags, '--import', 'tsx', 'server/main.ts'] : [bin('tsx'), 'server/main.ts'], {
    API_PORT: new URL(api).port,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: web,
    ...RUN_API_SECRETS,
    ...options.apiEnv,
  });
  await waitForUrl(`${api}/healthz`, 600_000);
  if (!withStorefront) return { api, web: '', ...data, stop };
  start('web', [bin('tsx'), 'scripts/storefront-server.ts', '-p', String(webPort), '-H', '127.0.0.1'], { API_ORIGIN: api, NEXT_TELEMETRY_DISABLED: '1' });
  await waitForUrl(`${web}/mobileView`, 600_000);
  return { api, web, ...data, stop };
}
