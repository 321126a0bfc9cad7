import 'server-only';
import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { getBrands, getCategoryTree, getProducts } from '@/lib/api/catalogue';
import type { CategoryNode } from '@/lib/api/contract/catalogue';
import { publicServerApi } from '@/lib/api/server';
import { routes } from '@/lib/routes';
import { absoluteUrl } from './seo';

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
const REVALIDATE_S = 3600;
const ORIGIN = process.env.API_ORIGIN || 'http://127.0.0.1:4000';
const opts = { revalidate: REVALIDATE_S, tags: ['catalogue', 'products', 'sitemap'] };

const productCount = unstable_cache(async () => (await getProducts(publicServerApi(), {}, 1, 1)).totalCount, ['sitemap', ORIGIN, 'product-count'], opts);

/** [id, listedAt seconds] of the products of one sitemap page. */
const productChunk = unstable_cache(
  async (chunk: number): Promise<[number, number][]> => {
    const firstPage = (chunk - 1) * (URLS_PER_SITEMAP / LIST_PAGE) + 1;
    const pages = Array.from({ length: URLS_PER_SITEMAP / LIST_PAGE }, (_, i) => firstPage + i);
    const out: [number, number][][] = [];
    let stop = false;
    for (let i = 0; i < pages.length && !stop; i += CONCURRENCY) {
      const batch = await Promise.all(pages.slice(i, i + CONCURRENCY).map((p) => getProducts(publicServerApi(), { sortField: 'time', asc: false }, p, LIST_PAGE)));
      for (const { rows } of batch) {
        out.push(rows.map((r) => [r.id, Math.floor(Date.parse(r.listedAt) / 1000)]));
        if (rows.length < LIST_PAGE) stop = true;
      }
    }
    return out.flat();
  },
  ['sitemap', ORIGIN, 'product-chunk'],
  opts,
);

const pageData = unstable_cache(
  async () => {
    const api = publicServerApi();
    const [tree, brands] = await Promise.all([getCategoryTree(api), getBrands(api)]);
    const ids: number[] = [];
    const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.children)));
    walk(tree);
    return { categoryIds: ids, brandIds: brands.rows.map((b) => b.id) };
  },
  ['sitemap', ORIGIN, 'pages'],
  opts,
);

/** The sitemap ids. At `next build` the API need not run: the ids are then a placeholder (the route is dynamic). */
export async function sitemapIds(): Promise<number[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [0];
  const total = await productCount();
  return [0, ...Array.from({ length: Math.ceil(total / URLS_PER_SITEMAP) }, (_, i) => i + 1)];
}

export async function sitemapEntries(id: number): Promise<MetadataRoute.Sitemap> {
  // The routes are force-dynamic, so nothing is prerendered; should a build ever ask, it gets nothing to keep.
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  if (id === 0) {
    const { categoryIds, brandIds } = await pageData();
    return [
      { url: absoluteUrl(routes.home), changeFrequency: 'daily', priority: 1 },
      { url: absoluteUrl(routes.productCenter), changeFrequency: 'daily', priority: 0.9 },
      { url: absoluteUrl(routes.allClassify), changeFrequency: 'weekly', priority: 0.8 },
      { url: absoluteUrl(routes.productClassifyList(0)), changeFrequency: 'daily', priority: 0.8 },
      { url: absoluteUrl(routes.brandCenter), changeFrequency: 'weekly', priority: 0.7 },
      ...categoryIds.map((c) => ({ url: absoluteUrl(routes.productClassifyList(c)), changeFrequency: 'weekly' as const, priority: 0.7 })),
      ...brandIds.map((b) => ({ url: absoluteUrl(routes.brandDetail(b)), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ];
  }
  const rows = await productChunk(id);
  return rows.map(([pid, listed]) => ({ url: absoluteUrl(routes.goodsDetail(pid)), lastModified: new Date(listed * 1000), changeFrequency: 'weekly' as const, priority: 0.8 }));
}
