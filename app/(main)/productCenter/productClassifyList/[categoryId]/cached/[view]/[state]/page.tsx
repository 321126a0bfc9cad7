import type { Metadata } from 'next';
import ClassifyList, { classifyListMetadata } from '@/components/catalogue/ClassifyList';
import { decodeCachedListState } from '@/lib/catalogue/cachedList';
import { parseViewMode } from '@/lib/catalogue/viewMode';

/**
 * The cached product list. proxy.ts rewrites /productCenter/productClassifyList/{categoryId}?… here with
 * the list state in canonical form and the visitor's view mode, so one state is one cache entry: the page
 * is rendered on first request and served from the page cache for up to 5 minutes after (incremental
 * static regeneration). Visitors never see this path (the canonical URL of the page is the public one).
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ view: string; state: string }[]> => [];

type Props = { params: Promise<{ categoryId: string; view: string; state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoryId, state } = await params;
  return classifyListMetadata(categoryId, decodeCachedListState(state));
}

export default async function CachedClassifyListPage({ params }: Props) {
  const { categoryId, view, state } = await params;
  return <ClassifyList categoryText={categoryId} query={decodeCachedListState(state)} view={parseViewMode(view)} />;
}
