import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PaymentBill from '@/components/payment/PaymentBill';
import AntdScope from '@/components/ui/AntdScope';
import { first } from '@/components/catalogue/listPage';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { PAY_MSG } from '@/lib/messages';

/** Per buyer, never prerendered. proxy.ts sends a visitor without a token to /login first. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: PAY_MSG.billTitle, robots: { index: false, follow: false } };

/** /settlementPage/payment/paymentBill?id= — 对公转账 for one order. */
export default async function PaymentBillPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const id = parsePositiveInt(first((await searchParams).id), 2_147_483_647);
  if (id === null) notFound();
  return (
    <AntdScope>
      <PaymentBill id={id} />
    </AntdScope>
  );
}
