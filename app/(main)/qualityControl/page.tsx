import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { absoluteUrl, jsonLdText, pageMetadata } from '@/components/catalogue/seo';
import styles from '@/components/company/company.module.scss';
import { ReadUnavailable } from '@/lib/api/read';
import type { CategoryNode } from '@/lib/api/contract/catalogue';
import { readCategoryTree, readProducts } from '@/lib/catalogue/read';
import { QC_INTRO } from '@/lib/company/content';
import { COMPANY_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';

/** Rendered per request, never at `next build` (its reads need the mall API); the reads themselves are cached. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: M.qcTitle, description: M.qcDescription, path: routes.qualityControl });

const FEATURED = 8;

/** /qualityControl (the nav's 质控样品): what QC samples are, the 质控样品 branch of the catalogue with counts, and products from it. */
export default async function QualityControlPage() {
  const tree = await readCategoryTree();
  if (!tree.ok) throw new ReadUnavailable(tree.message);
  const root: CategoryNode | undefined = tree.data.find((c) => c.name === M.qcTitle);
  const products = root ? await readProducts({ categoryId: root.id, sortField: 'time', asc: false }, 1, FEATURED) : null;
  const featured = products?.ok ? products.data.rows : [];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: M.qcTitle,
    description: M.qcDescription,
    url: absoluteUrl(routes.qualityControl),
    // The featured products as a list of their pages' URLs: each page carries its own Product with the offers.
    mainEntity: { '@type': 'ItemList', itemListElement: featured.map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(routes.goodsDetail(p.id)) })) },
  };
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.qcTitle }]} />
      <h1 className={styles.title}>{M.qcTitle}</h1>
      {QC_INTRO.map((p) => (
        <p key={p} className={styles.lead}>
          {p}
        </p>
      ))}
      <section className={styles.section} aria-labelledby="qc-cats">
        <h2 id="qc-cats">{M.qcCategories}</h2>
        {root ? (
          <div className={styles.cards}>
            {root.children.map((c) => (
              <div key={c.id} className={styles.card} data-testid="qc-category">
                <h3>
                  <Link prefetch={false} href={routes.productClassifyList(c.id)}>
                    {c.name}
                  </Link>
                  <span className={styles.muted}>（{c.count}）</span>
                </h3>
                <ul>
                  {c.children.map((leaf) => (
                    <li key={leaf.id}>
                      <Link prefetch={false} href={routes.productClassifyList(leaf.id)}>
                        {leaf.name}
                      </Link>
                      <span className={styles.muted}>（{leaf.count}）</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{M.qcNone}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="qc-featured">
        <h2 id="qc-featured">{M.qcFeatured}</h2>
        {featured.length === 0 ? (
          <p className={styles.muted}>{products && !products.ok ? products.message : M.qcNone}</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">{M.qcFeatured}</caption>
            <thead>
              <tr>
                <th scope="col">商品名称</th>
                <th scope="col">CAS号</th>
                <th scope="col">货号</th>
                <th scope="col">纯度</th>
                <th scope="col">品牌</th>
              </tr>
            </thead>
            <tbody>
              {featured.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                      {p.nameCn}
                    </Link>
                  </td>
                  <td>{p.cas}</td>
                  <td>{p.code}</td>
                  <td>{p.purity}</td>
                  <td>{p.brandName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {root && (
          <p>
            <Link className={styles.button} prefetch={false} href={routes.productClassifyList(root.id)}>
              {M.qcViewAll(root.count)}
            </Link>
          </p>
        )}
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
