import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, products, skus } from '../db/schema';

/** What the cart, basket, demand list, inquiries and quick order need to know of a SKU — from the database, never the client. */
export interface SkuInfo {
  id: number;
  productId: number;
  pack: string;
  priceFen: number;
  stock: number;
  deliveryDays: number;
  /** Product and SKU both listed (status 1). */
  listed: boolean;
  code: string;
  nameCn: string;
  nameEn: string;
  cas: string;
  inchiKey: string;
  brandName: string;
}

export const skuInfoColumns = {
  id: skus.id,
  productId: skus.productId,
  pack: skus.pack,
  priceFen: skus.priceFen,
  stock: skus.stock,
  deliveryDays: skus.deliveryDays,
  listed: sql<boolean>`(${skus.status} = 1 and ${products.status} = 1)`,
  code: products.code,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  cas: products.cas,
  inchiKey: products.inchiKey,
  brandName: brands.name,
};

/** SKUs with their product, joined — the base query of every lookup here. */
export const selectSkuInfo = (db: Db) =>
  db.select(skuInfoColumns).from(skus).innerJoin(products, eq(products.id, skus.productId)).innerJoin(brands, eq(brands.id, products.brandId));

/** The SKUs of these ids (unknown ids are absent from the map). */
export async function loadSkus(db: Db, ids: number[]): Promise<Map<number, SkuInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectSkuInfo(db).where(inArray(skus.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Largest int4: ids beyond it cannot exist (and would make PostgreSQL fail the query). */
const MAX_ID = 2_147_483_647;

/** A positive integer from a JSON number or a digit string ('12'); null otherwise. Used where input is read leniently. */
export function positiveInt(value: unknown, max = MAX_ID): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}
