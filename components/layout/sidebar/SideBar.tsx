'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { CustomerServiceOutlined, FileSearchOutlined, ProfileOutlined, ShoppingCartOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ServicePanel from './ServicePanel';
import styles from './SideBar.module.scss';

interface Props {
  cart?: number;
  inquiry?: number;
  demand?: number;
}

const SHOW_TOP_AFTER_PX = 400;

/**
 * SPEC §2 side shortcut bar, fixed at the right edge. The cart entry is a link for now: the cart work
 * adds the slide-out list (total, "go to cart checkout") and connects the counts to the stores.
 */
export default function SideBar({ cart = 0, inquiry = 0, demand = 0 }: Props) {
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > SHOW_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const links = [
    { label: '购物车', href: routes.settlementCenter, count: cart, icon: <ShoppingCartOutlined /> },
    { label: '询价篮', href: routes.inquiryCenter, count: inquiry, icon: <FileSearchOutlined /> },
    { label: '需求清单', href: routes.demandsList, count: demand, icon: <ProfileOutlined /> },
  ];

  return (
    <aside className={styles.bar} aria-label="快捷工具栏">
      {links.map((item) => (
        <Link prefetch={false} key={item.href} href={item.href} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">{item.icon}</span>
          <span className={styles.label}>{item.label}</span>
          {item.count > 0 && <span className={styles.badge}>{item.count > 99 ? '99+' : item.count}</span>}
        </Link>
      ))}
      <div className={`${styles.item} ${styles.service}`} tabIndex={0} aria-haspopup="dialog">
        <span className={styles.icon} aria-hidden="true">
          <CustomerServiceOutlined />
        </span>
        <span className={styles.label}>{MSG.customerService}</span>
        <ServicePanel className={styles.panel} />
      </div>
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
