import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StandardDetail, StandardLink, StandardListBody, StandardOverview, StandardStatus, StandardSummary } from '../../../lib/api/contract/standards';
import { STANDARD_STATUSES } from '../../../lib/api/contract/standards';
import { parseStandardNo, standardUrlCode } from '../../../lib/standards/number';
import type { Db } from '../../db/client';
import { products, standardMaterials, standards } from '../../db/schema';
import { notFound, reject } from '../../http/errors';
import { cardsByIds } from '../products';
import { standardKeywordMatch } from './match';

type Row = typeof standards.$inferSelect;

const summaryColumns = {
  id: standards.id,
  key: standards.key,
  number: standards.number,
  prefix: standards.prefix,
  field: standards.field,
  titleCn: standards.titleCn,
  titleEn: standards.titleEn,
  status: standards.status,
  issuedOn: standards.issuedOn,
  effectiveOn: standards.effectiveOn,
};
type SummaryRow = Pick<Row, keyof typeof summaryColumns>;

export function toSummary(r: SummaryRow): StandardSummary {
  return {
    id: r.id,
    number: r.number,
    code: standardUrlCode(r.number),
    prefix: r.prefix,
    field: r.field,
    titleCn: r.titleCn,
    titleEn: r.titleEn,
    status: r.status as StandardStatus,
    issuedOn: r.issuedOn,
    effectiveOn: r.effectiveOn,
  };
}

const STATUS_RANK = new Map<string, number>(STANDARD_STATUSES.map((s, i) => [s, i]));

/** Natural order of numbers: GB 5009.3 before GB 5009.28 before GB 5009.227; the newer edition first. */
function compareNumbers(a: SummaryRow, b: SummaryRow): number {
  const pa = parseStandardNo(a.number);
  const pb = parseStandardNo(b.number);
  if (!pa || !pb) return a.number.localeCompare(b.number);
  if (pa.prefix !== pb.prefix) return pa.prefix.localeCompare(pb.prefix);
  const sa = pa.serial.split('.').map(Number);
  const sb = pb.serial.split('.').map(Number);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const d = (sa[i] ?? -1) - (sb[i] ?? -1);
    if (d !== 0) return d;
  }
  return (pb.year ?? 0) - (pa.year ?? 0);
}

/** Lists: current standards first (then 即将实施, then 废止), by number within each. */
export const compareStandards = (a: SummaryRow, b: SummaryRow) => (STATUS_RANK.get(a.status) ?? 9) - (STATUS_RANK.get(b.status) ?? 9) || compareNumbers(a, b);

/**
 * The standards list. The table is reference data of a few hundred rows at most (the seed's), so the matching
 * rows are read whole, ordered naturally by number (SQL text order would put 5009.28 before 5009.3) and sliced.
 */
export async function listStandards(db: Db, q: StandardListBody, limit: number, offset: number): Promise<{ rows: StandardSummary[]; total: number }> {
  const where: SQL[] = [];
  const match = standardKeywordMatch(q.keyword);
  if (match) where.push(match);
  if (q.prefix) where.push(eq(standards.prefix, q.prefix));
  if (q.status) where.push(eq(standards.status, q.status));
  if (q.field) where.push(eq(standards.field, q.field));
  const rows = await db.select(summaryColumns).from(standards).where(and(...where));
  rows.sort(compareStandards);
  return { rows: rows.slice(offset, offset + limit).map(toSummary), total: rows.length };
}

