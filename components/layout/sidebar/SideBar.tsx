'use client';

import { useCallback, useEffect, useState } from 'react';
import GatedLink from '@/components/auth/GatedLink';
import { CustomerServiceOutlined, FileSearchOutlined, ProfileOutlined, ShoppingCartOutlined, VerticalAlignTopOutlined } from '@/components/ui/icons';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import { useShoppingNumber } from '@/stores/cart';
import { useIndemandNumber } from '@/stores/demand';
import { useInquiryNumber } from '@/stores/inquiry';
import FeedbackEntry from '@/components/member/FeedbackEntry';
import CartDrawer from './CartDrawer';
import ServicePanel from './ServicePanel';
import styles from './SideBar.module.scss';

const SHOW_TOP_AFTER_PX = 400;

const badge = (n: number) => (n > 99 ? '99+' : n);

/**
 * SPEC §2 side shortcut bar, fixed at the right edge: the counts come from the list stores; 购物车 opens
 * the slide-out cart list (rows, total, 去购物车结算).
 */
export default function SideBar() {
  const [showTop, setShowTop] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const cart = useShoppingNumber();
  const inquiry = useInquiryNumber();
  const demand = useIndemandNumber();
  const closeCart = useCallback(() => setCartOpen(false), []);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SHOW_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const links = [
    { label: MSG.basketTitle, href: routes.inquiryCenter, count: inquiry, icon: <FileSearchOutlined /> },
    { label: MSG.demandTitle, href: routes.demandsList, count: demand, icon: <ProfileOutlined /> },
  ];

  return (
    <aside className={styles.bar} aria-label={MSG.sideToolbar}>
      <button type="button" className={styles.item} onClick={() => setCartOpen(true)} aria-haspopup="dialog" data-testid="sidebar-cart">
        <span className={styles.icon} aria-hidden="true">
          <ShoppingCartOutlined />
        </span>
        <span className={styles.label}>{MSG.cartTitle}</span>
        {cart > 0 && <span className={styles.badge}>{badge(cart)}</span>}
      </button>
      {cartOpen && <CartDrawer count={cart} onClose={closeCart} />}
      {links.map((item) => (
        <GatedLink key={item.href} href={item.href} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">{item.icon}</span>
          <span className={styles.label}>{item.label}</span>
          {item.count > 0 && <span className={styles.badge}>{badge(item.count)}</span>}
        </GatedLink>
      ))}
      <div className={`${styles.item} ${styles.service}`} tabIndex={0} aria-haspopup="dialog">
        <span className={styles.icon} aria-hidden="true">
          <CustomerServiceOutlined />
        </span>
        <span className={styles.label}>{MSG.customerService}</span>
        <ServicePanel className={styles.panel} />
      </div>
      <FeedbackEntry className={styles.item} iconClassName={styles.icon} labelClassName={styles.label} />
      <button
        type="button"
        className={`${styles.item} ${styles.top}`}
        data-visible={showTop || undefined}
        aria-hidden={!showTop}
        tabIndex={showTop ? 0 : -1}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <span className={styles.icon} aria-hidden="true">
          <VerticalAlignTopOutlined />
        </span>
        <span className={styles.label}>{MSG.backToTop}</span>
      </button>
    </aside>
  );
}
