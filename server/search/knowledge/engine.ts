import { sql, type SQL } from 'drizzle-orm';
import { parseStandardNo, type StandardNo } from '../../../lib/standards/number';
import type { Db } from '../../db/client';
import { coverageFloor, hanRecheck, KEYWORD_POOL, NL } from '../engine';
import { pinyinQuery, planKeyword, relaxableUnits, relaxedUnits, unitsQuery, type KeywordPlan } from '../query';
import { escapeLike, queryRows } from '../sql';
import { freshCatalogueWords } from '../words';
import type { KnowledgeKind } from './sources';

/**
 * Keyword search over knowledge_search (methods, standards, …): the product engine's reading of the keyword
 * (query.ts) and its tiers, plus standard numbers. A keyword that parses as a standard number (lib/standards/
 * number.ts: `GB/T 601-2016`, `GBT601`, `gb 5009.3`, `GB5009.3-2016`) is read decisively as one:
 *   tier 0  that number (with its year), or every edition of it when no year is typed
 *   tier 1  another edition of the number typed with a year
 *   tier 2  a part of the family (`GB 5009` → GB 5009.3, GB 5009.28 …)
 * Any other keyword is read like a product search:
 *   tier 0  the record's own identifier (the API's CAS number)
 *   tier 1  an exact name (API name in Chinese or English, its salt stem, a synonym, the monograph, the standard's
 *           title or issuing body, "ChP 奥美拉唑 有关物质"), also as full pinyin or initials
 *   tier 2  a prefix of an own name (also in pinyin), or the CAS of something the record cites
 *   tier 3  a prefix of another name
 *   tier 4  anything else that matched (pharmacopoeia, test item, technique, words of a title, a required material)
 * then by the record's own order (a standard in force before a withdrawn edition), then id. Like products, at most
 * KEYWORD_POOL matches are ranked (past that the total is a lower bound), identifier matches always.
 */

export interface KnowledgeResult {
  ids: number[];
  total: number;
  capped: boolean;
}

const none: KnowledgeResult = { ids: [], total: 0, capped: false };

interface Reading {
  /** Indexed conditions, ORed. */
  conditions: SQL[];
  /** Identifier conditions, always ranked however full the pool. */
  identifiers: SQL[];
  tier: SQL;
}

const keysHave = (keys: string[]) => sql`s.keys && array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`;

function numberReading(no: StandardNo): Reading {
  const family = `${escapeLike(no.baseKey)}.%`;
  const exact = keysHave([no.key]);
  const sameBase = sql`s.number_base = ${no.baseKey}`;
  const inFamily = sql`s.number_base like ${family}`;
  return {
    conditions: [exact, sameBase, inFamily],
    identifiers: [exact, sameBase],
    tier: sql`case when ${exact} then 0 when ${sameBase} then 1 else 2 end`,
  };
}

function wordReading(plan: KeywordPlan, relaxed: boolean): Reading | null {
  const loose = relaxed ? relaxedUnits(plan) : null;
  if (relaxed && !loose) return null; // every word together stays under the relevance floor (query.ts)
  const units = loose ? loose.units : plan.units;
  const tsq = unitsQuery(units, relaxed ? '|' : '&');
  const checks = [hanRecheck(units, relaxed ? 'or' : 'and', sql`s.text`), loose && coverageFloor(loose, sql`s.tokens`, sql`s.text`)].filter((c): c is SQL => Boolean(c));
  const recheck = checks.length ? sql.join(checks, sql` and `) : null;
  const conditions: SQL[] = [];
  const identifiers: SQL[] = [];
  if (plan.cas) {
    const c = keysHave([plan.cas, `~${plan.cas}`]);
    conditions.push(c);
    identifiers.push(c);
  }
  if (tsq) conditions.push(recheck ? sql`(s.tokens @@ ${tsq}::tsquery and ${recheck})` : sql`s.tokens @@ ${tsq}::tsquery`);
  if (plan.pinyin) conditions.push(sql`s.pinyin @@ ${pinyinQuery(plan.pinyin)}::tsquery`);
  if (plan.contains) conditions.push(sql`s.text like ${'%' + escapeLike(plan.contains) + '%'}`);
  if (!conditions.length) return null;
  const q = plan.norm;
  const py = plan.pinyin;
  const when = (cond: SQL | false | null | '', tier: number) => (cond ? sql`when ${cond} then ${sql.raw(String(tier))} ` : sql``);
  const tier = sql`case
    ${when(plan.cas && keysHave([plan.cas]), 0)}
    ${when(sql`strpos(s.names, ${NL} || ${q} || ${NL}) > 0`, 1)}
    ${when(py && sql`strpos(s.pinyin_names, ${NL} || ${py} || ${NL}) > 0`, 1)}
    ${when(plan.cas && keysHave([`~${plan.cas}`]), 2)}
    ${when(sql`strpos(s.primary_names, ${NL} || ${q}) > 0`, 2)}
    ${when(py && sql`strpos(s.pinyin_primary, ${NL} || ${py}) > 0`, 2)}
    ${when(sql`strpos(s.names, ${NL} || ${q}) > 0`, 3)}
    ${when(py && sql`strpos(s.pinyin_names, ${NL} || ${py}) > 0`, 3)}
    else 4 end`;
  return { conditions, identifiers, tier };
}

