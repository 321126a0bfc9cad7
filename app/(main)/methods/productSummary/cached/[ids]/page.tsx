import type { Metadata } from 'next';
import { SummaryPage, summaryMetadata } from '@/components/methods-compare/pages';
import { decodeSegment } from '@/lib/method-compare/cachedPage';
import { queryIds } from '@/lib/method-compare/query';

/**
 * The cached form of /methods/productSummary?ids=1,2 (lib/method-compare/cachedPage.ts): rendered on its first request, then
 * served from the page cache and re-rendered at most every 5 minutes; nothing is rendered at `next build`.
 * Its canonical URL is the public one.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ ids: string }[]> => [];

type Props = { params: Promise<{ ids: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return summaryMetadata(queryIds({ ids: decodeSegment((await params).ids) }));
}

export default async function CachedPage({ params }: Props) {
  return <SummaryPage ids={queryIds({ ids: decodeSegment((await params).ids) })} />;
}
