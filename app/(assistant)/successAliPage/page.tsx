import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PayResult from '@/components/payment/PayResult';
import AntdScope from '@/components/ui/AntdScope';
import { first, lacksQuery } from '@/components/catalogue/listPage';
import PageGuide from '@/components/ui/PageGuide';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { payNoSchema } from '@/lib/api/contract/payment';
import { PAGE_GUIDE_MSG as G, PAY_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.paidTitle, robots: { index: false, follow: false } };

/**
 * /successAliPage?payNo= — where the payment institution sends the buyer back. Only the pay number is
 * read from the query; the state is the server's. Not login-gated by proxy.ts (the institution's redirect
 * may come to a browser whose session has ended): the client's session handling opens the login pop-up.
 */
export default async function SuccessAliPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const q = await searchParams;
  // Opened without a pay number (not from the institution's redirect): what the page is for; a malformed one is the 404 page.
  if (lacksQuery(q, 'payNo')) {
    return (
      <PageGuide
        title={G.payResultTitle}
        text={G.payResultText}
        links={[
          { label: G.myOrders, href: routes.orderCenter },
          { label: G.home, href: routes.home },
        ]}
      />
    );
  }
  const payNo = payNoSchema.safeParse(first(q.payNo));
  if (!payNo.success) notFound();
  return (
    <AntdScope>
      <PayResult payNo={payNo.data} />
    </AntdScope>
  );
}
