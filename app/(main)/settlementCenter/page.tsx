import type { Metadata } from 'next';
import CartShell, { cartMetadata } from '@/components/cart/CartShell';

/**
 * With a query string, rendered per request; the bare address is served from the page cache (proxy.ts →
 * lib/http/cachedShell.ts → app/(main)/shell/{name}/[v]): nothing in the cart's HTML is the visitor's own.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = cartMetadata;

/** /settlementCenter — the cart (SPEC §2). Open to visitors (their items are in session storage; prices hidden). */
export default function SettlementCenterPage() {
  return <CartShell />;
}
