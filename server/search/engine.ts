import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductListBody } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { productFilters, productOrder } from '../services/products';
import { escapeLike, queryRows } from './sql';
import { planKeyword, pinyinQuery, relaxableUnits, unitsQuery, type KeywordPlan, type QueryKind, type Unit } from './query';

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
 */

export interface SearchOptions {
  limit: number;
  offset: number;
  /** Catalogue filters and sort of a product list; without `sortField` the order is relevance. */
  filters?: Omit<ProductListBody, 'keyword' | 'pageNo' | 'pageSize'>;
}

export interface SearchResult {
  ids: number[];
  total: number;
  plan: KeywordPlan;
  /** True when no product had every word and the words were then matched one at a time. */
  relaxed: boolean;
}

const NL = sql.raw(`E'\\n'`);

/** Han units must appear contiguously in a name: bigrams alone would also accept 美…奥 in any order. */
function hanRecheck(units: Unit[], join: 'and' | 'or'): SQL | null {
  const checks = units.filter((u) => u.kind === 'han').map((u) => sql`strpos(s.names, ${u.text}) > 0`);
  if (!checks.length) return null;
  return sql`(${sql.join(checks, sql.raw(` ${join} `))})`;
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

/** The ranked query and the count-only query of one search; null when no reading applies, 'none' when the filters exclude everything. */
export async function buildSearch(db: Db, plan: KeywordPlan, options: SearchOptions, relaxed: boolean): Promise<{ ranked: SQL; count: SQL } | null | 'none'> {
  const units = relaxed ? relaxableUnits(plan.units) : plan.units;
  const tsq = unitsQuery(units, relaxed ? '|' : '&');
  const conditions = readings(plan, tsq, hanRecheck(units, relaxed ? 'or' : 'and'));
  if (!conditions.length) return null;
  const f = options.filters ?? {};
  // Catalogue filters and field sorts need the products row; a plain keyword search reads product_search alone.
  const needsProducts = Boolean(f.categoryId || f.categoryIds?.length || f.brandIds?.length || f.packs?.length || f.delivery?.length || f.sortField);
  const filters = needsProducts ? await productFilters(db, f) : [];
  if (!filters) return 'none';
  const from = needsProducts ? sql`product_search s join products on products.id = s.product_id` : sql`product_search s`;
  const where = sql`s.listed and (${sql.join(conditions, sql` or `)})${filters.length ? sql` and ${and(...filters)}` : sql``}`;
  const order = f.sortField
    ? sql.join(productOrder(f), sql`, `)
    : sql`c.tier, case when c.tier < 4 then c.name_len else 0 end, c.prominence, c.name_len, c.id`;
  // `offset 0` keeps the subquery whole, so each candidate's tier is computed once, not once per sort key.
  const ranked = sql`
    select c.id, count(*) over ()::int as total from (
      select s.product_id as id, ${tierOf(plan)} as tier, s.name_len, ${prominence(plan, units)} as prominence
      ${needsProducts && f.sortField ? sql`, products.name_en, products.mw, products.listed_at` : sql``}
      from ${from} where ${where}
      offset 0
    ) c ${f.sortField ? sql`join products on products.id = c.id` : sql``}
    order by ${order}
    limit ${options.limit} offset ${options.offset}`;
  const count = sql`select count(*)::int as total from ${from} where ${where}`;
  return { ranked, count };
}

async function runSearch(db: Db, plan: KeywordPlan, options: SearchOptions, relaxed: boolean): Promise<{ ids: number[]; total: number } | null> {
  const built = await buildSearch(db, plan, options, relaxed);
  if (built === null) return null;
  if (built === 'none') return { ids: [], total: 0 };
  const rows = await queryRows<RankedRow>(db, built.ranked);
  if (rows.length || options.offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // A page past the end: count alone.
  const [{ total }] = await queryRows<{ total: number }>(db, built.count);
  return { ids: [], total };
}

/** Ranked product ids for a keyword, with the total. Never throws on odd input: it finds nothing instead. */
export async function searchProducts(db: Db, keyword: string, options: SearchOptions): Promise<SearchResult> {
  const plan = planKeyword(keyword);
  if (!plan.norm) return { ids: [], total: 0, plan, relaxed: false };
  const strict = await runSearch(db, plan, options, false);
  if (!strict) return { ids: [], total: 0, plan, relaxed: false };
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
  const { ids, total, plan } = await searchProducts(db, keyword, { limit: cap, offset: 0 });
  return { ids, total, plan };
}

export type { QueryKind };
