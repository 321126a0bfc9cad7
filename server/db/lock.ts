import pg from 'pg';

/**
 * Work that only one API process may do at a time on a PostgreSQL database: start-up's migrations, seed and
 * search indexing. Two APIs started together on an empty database otherwise both create the tables, and the second
 * dies (`duplicate key value violates unique constraint "pg_type_typname_nsp_index"`); both would seed too.
 *
 * A session-level advisory lock on a connection of its own, held for the whole work and released after it: the
 * second process waits, then finds the work done (migrations applied, the seed idempotent). The work itself runs
 * on the process's pool as usual. If the holder dies, PostgreSQL ends its session and frees the lock. Embedded
 * PGlite is one process: no lock there.
 */

/** pg_advisory_lock's key for start-up (any constant shared by every API process: the bytes of 'refmall' and 01). */
export const STARTUP_LOCK_KEY = '8243107312943524865';

export interface LockOptions {
  /** The PostgreSQL server's URL (DATABASE_URL); unset for PGlite, where `work` simply runs. */
  url?: string;
  key?: string;
  /** Told when another process holds the lock and this one waits for it. */
  onWait?: () => void;
}

export async function withAdvisoryLock<T>(options: LockOptions, work: () => Promise<T>): Promise<T> {
  if (!options.url) return work();
  const key = options.key ?? STARTUP_LOCK_KEY;
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [key]);
    if (!rows[0].ok) {
      options.onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await client.end();
  }
}
