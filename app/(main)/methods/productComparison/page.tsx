import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ComparisonView from '@/components/methods-compare/ComparisonView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { dataOrNull, required } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';
import { readCompareList, readProdSummaries } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = queryId(await searchParams, 'apiItemId');
  const [summary] = (id === null ? null : dataOrNull(await readProdSummaries([id]))) ?? [];
  if (!summary) return {};
  return methodsPageMetadata(M.comparisonTitle(summary.apiItem.nameCn), M.comparisonLead(summary.apiItem.nameCn, summary.products.sold), routes.productComparison(id!));
}

/** /methods/productComparison?apiItemId= — the compare/list matrix (one page of 100, SPEC §7). */
export default async function ProductComparisonPage({ searchParams }: Props) {
  const id = queryId(await searchParams, 'apiItemId');
  if (id === null) notFound();
  const [[summary], list] = await Promise.all([readProdSummaries([id]).then(required), readCompareList(id).then(required)]);
  return <ComparisonView apiItem={summary.apiItem} rows={list.rows} />;
}
