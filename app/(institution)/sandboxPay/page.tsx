import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SandboxCashier from '@/components/payment/SandboxCashier';
import { first } from '@/components/catalogue/listPage';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { payNoSchema } from '@/lib/api/contract/payment';
import { PAY_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { absolute: PAY_MSG.cashierBrand }, robots: { index: false, follow: false } };

/**
 * /sandboxPay?payNo=&token= — the sandbox institution's cashier (server/providers/payment/sandbox.ts builds the
 * URL). The token opens it; without one, only the order's buyer (logged in) sees the payment.
 */
export default async function SandboxPayPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const query = await searchParams;
  const payNo = payNoSchema.safeParse(first(query.payNo));
  if (!payNo.success) notFound();
  const token = first(query.token);
  return <SandboxCashier payNo={payNo.data} token={token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined} />;
}
