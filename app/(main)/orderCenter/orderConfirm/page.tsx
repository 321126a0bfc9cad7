import type { Metadata } from 'next';
import LinkProblem from '@/components/settlement/LinkProblem';
import OrderConfirm from '@/components/settlement/OrderConfirm';
import { parseOrderId } from '@/components/settlement/source';
import AntdScope from '@/components/ui/AntdScope';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Per user and per request; login-gated by proxy.ts. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SETTLE_MSG.confirmTitle, robots: { index: false, follow: false } };

/** /orderCenter/orderConfirm?id= — the screen right after 提交订单. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const id = parseOrderId(await searchParams);
  if (id === null) return <LinkProblem title={SETTLE_MSG.confirmTitle} text={SETTLE_MSG.badOrderId} href={routes.orderCenter} label={SETTLE_MSG.toOrderCenter} />;
  return (
    <AntdScope>
      <OrderConfirm id={id} />
    </AntdScope>
  );
}
