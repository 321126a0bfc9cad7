import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import AllMethodsView, { allMethodsTitle } from '@/components/methods-compare/AllMethodsView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { METHOD_LIST_PAGE_SIZE } from '@/lib/api/contract/method-compare';
import { dataOrNull } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { parseMethodListQuery } from '@/lib/method-compare/query';
import { readMethodList } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseMethodListQuery(await searchParams);
  if (!query) return {};
  const list = dataOrNull(await readMethodList(query.filter, query.pageNo, METHOD_LIST_PAGE_SIZE));
  const title = allMethodsTitle(query.filter);
  return methodsPageMetadata(title, M.seoListDescription(title, list?.totalCount ?? 0), routes.allMethods({ ...query.filter, pageNo: query.pageNo }));
}

/** /methods/allTheMethods?pharmacopoeia&testItem&technique&pageNo — a bad value is the 404 page. */
export default async function AllTheMethodsPage({ searchParams }: Props) {
  const query = parseMethodListQuery(await searchParams);
  if (!query) notFound();
  return <AllMethodsView query={query} />;
}
