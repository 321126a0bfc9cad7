import { sql, type SQL } from 'drizzle-orm';
import { normaliseCas } from '../../../lib/chem/cas';
import { compoundRecords, products } from '../../db/schema';
import { escapeLike } from '../../search/sql';

/**
 * The one place that decides which data records a keyword finds, and in what order (server/services/data/records.ts
 * calls it for the data search and the 数据 tab). A plain match for now — names (ours and the products'
 * synonyms), CAS, formula, InChIKey (whole or its 14-character skeleton block) — so it can be swapped for the
 * ranked search engine (server/search) without touching the callers.
 */
export interface RecordMatch {
  where: SQL;
  /** Most exact first: identifier hits and exact names, then names beginning with the keyword, then the rest; shorter names first. */
  order: SQL[];
}

export function matchRecords(keyword: string): RecordMatch {
  const like = `%${escapeLike(keyword)}%`;
  const prefix = `${escapeLike(keyword)}%`;
  const cas = normaliseCas(keyword);
  const key = keyword.toUpperCase();
  const r = compoundRecords;
  const identifier = sql`(${r.cas} = ${cas} or ${r.inchiKey} = ${key} or (length(${key}) = 14 and left(${r.inchiKey}, 14) = ${key}) or upper(${r.formula}) = ${key})`;
  const synonym = sql`exists (select 1 from ${products} p where p.inchi_key = ${r.inchiKey} and p.status = 1 and exists (select 1 from unnest(p.synonyms) s where s ilike ${like}))`;
  return {
    where: sql`(${identifier} or ${r.nameCn} ilike ${like} or ${r.nameEn} ilike ${like} or ${synonym})`,
    order: [
      sql`case when ${identifier} or lower(${r.nameCn}) = lower(${keyword}) or lower(${r.nameEn}) = lower(${keyword}) then 0 when ${r.nameCn} ilike ${prefix} or ${r.nameEn} ilike ${prefix} then 1 else 2 end`,
      sql`length(${r.nameCn})`,
    ],
  };
}
