import Link from 'next/link';
import type { ApiItem } from '@/lib/api/contract/methods';
import { METHODS_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { apiCanonicalPath } from './seo';
import styles from './methods.module.scss';

/** API items with their method counts per pharmacopoeia, each linking to its methods. */
export default function ApiItemList({ items }: { items: ApiItem[] }) {
  return (
    <ul className={styles.methodList} data-testid="api-item-list">
      {items.map((a) => (
        <li key={a.id} data-testid="api-item">
          <Link prefetch={false} href={apiCanonicalPath(a)}>
            {a.nameCn}
          </Link>
          <span lang="en">{a.nameEn}</span>
          <span className={styles.muted}>CAS {a.cas}</span>
          <span className={styles.muted}>
            {a.methodCounts.map((c) => `${c.pharmacopoeia} ${c.count}`).join(' · ') || M.noMethods}
          </span>
          {a.productId !== null && (
            <Link prefetch={false} href={routes.goodsDetail(a.productId)} className={styles.muted}>
              {M.buyApi}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
