import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { segmentText } from '@/components/catalogue/catchAll';
import ApiMethodsView from '@/components/methods/ApiMethodsView';
import { apiMethodsMetadata } from '@/components/methods/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { readAboutProducts, readApiMethods } from '@/lib/methods/read';

/** Rendered on first visit, then served from the page cache (re-rendered at most every 5 minutes); nothing at `next build`. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ api: string }[]> => [];

type Props = { params: Promise<{ api: string }> };

/** The segment as a name or CAS: decoded, trimmed, plausible (file-like probes and over-long texts are a 404 without an API call). */
function apiName(segment: string): string | null {
  const text = segmentText(segment)?.trim();
  if (!text || Array.from(text).length > 100 || text.startsWith('.') || /\.[a-z0-9]{2,4}$/i.test(text)) return null;
  return text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const name = apiName((await params).api);
  const data = name ? await readApiMethods(name).then(dataOrNull) : null;
  return data ? apiMethodsMetadata(data) : {};
}

/**
 * /methods/{api} (SPEC §2 catch-all): an API by Chinese name, English name (any case) or CAS → its methods
 * grouped by pharmacopoeia. Unknown → the 404 page. The static method routes (allTheMethods, methodDetaile …)
 * win over this segment. The canonical URL is /methods/{CAS}.
 */
export default async function ApiMethodsPage({ params }: Props) {
  const name = apiName((await params).api);
  if (!name) notFound();
  const data = required(await readApiMethods(name));
  const about = await readAboutProducts(data.api.id);
  return <ApiMethodsView data={data} about={about.ok ? about.data.rows : []} />;
}
