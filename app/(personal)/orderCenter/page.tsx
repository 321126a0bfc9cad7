import { Suspense } from 'react';
import type { Metadata } from 'next';
import OrderCenter from '@/components/orders/OrderCenter';
import { ORDER_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: ORDER_MSG.pageTitle, robots: { index: false, follow: false } };

/** /orderCenter?status=&keyword=&pageNo= — the list reads its state from the URL (components/orders/OrderCenter). */
export default function Page() {
  return (
    <Suspense>
      <OrderCenter />
    </Suspense>
  );
}
