import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { METHOD_LIST_PAGE_SIZE } from '@/lib/api/contract/method-compare';
import { dataOrNull, required } from '@/lib/api/read';
import type { MethodListQuery } from '@/lib/method-compare/query';
import { readCompareList, readMethodList, readMethodsContrast, readMethodsOfProduct, readProdEquivalents, readProdSummaries, readRelatedSeries } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import AllMethodsView, { allMethodsTitle } from './AllMethodsView';
import ComparisonView from './ComparisonView';
import ContrastView, { contrastDescription } from './ContrastView';
import ProductMethodsView from './ProductMethodsView';
import RelatedSeriesView from './RelatedSeriesView';
import SummaryView, { summaryTitle } from './SummaryView';
import { methodsPageMetadata } from './seo';

/*
 * The methods' comparison pages, given their parsed subject (null: missing or malformed → the 404 page before
 * any read; refused by the API → the 404 page; unreachable → the error page). Each is served by two routes: the
 * public one with the subject in the query and the cached one proxy.ts rewrites to (lib/method-compare/cachedPage.ts).
 */

export async function allMethodsMetadata(query: MethodListQuery | null): Promise<Metadata> {
  if (!query) return {};
  const list = dataOrNull(await readMethodList(query.filter, query.pageNo, METHOD_LIST_PAGE_SIZE));
  const title = allMethodsTitle(query.filter);
  return methodsPageMetadata(title, M.seoListDescription(title, list?.totalCount ?? 0), routes.allMethods({ ...query.filter, pageNo: query.pageNo }));
}

export async function AllMethodsPage({ query }: { query: MethodListQuery | null }) {
  if (!query) notFound();
  const { rows, totalCount } = required(await readMethodList(query.filter, query.pageNo, METHOD_LIST_PAGE_SIZE));
  if (rows.length === 0 && query.pageNo > 1) notFound();
  return <AllMethodsView query={query} rows={rows} totalCount={totalCount} />;
}

export async function contrastMetadata(id: number | null): Promise<Metadata> {
  const data = id === null ? null : dataOrNull(await readMethodsContrast(id));
  return data ? methodsPageMetadata(M.contrastTitle(data.apiItem.nameCn), contrastDescription(data.apiItem, data.methods.length), routes.methodsContrast(data.apiItem.id)) : {};
}

export async function ContrastPage({ id }: { id: number | null }) {
  if (id === null) notFound();
  const data = required(await readMethodsContrast(id));
  return <ContrastView apiItem={data.apiItem} methods={data.methods} />;
}

export async function comparisonMetadata(id: number | null): Promise<Metadata> {
  const [summary] = (id === null ? null : dataOrNull(await readProdSummaries([id]))) ?? [];
  if (!summary) return {};
  return methodsPageMetadata(M.comparisonTitle(summary.apiItem.nameCn), M.comparisonLead(summary.apiItem.nameCn, summary.products.sold), routes.productComparison(summary.apiItem.id));
}

export async function ComparisonPage({ id }: { id: number | null }) {
  if (id === null) notFound();
  const [[summary], list] = await Promise.all([readProdSummaries([id]).then(required), readCompareList(id).then(required)]);
  return <ComparisonView apiItem={summary.apiItem} rows={list.rows} />;
}

export async function summaryMetadata(ids: number[] | null): Promise<Metadata> {
  const summaries = ids === null ? null : dataOrNull(await readProdSummaries(ids));
  return summaries ? methodsPageMetadata(summaryTitle(summaries), M.summaryLead, routes.productSummary(ids!)) : {};
}

export async function SummaryPage({ ids }: { ids: number[] | null }) {
  if (ids === null) notFound();
  const [summaries, equivalents] = await Promise.all([readProdSummaries(ids).then(required), readProdEquivalents(ids)]);
  // The equivalents are a secondary block: left out if that read fails, the summary still shows.
  return <SummaryView summaries={summaries} ids={ids} equivalents={equivalents.ok ? equivalents.data : null} />;
}

export async function productMethodsMetadata(id: number | null): Promise<Metadata> {
  const data = id === null ? null : dataOrNull(await readMethodsOfProduct(id));
  if (!data) return {};
  const meta = methodsPageMetadata(M.productOfMethodsTitle(data.product.nameCn), M.productOfMethodsLead(data.product.nameCn, data.methods.length), routes.methodsTheProduct(data.product.id));
  // A product no method names has nothing to index here.
  return data.methods.length === 0 ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export async function ProductMethodsPage({ id }: { id: number | null }) {
  if (id === null) notFound();
  return <ProductMethodsView {...required(await readMethodsOfProduct(id))} />;
}

export async function relatedMetadata(id: number | null): Promise<Metadata> {
  const data = id === null ? null : dataOrNull(await readRelatedSeries(id));
  if (!data) return {};
  const a = data.apiItem;
  return methodsPageMetadata(M.relatedTitle(a.nameCn), M.relatedLead(a.nameCn, a.compound, a.category), routes.relatedSeries(a.id));
}

export async function RelatedPage({ id }: { id: number | null }) {
  if (id === null) notFound();
  return <RelatedSeriesView {...required(await readRelatedSeries(id))} />;
}
