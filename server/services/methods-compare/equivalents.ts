import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ApiItemBrief } from '../../../lib/api/contract/method-compare';
import type { ProductCard } from '../../../lib/api/contract/catalogue';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { cardsByIds } from '../products';
import { apiItemsByIds } from './facts';

/**
 * getProdEqByProdApiItemIds: for each API item, the listed products that ARE the API — the same substance
 * from any brand: the same CAS as the item, or the same full InChIKey as the product that sells the item
 * (one substance registered under another CAS, e.g. a different hydrate number, still has one structure).
 * Salts and stereoisomers have other InChIKeys and are not equivalents. Prices are left out (visitor view).
 */
export async function prodEquivalents(db: Db, ids: number[]): Promise<{ apiItem: ApiItemBrief; products: ProductCard[] }[]> {
  const items = await apiItemsByIds(db, ids);
  const ownIds = items.flatMap((i) => (i.productId ? [i.productId] : []));
  const keys = ownIds.length ? await db.select({ id: products.id, inchiKey: products.inchiKey }).from(products).where(inArray(products.id, ownIds)) : [];
  const keyOf = new Map(keys.map((k) => [k.id, k.inchiKey]));
  const cases = items.map((i) => i.cas);
  const inchiKeys = [...keyOf.values()];
  const rows = await db
    .select({ id: products.id, cas: products.cas, inchiKey: products.inchiKey })
    .from(products)
    .where(and(eq(products.status, 1), or(inArray(products.cas, cases), inchiKeys.length ? inArray(products.inchiKey, inchiKeys) : sql`false`)))
    .orderBy(products.id);
  const cards = new Map((await cardsByIds(db, rows.map((r) => r.id))).map((c) => [c.id, c]));
  return items.map((apiItem) => {
    const key = apiItem.productId ? keyOf.get(apiItem.productId) : undefined;
    const matches = rows.filter((r) => r.cas === apiItem.cas || (key !== undefined && r.inchiKey === key));
    // The item's own product first, then the others by id.
    matches.sort((a, b) => Number(b.id === apiItem.productId) - Number(a.id === apiItem.productId) || a.id - b.id);
    return { apiItem, products: matches.flatMap((r) => cards.get(r.id) ?? []) };
  });
}
