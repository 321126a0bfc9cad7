import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import OrderPayment from '@/components/payment/OrderPayment';
import AntdScope from '@/components/ui/AntdScope';
import { first, lacksQuery } from '@/components/catalogue/listPage';
import PageGuide from '@/components/ui/PageGuide';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { PAGE_GUIDE_MSG as G, PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Per buyer, never prerendered. proxy.ts sends a visitor without a token to /login first. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.pageTitle, robots: { index: false, follow: false } };

/** /orderCenter/orderPayment?id= — choosing how to pay an unpaid order. Without an id: where to find one; a malformed id is the 404 page. */
export default async function OrderPaymentPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const q = await searchParams;
  if (lacksQuery(q, 'id')) {
    return (
      <PageGuide
        title={G.orderPaymentTitle}
        text={G.orderPaymentText}
        links={[
          { label: G.myOrders, href: routes.orderCenter },
          { label: G.cart, href: routes.settlementCenter },
        ]}
      />
    );
  }
  const id = parsePositiveInt(first(q.id), 2_147_483_647);
  if (id === null) notFound();
  return (
    <AntdScope>
      <OrderPayment id={id} />
    </AntdScope>
  );
}
