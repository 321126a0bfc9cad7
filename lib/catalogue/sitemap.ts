import 'server-only';
import { getBrands, getCategoryTree, getProducts } from '../api/catalogue';
import type { CategoryNode } from '../api/contract/catalogue';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead, type Read } from '../api/read';

/**
 * The sitemaps (a sitemap index at /sitemap.xml, pages at /sitemaps/sitemap/{id}.xml):
 *   id 0      the catalogue's own pages: home, product centre, every category list, brand pages;
 *   id 1..n   goods detail pages, URLS_PER_SITEMAP each (the protocol's limit is 50,000 URLs).
 *
 * The product pages are read through the product list call (100 per call, newest first), cached for an
 * hour as compact [id, listed-at] pairs. The API has no lean id/updated-at call; one would make this a
 * single query per sitemap page.
 */
export const URLS_PER_SITEMAP = 50_000;
const LIST_PAGE = 100;
const CONCURRENCY = 4;
const hourly = { ttlSeconds: 3600, tags: [T.catalogue, T.products, T.sitemap] };

const readProductCount = defineRead('sitemap-product-count', async (api) => (await getProducts(api, {}, 1, 1)).totalCount, hourly);

/** [id, listedAt seconds] of the products of one sitemap page: up to 500 list calls, hence the longer limit. */
const readProductChunk = defineRead(
  'sitemap-product-chunk',
  async (api, chunk: number): Promise<[number, number][]> => {
    const firstPage = (chunk - 1) * (URLS_PER_SITEMAP / LIST_PAGE) + 1;
    const pages = Array.from({ length: URLS_PER_SITEMAP / LIST_PAGE }, (_, i) => firstPage + i);
    const out: [number, number][][] = [];
    let stop = false;
    for (let i = 0; i < pages.length && !stop; i += CONCURRENCY) {
      const batch = await Promise.all(pages.slice(i, i + CONCURRENCY).map((p) => getProducts(api, { sortField: 'time', asc: false }, p, LIST_PAGE)));
      for (const { rows } of batch) {
        out.push(rows.map((r) => [r.id, Math.floor(Date.parse(r.listedAt) / 1000)]));
        if (rows.length < LIST_PAGE) stop = true;
      }
    }
    return out.flat();
  },
  { ...hourly, timeoutMs: 60_000 },
);

const readPageIds = defineRead(
  'sitemap-pages',
  async (api) => {
    const [tree, brands] = await Promise.all([getCategoryTree(api), getBrands(api)]);
    const ids: number[] = [];
    const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.children)));
    walk(tree);
    return { categoryIds: ids, brandIds: brands.rows.map((b) => b.id) };
  },
  hourly,
);

export const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** The sitemap ids. At `next build` (generateSitemaps runs then) the API need not run: a placeholder, no read. */
export async function sitemapIds(): Promise<Read<number[]>> {
  if (building()) return { ok: true, data: [0] };
  const total = await readProductCount();
  if (!total.ok) return total;
  return { ok: true, data: [0, ...Array.from({ length: Math.ceil(total.data / URLS_PER_SITEMAP) }, (_, i) => i + 1)] };
}

/** The category and brand ids of sitemap 0; products of sitemap `chunk` (1..n) as [id, listed-at seconds]. */
export const readSitemapPages = readPageIds;
export const readSitemapChunk = readProductChunk;
