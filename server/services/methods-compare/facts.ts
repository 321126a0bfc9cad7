import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { METHOD_COMPARE_MSG, type ApiItemBrief, type MethodFull, type StandardRef } from '../../../lib/api/contract/method-compare';
import type { Db } from '../../db/client';
import { apiItems, brands, methods, methodStandards, products, skus } from '../../db/schema';
import { ApiError } from '../../http/errors';

/*
 * The shared reads of the methods' secondary calls: API items, the products a method names (listed ones
 * only: an unlisted product is neither shown nor counted as sold) and which of them have stock.
 */

export const apiItemColumns = {
  id: apiItems.id,
  cas: apiItems.cas,
  nameCn: apiItems.nameCn,
  nameEn: apiItems.nameEn,
  category: apiItems.category,
  compound: apiItems.compound,
  medicationUses: apiItems.medicationUses,
  type: apiItems.type,
  productId: apiItems.productId,
};

/** The API items of the ids, in the given order; refused naming the ids that do not exist. */
export async function apiItemsByIds(db: Db, ids: number[]): Promise<ApiItemBrief[]> {
  const rows = ids.length ? await db.select(apiItemColumns).from(apiItems).where(inArray(apiItems.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new ApiError(METHOD_COMPARE_MSG.apiItemMissing(missing));
  return ids.map((id) => byId.get(id)!);
}

export const apiItemById = async (db: Db, id: number) => (await apiItemsByIds(db, [id]))[0];

/** Listed products among the ids that have a listed package in stock. */
export async function inStockIds(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: skus.productId })
    .from(skus)
    .where(and(inArray(skus.productId, productIds), eq(skus.status, 1), gt(skus.stock, 0)));
  return new Set(rows.map((r) => r.id));
}

export const methodColumns = {
  id: methods.id,
  apiItemId: methods.apiItemId,
  pharmacopoeia: methods.pharmacopoeia,
  edition: methods.edition,
  monograph: methods.monograph,
  testItem: methods.testItem,
  heading: methods.heading,
  technique: methods.technique,
  summary: methods.summary,
};
export type MethodRecord = Omit<typeof methods.$inferSelect, 'sort' | 'updatedAt'>;

/** The listed products each method names, in the method's order, with role, label and stock. */
export async function standardsOf(db: Db, methodIds: number[]): Promise<Map<number, StandardRef[]>> {
  const out = new Map<number, StandardRef[]>();
  if (methodIds.length === 0) return out;
  const rows = await db
    .select({
      methodId: methodStandards.methodId,
      role: methodStandards.role,
      label: methodStandards.label,
      productId: products.id,
      code: products.code,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      cas: products.cas,
      purity: products.purity,
      brandName: brands.name,
    })
    .from(methodStandards)
    .innerJoin(products, and(eq(products.id, methodStandards.productId), eq(products.status, 1)))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(methodStandards.methodId, methodIds))
    .orderBy(asc(methodStandards.methodId), asc(methodStandards.sort));
  const stock = await inStockIds(db, [...new Set(rows.map((r) => r.productId))]);
  for (const { methodId, role, ...r } of rows) {
    const list = out.get(methodId) ?? [];
    list.push({ ...r, role: role as StandardRef['role'], inStock: stock.has(r.productId) });
    out.set(methodId, list);
  }
  return out;
}

/** Methods in the seed's order (pharmacopoeia, then the monograph's test order as the data file lists them). */
export const methodOrder = [sql`array_position(array['ChP','USP-NF','EP','JP']::text[], ${methods.pharmacopoeia})`, asc(methods.sort), asc(methods.id)];

/** Method records with their summaries and the products they name. */
export async function fullMethods(db: Db, rows: MethodRecord[]): Promise<(MethodFull & { apiItemId: number })[]> {
  const standards = await standardsOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    pharmacopoeia: r.pharmacopoeia as MethodFull['pharmacopoeia'],
    testItem: r.testItem as MethodFull['testItem'],
    technique: r.technique as MethodFull['technique'],
    standards: standards.get(r.id) ?? [],
  }));
}
