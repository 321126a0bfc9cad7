import Link from 'next/link';
import type { CategoryNode } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './CategoryGrid.module.scss';

const SHOWN_CHILDREN = 8;

/** The category entry grid: every top-level category with its sub-categories and product counts. */
export default function CategoryGrid({ tree }: { tree: CategoryNode[] }) {
  return (
    <ul className={styles.grid}>
      {tree.map((top) => (
        <li key={top.id} className={styles.card}>
          <Link prefetch={false} href={routes.productClassifyList(top.id)} className={styles.head}>
            <span className={styles.name}>{top.name}</span>
            <span className={styles.count}>{MSG.productCount(top.count)}</span>
          </Link>
          {top.children.length === 0 ? (
            <p className={styles.empty}>{MSG.noSubCategories}</p>
          ) : (
            <ul className={styles.children}>
              {top.children.slice(0, SHOWN_CHILDREN).map((child) => (
                <li key={child.id}>
                  <Link prefetch={false} href={routes.productClassifyList(child.id)}>
                    {child.name}
                    <span className={styles.childCount}>{child.count}</span>
                  </Link>
                </li>
              ))}
              {top.children.length > SHOWN_CHILDREN && (
                <li>
                  <Link prefetch={false} href={routes.productClassifyList(top.id)} className={styles.more}>
                    {MSG.more}
                  </Link>
                </li>
              )}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
