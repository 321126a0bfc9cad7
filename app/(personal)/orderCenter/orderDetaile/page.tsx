import type { Metadata } from 'next';
import OrderDetail from '@/components/orders/OrderDetail';
import { parsePositiveInt } from '@/lib/catalogue/listQuery';
import { ORDER_MSG } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: ORDER_MSG.detailTitle, robots: { index: false, follow: false } };

/** /orderCenter/orderDetaile?id= (SPEC §2's spelling). A malformed id is not sent: the page says so. */
export default async function Page({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const { id } = await searchParams;
  return <OrderDetail id={parsePositiveInt(typeof id === 'string' ? id.trim() : null, 2_147_483_647)} />;
}
