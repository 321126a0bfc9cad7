import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductListBody } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { productFilters, productOrder } from '../services/products';
import { escapeLike, queryRows } from './sql';
import { planKeyword, pinyinQuery, relaxableUnits, relaxedUnits, unitsQuery, type KeywordPlan, type QueryKind, type Unit } from './query';
import { freshCatalogueWords } from './words';

/**
 * Keyword search over `product_search`. Every reading of the keyword (query.ts) is one indexed branch —
 * CAS and catalogue-number equality and prefix (btree), formula equality (btree), words and Chinese
 * fragments (GIN tsvector), pinyin prefixes (GIN tsvector), substrings (GIN trigram) — and the union is
 * ranked in SQL:
 *   tier 0  exact CAS or catalogue number
 *   tier 1  exact name, drug stem (盐酸二甲双胍 → 二甲双胍) or synonym — also as full pinyin or initials —
 *           or the exact Hill formula
 *   tier 2  prefix of the product's own name or stem (also in pinyin), CAS or catalogue-number prefix
 *   tier 3  prefix of a synonym
 *   tier 4  anything else that matched
 * then, within tiers 0-3, shorter Chinese names first (the API before its impurities); then how early the
 * keyword appears among the names (the product's own names come before synonyms), then id. Nothing is
 * scanned in JS: one pass over product_search, its readings ORed as bitmap index scans.
 *
 * The ranking is exact up to KEYWORD_POOL (1,000) matches. A fragment common to a third of a large catalogue
 * (甲基, methyl, jj) would otherwise read every matching row — most of the table — on every search; past the
 * pool the rules above order the first 1,000 matches in storage order plus every identifier match (CAS,
 * catalogue number, formula), up to 100 exact names (name, stem, synonym, pinyin) and the first 100
 * Chinese names starting with the keyword (nameReadings), and the total says 1,000 (a lower bound, `capped`).
 */

export interface SearchOptions {
  limit: number;
  offset: number;
  /** Catalogue filters and sort of a product list; without `sortField` the order is relevance. */
  filters?: Omit<ProductListBody, 'keyword' | 'pageNo' | 'pageSize'>;
  /** How many matches are ranked at most (KEYWORD_POOL by default). */
  pool?: number;
}

export interface SearchResult {
  ids: number[];
  total: number;
  plan: KeywordPlan;
  /** True when no product had every word and the words were then matched one at a time. */
  relaxed: boolean;
  /** True when more products matched than the pool ranks: `total` is then the pool size, a lower bound. */
  capped: boolean;
}

export const NL = sql.raw(`E'\\n'`);

/** Han units must appear contiguously in a name (or `column`): bigrams alone would also accept 美…奥 in any order. */
export function hanRecheck(units: Unit[], join: 'and' | 'or', column: SQL = sql`s.names`): SQL | null {
  const checks = units.filter((u) => u.kind === 'han').map((u) => sql`strpos(${column}, ${u.text}) > 0`);
  if (!checks.length) return null;
  return sql`(${sql.join(checks, sql.raw(` ${join} `))})`;
}

/**
 * The relevance floor of a relaxed search (query.ts RELAXED_MIN_SHARE): the lengths of the units a row matches
 * add up to at least `floor` characters of the keyword. Null when any one unit is enough (no check needed).
 */
export function coverageFloor(relaxed: { units: Unit[]; lengths: number[]; floor: number }, tokens: SQL = sql`s.tokens`, text: SQL = sql`s.names`): SQL | null {
  const { units, lengths, floor } = relaxed;
  if (Math.min(...lengths) >= floor) return null;
  const terms = units.map((u, i) => {
    const tsq = unitsQuery([u], '&')!;
    const han = hanRecheck([u], 'and', text);
    const cond = han ? sql`${tokens} @@ ${tsq}::tsquery and ${han}` : sql`${tokens} @@ ${tsq}::tsquery`;
    return sql`case when ${cond} then ${sql.raw(String(lengths[i]))} else 0 end`;
  });
  return sql`(${sql.join(terms, sql` + `)}) >= ${sql.raw(String(floor))}`;
}

