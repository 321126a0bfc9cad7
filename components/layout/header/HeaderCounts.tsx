'use client';

import Link from 'next/link';
import { FileSearchOutlined, ProfileOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { routes } from '@/lib/routes';
import styles from './HeaderCounts.module.scss';

interface Props {
  inquiry?: number;
  demand?: number;
  cart?: number;
}

const badge = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * 询价篮 / 需求清单 / 购物车 with their counts. The cart and inquiry work connect the stores
 * (indemandNumber, inquiryNumber, shoppingNumber of SPEC §3) and the cart drop-down later.
 */
export default function HeaderCounts({ inquiry = 0, demand = 0, cart = 0 }: Props) {
  const items = [
    { label: '询价篮', href: routes.inquiryCenter, count: inquiry, icon: <FileSearchOutlined /> },
    { label: '需求清单', href: routes.demandsList, count: demand, icon: <ProfileOutlined /> },
    { label: '购物车', href: routes.settlementCenter, count: cart, icon: <ShoppingCartOutlined /> },
  ];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <Link prefetch={false} href={item.href} className={styles.item} aria-label={`${item.label}（${item.count}）`}>
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
              <span className={styles.badge} data-empty={item.count === 0 || undefined}>
                {badge(item.count)}
              </span>
            </span>
            <span className={styles.label}>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
