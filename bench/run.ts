/**
 * `npm run bench`: latency percentiles of the mall API's catalogue calls, in process on a fresh seeded
 * PGlite (no network in the measurement). Reported, never asserted: numbers depend on the machine.
 */
import pino from 'pino';
import { createApp } from '../server/app';
import { loadApiConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed';
import { createProviders } from '../server/providers';
import { percentiles } from './stats';

const P = '/mall/shopping/product/api';
const ITER = Number(process.env.BENCH_ITER || 200);

async function main() {
  const database = await openDatabase({});
  await database.migrate();
  const t0 = performance.now();
  const seeded = await seedCatalogue(database.db);
  console.log(`seed: ${seeded.products} products in ${(performance.now() - t0).toFixed(0)} ms`);
  const config = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  const app = createApp({ db: database.db, config, logger, providers: createProviders(config, logger) });

  const calls: [string, () => Response | Promise<Response>][] = [
    ['healthz (baseline)', () => app.request('/healthz')],
    ['category tree', () => app.request(`${P}/prodcategory/list`, { method: 'POST', body: '{}' })],
    ['brand list', () => app.request(`${P}/brand/list`, { method: 'POST', body: '{}' })],
    ['product list page 1 (20)', () => app.request(`${P}/prodproduct/list`, { method: 'POST', body: '{}', headers: { pageSize: '20' } })],
    ['product list sorted by MW', () => app.request(`${P}/prodproduct/list`, { method: 'POST', body: JSON.stringify({ sortField: 'mw', asc: true }) })],
    ['product detail', () => app.request(`${P}/prodproduct/detail/1`)],
  ];
  const rows: Record<string, string>[] = [];
  let baseline = 0;
  for (const [name, fn] of calls) {
    for (let i = 0; i < 10; i++) await (await fn()).arrayBuffer(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < ITER; i++) {
      const t = performance.now();
      await (await fn()).arrayBuffer();
      samples.push(performance.now() - t);
    }
    const p = percentiles(samples);
    if (!baseline) baseline = p.p50;
    rows.push({ call: name, p50: p.p50.toFixed(2), p95: p.p95.toFixed(2), p99: p.p99.toFixed(2), max: p.max.toFixed(2), 'p50 / baseline': (p.p50 / baseline).toFixed(1) });
  }
  console.log(`\nmall API in process, ${ITER} requests each (ms):`);
  console.table(rows);
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