/** One indexable condition per reading of the keyword; PostgreSQL ORs their bitmap index scans. */
function readings(plan: KeywordPlan, tsq: string | null, recheck: SQL | null): SQL[] {
  const out: SQL[] = [];
  if (plan.cas) out.push(sql`s.cas = ${plan.cas}`);
  if (plan.casPrefix) out.push(sql`s.cas like ${escapeLike(plan.casPrefix) + '%'}`);
  if (plan.code) out.push(plan.codePrefix ? sql`s.code like ${escapeLike(plan.code) + '%'}` : sql`s.code = ${plan.code}`);
  if (plan.formula) out.push(sql`s.formula = ${plan.formula}`);
  if (tsq) out.push(recheck ? sql`(s.tokens @@ ${tsq}::tsquery and ${recheck})` : sql`s.tokens @@ ${tsq}::tsquery`);
  if (plan.pinyin) out.push(sql`s.pinyin @@ ${pinyinQuery(plan.pinyin)}::tsquery`);
  if (plan.contains) out.push(sql`s.text like ${'%' + escapeLike(plan.contains) + '%'}`);
  return out;
}

/** The rank of a candidate (see the header); CASE takes the first, i.e. best, tier that applies. */
function tierOf(plan: KeywordPlan): SQL {
  const q = plan.norm;
  const py = plan.pinyin;
  const when = (cond: SQL | false | null | '', tier: number) => (cond ? sql`when ${cond} then ${sql.raw(String(tier))} ` : sql``);
  return sql`case
    ${when(plan.cas && sql`s.cas = ${plan.cas}`, 0)}
    ${when(plan.code && sql`s.code = ${plan.code}`, 0)}
    ${when(plan.formula && sql`s.formula = ${plan.formula}`, 1)}
    ${when(sql`strpos(s.names, ${NL} || ${q} || ${NL}) > 0 or strpos(s.primary_names, ${NL} || ${q} || ${NL}) > 0`, 1)}
    ${when(py && sql`strpos(s.pinyin_names, ${NL} || ${py} || ${NL}) > 0`, 1)}
    ${when(plan.casPrefix && sql`s.cas like ${escapeLike(plan.casPrefix) + '%'}`, 2)}
    ${when(plan.code && plan.codePrefix && sql`s.code like ${escapeLike(plan.code) + '%'}`, 2)}
    ${when(sql`strpos(s.primary_names, ${NL} || ${q}) > 0`, 2)}
    ${when(py && sql`strpos(s.pinyin_primary, ${NL} || ${py}) > 0`, 2)}
    ${when(sql`strpos(s.names, ${NL} || ${q}) > 0`, 3)}
    ${when(py && sql`strpos(s.pinyin_names, ${NL} || ${py}) > 0`, 3)}
    else 4 end`;
}

/** Where the keyword (or its first Chinese word) first appears among the names: the product's own names come first. */
function prominence(plan: KeywordPlan, units: Unit[]): SQL {
  const first = units.find((u) => u.kind === 'han')?.text ?? plan.norm;
  return sql`coalesce(nullif(strpos(s.names, ${first}), 0), 100000)`;
}

interface RankedRow {
  id: number;
  total: number;
}

/**
 * How many matches are ranked. A common fragment (甲基, methyl, jj) matches a third of a 100k catalogue, and
 * ranking every match means reading every matching row (≈ the whole table: 150-350 ms in PGlite). Past this
 * many, the ranking runs over the first POOL matches in storage order plus the identifier and name matches
 * (identifierReadings, nameReadings), and the total is POOL, a lower bound (`capped`).
 */
export const KEYWORD_POOL = 1000;

/** Identifier equalities: few rows through btree indexes, always ranked (tiers 0-1) even when the pool is capped. */
function identifierReadings(plan: KeywordPlan): SQL[] {
  const out: SQL[] = [];
  if (plan.cas) out.push(sql`s.cas = ${plan.cas}`);
  if (plan.code) out.push(sql`s.code = ${plan.code}`);
  if (plan.formula) out.push(sql`s.formula = ${plan.formula}`);
  return out;
}

/**
 * Name matches that are always ranked, however full the pool (tiers 1-2 of a common keyword: 甲基 the
 * product, 奥美拉唑 for 奥美). Each is a bounded lookup in its own index (migration 0008), and the
 * expressions are those of the indexes character for character — PostgreSQL matches index expressions
 * literally. Candidates only: tierOf still decides the rank.
 *   exact  the keyword (or its pinyin reading) is one of the names, the drug stem, or a full pinyin or
 *          initials of a Chinese name: the name-set array of every one of them (GIN)
 *   prefix the Chinese name (first line of primary_names) starts with the keyword: btree, text_pattern_ops,
 *          the first NAME_MATCH_LIMIT in code-point order, so a name comes before its longer derivatives
 *          (奥美拉唑, 奥美拉唑钠, 奥美拉唑杂质A …)
 */
