import type { Metadata } from 'next';
import { ContrastPage, contrastMetadata } from '@/components/methods-compare/pages';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { queryId } from '@/lib/method-compare/query';

/** Per request (never prerendered at `next build`: its header needs the mall API); well-formed queries are cached via ./cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return contrastMetadata(queryId(await searchParams, 'apiItemId'));
}

/**
 * /methods/methodsContrast?apiItemId=: one API's methods side by side across pharmacopoeias.
 * A well-formed request is rewritten by proxy.ts to ./cached/… (the page cache); this route answers the rest,
 * per request — a missing or malformed query is the 404 page.
 */
export default async function Page({ searchParams }: Props) {
  return <ContrastPage id={queryId(await searchParams, 'apiItemId')} />;
}
