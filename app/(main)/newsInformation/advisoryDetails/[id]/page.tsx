import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import NewsArticleView from '@/components/content/NewsArticleView';
import { newsMetadata } from '@/components/content/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { pathId } from '@/lib/catalogue/pathId';
import { readNewsArticle } from '@/lib/content/read';

type Props = { params: Promise<{ id: string }> };

/** Cached like goods detail: rendered on first visit, re-rendered at most every 5 minutes; nothing at `next build`. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const article = id === null ? null : await readNewsArticle(id).then(dataOrNull);
  return article ? newsMetadata(article) : {};
}

/** /newsInformation/advisoryDetails/{id}: one article. A malformed, unknown or unpublished id is the 404 page. */
export default async function NewsDetailPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  return <NewsArticleView article={required(await readNewsArticle(id))} />;
}
