import { Suspense } from 'react';
import type { Metadata } from 'next';
import AfterSaleCenter from '@/components/aftersales/AfterSaleCenter';
import { AFTER_SALE_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: AFTER_SALE_MSG.centerTitle, robots: { index: false, follow: false } };

/** /afterSalesCenter?tab=&pageNo= — the buyer's after-sales cases (components/aftersales/AfterSaleCenter). */
export default function Page() {
  return (
    <Suspense>
      <AfterSaleCenter />
    </Suspense>
  );
}
