import type { Metadata } from 'next';
import InvoiceTitles from '@/components/personal/InvoiceTitles';
import AntdScope from '@/components/ui/AntdScope';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '发票管理', robots: { index: false, follow: false } };

export default function Page() {
  return (
    <AntdScope>
      <InvoiceTitles />
    </AntdScope>
  );
}
