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
}

export async function openDatabase({ url, dataDir, loadDataDir, worker, onCrash }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
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
