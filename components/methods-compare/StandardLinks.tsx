import Link from 'next/link';
import type { StandardRef } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './methods.module.scss';

/** The products a method names: role, how the method names it, our item with its code, CAS and stock. */
export default function StandardLinks({ standards }: { standards: StandardRef[] }) {
  if (standards.length === 0) return <p className={styles.muted}>{M.noStandard}</p>;
  return (
    <ul className={styles.standards}>
      {standards.map((s) => (
        <li key={s.productId}>
          <span className={styles.tag}>{s.label ?? s.role}</span>
          <Link prefetch={false} href={routes.goodsDetail(s.productId)}>
            {s.nameCn}
          </Link>{' '}
          <span className={styles.muted}>
            {s.code} · CAS {s.cas}
          </span>
          {s.inStock && <span className={styles.stock}>{M.inStock}</span>}
        </li>
      ))}
    </ul>
  );
}
