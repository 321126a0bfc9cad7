import type { Metadata } from 'next';
import { ProductMethodsPage, productMethodsMetadata } from '@/components/methods-compare/pages';
import { lacksQuery } from '@/components/catalogue/listPage';
import { MethodsGuide, methodsGuideMetadata } from '@/components/methods-compare/guide';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';

/** Per request (never prerendered at `next build`: its header needs the mall API); well-formed queries are cached via ./cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = await searchParams;
  return lacksQuery(q, 'productId') ? methodsGuideMetadata('product') : productMethodsMetadata(queryId(q, 'productId'));
}

/**
 * /methods/methodsTheProduct?productId=: every method that calls for a product.
 * A well-formed request is rewritten by proxy.ts to ./cached/… (the page cache); this route answers the rest,
 * per request — without the query it guides to the methods library (components/methods-compare/guide.tsx), a malformed
 * or unknown one is the 404 page.
 */
export default async function Page({ searchParams }: Props) {
  const q = await searchParams;
  if (lacksQuery(q, 'productId')) return <MethodsGuide kind="product" />;
  return <ProductMethodsPage id={queryId(q, 'productId')} />;
}
