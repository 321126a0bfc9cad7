import type { Metadata } from 'next';
import ProductSearchScreen, { productSearchMetadata } from '@/components/search/ProductSearchScreen';
import { viewModeCookie } from '@/components/catalogue/listPage';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';

/**
 * /searchProduction rendered per request: queries the cached route does not take (lib/search/cachedSearch.ts —
 * no keyword, long or odd values). Never prerendered at `next build`: its header needs the mall API.
 */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return productSearchMetadata(await searchParams);
}

export default async function SearchProductionPage({ searchParams }: Props) {
  const [query, view] = await Promise.all([searchParams, viewModeCookie()]);
  return <ProductSearchScreen query={query} view={view} />;
}
