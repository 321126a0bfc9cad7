import 'server-only';
import { getMethodList } from '../api/method-compare';
import { CACHE_TAG as T } from '../api/contract/internal';
import { PHARMACOPOEIAS } from '../api/contract/method-compare';
import { defineRead, type Read } from '../api/read';
import { routes } from '../routes';

const PAGE = 100;

/** The API item ids that have methods, in the list's order: the method list read 100 at a time (a few calls). */
const readApiItemIds = defineRead(
  'sitemap-method-api-items',
  async (api) => {
    const ids = new Set<number>();
    for (let pageNo = 1; ; pageNo++) {
      const { rows, totalCount } = await getMethodList(api, {}, pageNo, PAGE);
      rows.forEach((r) => ids.add(r.apiItem.id));
      if (rows.length < PAGE || pageNo * PAGE >= totalCount) break;
    }
    return [...ids];
  },
  { ttlSeconds: 3600, tags: [T.catalogue, T.products, T.sitemap] },
);

/**
 * The paths of the methods' comparison pages for sitemap 0: the all-methods list and its pharmacopoeia filters, and
 * per API item with methods its contrast, product comparison, summary and related-series pages.
 */
export async function methodCompareSitemapPaths(): Promise<Read<string[]>> {
  const ids = await readApiItemIds();
  if (!ids.ok) return ids;
  return {
    ok: true,
    data: [
      routes.allMethods(),
      ...PHARMACOPOEIAS.map((p) => routes.allMethods({ pharmacopoeia: p })),
      ...ids.data.flatMap((id) => [routes.methodsContrast(id), routes.productComparison(id), routes.productSummary([id]), routes.relatedSeries(id)]),
    ],
  };
}
