import type { Metadata } from 'next';
import CartPage from '@/components/cart/CartPage';
import AntdScope from '@/components/ui/AntdScope';

export const cartMetadata: Metadata = { title: '购物车', robots: { index: false, follow: false } };

/** The cart page's server shell: its rows come from the visitor's stores in the browser (SPEC §6). */
export default function CartShell() {
  return (
    <AntdScope>
      <CartPage />
    </AntdScope>
  );
}
