import type { Metadata } from 'next';
import { ComparisonPage, comparisonMetadata } from '@/components/methods-compare/pages';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';

/** Per request (never prerendered at `next build`: its header needs the mall API); well-formed queries are cached via ./cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return comparisonMetadata(queryId(await searchParams, 'apiItemId'));
}

/**
 * /methods/productComparison?apiItemId=: the compare/list matrix, products × pharmacopoeias.
 * A well-formed request is rewritten by proxy.ts to ./cached/… (the page cache); this route answers the rest,
 * per request — a missing or malformed query is the 404 page.
 */
export default async function Page({ searchParams }: Props) {
  return <ComparisonPage id={queryId(await searchParams, 'apiItemId')} />;
}