async function run(db: Db, kind: KnowledgeKind, reading: Reading, limit: number, offset: number, pool: number): Promise<KnowledgeResult> {
  // The kind is compared as an expression, not by the primary key's first column: otherwise the planner reads every
  // row of the kind (detoasting each tsvector) instead of ORing the readings' index scans, which find only matches.
  const where = (cond: SQL) => sql`(s.kind || '') = ${kind} and (${cond})`;
  // Plain queries, unlike products' poolQuery: knowledge_search holds reference data (hundreds of rows), where the
  // planner's own choice is as good as forcing index scans, and the transaction that forcing needs costs 0.6 ms a call.
  const columns = sql`s.ref_id as id, ${reading.tier} as tier, s.sort`;
  const branches = [sql`(select * from pool)`];
  if (reading.identifiers.length) branches.push(sql`(select ${columns} from knowledge_search s where ${where(sql.join(reading.identifiers, sql` or `))} limit 100)`);
  const reachable = Math.min(limit, pool - offset);
  if (reachable > 0) {
    const rows = await queryRows<{ id: number; total: number }>(
      db,
      sql`with pool as materialized (select ${columns} from knowledge_search s where ${where(sql.join(reading.conditions, sql` or `))} limit ${pool + 1})
        select c.id, count(*) over ()::int as total from (${sql.join(branches, sql` union `)} offset 0) c
        order by c.tier, c.sort, c.id limit ${reachable} offset ${offset}`,
    );
    if (rows.length || offset === 0) {
      const found = rows[0]?.total ?? 0;
      return { ids: rows.map((r) => r.id), total: Math.min(found, pool), capped: found > pool };
    }
  }
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from knowledge_search s where ${where(sql.join(reading.conditions, sql` or `))} limit ${pool + 1}) c`,
  );
  return { ids: [], total: Math.min(total, pool), capped: total > pool };
}

/** Ranked record ids of one kind for a keyword, with the total. Never throws on odd input: it finds nothing instead. */
export async function searchKnowledge(
  db: Db,
  kind: KnowledgeKind,
  keyword: string,
  options: { limit: number; offset: number; pool?: number },
): Promise<KnowledgeResult> {
  const pool = Math.max(1, options.pool ?? KEYWORD_POOL);
  const limit = Math.max(0, options.limit);
  const offset = Math.max(0, options.offset);
  const number = parseStandardNo(keyword);
  if (number) return run(db, kind, numberReading(number), limit, offset, pool);
  await freshCatalogueWords(db);
  const plan = planKeyword(keyword);
  if (!plan.norm) return none;
  const strict = wordReading(plan, false);
  if (!strict) return none;
  const found = await run(db, kind, strict, limit, offset, pool);
  if (found.total > 0 || plan.units.length < 2 || relaxableUnits(plan.units).length === 0) return found;
  // Nothing has every word: any of them (奥美拉唑 有关物质 溶液 → the methods with 奥美拉唑 or 有关物质).
  const loose = wordReading({ ...plan, contains: null, pinyin: null, cas: null }, true);
  return loose ? run(db, kind, loose, limit, offset, pool) : found;
}
