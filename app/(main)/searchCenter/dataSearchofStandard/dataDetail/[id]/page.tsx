import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DataRecordView from '@/components/data/DataRecordView';
import { recordMetadata } from '@/components/data/seo';
import { dataOrNull, required } from '@/lib/api/read';
import { pathId } from '@/lib/catalogue/pathId';
import { readDataRecord } from '@/lib/data/read';

type Props = { params: Promise<{ id: string }> };

/** Rendered on first visit and served from the page cache like goods detail; nothing is rendered at `next build`. */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const record = id === null ? null : await readDataRecord(id).then(dataOrNull);
  return record ? recordMetadata(record) : {};
}

/** /searchCenter/dataSearchofStandard/dataDetail/{id} — one compound data record; an unknown or malformed id is the 404 page. */
export default async function DataDetailPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  return <DataRecordView record={required(await readDataRecord(id))} />;
}
