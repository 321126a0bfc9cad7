import { and, asc, desc, eq, exists, ilike, inArray, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import { structureUrl, type ProductCard, type ProductDetail, type ProductListBody, type ProductRef } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { brands, compoundRecords, products, skus } from '../db/schema';
import { notFound } from '../http/errors';
import { categoryRoots, INTERMEDIATE_ROOTS, loadCategoryIndex, pathTo, subtreeIds } from './categories';
import { escapeLike } from './brands';
import { lotsOfSkus } from './lots/stock';
import { controlColumns, hazardSummaryOf, toControls } from './regulatory';

const cardColumns = {
  id: products.id,
  code: products.code,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  cas: products.cas,
  formula: products.formula,
  mw: products.mw,
  purity: products.purity,
  brandId: products.brandId,
  brandName: brands.name,
  categoryId: products.categoryId,
  inchiKey: products.inchiKey,
  listedAt: products.listedAt,
  ...controlColumns,
};

type CardRow = { [K in Exclude<keyof typeof cardColumns, 'precursorCategory'>]: (typeof cardColumns)[K]['_']['data'] } & { precursorCategory: number | null };

/** Each listed SKU with its list price, for everyone (SPEC §6 hides prices in the cart only; docs/adr/0011-money-in-fen-and-list-prices.md). */
async function attachSkus(db: Db, rows: CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const skuRows = await db
    .select()
    .from(skus)
    .where(and(inArray(skus.productId, rows.map((r) => r.id)), eq(skus.status, 1)))
    .orderBy(skus.packMg, skus.id);
  const byProduct = new Map<number, ProductCard['skus']>();
  for (const s of skuRows) {
    const list = byProduct.get(s.productId) ?? [];
    list.push({ id: s.id, pack: s.pack, price: s.priceFen, stock: s.stock, deliveryDays: s.deliveryDays });
    byProduct.set(s.productId, list);
  }
  return rows.map(({ inchiKey, listedAt, precursorCategory, explosivePrecursor, hazardous, ...r }) => ({
    ...r,
    controls: toControls({ precursorCategory, explosivePrecursor, hazardous }),
    imgUrl: structureUrl(inchiKey),
    listedAt: listedAt.toISOString(),
    skus: byProduct.get(r.id) ?? [],
  }));
}

/** The delivery filters of a product list as conditions on one listed SKU (`skus`). */
export const DELIVERY_SQL: Record<NonNullable<ProductListBody['delivery']>[number], SQL> = {
  inStock: gt(skus.stock, 0),
  within7: and(gt(skus.stock, 0), lte(skus.deliveryDays, 7))!,
  within15: lte(skus.deliveryDays, 15),
  onOrder: eq(skus.stock, 0),
};

/** The catalogue filters of a product list (category with its sub-tree, brands, packs, delivery) as SQL on `products`; null when nothing can match. */
export async function productFilters(db: Db, q: ProductListBody): Promise<SQL[] | null> {
  const where: SQL[] = [eq(products.status, 1)];
  const categoryIds = [...(q.categoryIds ?? []), ...(q.categoryId ? [q.categoryId] : [])];
  if (categoryIds.length) {
    const index = await loadCategoryIndex(db);
    const ids = [...new Set(categoryIds.flatMap((id) => subtreeIds(index, id)))];
    if (ids.length === 0) return null;
    where.push(inArray(products.categoryId, ids));
  }
  if (q.brandIds?.length) where.push(inArray(products.brandId, q.brandIds));
  const skuFilters: SQL[] = [];
  if (q.packs?.length) skuFilters.push(inArray(skus.pack, q.packs));
  if (q.delivery?.length) skuFilters.push(or(...q.delivery.map((d) => DELIVERY_SQL[d]))!);
  if (skuFilters.length) {
    where.push(exists(db.select({ one: sql`1` }).from(skus).where(and(eq(skus.productId, products.id), eq(skus.status, 1), ...skuFilters))));
  }
  return where;
}

/** ORDER BY of a list sorted by a field (name, molecular weight, listing time — the default). */
export function productOrder(q: Pick<ProductListBody, 'sortField' | 'asc'>): SQL[] {
  const direction = q.asc ? asc : desc;
  return q.sortField === 'name'
    ? [direction(sql`lower(${products.nameEn})`), asc(products.id)]
    : q.sortField === 'mw'
      ? [direction(products.mw), asc(products.id)]
      : [desc(products.listedAt), desc(products.id)];
}

export async function listProducts(db: Db, q: ProductListBody, limit: number, offset: number) {
  const where = await productFilters(db, q);
  if (!where) return { rows: [], total: 0 };
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    where.push(or(ilike(products.nameCn, like), ilike(products.nameEn, like), ilike(products.cas, like), ilike(products.code, like))!);
  }
  const cond = and(...where);
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(cond)
    .orderBy(...productOrder(q))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(cond);
  return { rows: await attachSkus(db, rows), total: n };
}

