'use client';

import Link from 'next/link';
import ImageWithFallback from '@/components/ui/ImageWithFallback';
import { routes } from '@/lib/routes';
import { useIsLoggedIn } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { formatPrice, specText, totalFen } from './format';
import { MSG } from '@/lib/messages/core';
import styles from './CartPreview.module.scss';

const MAX_ROWS = 5;

/**
 * SPEC §2: the header's cart drop-down and the side bar's slide-out list — rows with image, name, spec,
 * quantity and price (logged in) or 登录后查看, the total, and 去购物车结算.
 */
export default function CartPreview({ onNavigate, maxRows = MAX_ROWS }: { onNavigate?: () => void; maxRows?: number }) {
  const items = useCartStore((s) => s.items);
  const loggedIn = useIsLoggedIn();
  const shown = items.slice(0, maxRows);
  return (
    <div className={styles.preview} data-testid="cart-preview">
      {items.length === 0 ? (
        <p className={styles.empty}>{MSG.emptyCart}</p>
      ) : (
        <ul className={styles.rows}>
          {shown.map((item) => (
            <li key={item.identityPrimaryKey} className={styles.row}>
              <ImageWithFallback src={item.src} alt={item.name} className={styles.img} width={48} height={48} />
              <div className={styles.info}>
                <span className={styles.name} title={item.name}>
                  {item.name}
                </span>
                <span className={styles.spec}>{specText(item)}</span>
              </div>
              <div className={styles.figures}>
                <span className={styles.price}>{loggedIn && item.price !== null ? formatPrice(item.price) : MSG.loginToView}</span>
                <span className={styles.qty}>× {item.number}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length > shown.length && (
        <Link prefetch={false} href={routes.settlementCenter} className={styles.more} onClick={onNavigate}>
          {MSG.moreRows(items.length - shown.length)}
        </Link>
      )}
      <div className={styles.foot}>
        <span>
          {MSG.countLead}
          <b>{items.length}</b>
          {MSG.previewKinds}
          {MSG.cartTotal}：
          <b className={styles.total}>{loggedIn ? formatPrice(totalFen(items)) : MSG.loginToView}</b>
        </span>
        <Link prefetch={false} href={routes.settlementCenter} onClick={onNavigate} className={styles.checkout}>
          {MSG.goCartCheckout}
        </Link>
      </div>
    </div>
  );
}
