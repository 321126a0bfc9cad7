import type { Metadata } from 'next';
import PointsMall from '@/components/promotions/PointsMall';
import AntdScope from '@/components/ui/AntdScope';
import { MALL_MSG } from '@/lib/messages';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';

/** Rendered per request like the other (main) pages: the header's category tree must never be read at `next build`. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MALL_MSG.title, description: MALL_MSG.description, alternates: { canonical: absoluteUrl(routes.pointsMall) } };

/** /pointsMallCenter — the points mall (SPEC §2 nav): items with point prices and stock, redeem, history. */
export default function PointsMallPage() {
  return (
    <AntdScope>
      <PointsMall />
    </AntdScope>
  );
}
