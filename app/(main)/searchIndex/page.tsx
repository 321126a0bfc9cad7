import type { Metadata } from 'next';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import SearchScreen, { searchMetadata } from '@/components/search/SearchScreen';
import { keywordOf, navIndexOf, pageNoOf } from '@/components/search/searchQuery';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(keywordOf(await searchParams));
}

/**
 * /searchIndex?navHandleIndex=&keyword= — the tabbed results of SPEC scheme B: 0 and 1 all results,
 * 2 methods, 3 standards, 4 data (the 方法 and 标准 tabs paged by `pageNo`).
 */
export default async function SearchIndexPage({ searchParams }: Props) {
  const params = await searchParams;
  return <SearchScreen keyword={keywordOf(params)} active={navIndexOf(params)} pageNo={pageNoOf(params)} />;
}
