import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ContrastView, { contrastDescription } from '@/components/methods-compare/ContrastView';
import { methodsPageMetadata } from '@/components/methods-compare/seo';
import { dataOrNull, required } from '@/lib/api/read';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';
import { readMethodsContrast } from '@/lib/method-compare/read';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = queryId(await searchParams, 'apiItemId');
  const data = id === null ? null : dataOrNull(await readMethodsContrast(id));
  return data ? methodsPageMetadata(M.contrastTitle(data.apiItem.nameCn), contrastDescription(data.apiItem, data.methods.length), routes.methodsContrast(id!)) : {};
}

/** /methods/methodsContrast?apiItemId= — missing, malformed or unknown id: the 404 page. */
export default async function MethodsContrastPage({ searchParams }: Props) {
  const id = queryId(await searchParams, 'apiItemId');
  if (id === null) notFound();
  const data = required(await readMethodsContrast(id));
  return <ContrastView apiItem={data.apiItem} methods={data.methods} />;
}
