import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import RelatedSeriesView from '@/components/methods-compare/RelatedSeriesView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { dataOrNull, required } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';
import { readRelatedSeries } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = queryId(await searchParams, 'apiItemId');
  const data = id === null ? null : dataOrNull(await readRelatedSeries(id));
  if (!data) return {};
  const a = data.apiItem;
  return methodsPageMetadata(M.relatedTitle(a.nameCn), M.relatedLead(a.nameCn, a.compound, a.category), routes.relatedSeries(id!));
}

/** /methods/relatedSeries?apiItemId= — missing, malformed or unknown id: the 404 page. */
export default async function RelatedSeriesPage({ searchParams }: Props) {
  const id = queryId(await searchParams, 'apiItemId');
  if (id === null) notFound();
  return <RelatedSeriesView {...required(await readRelatedSeries(id))} />;
}
