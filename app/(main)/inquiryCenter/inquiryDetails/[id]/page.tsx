import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import InquiryDetail from '@/components/inquiry/InquiryDetail';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '询价单详情', robots: { index: false, follow: false } };

export default async function InquiryDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const n = Number(id);
  if (!/^\d{1,10}$/.test(id) || !Number.isInteger(n) || n <= 0) notFound();
  return (
    <AntdScope>
      <InquiryDetail id={n} />
    </AntdScope>
  );
}
