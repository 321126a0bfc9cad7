import type { Metadata } from 'next';
import { ContrastPage, contrastMetadata } from '@/components/methods-compare/pages';
import { pathId } from '@/lib/catalogue/pathId';

/**
 * The cached form of /methods/methodsContrast?apiItemId= (lib/method-compare/cachedPage.ts): rendered on its first request, then
 * served from the page cache and re-rendered at most every 5 minutes; nothing is rendered at `next build`.
 * Its canonical URL is the public one.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contrastMetadata(pathId((await params).id));
}

export default async function CachedPage({ params }: Props) {
  return <ContrastPage id={pathId((await params).id)} />;
}