export const NAME_MATCH_LIMIT = 100;

/**
 * The Chinese name of a product_search row (first line of primary_names) — the expression of the name-prefix index
 * (migration 0008), character for character, so every prefix scan (here and the type-ahead, suggest.ts) uses it.
 */
export const nameCn = (alias: string) => sql`split_part(${sql.raw(alias)}.primary_names, ${NL}, 2)`;

function nameReadings(plan: KeywordPlan): { exact: SQL; prefix: SQL } {
  const keys = plan.pinyin && plan.pinyin !== plan.norm ? [plan.norm, plan.pinyin] : [plan.norm];
  const nameSet = sql`string_to_array(btrim(s.names, ${NL}) || rtrim(s.primary_names, ${NL}) || rtrim(s.pinyin_names, ${NL}), ${NL})`;
  // The first names from the keyword on, in index order, then those that start with it. The open range is
  // deliberate: with `like 'q%'` (a closed range) PostgreSQL estimates few rows without statistics on the
  // expression (PGlite never analyses by itself) and reads every prefix match to sort them — 7,105 rows
  // for 1-甲基 at 100k; an open range makes the ordered index scan, which stops after the limit, the cheap plan.
  const firstFrom = sql`select n.product_id from product_search n where ${nameCn('n')} ~>=~ ${plan.norm}
    order by ${nameCn('n')} using ~<~ limit ${NAME_MATCH_LIMIT}`;
  return {
    exact: sql`${nameSet} && array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`,
    prefix: sql`s.product_id in (${firstFrom}) and ${nameCn('s')} like ${escapeLike(plan.norm) + '%'}`,
  };
}

/** The ranked query and the count-only query of one search; null when no reading applies, 'none' when the filters exclude everything. */
export async function buildSearch(db: Db, plan: KeywordPlan, options: SearchOptions, relaxed: boolean): Promise<{ ranked: SQL; count: SQL; pool: number } | null | 'none'> {
  const loose = relaxed ? relaxedUnits(plan) : null;
  if (relaxed && !loose) return null; // every word together stays under the relevance floor
  const units = loose ? loose.units : plan.units;
  const tsq = unitsQuery(units, relaxed ? '|' : '&');
  const floor = loose && coverageFloor(loose);
  const recheck = [hanRecheck(units, relaxed ? 'or' : 'and'), floor].filter((c): c is SQL => Boolean(c));
  const conditions = readings(plan, tsq, recheck.length ? and(...recheck)! : null);
  if (!conditions.length) return null;
  const f = options.filters ?? {};
  const pool = Math.max(1, options.pool ?? KEYWORD_POOL);
  // Catalogue filters and field sorts need the products row; a plain keyword search reads product_search alone.
  const needsProducts = Boolean(f.categoryId || f.categoryIds?.length || f.brandIds?.length || f.packs?.length || f.delivery?.length || f.sortField);
  const filters = needsProducts ? await productFilters(db, f) : [];
  if (!filters) return 'none';
  const from = needsProducts ? sql`product_search s join products on products.id = s.product_id` : sql`product_search s`;
  const filtered = (cond: SQL) => sql`s.listed and (${cond})${filters.length ? sql` and ${and(...filters)}` : sql``}`;
  const where = filtered(sql.join(conditions, sql` or `));
  const order = f.sortField
    ? sql.join(productOrder(f), sql`, `)
    : sql`c.tier, case when c.tier < 4 then c.name_len else 0 end, c.prominence, c.name_len, c.id`;
  const columns = sql`s.product_id as id, ${tierOf(plan)} as tier, s.name_len, ${prominence(plan, units)} as prominence
      ${needsProducts && f.sortField ? sql`, products.name_en, products.mw, products.listed_at` : sql``}`;
  // The pool: at most pool + 1 matches (one more tells a capped pool from an exact one), read in storage order
  // so the scan stops early, plus the identifier matches. Identifier rows also satisfy `where`, so when the
  // first branch is not capped the union is exactly the matches.
  const identifiers = identifierReadings(plan);
  const first = sql`select ${columns} from ${from} where ${where} limit ${pool + 1}`;
  // The first branch is a materialized CTE so it is planned alone: inside a UNION, PostgreSQL 18 (PGlite)
  // would read it in product_id order for a merge (a primary-key scan filtering row by row — 6,000+ rows
  // to fill a pool of 1,001 for 甲基) instead of the bitmap scan that stops at the pool.
  const branches = [sql`(select * from pool)`];
  if (identifiers.length) branches.push(sql`(select ${columns} from ${from} where ${filtered(sql.join(identifiers, sql` or `))} limit 100)`);
  // Name matches must also be matches (`where`): when the first branch is not capped, the union stays exactly the matches.
  const names = nameReadings(plan);
  const asMatch = (cond: SQL) => filtered(sql`${cond} and (${sql.join(conditions, sql` or `)})`);
  branches.push(sql`(select ${columns} from ${from} where ${asMatch(names.exact)} limit ${NAME_MATCH_LIMIT})`);
  branches.push(sql`(select ${columns} from ${from} where ${asMatch(names.prefix)})`);
  const union = sql.join(branches, sql` union `);
  // `offset 0` keeps the subquery whole, so each candidate's tier is computed once, not once per sort key.
  const ranked = sql`
    with pool as materialized (${first})
    select c.id, count(*) over ()::int as total from (${union} offset 0) c
    ${f.sortField ? sql`join products on products.id = c.id` : sql``}
    order by ${order}
    limit ${options.limit} offset ${options.offset}`;
  const count = sql`select count(*)::int as total from (select 1 from ${from} where ${where} limit ${pool + 1}) c`;
  return { ranked, count, pool };
}

