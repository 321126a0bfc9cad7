import type { Metadata } from 'next';
import QuickOrder from '@/components/cart/QuickOrder';
import AntdScope from '@/components/ui/AntdScope';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '快速下单', robots: { index: false, follow: false } };

/** /quickOrder (login-gated by proxy.ts): lines of 货号 or CAS plus quantity → the cart in one call. */
export default function QuickOrderPage() {
  return (
    <AntdScope>
      <QuickOrder />
    </AntdScope>
  );
}
