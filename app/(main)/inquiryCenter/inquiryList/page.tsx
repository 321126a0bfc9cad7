import type { Metadata } from 'next';
import InquiryList from '@/components/inquiry/InquiryList';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '我的询价单', robots: { index: false, follow: false } };

export default function InquiryListPage() {
  return (
    <AntdScope>
      <InquiryList />
    </AntdScope>
  );
}
