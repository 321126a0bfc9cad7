import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { METHOD_COMPARE_MSG, PHARMACOPOEIAS, type ApiItemBrief, type MethodRow, type Pharmacopoeia, type SeriesItem } from '../../../lib/api/contract/method-compare';
import type { Db } from '../../db/client';
import { apiItems, methods, methodStandards, products } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { cardsByIds } from '../products';
import { apiItemById, apiItemColumns, fullMethods, methodColumns, methodOrder } from './facts';

export interface MethodFilter {
  pharmacopoeia?: string;
  testItem?: string;
  technique?: string;
}

/** The all-methods list: filtered by pharmacopoeia, test item and technique, API by API in the seed's order. */
export async function methodList(db: Db, f: MethodFilter, limit: number, offset: number): Promise<{ rows: MethodRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.pharmacopoeia) where.push(eq(methods.pharmacopoeia, f.pharmacopoeia));
  if (f.testItem) where.push(eq(methods.testItem, f.testItem));
  if (f.technique) where.push(eq(methods.technique, f.technique));
  const cond = where.length ? and(...where) : undefined;
  const standardCount = sql<number>`(select count(*)::int from ${methodStandards} ms join ${products} p on p.id = ms.product_id and p.status = 1 where ms.method_id = ${methods.id})`;
  const rows = await db
    .select({
      id: methods.id,
      pharmacopoeia: methods.pharmacopoeia,
      edition: methods.edition,
      monograph: methods.monograph,
      testItem: methods.testItem,
      heading: methods.heading,
      technique: methods.technique,
      apiId: apiItems.id,
      apiCas: apiItems.cas,
      apiNameCn: apiItems.nameCn,
      apiNameEn: apiItems.nameEn,
      standardCount,
    })
    .from(methods)
    .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
    .where(cond)
    .orderBy(asc(apiItems.sort), ...methodOrder)
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(methods).where(cond);
  return {
    total: n,
    rows: rows.map(({ apiId, apiCas, apiNameCn, apiNameEn, ...r }) => ({
      ...r,
      pharmacopoeia: r.pharmacopoeia as MethodRow['pharmacopoeia'],
      testItem: r.testItem as MethodRow['testItem'],
      technique: r.technique as MethodRow['technique'],
      apiItem: { id: apiId, cas: apiCas, nameCn: apiNameCn, nameEn: apiNameEn },
    })),
  };
}

const withoutApiId = <T extends { apiItemId: number }>({ apiItemId: _apiItemId, ...rest }: T) => rest;

/** One API item's methods, every pharmacopoeia, with summaries and the products they name. */
export async function methodsContrast(db: Db, apiItemId: number) {
  const apiItem = await apiItemById(db, apiItemId);
  const rows = await db.select(methodColumns).from(methods).where(eq(methods.apiItemId, apiItemId)).orderBy(...methodOrder);
  return { apiItem, methods: (await fullMethods(db, rows)).map(withoutApiId) };
}

/** Every method that names a listed product (reverse lookup), API by API. */
export async function methodsOfProduct(db: Db, productId: number) {
  const [product] = await cardsByIds(db, [productId]);
  if (!product) throw new ApiError(METHOD_COMPARE_MSG.productMissing);
  const rows = await db
    .select({ ...methodColumns, apiSort: apiItems.sort })
    .from(methods)
    .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
    .where(inArray(methods.id, db.select({ id: methodStandards.methodId }).from(methodStandards).where(eq(methodStandards.productId, productId))))
    .orderBy(asc(apiItems.sort), ...methodOrder);
  const apis = new Map(
    (rows.length ? await db.select(apiItemColumns).from(apiItems).where(inArray(apiItems.id, [...new Set(rows.map((r) => r.apiItemId))])) : []).map((a) => [a.id, a]),
  );
  const full = await fullMethods(db, rows.map(({ apiSort: _apiSort, ...r }) => r));
  return {
    product,
    methods: full.map((m) => {
      const a = apis.get(m.apiItemId)!;
      return { ...withoutApiId(m), apiItem: { id: a.id, cas: a.cas, nameCn: a.nameCn, nameEn: a.nameEn } };
    }),
  };
}

/** API items with their method counts and the pharmacopoeias that have methods for them. */
async function seriesItems(db: Db, items: ApiItemBrief[]): Promise<SeriesItem[]> {
  if (items.length === 0) return [];
  const counts = await db
    .select({ apiItemId: methods.apiItemId, pharmacopoeia: methods.pharmacopoeia, n: count() })
    .from(methods)
    .where(inArray(methods.apiItemId, items.map((i) => i.id)))
    .groupBy(methods.apiItemId, methods.pharmacopoeia);
  return items.map((i) => {
    const own = counts.filter((c) => c.apiItemId === i.id);
    return {
      ...i,
      methodCount: own.reduce((s, c) => s + c.n, 0),
      pharmacopoeias: PHARMACOPOEIAS.filter((p) => own.some((c) => c.pharmacopoeia === p)) as Pharmacopoeia[],
    };
  });
}

/** APIs of the same 化合物类别, and of the same 药物类别 but another class, each with its method counts. */
export async function relatedSeries(db: Db, apiItemId: number) {
  const item = await apiItemById(db, apiItemId);
  const others = await db
    .select(apiItemColumns)
    .from(apiItems)
    .where(and(ne(apiItems.id, apiItemId), or(eq(apiItems.compound, item.compound), eq(apiItems.category, item.category))))
    .orderBy(asc(apiItems.sort), asc(apiItems.id));
  const [self, ...rest] = await seriesItems(db, [item, ...others]);
  return {
    apiItem: self,
    sameCompound: rest.filter((r) => r.compound === item.compound),
    sameCategory: rest.filter((r) => r.compound !== item.compound),
  };
}
