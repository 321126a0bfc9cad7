import { inArray, sql } from 'drizzle-orm';
import { normaliseCas } from '../../../lib/chem/cas';
import type { Db } from '../../db/client';
import { compoundRecords, products } from '../../db/schema';
import { searchProducts } from '../../search/engine';
import { queryRows } from '../../search/sql';

/**
 * The one place that decides which data records a keyword finds, and in what order (server/services/data/records.ts
 * calls it for the data search and the 数据 tab): the record's own identifiers first — CAS, InChIKey (whole or its
 * 14-character skeleton block), formula in any case — then the records of the products the ranked search engine
 * (server/search) finds for the keyword, in its order (names, synonyms, pinyin, readings of every kind). A record
 * is a substance we sell, so its names are its products' names.
 *
 * Was a plain ILIKE over the records' names with a synonym sub-query per record: 0.6-7 s per search at 100k records,
 * so the 综合 screen's 数据 section timed out and its page could never be cached (bench/pages). Now indexed lookups
 * (migration 0028) plus one engine search.
 */
/** Identifier matches kept (a CAS or formula shared by many records). */
const IDENTIFIER_HITS = 100;

/** The InChIKeys of the records a keyword finds, most exact first, each once. */
export async function matchingRecordKeys(db: Db, keyword: string, pool?: number): Promise<string[]> {
  const text = keyword.trim();
  if (!text) return [];
  const cas = normaliseCas(text);
  const key = text.toUpperCase();
  const r = compoundRecords;
  // Only the readings the keyword can be: a keyword that is no CAS number must not match the records without one.
  const readings = [sql`${r.inchiKey} = ${key}`, sql`upper(${r.formula}) = ${key}`];
  if (cas) readings.push(sql`${r.cas} = ${cas}`);
  if (key.length === 14) readings.push(sql`left(${r.inchiKey}, 14) = ${key}`);
  const byIdentifier = await queryRows<{ key: string }>(
    db,
    sql`select ${r.inchiKey} as key from ${r} where ${sql.join(readings, sql` or `)}
        order by length(${r.nameCn}), ${r.id} limit ${IDENTIFIER_HITS}`,
  );
  const found = await searchProducts(db, text, { limit: pool ?? 1000, offset: 0, pool });
  const keys = byIdentifier.map((row) => row.key);
  if (found.ids.length) {
    const rows = await db.select({ id: products.id, key: products.inchiKey }).from(products).where(inArray(products.id, found.ids));
    const keyOf = new Map(rows.map((p) => [p.id, p.key]));
    // Every listed product with a structure has its record (the seed and the indexer write them); one without has no key.
    for (const id of found.ids) {
      const k = keyOf.get(id);
      if (k) keys.push(k);
    }
  }
  return [...new Set(keys)];
}
