import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import { PHARMACOPOEIAS, type ApiItem, type MethodRef, type Pharmacopoeia } from '../../../lib/api/contract/methods';
import type { Db } from '../../db/client';
import { apiItems, methods, methodStandards, products } from '../../db/schema';

const pharmacopoeiaOrder = (p: string) => PHARMACOPOEIAS.indexOf(p as Pharmacopoeia);

/** Every method as lists show it, with how many products it names that are listed, in pharmacopoeia then seed order. */
export async function loadMethodRefs(db: Db, apiItemId?: number): Promise<MethodRef[]> {
  const rows = await db
    .select({
      id: methods.id,
      apiItemId: methods.apiItemId,
      pharmacopoeia: methods.pharmacopoeia,
      edition: methods.edition,
      monograph: methods.monograph,
      testItem: methods.testItem,
      heading: methods.heading,
      technique: methods.technique,
      sort: methods.sort,
    })
    .from(methods)
    .where(apiItemId === undefined ? undefined : eq(methods.apiItemId, apiItemId))
    .orderBy(asc(methods.sort));
  const counted = rows.length
    ? await db
        .select({ methodId: methodStandards.methodId, n: sql<number>`count(*)::int` })
        .from(methodStandards)
        .innerJoin(products, and(eq(products.id, methodStandards.productId), eq(products.status, 1)))
        .where(inArray(methodStandards.methodId, rows.map((r) => r.id)))
        .groupBy(methodStandards.methodId)
    : [];
  const countOf = new Map(counted.map((c) => [c.methodId, c.n]));
  return rows
    .map((r) => ({ ...r, standardCount: countOf.get(r.id) ?? 0 }))
    .sort((a, b) => pharmacopoeiaOrder(a.pharmacopoeia) - pharmacopoeiaOrder(b.pharmacopoeia) || a.sort - b.sort)
    .map(({ sort: _sort, pharmacopoeia, ...m }) => ({ ...m, pharmacopoeia: pharmacopoeia as Pharmacopoeia }));
}

/** API items (all, or the given ids in that order) with their method counts. */
export async function loadApiItems(db: Db, ids?: number[]): Promise<ApiItem[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      id: apiItems.id,
      cas: apiItems.cas,
      nameCn: apiItems.nameCn,
      nameEn: apiItems.nameEn,
      productId: apiItems.productId,
      inchiKey: products.inchiKey,
      productStatus: products.status,
      category: apiItems.category,
      compound: apiItems.compound,
      medicationUses: apiItems.medicationUses,
      type: apiItems.type,
    })
    .from(apiItems)
    .leftJoin(products, eq(products.id, apiItems.productId))
    .where(ids ? inArray(apiItems.id, ids) : undefined)
    .orderBy(asc(apiItems.sort), asc(apiItems.id));
  const counts = await db
    .select({ apiItemId: methods.apiItemId, pharmacopoeia: methods.pharmacopoeia, n: sql<number>`count(*)::int` })
    .from(methods)
    .where(ids ? inArray(methods.apiItemId, ids) : undefined)
    .groupBy(methods.apiItemId, methods.pharmacopoeia);
  const items = rows.map(({ inchiKey, productStatus, productId, ...r }) => {
    const listed = productId !== null && productStatus === 1;
    const mine = counts.filter((c) => c.apiItemId === r.id);
    return {
      ...r,
      productId: listed ? productId : null,
      imgUrl: listed && inchiKey ? structureUrl(inchiKey) : null,
      methodCount: mine.reduce((s, c) => s + c.n, 0),
      methodCounts: PHARMACOPOEIAS.flatMap((p) => {
        const n = mine.find((c) => c.pharmacopoeia === p)?.n ?? 0;
        return n ? [{ pharmacopoeia: p, count: n }] : [];
      }),
    };
  });
  if (!ids) return items;
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
