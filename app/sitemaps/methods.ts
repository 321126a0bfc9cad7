import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';
import { readAllApiItems } from '@/lib/methods/read';

/**
 * Each API's methods page /methods/{CAS} (the canonical form), from the pages' own cached read. /methods and
 * every method's detail come with the knowledge sitemap (entries.ts).
 */
export async function methodsSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const apis = await readAllApiItems();
  if (!apis.ok) return [];
  return apis.data.map((a) => ({ url: absoluteUrl(routes.methodsOfApi(a.cas)), changeFrequency: 'monthly' as const, priority: 0.6 }));
}
