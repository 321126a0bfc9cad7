import type { Metadata } from 'next';
import { RelatedPage, relatedMetadata } from '@/components/methods-compare/pages';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';

/** Per request (never prerendered at `next build`: its header needs the mall API); well-formed queries are cached via ./cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return relatedMetadata(queryId(await searchParams, 'apiItemId'));
}

/**
 * /methods/relatedSeries?apiItemId=: APIs of the same compound class and category.
 * A well-formed request is rewritten by proxy.ts to ./cached/… (the page cache); this route answers the rest,
 * per request — a missing or malformed query is the 404 page.
 */
export default async function Page({ searchParams }: Props) {
  return <RelatedPage id={queryId(await searchParams, 'apiItemId')} />;
}
