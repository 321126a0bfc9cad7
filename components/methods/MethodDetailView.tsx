import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import PackPrices from '@/components/catalogue/PackPrices';
import { jsonLdText } from '@/components/catalogue/seo';
import type { MethodDetail } from '@/lib/api/contract/methods';
import { METHODS_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiNav from '@/components/methods-compare/ApiNav';
import AddAllToCart from './AddAllToCart';
import { choosePacks } from './packs';
import { apiCanonicalPath, methodJsonLd, methodTitle } from './seo';
import styles from './methods.module.scss';

/** /methods/methodDetaile/{id}: the method, its summary and the table of the standards it needs, with 全部加入购物车. */
export default function MethodDetailView({ method }: { method: MethodDetail }) {
  const title = methodTitle(method);
  const { choices, missing } = choosePacks(method.standards.map((s) => s.product));
  return (
    <article className={styles.page} data-testid="method-detail">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(methodJsonLd(method)) }} />
      <Breadcrumbs
        items={[
          { label: M.title, href: routes.methods },
          { label: method.api.nameCn, href: apiCanonicalPath(method.api) },
          { label: `${method.pharmacopoeia} ${method.heading ?? method.testItem}` },
        ]}
        ldPath={routes.methodDetail(method.id)}
      />
      <ApiNav apiItem={method.api} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <dl className={styles.facts}>
          <dt>{M.edition}</dt>
          <dd>
            {M.pharmacopoeiaName[method.pharmacopoeia]}（{method.pharmacopoeia}）{method.edition}
          </dd>
          <dt>{M.monograph}</dt>
          <dd>
            <Link prefetch={false} href={apiCanonicalPath(method.api)}>
              {method.monograph}
            </Link>
            <span className={styles.muted}>
              {' '}
              {method.api.nameCn} · {method.api.nameEn} · CAS {method.api.cas}
            </span>
          </dd>
          <dt>{M.testItem}</dt>
          <dd>{method.heading ? `${method.heading}（${method.testItem}）` : method.testItem}</dd>
          <dt>{M.technique}</dt>
          <dd>{method.technique}</dd>
        </dl>
        <p className={styles.actions}>
          <a href={routes.methodSheet(method.id)} download>
            {M.downloadSheet}（PDF）
          </a>
        </p>
      </header>
      <section className={styles.section} aria-labelledby="method-summary">
        <h2 id="method-summary" className={styles.sectionTitle}>
          {M.summary}
        </h2>
        <p className={styles.summary}>{method.summary}</p>
      </section>
      <section className={styles.section} aria-labelledby="method-standards">
        <h2 id="method-standards" className={styles.sectionTitle}>
          {M.standards}
        </h2>
        {method.standards.length === 0 ? (
          <p className={styles.muted}>{M.noStandards}</p>
        ) : (
          <>
            <table className={styles.table}>
              <caption className="visually-hidden">{M.standards}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.role}</th>
                  <th scope="col">{M.calledAs}</th>
                  <th scope="col">{M.product}</th>
                  <th scope="col">{M.cas}</th>
                  <th scope="col">{M.purity}</th>
                  <th scope="col">{M.packs}</th>
                </tr>
              </thead>
              <tbody>
                {method.standards.map((s) => (
                  <tr key={s.product.id} data-testid="method-standard">
                    <td>{s.role}</td>
                    <td>{s.label ?? '—'}</td>
                    <td>
                      <Link prefetch={false} href={routes.goodsDetail(s.product.id)}>
                        {s.product.nameCn}
                      </Link>
                      <div className={styles.muted}>
                        {s.product.code} · {s.product.brandName}
                      </div>
                    </td>
                    <td>{s.product.cas || '—'}</td>
                    <td>{s.product.purity || '—'}</td>
                    <td>
                      <PackPrices skus={s.product.skus} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <AddAllToCart choices={choices} missing={missing} />
          </>
        )}
      </section>
      <p className={styles.section}>
        <Link prefetch={false} href={apiCanonicalPath(method.api)}>
          {M.methodsOfApi(method.api.nameCn)}
        </Link>
      </p>
    </article>
  );
}
