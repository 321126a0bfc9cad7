import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PaymentBill from '@/components/payment/PaymentBill';
import AntdScope from '@/components/ui/AntdScope';
import { first, lacksQuery } from '@/components/catalogue/listPage';
import PageGuide from '@/components/ui/PageGuide';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { PAGE_GUIDE_MSG as G, PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Per buyer, never prerendered. proxy.ts sends a visitor without a token to /login first. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.billTitle, robots: { index: false, follow: false } };

/** /settlementPage/payment/paymentBill?id= — 对公转账 for one order. Without an id: where to find one; a malformed id is the 404 page. */
export default async function PaymentBillPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const q = await searchParams;
  if (lacksQuery(q, 'id')) {
    return (
      <PageGuide
        title={G.paymentBillTitle}
        text={G.paymentBillText}
        links={[
          { label: G.myOrders, href: routes.orderCenter },
          { label: G.payHelp, href: routes.helpTopic('member', 'pay-methods') },
        ]}
      />
    );
  }
  const id = parsePositiveInt(first(q.id), 2_147_483_647);
  if (id === null) notFound();
  return (
    <AntdScope>
      <PaymentBill id={id} />
    </AntdScope>
  );
}
