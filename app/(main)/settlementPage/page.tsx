import type { Metadata } from 'next';
import LinkProblem from '@/components/settlement/LinkProblem';
import SettlementPage from '@/components/settlement/SettlementPage';
import { parseSettlementQuery } from '@/components/settlement/source';
import AntdScope from '@/components/ui/AntdScope';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Per user and per request; login-gated by proxy.ts. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SETTLE_MSG.pageTitle, robots: { index: false, follow: false } };

/** /settlementPage?carIds=1,2 (the cart's selected rows) or ?skuId=..&num=.. (立即购买). */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const source = parseSettlementQuery(await searchParams);
  if (!source) return <LinkProblem title={SETTLE_MSG.pageTitle} text={SETTLE_MSG.badQuery} href={routes.settlementCenter} label={SETTLE_MSG.backToCart} />;
  return (
    <AntdScope>
      <SettlementPage source={source} />
    </AntdScope>
  );
}
