import { and, asc, eq, inArray } from 'drizzle-orm';
import { PHARMACOPOEIAS, STANDARD_ROLES, TEST_ITEMS, type Pharmacopoeia, type ProdSummary, type StandardRole, type TestItem } from '../../../lib/api/contract/method-compare';
import type { Db } from '../../db/client';
import { brands, methods, methodStandards, products } from '../../db/schema';
import { apiItemsByIds, inStockIds } from './facts';

type ProductFact = ProdSummary['byRole'][number]['products'][number];

/**
 * getProdSummaryByProdApiItemIds/{x}: per API item (in the order asked), its methods counted by pharmacopoeia
 * and by test item, and the products those methods name grouped by role — how many we link, how many are
 * listed (sold) and how many of those have stock. A product named in two roles counts once in the totals.
 */
export async function prodSummaries(db: Db, ids: number[]): Promise<ProdSummary[]> {
  const items = await apiItemsByIds(db, ids);
  const methodRows = await db
    .select({ id: methods.id, apiItemId: methods.apiItemId, pharmacopoeia: methods.pharmacopoeia, edition: methods.edition, testItem: methods.testItem })
    .from(methods)
    .where(inArray(methods.apiItemId, ids))
    .orderBy(asc(methods.sort), asc(methods.id));
  const links = methodRows.length
    ? await db
        .select({
          methodId: methodStandards.methodId,
          role: methodStandards.role,
          productId: products.id,
          listed: products.status,
          code: products.code,
          nameCn: products.nameCn,
          nameEn: products.nameEn,
          cas: products.cas,
          purity: products.purity,
          brandName: brands.name,
        })
        .from(methodStandards)
        .innerJoin(products, eq(products.id, methodStandards.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(and(inArray(methodStandards.methodId, methodRows.map((m) => m.id))))
        .orderBy(asc(methodStandards.methodId), asc(methodStandards.sort))
    : [];
  const stock = await inStockIds(db, [...new Set(links.filter((l) => l.listed === 1).map((l) => l.productId))]);
  const apiOfMethod = new Map(methodRows.map((m) => [m.id, m.apiItemId]));

  return items.map((apiItem) => {
    const own = methodRows.filter((m) => m.apiItemId === apiItem.id);
    const byPharmacopoeia = PHARMACOPOEIAS.flatMap((p) => {
      const of = own.filter((m) => m.pharmacopoeia === p);
      return of.length ? [{ key: p, count: of.length, edition: of[0].edition }] : [];
    });
    const byTestItem = TEST_ITEMS.flatMap((t) => {
      const of = own.filter((m) => m.testItem === t);
      const ps = PHARMACOPOEIAS.filter((p) => of.some((m) => m.pharmacopoeia === p));
      return of.length ? [{ key: t as TestItem, count: of.length, pharmacopoeias: ps as Pharmacopoeia[] }] : [];
    });
    const ownLinks = links.filter((l) => apiOfMethod.get(l.methodId) === apiItem.id);
    const byRole = STANDARD_ROLES.flatMap((role) => {
      const seen = new Map<number, ProductFact>();
      for (const l of ownLinks) {
        if (l.role !== role || l.listed !== 1 || seen.has(l.productId)) continue;
        const { productId, code, nameCn, nameEn, cas, purity, brandName } = l;
        seen.set(productId, { productId, code, nameCn, nameEn, cas, purity, brandName, inStock: stock.has(productId) });
      }
      const list = [...seen.values()];
      return list.length ? [{ role: role as StandardRole, products: list, inStock: list.filter((p) => p.inStock).length }] : [];
    });
    const linked = new Set(ownLinks.map((l) => l.productId));
    const sold = new Set(ownLinks.filter((l) => l.listed === 1).map((l) => l.productId));
    return {
      apiItem,
      methodCount: own.length,
      byPharmacopoeia,
      byTestItem,
      byRole,
      products: { linked: linked.size, sold: sold.size, inStock: [...sold].filter((id) => stock.has(id)).length },
    };
  });
}
