import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SandboxCashier from '@/components/payment/SandboxCashier';
import { first } from '@/components/catalogue/listPage';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { payNoSchema } from '@/lib/api/contract/payment';
import { PAY_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { absolute: PAY_MSG.cashierBrand }, robots: { index: false, follow: false } };

/** /sandboxPay?payNo= — the sandbox institution's cashier (server/providers/payment/sandbox.ts builds the URL). */
export default async function SandboxPayPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const payNo = payNoSchema.safeParse(first((await searchParams).payNo));
  if (!payNo.success) notFound();
  return <SandboxCashier payNo={payNo.data} />;
}
