/**
 * `npm run bench` (fuzz part): ≥ 10,000 contract-generated requests against a fresh seeded API in process
 * (tests/support/fuzz.ts). Prints the count of HTTP 5xx (must be 0), of answers that are not the envelope
 * (must be 0) and the slowest answer; exits non-zero when either count is not 0. FUZZ_CASES=<n>, FUZZ_SEED=<n>.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pino from 'pino';
import { createApp } from '../server/app';
import { loadApiConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/seed/seed';
import { createProviders } from '../server/providers';
import { createSession } from '../server/services/sessions';
import { storedKey } from '../server/services/staff/api-keys';
import { apiKeys, users } from '../server/db/schema';
import { KEY_PERMISSIONS } from '../lib/api/contract/staff';
import { allRequests, describeRequest, fuzzSeed, INCLUDE_NUL, judge, type FuzzRequest } from '../tests/support/fuzz';

const CASES = Math.max(10_000, Number(process.env.FUZZ_CASES || 10_000));
/** The fuzzing operator: a named API key with every permission a key may hold, stored (hashed) in the run's database. */
const OPERATOR_KEY = `rk_${'Fuzz'.padEnd(40, '0')}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-fuzz-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedCatalogue(database.db);
  await database.db.insert(apiKeys).values(storedKey('fuzz', OPERATOR_KEY, KEY_PERMISSIONS));
  const config = loadApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'test', DATA_DIR: dataDir });
  const logger = pino({ level: 'silent' });
  const app = createApp({ db: database.db, config, logger, providers: createProviders(config, logger) });
  const [u] = await database.db.insert(users).values({ mobile: '13700009999' }).returning({ id: users.id });
  const setup = { userToken: await createSession(database.db, u.id, 60), adminToken: OPERATOR_KEY };

  const seed = fuzzSeed();
  const requests = fc.sample(allRequests(setup), { seed, numRuns: CASES });
  let serverErrors = 0;
  let notEnvelope = 0;
  let slowest = { ms: 0, what: '' };
  const firstFailures: string[] = [];
  const byStatus = new Map<number, number>();
  for (const r of requests as FuzzRequest[]) {
    const t0 = performance.now();
    const res = await app.request(r.path, { method: r.method, headers: r.headers, body: r.body });
    const v = await judge(r, res);
    const ms = performance.now() - t0;
    byStatus.set(v.status, (byStatus.get(v.status) ?? 0) + 1);
    if (ms > slowest.ms) slowest = { ms, what: describeRequest(r).slice(0, 200) };
    if (v.serverError) serverErrors++;
    if (v.notEnvelope) notEnvelope++;
    if ((v.serverError || v.notEnvelope) && firstFailures.length < 10) firstFailures.push(`${v.status} ${v.notEnvelope ?? ''} ${describeRequest(r)}`);
  }
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`fuzz: ${requests.length} cases, seed ${seed}${INCLUDE_NUL ? '' : ' (NUL excluded)'}`);
  console.log(`  HTTP status: ${[...byStatus].sort((x, y) => x[0] - y[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`);
  console.log(`  5xx: ${serverErrors}   not the envelope: ${notEnvelope}   slowest: ${slowest.ms.toFixed(0)} ms — ${slowest.what}`);
  for (const f of firstFailures) console.log(`  ✖ ${f}`);
  if (serverErrors || notEnvelope) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
