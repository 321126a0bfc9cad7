import type { CSSProperties } from 'react';
import Link from 'next/link';
import { readCategoryTree } from '@/lib/catalogue/read';
import type { CategoryNode } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './MegaMenu.module.scss';

function Count({ n }: { n: number }) {
  return <span className={styles.count}>({n})</span>;
}

function Level2({ node }: { node: CategoryNode }) {
  return (
    <div className={styles.row}>
      <Link prefetch={false} href={routes.productClassifyList(node.id)} className={styles.l2}>
        {node.name}
        <Count n={node.count} />
      </Link>
      <div className={styles.l3List}>
        {node.children.length === 0 ? (
          <span className={styles.empty}>{MSG.noSubCategories}</span>
        ) : (
          node.children.map((leaf) => (
            <Link prefetch={false} key={leaf.id} href={routes.productClassifyList(leaf.id)} className={styles.l3}>
              {leaf.name}
              <Count n={leaf.count} />
            </Link>
          ))
        )}
      </div>
    </div>
  );
}

function Tree({ tree }: { tree: CategoryNode[] }) {
  return (
    <ul className={styles.l1List}>
      {tree.map((top) => (
        <li key={top.id} className={styles.l1Item}>
          <Link prefetch={false} href={routes.productClassifyList(top.id)} className={styles.l1}>
            <span className={styles.l1Name}>{top.name}</span>
            <Count n={top.count} />
          </Link>
          <div className={styles.panel}>
            {top.children.length === 0 ? (
              <p className={styles.empty}>{MSG.noSubCategories}</p>
            ) : (
              top.children.map((child) => <Level2 key={child.id} node={child} />)
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2: the product-centre mega-menu, up to three levels. Server-rendered HTML (every category is
 * a crawlable link); it opens on hover / keyboard focus with CSS only (MainNav.module.scss). The
 * first top-level category's panel shows until another one is hovered. All panels share one grid
 * cell, so the menu is as tall as the largest panel and never needs a scroll bar.
 */
export default async function MegaMenu() {
  const tree = await readCategoryTree();
  const hasTree = tree.ok && tree.data.length > 0;
  return (
    <div
      className={hasTree ? styles.menu : styles.menuNote}
      style={hasTree ? ({ '--l1-count': tree.data.length } as CSSProperties) : undefined}
    >
      {hasTree ? (
        <Tree tree={tree.data} />
      ) : (
        <p className={styles.note} role="status">
          {tree.ok ? MSG.noCategories : MSG.categoriesLoadFailed}
        </p>
      )}
      <div className={styles.footer}>
        <Link prefetch={false} href={routes.allClassify}>{MSG.allCategories} &gt;</Link>
        <Link prefetch={false} href={routes.productClassifyList(0)}>{MSG.allProducts} &gt;</Link>
      </div>
    </div>
  );
}

/** Shown while the tree streams in (a slow API never holds the rest of the page). */
export function MegaMenuFallback() {
  return (
    <div className={styles.menuNote}>
      <p className={styles.note}>{MSG.loading}</p>
    </div>
  );
}
