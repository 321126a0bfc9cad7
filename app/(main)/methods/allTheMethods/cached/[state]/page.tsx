import type { Metadata } from 'next';
import { AllMethodsPage, allMethodsMetadata } from '@/components/methods-compare/pages';
import { decodeMethodListState } from '@/lib/method-compare/cachedPage';
import { parseMethodListQuery } from '@/lib/method-compare/query';

/**
 * The cached form of /methods/allTheMethods?pharmacopoeia&testItem&technique&pageNo (lib/method-compare/cachedPage.ts): rendered on its first request, then
 * served from the page cache and re-rendered at most every 5 minutes; nothing is rendered at `next build`.
 * Its canonical URL is the public one.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ state: string }[]> => [];

type Props = { params: Promise<{ state: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return allMethodsMetadata(parseMethodListQuery(decodeMethodListState((await params).state)));
}

export default async function CachedPage({ params }: Props) {
  return <AllMethodsPage query={parseMethodListQuery(decodeMethodListState((await params).state))} />;
}
