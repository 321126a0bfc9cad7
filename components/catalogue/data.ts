import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { publicServerApi } from '@/lib/api/server';
import { ApiFailure } from '@/lib/api/client';
import { getBrand, getBrandsByCategories, getCategoriesByBrands, getCategoryPath, getProduct, getProducts } from '@/lib/api/catalogue';
import type { Brand, BrandDetail, CategoryFlat, ProductCard, ProductDetail, ProductListBody } from '@/lib/api/contract/catalogue';
import { search } from '@/lib/api/contract/search';

/**
 * Session-less catalogue reads for the catalogue pages, in Next's data cache (the pattern of
 * components/layout/catalogueData.ts): the pages hold no per-visitor data — prices, login state and
 * the cart are client islands — so one cached answer serves every visitor.
 *
 *  - Entries live REVALIDATE_S seconds and carry the tags `catalogue` + `products` / `brands` /
 *    `categories`, so an import can `revalidateTag('products')`.
 *  - The key includes API_ORIGIN: two storefronts on one build (live and mocked tests) never share.
 *  - An unknown id (the API answers code 0) is cached as `null` — a crawler asking for ids that do not
 *    exist costs one API call per id and TTL, not one per request. Transport failures throw inside the
 *    cached function, so they are never cached.
 *  - A read that takes longer than READ_TIMEOUT_MS fails: a slow API cannot hold a page.
 */
const REVALIDATE_S = 300;
const READ_TIMEOUT_MS = 4000;
const ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';

export type Read<T> = { ok: true; data: T } | { ok: false };

/** Thrown into the error boundary when the main content of a page cannot be read. */
export class CatalogueUnavailable extends Error {
  constructor(what: string) {
    super(`catalogue read failed: ${what}`);
    this.name = 'CatalogueUnavailable';
  }
}

async function withTimeout<T>(what: string, read: () => Promise<T>, ms = READ_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A secondary block's read: a failure becomes `{ ok: false }` and the block shows its honest note. */
export async function settle<T>(what: string, read: () => Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, data: await withTimeout(what, read) };
  } catch (err) {
    console.error(`[catalogue] ${what} unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return { ok: false };
  }
}

/** A page's main read: missing → the 404 page; unavailable → the error page (never a 200 with nothing in it). */
export async function required<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  let data: T | null;
  try {
    data = await withTimeout(what, read);
  } catch (err) {
    console.error(`[catalogue] ${what} unavailable: ${err instanceof Error ? err.message : String(err)}`);
    throw new CatalogueUnavailable(what);
  }
  if (data === null) notFound();
  return data;
}

/** code 0 from the API (unknown id, refused input) is "not there"; anything else is a failure. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiFailure && err.kind === 'rejected') return null;
    throw err;
  }
}

const opts = (tag: string) => ({ revalidate: REVALIDATE_S, tags: ['catalogue', tag] });
const key = (name: string) => ['catalogue', ORIGIN, name];

const cachedProducts = unstable_cache(
  (body: ProductListBody, pageNo: number, pageSize: number) => getProducts(publicServerApi(), body, pageNo, pageSize),
  key('product-list'),
  opts('products'),
);
const cachedProduct = unstable_cache((id: number) => orNull(() => getProduct(publicServerApi(), id)), key('product'), opts('products'));
const cachedCategoryPath = unstable_cache((id: number) => orNull(() => getCategoryPath(publicServerApi(), id)), key('category-path'), opts('categories'));
const cachedBrand = unstable_cache((id: number) => orNull(() => getBrand(publicServerApi(), id)), key('brand'), opts('brands'));
const cachedCategoriesOfBrand = unstable_cache((id: number) => getCategoriesByBrands(publicServerApi(), [id]), key('brand-categories'), opts('brands'));
const cachedBrandsOfCategory = unstable_cache((id: number) => getBrandsByCategories(publicServerApi(), id > 0 ? [id] : []), key('category-brands'), opts('brands'));
const cachedByCas = unstable_cache((cas: string) => orNull(() => publicServerApi().call(search.productByCas, { params: { cas } })), key('product-by-cas'), opts('products'));
const cachedByBrandCode = unstable_cache(
  (brandName: string, code: string) => orNull(() => publicServerApi().call(search.productByBrandCode, { query: { brandName, code } })),
  key('product-by-brand-code'),
  opts('products'),
);
// React's cache() on top: generateMetadata and the page share one read per request. Callers wrap these
// in required() (the page's main content) or settle() (a secondary block), which add the time limit.
export const readProducts = cache(
  (body: ProductListBody, pageNo: number, pageSize: number): Promise<{ rows: ProductCard[]; totalCount: number }> => cachedProducts(body, pageNo, pageSize),
);
export const readProduct = cache((id: number): Promise<ProductDetail | null> => cachedProduct(id));
export const readCategoryPath = cache((id: number): Promise<{ id: number; name: string }[] | null> => cachedCategoryPath(id));
export const readBrand = cache((id: number): Promise<BrandDetail | null> => cachedBrand(id));
export const readCategoriesOfBrand = cache((id: number): Promise<CategoryFlat[]> => cachedCategoriesOfBrand(id));
export const readBrandsOfCategory = cache((id: number): Promise<Brand[]> => cachedBrandsOfCategory(id));
/** The product with a CAS (the API checks the check digit too); null when there is none. */
export const readProductByCas = cache((cas: string): Promise<ProductDetail | null> => cachedByCas(cas));
export const readProductByBrandCode = cache((brandName: string, code: string): Promise<ProductDetail | null> => cachedByBrandCode(brandName, code));

/** Ids in paths are positive 32-bit integers written in digits; anything else is a 404 without an API call. */
export function pathId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
