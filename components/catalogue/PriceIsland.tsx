'use client';

import type { MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { getProduct } from '@/lib/api/catalogue';
import type { Sku } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useLoginModal } from '@/stores/login-modal';
import { formatPrice } from './availability';
import styles from './PriceIsland.module.scss';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The prices of a product's SKUs for the logged-in customer: productDetail with the token (the server
 * answers prices only then, SPEC §6). One query per product, shared by every PriceIsland of the page.
 */
export function useSkuPrices(productId: number) {
  const status = useAuthStore((s) => s.status);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const query = useQuery({
    queryKey: ['catalogue', 'sku-prices', productId, userId],
    queryFn: async () => {
      const detail = await getProduct(browserApi, productId);
      return new Map<number, Sku['price']>(detail.skus.map((s) => [s.id, s.price]));
    },
    enabled: status === 'in',
    staleTime: 60_000,
  });
  return { status, query };
}

/**
 * The price of one SKU (SPEC §6): a logged-in customer sees it, a visitor sees '登录后查看', which opens
 * the login pop-up (a plain link to /login?redirect=… without JavaScript). The page around it stays the
 * same for everyone, so its HTML can be cached.
 */
export default function PriceIsland({ productId, skuId }: { productId: number; skuId: number | null }) {
  const { status, query } = useSkuPrices(productId);
  const pathname = usePathname();

  if (status === 'out') {
    const open = (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      useLoginModal.getState().openModal({ sourcePath: here() });
    };
    return (
      <a href={routes.loginWithRedirect(pathname)} rel="nofollow" className={styles.login} onClick={open} data-testid="price-login">
        {MSG.loginToView}
      </a>
    );
  }
  if (status !== 'in' || query.isPending) {
    return (
      <span className={styles.pending} aria-busy="true">
        {MSG.priceLoading}
      </span>
    );
  }
  if (query.isError) return <span className={styles.pending}>{MSG.priceFailed}</span>;
  const price = skuId === null ? null : (query.data.get(skuId) ?? null);
  return <span className={styles.price}>{price === null ? MSG.priceOnRequest : formatPrice(price)}</span>;
}
