import type { Metadata } from 'next';
import CartPage from '@/components/cart/CartPage';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '购物车', robots: { index: false, follow: false } };

/** /settlementCenter — the cart (SPEC §2). Open to visitors (their items are in session storage; prices hidden). */
export default function SettlementCenterPage() {
  return (
    <AntdScope>
      <CartPage />
    </AntdScope>
  );
}
