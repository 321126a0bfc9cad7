import type { Metadata } from 'next';
import ProductSearchScreen, { productSearchMetadata } from '@/components/search/ProductSearchScreen';
import { parseViewMode } from '@/lib/catalogue/viewMode';
import { productSearchStateOf } from '@/lib/search/cachedSearch';

/**
 * The cached form of /searchProduction (lib/search/cachedSearch.ts): proxy.ts rewrites a keyword query here with
 * its state in canonical form and the visitor's view mode; rendered on a state's first request, then served from
 * the page cache and re-rendered when the catalogue changes (tags) or at most every 5 minutes. A render that showed
 * a failed read is not kept (lib/cache/degraded.mjs). Never indexed; visitors never see this path.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ view: string; state: string }[]> => [];

type Props = { params: Promise<{ view: string; state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productSearchMetadata(productSearchStateOf((await params).state));
}

export default async function CachedProductSearchPage({ params }: Props) {
  const { view, state } = await params;
  return <ProductSearchScreen query={productSearchStateOf(state)} view={parseViewMode(view)} />;
}
