import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './sql';

/**
 * The listed catalogue's change check, shared by everything an API process keeps in memory about the catalogue
 * (the structure index, the tokeniser's catalogue words) and keying the catalogue downloads. Other API processes
 * on the same database change the catalogue too, so each process asks the database — at most once per interval
 * however many searches ask, one query shared by concurrent callers.
 */

const DEFAULT_INTERVAL_MS = 5000;
let intervalMs = DEFAULT_INTERVAL_MS;

interface Check {
  value: string | null;
  checkedAt: number;
  pending: Promise<string> | null;
}
const checks = new WeakMap<Db, Check>();

/**
 * The newest indexed_at, as '@<timestamp>': product_search is written only by the indexer, which stamps every row it
 * writes (a new product, a changed one, one delisted or listed again), so any catalogue change moves it. One index
 * lookup (product_search_indexed_at_idx): it used to count the listed rows too, a 200 ms scan at 100k products in
 * PGlite — on the keyword search path every 5 s, blocking the event loop. A change made behind the indexer's back
 * (SQL by hand) is seen after the next indexing or a restart.
 */
export async function signatureOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ at: string | null }>(db, sql`select max(indexed_at)::text as at from product_search`);
  return `@${row.at ?? ''}`;
}

/** The newest indexed_at of a signature (a timestamptz text), or null for an empty catalogue. */
export function newestIndexedAt(signature: string): string | null {
  const at = signature.slice(signature.indexOf('@') + 1);
  return at || null;
}

/** The catalogue's signature as last seen by this process: asked again once it is older than the check interval. */
export function catalogueSignature(db: Db): Promise<string> {
  let check = checks.get(db);
  if (!check) {
    check = { value: null, checkedAt: 0, pending: null };
    checks.set(db, check);
  }
  if (check.value !== null && Date.now() - check.checkedAt < intervalMs) return Promise.resolve(check.value);
  if (check.pending) return check.pending;
  const c = check;
  c.pending = signatureOf(db)
    .then((value) => {
      c.value = value;
      c.checkedAt = Date.now();
      return value;
    })
    .finally(() => {
      c.pending = null;
    });
  return c.pending;
}

/** How long a seen signature is trusted (tests use a short one; default 5 s). */
export function setCatalogueCheckInterval(ms: number = DEFAULT_INTERVAL_MS): void {
  intervalMs = ms;
}

/** Forget the seen signature (tests, benchmark): the next check asks the database. */
export function forgetCatalogueSignature(db: Db): void {
  checks.delete(db);
}
