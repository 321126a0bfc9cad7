import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, stopApi, waitHealthy, type ApiProcess } from '../../bench/api-process';
import { findPgBinDir, startPostgres, type PostgresServer } from '../../scripts/pg-server.mjs';
import { loadThroughRestart, lostWrites, prepareBuyers, RECOVERY_LIMIT_MS, summarise, UNAVAILABLE_MESSAGE } from '../../scripts/scaleout/pg-restart';
import { openDatabase } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed/seed';

/**
 * The real API process (server/main.ts) on a PostgreSQL server of its own, restarted (fast shutdown: every session
 * ended) while buyers add to their carts and visitors read the catalogue. Part of the PostgreSQL pass of `npm test`
 * (scripts/with-postgres.mjs sets TEST_DATABASE_URL); the restart needs a server of its own, so the PostgreSQL
 * binaries too.
 */
const runs = !!process.env.TEST_DATABASE_URL && process.env.SKIP_PG_TESTS !== '1' && findPgBinDir() !== null;

describe.skipIf(!runs)('the mall API through a PostgreSQL restart', () => {
  let server: PostgresServer;
  let api: ApiProcess;
  let dataDir: string;

  beforeAll(async () => {
    server = await startPostgres({ maxConnections: 50 });
    const database = await openDatabase({ url: server.url });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.close();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-pgrestart-'));
    const started = performance.now();
    api = startApi({ DATABASE_URL: server.url, DATA_DIR: dataDir, SEED_ON_START: 'false' }, await freePort());
    await waitHealthy(api, started, 60_000);
  }, 120_000);

  afterAll(async () => {
    if (api) await stopApi(api);
    server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 + Retry-After while the database is away, recovers by itself, loses no acknowledged write', { timeout: 60_000 }, async () => {
    const { buyers, skuId } = await prepareBuyers(server.url, 6, '5');
    const run = await loadThroughRestart({
      origin: api.origin,
      healthOrigins: [api.origin],
      buyers,
      skuId,
      readers: 3,
      restart: () => server.restart({ downMs: 3000 }),
      leadMs: 1500,
      tailMs: RECOVERY_LIMIT_MS + 1000,
    });
    const s = summarise(run);

    // The process lived through it.
    expect({ exitCode: api.child.exitCode, signal: api.child.signalCode }, api.output()).toEqual({ exitCode: null, signal: null });
    // Every failed call was a 503 with Retry-After and the envelope's Chinese message: no 500, no dropped connection.
    expect(Object.fromEntries(s.unexpected)).toEqual({});
    expect(s.failed).toBeGreaterThan(0);
    const unavailable = run.answers.find((a) => a.status === 503 && a.kind !== 'health')!;
    expect(unavailable).toMatchObject({ code: 0, message: UNAVAILABLE_MESSAGE, retryAfter: '5' });
    // /healthz said so meanwhile, and says ok again.
    expect(s.health503).toBeGreaterThan(0);
    expect((await fetch(`${api.origin}/healthz`)).status).toBe(200);
    // Back to normal within a few seconds of the server's return.
    expect(s.recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(s.okAfterRecovery).toBeGreaterThan(20);
    // Every add the API acknowledged is stored.
    const writes = await lostWrites(server.url, run, buyers, skuId);
    expect(writes.acked).toBeGreaterThan(0);
    expect(writes.lost).toBe(0);
  });
});
