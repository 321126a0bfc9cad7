import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SummaryView, { summaryTitle } from '@/components/methods-compare/SummaryView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { dataOrNull, required } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryIds } from '@/lib/method-compare/query';
import { readProdSummaries } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const ids = queryIds(await searchParams);
  const summaries = ids === null ? null : dataOrNull(await readProdSummaries(ids));
  return summaries ? methodsPageMetadata(summaryTitle(summaries), M.summaryLead, routes.productSummary(ids!)) : {};
}

/** /methods/productSummary?ids=1,2 — one to twenty API items; malformed or unknown ids: the 404 page. */
export default async function ProductSummaryPage({ searchParams }: Props) {
  const ids = queryIds(await searchParams);
  if (ids === null) notFound();
  return <SummaryView summaries={required(await readProdSummaries(ids))} ids={ids} />;
}