/** Product cards of the given ids, in the given order; unknown and unlisted products are left out. */
export async function cardsByIds(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, ids), eq(products.status, 1)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined);
  return attachSkus(db, ordered);
}

const refColumns = { id: products.id, code: products.code, nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, inchiKey: products.inchiKey, impurityLabel: products.impurityLabel };
const toRef = ({ inchiKey, ...r }: { inchiKey: string } & Omit<ProductRef, 'imgUrl'>): ProductRef => ({ ...r, imgUrl: structureUrl(inchiKey) });

export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  const [row] = await db
    .select({ ...cardColumns, synonyms: products.synonyms, smiles: products.smiles, storage: products.storage, shipping: products.shipping, impurityLabel: products.impurityLabel, parentId: products.parentId })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), eq(products.status, 1)));
  if (!row) throw notFound('商品');
  const { synonyms, smiles, storage, shipping, impurityLabel, parentId, ...card } = row;
  const [withSkus] = await attachSkus(db, [card]);
  // Stock shown is the lots' view at read time (a lot that just expired is already out of it).
  const lotView = await lotsOfSkus(db, withSkus.skus);
  withSkus.skus = withSkus.skus.map((s) => ({ ...s, stock: lotView.stock.get(s.id) ?? s.stock }));
  const index = await loadCategoryIndex(db);
  const [parent] = parentId ? await db.select(refColumns).from(products).where(and(eq(products.id, parentId), eq(products.status, 1))) : [];
  // The family of an API: its own impurities, or — for an impurity — its parent's other impurities. Its synthesis
  // intermediates (category root 中间体) are no impurities: they are listed apart.
  const familyRoot = parentId ?? id;
  const family = await db
    .select({ ...refColumns, categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.parentId, familyRoot), eq(products.status, 1), sql`${products.id} <> ${id}`))
    .orderBy(products.impurityLabel, products.id)
    .limit(100);
  const roots = family.length ? await categoryRoots(db) : new Map<number, string>();
  const isIntermediate = (c: { categoryId: number }) => INTERMEDIATE_ROOTS.has(roots.get(c.categoryId) ?? '');
  const familyRef = ({ categoryId: _categoryId, ...ref }: (typeof family)[number]) => toRef(ref);
  return {
    ...withSkus,
    synonyms,
    smiles,
    inchiKey: card.inchiKey,
    storage,
    shipping,
    impurityLabel,
    categoryPath: pathTo(index, card.categoryId),
    parent: parent ? toRef(parent) : null,
    related: family.filter((c) => !isIntermediate(c)).slice(0, 50).map(familyRef),
    intermediates: family.filter(isIntermediate).slice(0, 50).map(familyRef),
    lots: lotView.lots,
    hazard: await hazardSummaryOf(db, id),
    dataRecordId: (await db.select({ id: compoundRecords.id }).from(compoundRecords).where(eq(compoundRecords.inchiKey, card.inchiKey)))[0]?.id ?? null,
  };
}

export async function smilesForInchiKey(db: Db, inchiKey: string): Promise<string | null> {
  const [row] = await db.select({ smiles: products.smiles }).from(products).where(eq(products.inchiKey, inchiKey)).limit(1);
  return row?.smiles ?? null;
}

/** The stored SMILES of a listed product (atom indices of structure-search highlights refer to it). */
export async function smilesOfProduct(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ smiles: products.smiles }).from(products).where(and(eq(products.id, id), eq(products.status, 1)));
  return row?.smiles ?? null;
}
