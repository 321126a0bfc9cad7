import type { Metadata } from 'next';
import AfterSaleApply from '@/components/aftersales/AfterSaleApply';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { AFTER_SALE_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: AFTER_SALE_MSG.applyTitle, robots: { index: false, follow: false } };

const id = (v: string | string[] | undefined) => parsePositiveInt(typeof v === 'string' ? v.trim() : null, 2_147_483_647);

/** /afterSalesCenter/afterApplication?orderId=&lineId= (SPEC §2 names the path; the order line comes by query). */
export default async function Page({ searchParams }: { searchParams: Promise<{ orderId?: string | string[]; lineId?: string | string[] }> }) {
  const q = await searchParams;
  return <AfterSaleApply orderId={id(q.orderId)} lineId={id(q.lineId)} />;
}
