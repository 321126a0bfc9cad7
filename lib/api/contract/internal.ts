import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Calls between the shop's own processes, not offered to browsers: the storefront's /api forwarder
 * refuses every `internal/…` path. Not in `contract` (lib/api/contract/index.ts): the mall API calls
 * these on the STOREFRONT, it does not serve them.
 */

/** Tags of the storefront's cached reads (lib/api/read.ts) and of the cached pages that used them. */
export const CACHE_TAG = {
  /** Everything read from the catalogue. */
  catalogue: 'catalogue',
  products: 'products',
  brands: 'brands',
  categories: 'categories',
  documents: 'documents',
  sitemap: 'sitemap',
  /** The data centre's reads (records, libraries): the seed changes them, so an operator may expire them. */
  data: 'data',
  /** One product's reads — and so its goods-detail page, which is cached as a whole. */
  product: (id: number) => `product:${id}`,
  /** Standards: the standards pages and goods detail's 相关方法与标准. */
  standards: 'standards',
  /** News and help centre: the news pages, the feed, the home page's news block, the help pages. */
  news: 'news',
  help: 'help',
  /** The download centre's catalogue list. */
  downloads: 'downloads',
  /** Activities: /activity and dated campaign pages. */
  activities: 'activities',
} as const;

const NAMED_TAGS = ['catalogue', 'products', 'brands', 'categories', 'documents', 'sitemap', 'standards', 'data', 'news', 'help', 'downloads', 'activities'] as const;
export const cacheTagRule = z.union([z.enum(NAMED_TAGS), z.string().regex(/^product:[1-9]\d{0,9}$/)], {
  error: `缓存标签应为 ${NAMED_TAGS.join('、')} 或 product:{商品ID}`,
});

export const REVALIDATE_MAX_TAGS = 100;
export const revalidateBody = z.object({
  tags: z.array(cacheTagRule).min(1, '至少给出一个缓存标签').max(REVALIDATE_MAX_TAGS, `一次最多 ${REVALIDATE_MAX_TAGS} 个缓存标签`),
});
export const revalidateData = z.object({ revalidated: z.number().int().nonnegative() });

export const internal = {
  /** The mall API, after an operator change to the catalogue (server/services/storefront-cache.ts). */
  revalidate: endpoint({
    method: 'POST',
    path: '/internal/revalidate',
    body: revalidateBody,
    data: revalidateData,
    auth: 'operator',
    title: '刷新店面缓存',
  }),
} as const;
