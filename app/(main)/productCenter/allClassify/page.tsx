import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { pageMetadata } from '@/components/catalogue/seo';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from './allClassify.module.scss';
import { readCategoryTree } from '@/lib/catalogue/read';
import { ReadUnavailable } from '@/lib/api/read';

/** Rendered per request (never prerendered at `next build`: its header needs the mall API). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: MSG.allClassify,
  description: `${MSG.allClassify}：对照品、杂质、中间体、亚硝胺杂质、同位素标记物与质控样品的完整分类目录及在售商品数。`,
  path: routes.allClassify,
});

/** /productCenter/allClassify: the whole category tree, every level linked, with product counts. */
export default async function AllClassifyPage() {
  const tree = await readCategoryTree();
  if (!tree.ok) throw new ReadUnavailable(tree.message);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.productCenter, href: routes.productCenter }, { label: MSG.allClassify }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.allClassify}</h1>
        <p className={styles.lead}>{MSG.allClassifyLead}</p>
      </header>
      {tree.data.length === 0 && <p className={styles.empty}>{MSG.noCategories}</p>}
      {tree.data.map((top) => (
        <section key={top.id} className={styles.top} aria-labelledby={`cat-${top.id}`}>
          <h2 id={`cat-${top.id}`} className={styles.topName}>
            <Link prefetch={false} href={routes.productClassifyList(top.id)}>
              {top.name}
            </Link>
            <span className={styles.count}>{MSG.categoryCount(top.count)}</span>
          </h2>
          {top.children.length === 0 ? (
            <p className={styles.empty}>{MSG.noSubCategories}</p>
          ) : (
            <dl className={styles.rows}>
              {top.children.map((mid) => (
                <div key={mid.id} className={styles.row}>
                  <dt>
                    <Link prefetch={false} href={routes.productClassifyList(mid.id)}>
                      {mid.name}
                    </Link>
                    <span className={styles.count}>{MSG.categoryCount(mid.count)}</span>
                  </dt>
                  <dd>
                    {mid.children.length === 0 ? (
                      <span className={styles.none}>{MSG.noSubCategories}</span>
                    ) : (
                      <ul>
                        {mid.children.map((leaf) => (
                          <li key={leaf.id}>
                            <Link prefetch={false} href={routes.productClassifyList(leaf.id)}>
                              {leaf.name}
                            </Link>
                            <span className={styles.count}>{MSG.categoryCount(leaf.count)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
