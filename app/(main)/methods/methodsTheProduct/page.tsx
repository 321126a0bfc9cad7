import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ProductMethodsView from '@/components/methods-compare/ProductMethodsView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { dataOrNull, required } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';
import { readMethodsOfProduct } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = queryId(await searchParams, 'productId');
  const data = id === null ? null : dataOrNull(await readMethodsOfProduct(id));
  if (!data) return {};
  const meta = methodsPageMetadata(M.productOfMethodsTitle(data.product.nameCn), M.productOfMethodsLead(data.product.nameCn, data.methods.length), routes.methodsTheProduct(id!));
  // A product no method names has nothing to index here.
  return data.methods.length === 0 ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** /methods/methodsTheProduct?productId= — missing, malformed or unknown product: the 404 page. */
export default async function MethodsTheProductPage({ searchParams }: Props) {
  const id = queryId(await searchParams, 'productId');
  if (id === null) notFound();
  return <ProductMethodsView {...required(await readMethodsOfProduct(id))} />;
}
