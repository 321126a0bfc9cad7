import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { RemotePGlite } from './pglite-remote';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's contents as a tarball (PGlite only). */
  dump?: () => Promise<Blob | File>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… — a PostgreSQL server; unset means embedded PGlite. */
  url?: string;
  /** Folder for the embedded database; unset means in memory (tests). */
  dataDir?: string;
  /** An embedded database's starting contents (a `dumpDataDir()` tarball): the tests' migrated, seeded template. */
  loadDataDir?: Blob;
  /**
   * Run the embedded database in a worker thread (server/db/pglite-worker.mjs), off the caller's event loop: the
   * API server does (PGLITE_WORKER); scripts and tests that own their process keep it in their thread.
   */
  worker?: boolean;
  /** With `worker`: told when the worker stops by itself (the database is gone; the API exits). */
  onCrash?: (err: Error) => void;
  /** PostgreSQL: the pool's settings (the API's DB_* settings); unset, 10 connections and no time limits. */
  pool?: PoolSettings;
  /** PostgreSQL: told when the server ends an idle connection (a restart, a failover, pg_terminate_backend). */
  onConnectionError?: (err: Error) => void;
}

export interface PoolSettings {
  max?: number;
  /** Longest wait for a connection, free or new (pg's connectionTimeoutMillis). */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout; 0 or unset: none. */
  statementTimeoutMs?: number;
}

/** With a statement timeout: how much longer the client waits for an answer before giving up on the server. */
const QUERY_TIMEOUT_MARGIN_MS = 5000;

/**
 * A pool that outlives its server's restarts. PostgreSQL ends every session when it restarts or fails over: each
 * client then emits 'error' — in the pool (idle) or checked out between two queries of a transaction — and an
 * 'error' event nobody listens to ends the process. The pool drops such a client and connects afresh on the next
 * call; a call that met the dead connection fails (the API answers 503, server/http/unavailable.ts).
 */
function createPool(url: string, settings: PoolSettings, onConnectionError: (err: Error) => void): pg.Pool {
  const { max = 10, connectTimeoutMs, statementTimeoutMs } = settings;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    // statement_timeout: the server cancels a long statement; query_timeout: the client stops waiting for a server that went silent.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS } : {}),
  });
  pool.on('error', onConnectionError);
  // A checked-out client's error also reaches its query (the call fails and is answered): nothing more to do here.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

const warnConnectionError = (err: Error) => console.warn(`[db] PostgreSQL ended a connection: ${err.message}`);

export async function openDatabase({ url, dataDir, loadDataDir, worker, onCrash, pool: poolSettings = {}, onConnectionError = warnConnectionError }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = createPool(url, poolSettings, onConnectionError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let location: string | undefined;
  if (dataDir) {
    // PGlite does not create parent folders itself.
    location = path.join(dataDir, 'pgdata');
    fs.mkdirSync(location, { recursive: true });
  }
  if (worker) {
    const remote = await RemotePGlite.create(location, loadDataDir, onCrash);
    const db = drizzlePglite(remote as unknown as PGlite, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: () => remote.close(),
      dump: () => remote.dumpDataDir(),
    };
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
