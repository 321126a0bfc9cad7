import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import type { Read } from '@/lib/api/read';
import { building, readSitemapChunk, readSitemapPages } from '@/lib/catalogue/sitemap';
import { routes } from '@/lib/routes';
import { methodCompareSitemapPaths } from '@/lib/method-compare/sitemap';

/** The URLs of sitemap `id` (lib/catalogue/sitemap.ts describes the split). */
export async function sitemapEntries(id: number): Promise<Read<MetadataRoute.Sitemap>> {
  // The routes are force-dynamic, so nothing is prerendered; should a build ever ask, it gets nothing to keep.
  if (building()) return { ok: true, data: [] };
  if (id === 0) {
    const pages = await readSitemapPages();
    if (!pages.ok) return pages;
    const { categoryIds, brandIds } = pages.data;
    // Issue 13: the methods' comparison pages (a failed read leaves them out of this sitemap, not the catalogue).
    const methodPages = await methodCompareSitemapPaths();
    return {
      ok: true,
      data: [
        { url: absoluteUrl(routes.home), changeFrequency: 'daily', priority: 1 },
        { url: absoluteUrl(routes.productCenter), changeFrequency: 'daily', priority: 0.9 },
        { url: absoluteUrl(routes.allClassify), changeFrequency: 'weekly', priority: 0.8 },
        { url: absoluteUrl(routes.productClassifyList(0)), changeFrequency: 'daily', priority: 0.8 },
        { url: absoluteUrl(routes.brandCenter), changeFrequency: 'weekly', priority: 0.7 },
        ...categoryIds.map((c) => ({ url: absoluteUrl(routes.productClassifyList(c)), changeFrequency: 'weekly' as const, priority: 0.7 })),
        ...brandIds.map((b) => ({ url: absoluteUrl(routes.brandDetail(b)), changeFrequency: 'weekly' as const, priority: 0.6 })),
        ...(methodPages.ok ? methodPages.data : []).map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority: 0.6 })),
      ],
    };
  }
  const rows = await readSitemapChunk(id);
  if (!rows.ok) return rows;
  return {
    ok: true,
    data: rows.data.map(([pid, listed]) => ({ url: absoluteUrl(routes.goodsDetail(pid)), lastModified: new Date(listed * 1000), changeFrequency: 'weekly' as const, priority: 0.8 })),
  };
}
