import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import MethodDetailView from '@/components/methods/MethodDetailView';
import { methodMetadata } from '@/components/methods/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { pathId } from '@/lib/catalogue/pathId';
import { readMethod } from '@/lib/methods/read';

/** Rendered on first visit, then served from the page cache (re-rendered at most every 5 minutes); nothing at `next build`. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const method = id === null ? null : await readMethod(id).then(dataOrNull);
  return method ? methodMetadata(method) : {};
}

/** /methods/methodDetaile/{id}: one method (visitor view, no prices) with the standards it needs and 全部加入购物车. */
export default async function MethodDetailPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  return <MethodDetailView method={required(await readMethod(id))} />;
}
