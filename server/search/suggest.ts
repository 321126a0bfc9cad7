import { sql, type SQL } from 'drizzle-orm';
import { SUGGEST_LIMIT, type Suggestion } from '../../lib/api/contract/search';
import type { Db } from '../db/client';
import { nameCn } from './engine';
import { HAN, normaliseText } from './normalise';
import { escapeLike, queryRows } from './sql';

/**
 * Type-ahead (search.suggest): names, CAS numbers and catalogue numbers of listed products that START with what
 * was typed. Every branch is one bounded scan of a prefix btree — never a ranked search:
 *   Chinese name  the name-prefix btree of the keyword engine (migration 0008), with the engine's own
 *                 expression and its open-range ordered scan (engine.ts nameReadings), so it stops after CANDIDATES
 *   English name  lower(products.name_en), text_pattern_ops (migration 0027: no index held the English name
 *                 by prefix — the trigram index of `text` reads every word starting with it, 100+ ms for "me")
 *   CAS           the cas btree (text_pattern_ops), ordered scan
 *   item number   the code btree (text_pattern_ops), ordered scan
 * A single Latin letter or digit suggests nothing (a whole alphabet's worth of rows); one Chinese character does.
 */

/** Rows read per branch at most: enough for SUGGEST_LIMIT distinct entries after duplicates (one name, several brands). */
const CANDIDATES = 40;

const CAS_PREFIX = /^\d[\d-]*$/;
const CODE_PREFIX = /^[a-z0-9][a-z0-9._/-]*$/;
const LATIN_START = /^[a-z0-9]/;

type Branch = 'cn' | 'en' | 'cas' | 'code';

interface Row {
  branch: Branch;
  id: number;
  /** What the branch ordered by (the index expression's value): candidates are sorted by it, byte-wise like `~<~`. */
  key: string;
  name_cn: string;
  name_en: string;
  /** The CAS number or catalogue number as listed. */
  ident: string;
  parent: boolean;
}

const columns = (branch: Branch, key: SQL, ident: SQL) =>
  sql`${branch}::text as branch, p.id, ${key} as key, p.name_cn, p.name_en, ${ident} as ident, p.parent_id is not null as parent`;

/** Chinese names from the keyword on, in code-point order (奥美拉唑 before 奥美拉唑钠), those that start with it. */
function chineseNames(q: string): SQL {
  const first = sql`select n.product_id, ${nameCn('n')} as name from product_search n
    where ${nameCn('n')} ~>=~ ${q} and n.listed
    order by ${nameCn('n')} using ~<~ limit ${CANDIDATES}`;
  return sql`select ${columns('cn', sql`c.name`, sql`p.cas`)} from (${first}) c join products p on p.id = c.product_id where c.name like ${escapeLike(q) + '%'}`;
}

/**
 * English names starting with the keyword: the lower(name_en) btree of products (migration 0027), the same
 * open-range ordered scan, stopping after CANDIDATES listed products (Aspirin before Aspirin EP Impurity A).
 */
function englishNames(q: string): SQL {
  const first = sql`select p.id from products p where lower(p.name_en) ~>=~ ${q} and p.status = 1
    order by lower(p.name_en) using ~<~ limit ${CANDIDATES}`;
  return sql`select ${columns('en', sql`lower(p.name_en)`, sql`p.cas`)} from (${first}) c join products p on p.id = c.id where lower(p.name_en) like ${escapeLike(q) + '%'}`;
}

/** CAS numbers or catalogue numbers from the keyword on (`column` is product_search.cas or .code, both text_pattern_ops btrees). */
function identifiers(column: 'cas' | 'code', q: string): SQL {
  const col: SQL = sql.raw(`n.${column}`);
  const first = sql`select n.product_id, ${col} as key from product_search n
    where n.listed and ${col} like ${escapeLike(q) + '%'} order by ${col} using ~<~ limit ${CANDIDATES}`;
  return sql`select ${columns(column, sql`c.key`, sql.raw(`p.${column}`))} from (${first}) c join products p on p.id = c.product_id`;
}

/** Byte-wise (UTF-8) order, as PostgreSQL's `~<~` sorts the prefix indexes. */
const byKey = (a: Row, b: Row) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)) || Number(a.parent) - Number(b.parent) || a.id - b.id;

function distinct<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = key(t);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The suggestions for a keyword, at most SUGGEST_LIMIT; [] for anything too short or that nothing starts with. */
export async function suggest(db: Db, keyword: string): Promise<Suggestion[]> {
  const q = normaliseText(keyword);
  const chars = [...q];
  if (!chars.length || (chars.length === 1 && !HAN.test(q))) return [];
  const latin = LATIN_START.test(q);
  const casLike = CAS_PREFIX.test(q) && /\d.*\d/.test(q);
  const codeLike = CODE_PREFIX.test(q);

  // One round trip: each branch is a bounded scan of its own index.
  const branches = [chineseNames(q)];
  if (latin && !casLike) branches.push(englishNames(q));
  if (casLike) branches.push(identifiers('cas', q));
  if (codeLike) branches.push(identifiers('code', q));
  const rows = await queryRows<Row>(db, sql.join(branches.map((b) => sql`(${b})`), sql` union all `));
  const of = (branch: Branch) => rows.filter((r) => r.branch === branch).sort(byKey);

  const cas = distinct(of('cas'), (r) => r.key).map((r): Suggestion => ({ kind: 'cas', text: r.ident, hint: r.name_cn, productId: null }));
  const codes = distinct(of('code'), (r) => r.key).map((r): Suggestion => ({ kind: 'code', text: r.ident, hint: r.name_cn, productId: r.id }));
  const cn = distinct(of('cn'), (r) => r.name_cn).map((r): Suggestion => ({ kind: 'name', text: r.name_cn, hint: r.name_en, productId: null }));
  const en = distinct(of('en'), (r) => r.key).map((r): Suggestion => ({ kind: 'name', text: r.name_en, hint: r.name_cn, productId: null }));
  // What the keyword most likely is comes first: a CAS number, then names, then catalogue numbers (a code
  // prefix such as "ab" is also the start of many names: names lead unless the keyword has a digit).
  const ordered = casLike ? [...cas, ...codes, ...cn] : /\d/.test(q) ? [...codes, ...cn, ...en] : [...cn, ...en, ...codes];
  return distinct(ordered, (s) => `${s.kind}\n${s.text}`).slice(0, SUGGEST_LIMIT);
}
