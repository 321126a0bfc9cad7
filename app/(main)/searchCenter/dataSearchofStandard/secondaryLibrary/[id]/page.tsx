import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import LibraryView from '@/components/data/LibraryView';
import { libraryMetadata } from '@/components/data/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { pathId } from '@/lib/catalogue/pathId';
import { LIBRARY_PAGE_SIZE, readLibrary } from '@/lib/data/read';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

const MAX_PAGE = 1000;
const pageOf = (params: SearchParamsRecord) => parsePositiveInt(typeof params.pageNo === 'string' ? params.pageNo : undefined, MAX_PAGE) ?? 1;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const page = id === null ? null : await readLibrary(id, 1).then(dataOrNull);
  return page ? libraryMetadata(page.rows.library) : {};
}

/**
 * /searchCenter/dataSearchofStandard/secondaryLibrary/{id}?pageNo= — a secondary library and a page of its members
 * (the reads are cached; the page number makes the page itself per request). Unknown or malformed ids are the 404 page.
 */
export default async function SecondaryLibraryPage({ params, searchParams }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  const pageNo = pageOf(await searchParams);
  const page = required(await readLibrary(id, pageNo));
  return <LibraryView library={page.rows.library} members={page.rows.members} totalCount={page.totalCount} pageNo={pageNo} pageSize={LIBRARY_PAGE_SIZE} />;
}
