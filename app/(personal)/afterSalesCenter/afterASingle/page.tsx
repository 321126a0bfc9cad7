import type { Metadata } from 'next';
import AfterSaleDetail from '@/components/aftersales/AfterSaleDetail';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { AFTER_SALE_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: AFTER_SALE_MSG.detailTitle, robots: { index: false, follow: false } };

/** /afterSalesCenter/afterASingle?id= (SPEC §2's path; the case comes by query). */
export default async function Page({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { id } = await searchParams;
  return <AfterSaleDetail id={parsePositiveInt(typeof id === 'string' ? id.trim() : null, 2_147_483_647)} />;
}
