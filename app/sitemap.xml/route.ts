import { sitemapIds } from '@/lib/catalogue/sitemap';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';

/**
 * /sitemap.xml — the sitemap index (sitemaps.org): one entry per page of app/sitemaps/sitemap.ts, which
 * Next serves at /sitemaps/sitemap/{id}.xml without writing an index.
 */
export const dynamic = 'force-dynamic';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function GET() {
  const read = await sitemapIds();
  if (!read.ok) return new Response('Service Unavailable', { status: 503, headers: { 'retry-after': '600' } });
  const ids = read.data;
  const now = new Date().toISOString();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...ids.map((id) => `<sitemap><loc>${escapeXml(absoluteUrl(routes.sitemapPage(id)))}</loc><lastmod>${now}</lastmod></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=3600' } });
}
