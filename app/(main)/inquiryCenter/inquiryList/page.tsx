import type { Metadata } from 'next';
import InquiryList from '@/components/inquiry/InquiryList';

export const metadata: Metadata = { title: '我的询价单', robots: { index: false, follow: false } };

export default function InquiryListPage() {
  return <InquiryList />;
}
