import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SearchScreen, { searchMetadata } from '@/components/search/SearchScreen';
import { keywordOfSegment } from '@/lib/search/cachedSearch';
import { routes } from '@/lib/routes';

/**
 * The cached form of /searchCenter?keyword= (lib/search/cachedSearch.ts): rendered on a keyword's first request,
 * then served from the page cache and re-rendered when the catalogue changes (tags) or at most every 5 minutes;
 * nothing is rendered at `next build`. Its canonical URL is the public one.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ keyword: string }[]> => [];

type Props = { params: Promise<{ keyword: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const keyword = keywordOfSegment((await params).keyword);
  if (!keyword) notFound();
  return { ...searchMetadata(keyword), alternates: { canonical: routes.searchCenterFor(keyword) } };
}

export default async function CachedSearchCenterPage({ params }: Props) {
  const keyword = keywordOfSegment((await params).keyword);
  if (!keyword) notFound();
  return <SearchScreen keyword={keyword} active={0} />;
}
