import type { Metadata } from 'next';
import AccountingPeriod from '@/components/personal/AccountingPeriod';
import AntdScope from '@/components/ui/AntdScope';
import { CREDIT_PAGE_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: CREDIT_PAGE_MSG.title, robots: { index: false, follow: false } };

export default function Page() {
  return (
    <AntdScope>
      <AccountingPeriod />
    </AntdScope>
  );
}
