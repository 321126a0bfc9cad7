import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PayResult from '@/components/payment/PayResult';
import AntdScope from '@/components/ui/AntdScope';
import { first } from '@/components/catalogue/listPage';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { payNoSchema } from '@/lib/api/contract/payment';
import { PAY_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.paidTitle, robots: { index: false, follow: false } };

/**
 * /successAliPage?payNo= — where the payment institution sends the buyer back. Only the pay number is
 * read from the query; the state is the server's. Not login-gated by proxy.ts (the institution's redirect
 * may come to a browser whose session has ended): the client's session handling opens the login pop-up.
 */
export default async function SuccessAliPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const payNo = payNoSchema.safeParse(first((await searchParams).payNo));
  if (!payNo.success) notFound();
  return (
    <AntdScope>
      <PayResult payNo={payNo.data} />
    </AntdScope>
  );
}
