import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { catalogueSignature, newestIndexedAt } from './signature';
import { queryRows } from './sql';
import { addWords, nameStems } from './tokenise';
import { yieldToEventLoop } from './yield';

/**
 * The catalogue's drug stems in this process's tokeniser, so names and queries are cut the same way. A process
 * learns the words of the products it indexes itself; products another API process (or a script) indexed on the
 * same database are learned when the catalogue's signature changes (catalogueSignature, the structure index's
 * throttled check): only the words of products indexed since the last signature seen. Words of removed products
 * stay (harmless: a word only keeps characters together).
 */

/**
 * Products re-indexed since the last signature are read with this much overlap: indexed_at is written by the
 * indexing process's clock before its transaction commits, so a row may become visible with a time a little older
 * than the newest one already seen (another process committing first, or clocks of two machines apart).
 */
const OVERLAP = '10 minutes';

function learnNames(rows: { nameCn: string; synonyms: string[] }[]) {
  const words = new Set<string>();
  for (const r of rows) for (const name of [r.nameCn, ...r.synonyms]) for (const s of nameStems(name)) words.add(s);
  addWords(words);
}

/** Products read per query when learning the whole catalogue: short blocks of the event loop (one query of 100k names held it for seconds). */
const LEARN_ROWS = 2000;

/** Teaches the tokeniser the drug stems of the given products (all when `ids` is omitted: in batches, yielding between them). */
export async function learnCatalogueWords(db: Db, ids?: number[]): Promise<void> {
  const columns = { id: products.id, nameCn: products.nameCn, synonyms: products.synonyms };
  if (ids) {
    learnNames(await db.select(columns).from(products).where(inArray(products.id, ids)));
    return;
  }
  for (let last = 0; ; ) {
    const rows = await db.select(columns).from(products).where(gt(products.id, last)).orderBy(asc(products.id)).limit(LEARN_ROWS);
    learnNames(rows);
    if (rows.length < LEARN_ROWS) return;
    last = rows[rows.length - 1].id;
    await yieldToEventLoop();
  }
}

async function learnIndexedSince(db: Db, since: string): Promise<void> {
  learnNames(
    await queryRows<{ nameCn: string; synonyms: string[] }>(
      db,
      sql`select p.name_cn as "nameCn", p.synonyms from products p
          where p.id in (select product_id from product_search where indexed_at >= ${since}::timestamptz - ${OVERLAP}::interval)`,
    ),
  );
}

interface Learned {
  signature: string | null;
  pending: Promise<void> | null;
}
const learned = new WeakMap<Db, Learned>();

/**
 * Makes sure this process knows the words of every product indexed up to the catalogue's current signature: the
 * whole catalogue the first time, then what was indexed since. Cheap on the hot path (no query while the signature
 * is fresh and unchanged); concurrent callers share one refresh.
 */
export async function freshCatalogueWords(db: Db): Promise<void> {
  const signature = await catalogueSignature(db);
  let state = learned.get(db);
  if (!state) {
    state = { signature: null, pending: null };
    learned.set(db, state);
  }
  if (state.signature === signature) return;
  if (state.pending) return state.pending;
  const s = state;
  s.pending = (async () => {
    const since = s.signature === null ? null : newestIndexedAt(s.signature);
    await (since === null ? learnCatalogueWords(db) : learnIndexedSince(db, since));
    s.signature = signature;
  })().finally(() => {
    s.pending = null;
  });
  return s.pending;
}