/** Counts for the standards home: by 标准代号, by status, by area, and the latest implemented current standards. */
export async function standardOverview(db: Db, latestCount = 8): Promise<StandardOverview> {
  const count = sql<number>`count(*)::int`;
  const [byPrefix, byStatus, byField, latest] = await Promise.all([
    db.select({ value: standards.prefix, count }).from(standards).groupBy(standards.prefix),
    db.select({ value: standards.status, count }).from(standards).groupBy(standards.status),
    db.select({ value: standards.field, count }).from(standards).groupBy(standards.field),
    db
      .select(summaryColumns)
      .from(standards)
      .where(and(eq(standards.status, '现行'), sql`${standards.effectiveOn} is not null`))
      .orderBy(desc(standards.effectiveOn), standards.key)
      .limit(latestCount),
  ]);
  const most = (a: { value: string; count: number }, b: { value: string; count: number }) => b.count - a.count || a.value.localeCompare(b.value);
  const statusCount = new Map(byStatus.map((s) => [s.value, s.count]));
  return {
    total: byStatus.reduce((n, s) => n + s.count, 0),
    byPrefix: byPrefix.sort(most),
    byStatus: STANDARD_STATUSES.map((value) => ({ value, count: statusCount.get(value) ?? 0 })),
    byField: byField.sort(most),
    latest: latest.map(toSummary),
  };
}

async function linksOf(db: Db, keys: string[]): Promise<Map<string, StandardLink>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select({ id: standards.id, key: standards.key, number: standards.number, titleCn: standards.titleCn, status: standards.status }).from(standards).where(inArray(standards.key, keys));
  return new Map(rows.map((r) => [r.key, { id: r.id, number: r.number, titleCn: r.titleCn, status: r.status as StandardStatus }]));
}

/** A key we do not hold (a replaced edition left out of the seed): its printed number from the key. */
function printedOfKey(key: string): string {
  return parseStandardNo(key)?.printed ?? key;
}

async function detailOf(db: Db, row: Row): Promise<StandardDetail> {
  const links = await linksOf(db, [...row.replaces, ...(row.replacedBy ? [row.replacedBy] : [])]);
  const link = (key: string): StandardLink => links.get(key) ?? { number: printedOfKey(key), id: null, titleCn: null, status: null };
  const materials = await db.select().from(standardMaterials).where(eq(standardMaterials.standardId, row.id)).orderBy(standardMaterials.sort);
  const codes = [...new Set(materials.flatMap((m) => (m.productCode ? [m.productCode] : [])))];
  const idOfCode = new Map(codes.length ? (await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes))).map((p) => [p.code, p.id]) : []);
  // Card facts without prices: the page is the same for every visitor (prices come from the cart, SPEC §6).
  const cards = new Map((await cardsByIds(db, [...idOfCode.values()])).map((c) => [c.code, c]));
  return {
    ...toSummary(row),
    issuedBy: row.issuedBy,
    scope: row.scope,
    replaces: row.replaces.map(link),
    replacedBy: row.replacedBy ? link(row.replacedBy) : null,
    materials: materials.map((m) => ({ nameCn: m.nameCn, nameEn: m.nameEn, cas: m.cas, role: m.role, product: (m.productCode && cards.get(m.productCode)) || null })),
  };
}

export async function getStandard(db: Db, id: number): Promise<StandardDetail> {
  const [row] = await db.select().from(standards).where(eq(standards.id, id));
  if (!row) throw notFound('标准');
  return detailOf(db, row);
}

const unreadable = (text: string) => reject(`“${text.slice(0, 40)}”不是有效的标准号，请按 GB/T 601-2016 的格式输入`);

/** A standard by any spelling of its number; without a year, the current edition (else the newest one). */
export async function getStandardByCode(db: Db, code: string): Promise<StandardDetail> {
  const no = parseStandardNo(code);
  if (!no) throw unreadable(code);
  const rows = await db.select().from(standards).where(no.year !== null ? eq(standards.key, no.key) : eq(standards.baseKey, no.baseKey));
  if (rows.length === 0) throw reject(`未收录标准 ${no.printed}`);
  rows.sort((a, b) => (a.status === '现行' ? 0 : 1) - (b.status === '现行' ? 0 : 1) || compareNumbers(a, b));
  return detailOf(db, rows[0]);
}

/** Every edition of a number (whatever year was typed), newest first. An unreadable number is refused. */
export async function standardsByNumber(db: Db, number: string): Promise<StandardSummary[]> {
  const no = parseStandardNo(number);
  if (!no) throw unreadable(number);
  const rows = await db.select(summaryColumns).from(standards).where(eq(standards.baseKey, no.baseKey));
  return rows.sort(compareNumbers).map(toSummary);
}
