import type { Metadata } from 'next';
import CartPage from '@/components/cart/CartPage';

export const cartMetadata: Metadata = { title: '购物车', robots: { index: false, follow: false } };

/**
 * The cart page's server shell: its rows come from the visitor's stores in the browser (SPEC §6). No AntdScope:
 * the cart is plain HTML and the light kit (docs/adr/0009-first-load-javascript.md).
 */
export default function CartShell() {
  return <CartPage />;
}
