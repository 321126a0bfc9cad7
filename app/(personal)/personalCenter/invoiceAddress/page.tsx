import type { Metadata } from 'next';
import AddressBook from '@/components/personal/AddressBook';
import AntdScope from '@/components/ui/AntdScope';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '发票寄送地址', robots: { index: false, follow: false } };

export default function Page() {
  return (
    <AntdScope>
      <AddressBook book="invoice" />
    </AntdScope>
  );
}
