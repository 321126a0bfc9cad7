import 'server-only';
import { unstable_cache } from 'next/cache';
import { publicServerApi } from '@/lib/api/server';
import { getBrands, getCategoryTree, getProducts } from '@/lib/api/catalogue';
import type { Brand, CategoryNode, ProductCard } from '@/lib/api/contract/catalogue';

/**
 * Catalogue reads for the shared chrome and the home page.
 *
 * Why this shape: the layouts that show the catalogue are rendered per request
 * (`dynamic = 'force-dynamic'`), so `next build` never calls the API. To keep that cheap, the
 * session-less reads go through Next's data cache for a few minutes (tag `catalogue`, so the
 * catalogue work can `revalidateTag('catalogue')` after an import). A failed call throws inside the
 * cached function — failures are never cached — and becomes `{ ok: false }` here, so a page
 * renders its honest failure state instead of crashing. A slow API cannot hold a page longer
 * than READ_TIMEOUT_MS.
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

const REVALIDATE_S = 300;
const READ_TIMEOUT_MS = 4000;
const TAGS = ['catalogue'];
/** Part of every cache key: two storefronts on one build (live and mocked tests) must not share entries. */
const ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';

async function settle<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
  });
  try {
    return { ok: true, data: await Promise.race([read(), timeout]) };
  } catch (err) {
    console.error(`[catalogue] ${what} unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

const cachedCategoryTree = unstable_cache(() => getCategoryTree(publicServerApi()), ['catalogue', ORIGIN, 'category-tree'], {
  revalidate: REVALIDATE_S,
  tags: [...TAGS, 'categories'],
});

const cachedBrands = unstable_cache(() => getBrands(publicServerApi()), ['catalogue', ORIGIN, 'brands'], {
  revalidate: REVALIDATE_S,
  tags: [...TAGS, 'brands'],
});

const cachedNewProducts = unstable_cache(
  (count: number) => getProducts(publicServerApi(), { sortField: 'time', asc: false }, 1, count),
  ['catalogue', ORIGIN, 'new-products'],
  { revalidate: REVALIDATE_S, tags: [...TAGS, 'products'] },
);

export const loadCategoryTree = (): Promise<Loaded<CategoryNode[]>> => settle('category tree', cachedCategoryTree);

export const loadBrands = (): Promise<Loaded<{ rows: Brand[]; totalCount: number }>> => settle('brands', cachedBrands);

/** Visitor view (no prices): the newest listings for the home page. */
export const loadNewProducts = (count: number): Promise<Loaded<{ rows: ProductCard[]; totalCount: number }>> =>
  settle('new products', () => cachedNewProducts(count));