/**
 * Runs a pooled query with sequential scans off: every reading has an index, and the bitmap scan of a common
 * fragment stops after `pool` rows in storage order, where a sequential scan with LIMIT (which the planner
 * likes for a common term) reads the table until it has met that many — the whole table when the matches
 * sit at its end.
 */
export function poolQuery<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<T>(tx as unknown as Db, query);
  });
}

async function runSearch(db: Db, plan: KeywordPlan, options: SearchOptions, relaxed: boolean): Promise<{ ids: number[]; total: number; capped: boolean } | null> {
  const pool = Math.max(1, options.pool ?? KEYWORD_POOL);
  // Only the first `pool` ranked matches are reachable (a capped pool holds one row more, and the identifier rows).
  const limit = Math.min(options.limit, pool - options.offset);
  const built = await buildSearch(db, plan, { ...options, pool, limit: Math.max(limit, 1) }, relaxed);
  if (built === null) return null;
  if (built === 'none') return { ids: [], total: 0, capped: false };
  if (limit > 0) {
    const rows = await poolQuery<RankedRow>(db, built.ranked);
    if (rows.length || options.offset === 0) {
      const found = rows[0]?.total ?? 0;
      return { ids: rows.map((r) => r.id), total: Math.min(found, pool), capped: found > pool };
    }
  }
  // A page past the end: count alone (bounded like the pool).
  const [{ total }] = await poolQuery<{ total: number }>(db, built.count);
  return { ids: [], total: Math.min(total, pool), capped: total > pool };
}

/** Ranked product ids for a keyword, with the total. Never throws on odd input: it finds nothing instead. */
export async function searchProducts(db: Db, keyword: string, options: SearchOptions): Promise<SearchResult> {
  // Words of products another API process indexed: the keyword is cut as their names were.
  await freshCatalogueWords(db);
  const plan = planKeyword(keyword);
  if (!plan.norm) return { ids: [], total: 0, plan, relaxed: false, capped: false };
  const strict = await runSearch(db, plan, options, false);
  if (!strict) return { ids: [], total: 0, plan, relaxed: false, capped: false };
  if (strict.total > 0 || plan.units.length < 2 || relaxableUnits(plan.units).length === 0) return { ...strict, plan, relaxed: false };
  // Relaxed: only the word and Chinese readings, any of them (阿司匹林片 → 阿司匹林).
  const loose = await runSearch(db, { ...plan, contains: null, pinyin: null }, options, true);
  return { ...(loose ?? strict), plan, relaxed: true };
}

/**
 * All matching product ids (no paging), for aggregates such as categories by keyword or parent APIs.
 * Capped: a one-letter keyword can match the whole catalogue.
 */
export async function matchingIds(db: Db, keyword: string, cap = 5000): Promise<{ ids: number[]; total: number; plan: KeywordPlan }> {
  const { ids, total, plan } = await searchProducts(db, keyword, { limit: cap, offset: 0, pool: cap });
  return { ids, total, plan };
}

export type { QueryKind };
