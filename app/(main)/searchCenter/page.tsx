import type { Metadata } from 'next';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import SearchScreen, { searchMetadata } from '@/components/search/SearchScreen';
import { keywordOf } from '@/components/search/searchQuery';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(keywordOf(await searchParams));
}

/** /searchCenter?keyword= — the header's 全部 search (scheme A 0): products, parent drugs, categories. */
export default async function SearchCenterPage({ searchParams }: Props) {
  return <SearchScreen keyword={keywordOf(await searchParams)} active={0} />;
}
