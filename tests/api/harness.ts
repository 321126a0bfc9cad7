import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../../server/app';
import { loadApiConfig, type ApiConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed/seed';
import { createProviders } from '../../server/providers';
import { contractCalls } from './contract-calls';
import { KEY_PERMISSIONS } from '../../lib/api/contract/staff';
import { apiKeys } from '../../server/db/schema';
import { storedKey } from '../../server/services/staff/api-keys';

type ContractCalls = ReturnType<typeof contractCalls>;

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (scripts/with-postgres.mjs), so one suite runs on both.
 * It is a copy of the template that tests/setup/seed-template.ts migrated and seeded once for the run.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('seedTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (template?.kind === 'pglite') {
      return { database: await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template.file)]), worker: true }), drop: async () => {} };
    }
    return { database: await seeded(await openDatabase({})), drop: async () => {} };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const fromTemplate = template?.kind === 'postgres';
  await admin.query(fromTemplate ? `create database ${name} template ${template.database}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  const database = fromTemplate ? opened : await seeded(opened);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The pool's connections may still be closing: wait for them, since one killed by the forced drop
      // reports an unhandled error (seen after tests that use several connections at once).
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Without the run's template (a file run outside the api project's global setup): migrate and seed here. */
async function seeded(database: Database): Promise<Database> {
  await database.migrate();
  await seedCatalogue(database.db);
  return database;
}

export interface TestApiOptions {
  /** Extra settings, as the environment would give them (e.g. CAPTCHA_PROVIDER: 'test', WECHAT_PROVIDER: 'open'). */
  env?: Record<string, string>;
  /** Receives every log line (JSON) of the app, at trace level — to check what the logs never contain. */
  logSink?: (line: string) => void;
}

export interface TestApi {
  database: Database;
  config: ApiConfig;
  /** A temporary DATA_DIR of this instance: the SMS and captcha outboxes are written here. Removed on close. */
  dataDir: string;
  app: ReturnType<typeof createApp>;
  /** A call of the contract through the storefront's typed client (contract-calls.ts). */
  call: ContractCalls['call'];
  /** The one way to send a request the contract forbids (malformed and fuzz tests). */
  raw: ContractCalls['raw'];
  upload: ContractCalls['upload'];
  close: () => Promise<void>;
}

/**
 * The operator of the API tests: a named API key holding every permission an API key may hold (all but
 * 员工与权限), present in every test database. Send it as `admin` (tests/api/order-helpers.ts).
 */
export const OPERATOR_KEY = 'rk_TestOperatorKey0000000000000000000000000';

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { database, drop } = await freshDatabase();
  await database.db.insert(apiKeys).values(storedKey('测试运营', OPERATOR_KEY, KEY_PERMISSIONS));
  // One DATA_DIR per instance: test files run in parallel and must not read each other's outboxes.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-api-'));
  const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const sink = options.logSink;
  const logger = sink ? pino({ level: 'trace' }, { write: (line: string) => sink(line) }) : pino({ level: 'silent' });
  const app = createApp({ db: database.db, config, logger, providers: createProviders(config, logger) });
  const { call, raw, upload } = contractCalls(app);
  return {
    database,
    config,
    dataDir,
    app,
    call,
    raw,
    upload,
    close: async () => {
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
