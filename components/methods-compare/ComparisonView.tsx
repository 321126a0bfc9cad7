import Link from 'next/link';
import { packPriceText } from '@/components/catalogue/availability';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { PHARMACOPOEIAS, type ApiItemBrief, type CompareRow } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiNav from './ApiNav';
import JsonLd from './JsonLd';
import { itemListJsonLd } from './seo';
import styles from './methods.module.scss';

/** /methods/productComparison?apiItemId=: the compare matrix — products × pharmacopoeias, which methods call for each. */
export default function ComparisonView({ apiItem, rows }: { apiItem: ApiItemBrief; rows: CompareRow[] }) {
  const title = M.comparisonTitle(apiItem.nameCn);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: apiItem.nameCn, href: routes.methodsOfApi(apiItem.cas) }, { label: M.comparison }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.facts}>
          {apiItem.nameEn} · CAS {apiItem.cas}
        </p>
        <p>{M.comparisonLead(apiItem.nameCn, rows.length)}</p>
      </header>
      <ApiNav apiItem={apiItem} current="comparison" />
      {rows.length === 0 ? (
        <p className={styles.note}>{M.noComparison}</p>
      ) : (
        <table className={`${styles.table} ${styles.grid} ${styles.gridWide}`}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{M.colProduct}</th>
              {PHARMACOPOEIAS.map((p) => (
                <th key={p} scope="col">
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ product: p, pharmacopoeias }) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                    {p.nameCn}
                  </Link>
                  <div className={styles.muted}>
                    {MSG.codeLabel} {p.code} · CAS {p.cas}
                  </div>
                  <div className={styles.muted}>
                    {MSG.purityLabel} {p.purity} · {p.brandName}
                    {p.skus.length > 0 && ` · ${packPriceText(p.skus)}`}
                  </div>
                  <div className={styles.links}>
                    <Link prefetch={false} href={routes.methodsTheProduct(p.id)}>
                      {M.usesOfProduct}
                    </Link>
                  </div>
                </th>
                {PHARMACOPOEIAS.map((ph) => {
                  const cell = pharmacopoeias.find((c) => c.pharmacopoeia === ph);
                  return (
                    <td key={ph}>
                      {cell ? (
                        cell.methods.map((m) => (
                          <div key={m.id}>
                            <Link prefetch={false} href={routes.methodDetail(m.id)}>
                              {m.heading ? `${m.testItem}（${m.heading}）` : m.testItem}
                            </Link>
                            <div className={styles.muted}>{m.label ? `${m.role} · ${m.label}` : m.role}</div>
                          </div>
                        ))
                      ) : (
                        <span className={styles.muted}>—</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <JsonLd data={itemListJsonLd(title, routes.productComparison(apiItem.id), rows.map((r) => ({ name: r.product.nameCn, path: routes.goodsDetail(r.product.id) })))} />
    </div>
  );
}
