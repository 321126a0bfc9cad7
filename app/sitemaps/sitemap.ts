import type { MetadataRoute } from 'next';
import { ReadUnavailable } from '@/lib/api/read';
import { sitemapIds } from '@/lib/catalogue/sitemap';
import { sitemapEntries } from './entries';

/**
 * /sitemaps/sitemap/{id}.xml — the pages of the sitemap index served at /sitemap.xml
 * (app/sitemap.xml/route.ts). Next writes no index for generateSitemaps, and an app/sitemap.ts would claim
 * /sitemap.xml itself ("conflicting route and metadata"), so the pages live one folder down.
 * Rendered on request (the API need not run at `next build`); the reads behind it are cached for an hour.
 */
export const dynamic = 'force-dynamic';

export async function generateSitemaps() {
  const ids = await sitemapIds();
  return (ids.ok ? ids.data : [0]).map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const entries = await sitemapEntries(Number(await id));
  if (!entries.ok) throw new ReadUnavailable(entries.message);
  return entries.data;
}
