import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import type { Read } from '@/lib/api/read';
import { building, readSitemapChunk, readSitemapPages } from '@/lib/catalogue/sitemap';
import { routes } from '@/lib/routes';
import { readKnowledgeSitemap } from '@/lib/search/sitemap';
import { readAllRecordIds, readLibraries } from '@/lib/data/read';
import { methodCompareSitemapPaths } from '@/lib/method-compare/sitemap';
import { methodsSitemapEntries } from './methods';
import { contentSitemapEntries } from './content';

/** The URLs of sitemap `id` (lib/catalogue/sitemap.ts describes the split). */
export async function sitemapEntries(id: number): Promise<Read<MetadataRoute.Sitemap>> {
  // The routes are force-dynamic, so nothing is prerendered; should a build ever ask, it gets nothing to keep.
  if (building()) return { ok: true, data: [] };
  if (id === 0) {
    const [pages, knowledge, apiPages] = await Promise.all([readSitemapPages(), readKnowledgeSitemap(), methodsSitemapEntries()]);
    if (!pages.ok) return pages;
    if (!knowledge.ok) return knowledge;
    const { categoryIds, brandIds } = pages.data;
    // The data centre and the methods' comparison pages (a failed read leaves them out, not the catalogue).
    const [data, methodPages, contentPages] = await Promise.all([dataEntries(), methodCompareSitemapPaths(), contentSitemapEntries()]);
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
        // Pharmacopoeia methods and standards: every detail page, with its last change.
        { url: absoluteUrl(routes.methods), changeFrequency: 'weekly', priority: 0.7 },
        { url: absoluteUrl(routes.standardHome), changeFrequency: 'weekly', priority: 0.7 },
        { url: absoluteUrl(routes.standards), changeFrequency: 'weekly', priority: 0.6 },
        ...knowledge.data.methods.map((m) => ({ url: absoluteUrl(routes.methodDetail(m.id)), lastModified: new Date(m.updatedAt), changeFrequency: 'monthly' as const, priority: 0.7 })),
        ...knowledge.data.standards.map((s) => ({ url: absoluteUrl(routes.standardDetail(s.id)), lastModified: new Date(s.updatedAt), changeFrequency: 'monthly' as const, priority: 0.7 })),
        ...apiPages,
        ...data,
        ...(methodPages.ok ? methodPages.data : []).map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority: 0.6 })),
        // News and help centre.
        ...contentPages,
        ...companyEntries(),
        // The points mall and the activity pages.
        { url: absoluteUrl(routes.pointsMall), changeFrequency: 'weekly', priority: 0.5 },
        { url: absoluteUrl(routes.activity), changeFrequency: 'daily', priority: 0.6 },
        { url: absoluteUrl(routes.laborDay), changeFrequency: 'yearly', priority: 0.3 },
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

/** The data centre: its home, every secondary library and every data record; left out when the API cannot say. */
async function dataEntries(): Promise<MetadataRoute.Sitemap> {
  const [libraries, records] = await Promise.all([readLibraries(), readAllRecordIds()]);
  return [
    { url: absoluteUrl(routes.dataSearch), changeFrequency: 'weekly', priority: 0.7 },
    ...(libraries.ok ? libraries.data.map((l) => ({ url: absoluteUrl(routes.secondaryLibrary(l.id)), changeFrequency: 'monthly' as const, priority: 0.6 })) : []),
    ...(records.ok ? records.data.map((id) => ({ url: absoluteUrl(routes.dataDetail(id)), changeFrequency: 'monthly' as const, priority: 0.6 })) : []),
  ];
}

/** The download centre and the company and service pages (fixed paths, no read). */
const companyEntries = (): MetadataRoute.Sitemap =>
  [routes.downloadCenter, routes.productCatalogDownloads, routes.downloadCoa, routes.enterpriseIntroduction, routes.technical, routes.qualityControl, routes.intermediateSynthesis, routes.preparativeSeparation].map(
    (path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly' as const, priority: 0.5 }),
  );
