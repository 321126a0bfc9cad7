import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import type { DataOf } from '@/lib/api/contract/endpoint';
import { PHARMACOPOEIAS, type methodCompare } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import JsonLd from './JsonLd';
import { itemListJsonLd } from './seo';
import styles from './methods.module.scss';

type Data = DataOf<typeof methodCompare.methodsOfProduct>;

/** /methods/methodsTheProduct?productId=: every method that calls for a product, grouped by pharmacopoeia. */
export default function ProductMethodsView({ product, methods }: Data) {
  const title = M.productOfMethodsTitle(product.nameCn);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: product.nameCn, href: routes.goodsDetail(product.id) }, { label: title }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.facts}>
          {product.nameEn} · {MSG.codeLabel} {product.code} · CAS {product.cas} · {MSG.purityLabel} {product.purity} · {product.brandName}{' '}
          <Link prefetch={false} href={routes.goodsDetail(product.id)}>
            {M.productLink}
          </Link>
        </p>
        <p>{M.productOfMethodsLead(product.nameCn, methods.length)}</p>
      </header>
      {methods.length === 0 ? (
        <p className={styles.note}>
          {M.productOfMethodsLead(product.nameCn, 0)}{' '}
          <Link prefetch={false} href={routes.allMethods()}>
            {M.allMethods}
          </Link>
        </p>
      ) : (
        PHARMACOPOEIAS.filter((p) => methods.some((m) => m.pharmacopoeia === p)).map((p) => (
          <section key={p} className={styles.section} aria-labelledby={`ph-${p}`}>
            <h2 id={`ph-${p}`}>{p}</h2>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}（{p}）</caption>
              <thead>
                <tr>
                  <th scope="col">{M.colApi}</th>
                  <th scope="col">{M.colMonograph}</th>
                  <th scope="col">{M.colTestItem}</th>
                  <th scope="col">{M.colTechnique}</th>
                  <th scope="col">{M.colLabel}</th>
                  <th scope="col">{M.viewMethod}</th>
                </tr>
              </thead>
              <tbody>
                {methods
                  .filter((m) => m.pharmacopoeia === p)
                  .map((m) => {
                    const own = m.standards.find((s) => s.productId === product.id);
                    return (
                      <tr key={m.id}>
                        <td>
                          <Link prefetch={false} href={routes.methodsContrast(m.apiItem.id)}>
                            {m.apiItem.nameCn}
                          </Link>
                        </td>
                        <td>
                          {m.monograph}
                          <div className={styles.muted}>{m.edition}</div>
                        </td>
                        <td>{m.heading ? `${m.testItem}（${m.heading}）` : m.testItem}</td>
                        <td>{m.technique}</td>
                        <td>{own ? (own.label ? `${own.role} · ${own.label}` : own.role) : '—'}</td>
                        <td>
                          <Link prefetch={false} href={routes.methodDetail(m.id)}>
                            {M.viewMethod}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </section>
        ))
      )}
      <JsonLd data={itemListJsonLd(title, routes.methodsTheProduct(product.id), methods.map((m) => ({ name: `${m.apiItem.nameCn} ${m.pharmacopoeia} ${m.heading ?? m.testItem}`, path: routes.methodDetail(m.id) })))} />
    </div>
  );
}
