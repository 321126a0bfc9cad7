import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { products, skus, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import type { TestApi } from './harness';

/* Shared by the cart, basket, demand-list, inquiry and quick-order tests. */

let mobileCounter = 0;

/** A new customer with a live session (as a login would leave it); `h` are the headers of their calls. */
export async function customer(api: TestApi) {
  const mobile = `137${String(process.pid % 10000).padStart(4, '0')}${String(mobileCounter++).padStart(4, '0')}`;
  const [u] = await api.database.db.insert(users).values({ mobile }).returning({ id: users.id });
  const token = await createSession(api.database.db, u.id, 60);
  return { userId: u.id, token, h: { token } };
}

export interface SkuFact {
  id: number;
  productId: number;
  priceFen: number;
  stock: number;
  pack: string;
  code: string;
  cas: string;
  nameCn: string;
}

const skuFacts = (api: TestApi) =>
  api.database.db
    .select({ id: skus.id, productId: skus.productId, priceFen: skus.priceFen, stock: skus.stock, pack: skus.pack, code: products.code, cas: products.cas, nameCn: products.nameCn })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId));

/** Products without 易制毒 / 易制爆 / 危险化学品 marks: ordering them needs no real-name verification. */
const unmarked = and(isNull(products.precursorCategory), eq(products.explosivePrecursor, false), eq(products.hazardous, false));

/** Listed, unmarked SKUs sold from stock (stock > 0), in a stable order; `n` of them from distinct products. */
export async function stockSkus(api: TestApi, n: number): Promise<SkuFact[]> {
  const rows = await skuFacts(api)
    .where(and(eq(skus.status, 1), eq(products.status, 1), gt(skus.stock, 0), unmarked))
    .orderBy(asc(skus.id));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(0, n);
}

/** A made-to-order SKU (stock 0) of an unmarked product. */
export async function madeToOrderSku(api: TestApi): Promise<SkuFact> {
  const [row] = await skuFacts(api).where(and(eq(skus.status, 1), eq(products.status, 1), eq(skus.stock, 0), unmarked)).orderBy(asc(skus.id)).limit(1);
  return row;
}

/** The SKUs of a product code, smallest pack first. */
export async function skusOfCode(api: TestApi, code: string): Promise<SkuFact[]> {
  return skuFacts(api).where(eq(products.code, code)).orderBy(asc(skus.packMg));
}

export const unlistSku = (api: TestApi, id: number) => api.database.db.update(skus).set({ status: 0 }).where(eq(skus.id, id));
export const unlistProduct = (api: TestApi, id: number) => api.database.db.update(products).set({ status: 0 }).where(eq(products.id, id));
export const setPrice = (api: TestApi, id: number, priceFen: number) => api.database.db.update(skus).set({ priceFen }).where(eq(skus.id, id));
export const maxSkuId = async (api: TestApi) => (await api.database.db.select({ n: sql<number>`max(${skus.id})`.mapWith(Number) }).from(skus))[0].n;

/** A listed SKU in stock of a product with these marks (the seed has controlled and hazardous products). */
export async function markedSku(api: TestApi, kind: 'precursor' | 'explosive' | 'hazardousOnly'): Promise<SkuFact> {
  const mark =
    kind === 'precursor'
      ? sql`${products.precursorCategory} is not null`
      : kind === 'explosive'
        ? and(isNull(products.precursorCategory), eq(products.explosivePrecursor, true))
        : and(isNull(products.precursorCategory), eq(products.explosivePrecursor, false), eq(products.hazardous, true));
  const [row] = await skuFacts(api).where(and(eq(skus.status, 1), eq(products.status, 1), gt(skus.stock, 5), mark)).orderBy(asc(skus.id)).limit(1);
  if (!row) throw new Error(`no ${kind} SKU in stock in the seed`);
  return row;
}
