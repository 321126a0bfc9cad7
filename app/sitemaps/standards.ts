import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import { getStandards } from '@/lib/api/standards';
import { CACHE_TAG as T } from '@/lib/api/contract/internal';
import { defineRead, type Read } from '@/lib/api/read';
import { routes } from '@/lib/routes';

const LIST_PAGE = 100;
/** A guard on the loop: the standards are reference data of about a hundred rows. */
const MAX_PAGES = 50;

/** The ids of every standard (list call, 100 a page), cached for an hour. */
const readStandardIds = defineRead(
  'sitemap-standard-ids',
  async (api) => {
    const ids: number[] = [];
    for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
      const { rows, totalCount } = await getStandards(api, {}, pageNo, LIST_PAGE);
      ids.push(...rows.map((r) => r.id));
      if (rows.length < LIST_PAGE || ids.length >= totalCount) break;
    }
    return ids;
  },
  { ttlSeconds: 3600, tags: [T.standards, T.sitemap] },
);

/** The standards pages of sitemap 0: the standards home, the list, the number search and every standard. */
export async function standardSitemapEntries(): Promise<Read<MetadataRoute.Sitemap>> {
  const ids = await readStandardIds();
  if (!ids.ok) return ids;
  return {
    ok: true,
    data: [
      { url: absoluteUrl(routes.standardHome), changeFrequency: 'weekly', priority: 0.7 },
      { url: absoluteUrl(routes.standards), changeFrequency: 'weekly', priority: 0.6 },
      { url: absoluteUrl(routes.standardNumberSearch), changeFrequency: 'monthly', priority: 0.5 },
      ...ids.data.map((id) => ({ url: absoluteUrl(routes.standardDetail(id)), changeFrequency: 'monthly' as const, priority: 0.6 })),
    ],
  };
}
