'use client';

import type { ReactNode } from 'react';
import { FileSearchOutlined, ProfileOutlined, ShoppingCartOutlined } from '@/components/ui/icons';
import GatedLink from '@/components/auth/GatedLink';
import CartPreview from '@/components/cart/CartPreview';
import ListNotices from '@/components/cart/ListNotices';
import { useHoverPanel } from '@/components/ui/useHoverPanel';
import { HOVER_DELAY_MS } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { useShoppingNumber } from '@/stores/cart';
import { useIndemandNumber } from '@/stores/demand';
import { useInquiryNumber } from '@/stores/inquiry';
import styles from './HeaderCounts.module.scss';
import { MSG } from '@/lib/messages/core';

const badge = (n: number) => (n > 99 ? '99+' : String(n));

/** The cart drop-down (SPEC §2): opens and closes HOVER_DELAY_MS after the pointer or keyboard focus; rendered only while open. */
function CartDropdown({ children }: { children: ReactNode }) {
  const panel = useHoverPanel(HOVER_DELAY_MS, HOVER_DELAY_MS);
  return (
    <div
      className={styles.dropdownAnchor}
      onMouseEnter={panel.show}
      onMouseLeave={panel.hideLater}
      onFocus={panel.show}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) panel.hideLater();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') panel.hideNow();
      }}
    >
      {children}
      {panel.open && (
        <div className={styles.dropdown}>
          <CartPreview onNavigate={panel.hideNow} />
        </div>
      )}
    </div>
  );
}

/**
 * 询价篮 / 需求清单 / 购物车 with the counts of SPEC §3 (inquiryNumber, indemandNumber, shoppingNumber) from
 * the list stores; hovering 购物车 shows the cart drop-down. Mounting it also starts the lists' login-following.
 */
export default function HeaderCounts() {
  const inquiry = useInquiryNumber();
  const demand = useIndemandNumber();
  const cart = useShoppingNumber();
  const items = [
    { key: 'inquiry', label: MSG.basketTitle, href: routes.inquiryCenter, count: inquiry, icon: <FileSearchOutlined /> },
    { key: 'demand', label: MSG.demandTitle, href: routes.demandsList, count: demand, icon: <ProfileOutlined /> },
    { key: 'cart', label: MSG.cartTitle, href: routes.settlementCenter, count: cart, icon: <ShoppingCartOutlined /> },
  ];
  return (
    <>
      <ListNotices />
      <ul className={styles.list}>
        {items.map((item) => {
          const link = (
            // The label comes first in the page's text and in the name (WCAG 2.5.3, label in name), a space, then
            // the count, in both; CSS order still draws the icon with its badge above the label.
            <GatedLink href={item.href} className={styles.item} aria-label={`${item.label} ${badge(item.count)}`} data-testid={`header-${item.key}`}>
              <span className={styles.label}>{item.label}</span>{' '}
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
                <span className={styles.badge} data-empty={item.count === 0 || undefined}>
                  {badge(item.count)}
                </span>
              </span>
            </GatedLink>
          );
          return (
            <li key={item.href}>
              {item.key === 'cart' ? (
                <CartDropdown>{link}</CartDropdown>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
