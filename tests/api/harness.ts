import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '../../server/app';
import { loadApiConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed/seed';

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (scripts/with-postgres.mjs), so one suite runs on both.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({}), drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApi {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** POSTs JSON (or sends a raw string body) and returns the parsed envelope with the HTTP status. */
  post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; json: Record<string, unknown> }>;
  get: (path: string, headers?: Record<string, string>) => Promise<{ status: number; json: Record<string, unknown> }>;
  close: () => Promise<void>;
}

export async function createTestApi(): Promise<TestApi> {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  await seedCatalogue(database.db);
  const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/refmall-api-tests', LOG_LEVEL: 'silent' });
  const app = createApp({ db: database.db, config, logger: pino({ level: 'silent' }) });
  const read = async (res: Response) => ({ status: res.status, json: (await res.json()) as Record<string, unknown> });
  return {
    database,
    app,
    post: async (path, body, headers = {}) =>
      read(await app.request(path, { method: 'POST', body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } })),
    get: async (path, headers = {}) => read(await app.request(path, { headers })),
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
