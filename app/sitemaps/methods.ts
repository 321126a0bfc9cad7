import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';
import { readAllApiItems, readApiMethods } from '@/lib/methods/read';

/**
 * The methods pages of the sitemap: /methods, each API's /methods/{CAS} (the canonical form) and each method's
 * detail. The reads are the pages' own cached ones; an API whose methods cannot be read leaves its methods out.
 */
export async function methodsSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const apis = await readAllApiItems();
  if (!apis.ok) return [];
  const perApi = await Promise.all(apis.data.map((a) => readApiMethods(a.cas)));
  return [
    { url: absoluteUrl(routes.methods), changeFrequency: 'weekly', priority: 0.8 },
    ...apis.data.map((a) => ({ url: absoluteUrl(routes.methodsOfApi(a.cas)), changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...perApi.flatMap((r) => (r.ok ? r.data.methods.map((m) => ({ url: absoluteUrl(routes.methodDetail(m.id)), changeFrequency: 'monthly' as const, priority: 0.5 })) : [])),
  ];
}
