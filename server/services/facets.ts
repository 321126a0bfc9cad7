import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { DELIVERY_FILTERS, type ProductFacets, type ProductListBody } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { brands, products, skus } from '../db/schema';
import { matchingIds } from '../search/engine';
import { loadCategoryIndex, subtreeIds } from './categories';
import { DELIVERY_SQL } from './products';

/**
 * The filter values that exist in a product list (catalogue.productFacets), from the list's own query: its category
 * (`categoryId`, the scope) and keyword (the ranked search's matches, as prodproduct/search finds them), then each
 * group counted with the other groups' filters but not its own (a value offered keeps ≥ 1 product when chosen, alone
 * or with the group's other chosen values). Packs and delivery are read on the same SKU, as the list filters them
 * (productFilters: one listed SKU with the pack AND the delivery).
 */

/** Pack values offered at most (the most used ones, then shown smallest first). */
export const PACK_FACET_MAX = 30;

const NONE: ProductFacets = { categories: [], brands: [], packs: [], delivery: [] };

export async function productFacets(db: Db, q: ProductListBody, pool?: number): Promise<ProductFacets> {
  const index = await loadCategoryIndex(db);
  const scope: SQL[] = [eq(products.status, 1)];
  const inScope = q.categoryId ? subtreeIds(index, q.categoryId) : null;
  if (inScope) {
    if (!inScope.length) return NONE;
    scope.push(inArray(products.categoryId, inScope));
  }
  if (q.keyword) {
    const { ids } = await matchingIds(db, q.keyword, pool);
    if (!ids.length) return NONE;
    scope.push(inArray(products.id, ids));
  }
  const chosenCategories = q.categoryIds?.length ? [...new Set(q.categoryIds.flatMap((id) => subtreeIds(index, id)))] : null;
  const category = chosenCategories && inArray(products.categoryId, chosenCategories.length ? chosenCategories : [-1]);
  const brand = q.brandIds?.length ? inArray(products.brandId, q.brandIds) : null;
  const pack = q.packs?.length ? inArray(skus.pack, q.packs) : null;
  const delivery = q.delivery?.length ? sql`(${sql.join(q.delivery.map((d) => DELIVERY_SQL[d]), sql` or `)})` : null;
  const present = (conds: (SQL | null)[]) => conds.filter((c): c is SQL => c !== null);
  /** A listed SKU of the product meets the conditions (none: no condition at all). */
  const skuWith = (conds: (SQL | null)[]) => {
    const on = present(conds);
    return on.length ? exists(db.select({ one: sql`1` }).from(skus).where(and(eq(skus.productId, products.id), eq(skus.status, 1), ...on))) : null;
  };
  /** Products joined with their listed SKUs meeting `conds`: one row per (product, SKU). */
  const skuJoin = (conds: (SQL | null)[]) => and(eq(skus.productId, products.id), eq(skus.status, 1), ...present(conds));
  const distinctProducts = sql<number>`count(distinct ${products.id})::int`;

  const [byCategory, byBrand, byPack, byDelivery] = await Promise.all([
    db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...scope, ...present([brand, skuWith([pack, delivery])])))
      .groupBy(products.categoryId),
    db
      .select({ id: brands.id, name: brands.name, n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(...scope, ...present([category, skuWith([pack, delivery])])))
      .groupBy(brands.id, brands.name)
      .orderBy(brands.id),
    db
      .select({ value: skus.pack, mg: sql<number>`min(${skus.packMg})`, n: distinctProducts })
      .from(products)
      .innerJoin(skus, skuJoin([delivery]))
      .where(and(...scope, ...present([category, brand])))
      .groupBy(skus.pack),
    db
      .select(Object.fromEntries(DELIVERY_FILTERS.map((d) => [d, sql<number>`count(distinct ${products.id}) filter (where ${DELIVERY_SQL[d]})::int`])) as Record<(typeof DELIVERY_FILTERS)[number], SQL<number>>)
      .from(products)
      .innerJoin(skus, skuJoin([pack]))
      .where(and(...scope, ...present([category, brand]))),
  ]);

  // A category counts the products at or below it; only the list's own category and those below it are offered.
  const counts = new Map<number, number>();
  for (const { categoryId, n } of byCategory) {
    for (let node = index.nodes.get(categoryId); node; node = node.parentId === null ? undefined : index.nodes.get(node.parentId)) counts.set(node.id, (counts.get(node.id) ?? 0) + n);
  }
  const packs = byPack
    .filter((p) => p.n > 0)
    .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value))
    .slice(0, PACK_FACET_MAX)
    .sort((a, b) => Number(a.mg) - Number(b.mg) || a.value.localeCompare(b.value));
  const deliveryRow = byDelivery[0];
  return {
    categories: (inScope ?? [...index.nodes.keys()]).filter((id) => (counts.get(id) ?? 0) > 0).map((id) => ({ id, count: counts.get(id)! })),
    brands: byBrand.filter((b) => b.n > 0).map((b) => ({ id: b.id, name: b.name, count: b.n })),
    packs: packs.map((p) => ({ value: p.value, count: p.n })),
    delivery: deliveryRow ? DELIVERY_FILTERS.filter((d) => Number(deliveryRow[d]) > 0).map((d) => ({ value: d, count: Number(deliveryRow[d]) })) : [],
  };
}
