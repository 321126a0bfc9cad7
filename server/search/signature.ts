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

/** Listed count and newest indexed_at: '<n>@<timestamp>' (product_search is written last by every indexing). */
export async function signatureOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: number; at: string | null }>(
    db,
    sql`select count(*) filter (where listed)::int as n, max(indexed_at)::text as at from product_search`,
  );
  return `${row.n}@${row.at ?? ''}`;
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
