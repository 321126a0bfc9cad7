import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import OrderPayment from '@/components/payment/OrderPayment';
import AntdScope from '@/components/ui/AntdScope';
import { first } from '@/components/catalogue/listPage';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { PAY_MSG } from '@/lib/messages';

/** Per buyer, never prerendered. proxy.ts sends a visitor without a token to /login first. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.pageTitle, robots: { index: false, follow: false } };

/** /orderCenter/orderPayment?id= — choosing how to pay an unpaid order. */
export default async function OrderPaymentPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const id = parsePositiveInt(first((await searchParams).id), 2_147_483_647);
  if (id === null) notFound();
  return (
    <AntdScope>
      <OrderPayment id={id} />
    </AntdScope>
  );
}
