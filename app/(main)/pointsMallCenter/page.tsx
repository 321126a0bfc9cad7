import type { Metadata } from 'next';
import PointsMall from '@/components/promotions/PointsMall';
import AntdScope from '@/components/ui/AntdScope';
import { MALL_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: MALL_MSG.title, description: MALL_MSG.description, alternates: { canonical: routes.pointsMall } };

/** /pointsMallCenter — the points mall (SPEC §2 nav): items with point prices and stock, redeem, history. */
export default function PointsMallPage() {
  return (
    <AntdScope>
      <PointsMall />
    </AntdScope>
  );
}
