import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import StandardView from '@/components/standards/StandardView';
import { standardMetadata } from '@/components/standards/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { pathId } from '@/lib/catalogue/pathId';
import { readStandard } from '@/lib/standards/read';

type Props = { params: Promise<{ id: string }> };

/** Cached like goods detail: rendered on first visit, re-rendered at most every 5 minutes; nothing at `next build`. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const standard = id === null ? null : await readStandard(id).then(dataOrNull);
  return standard ? standardMetadata(standard) : {};
}

/** /standard/standardDetail/{id}: the standard's canonical page. A malformed or unknown id is the 404 page. */
export default async function StandardDetailPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  return <StandardView standard={required(await readStandard(id))} />;
}
