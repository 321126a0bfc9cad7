import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a raw query, on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A LIKE pattern's literal part: %, _ and the escape character itself are escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
