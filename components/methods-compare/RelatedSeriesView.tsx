import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import type { SeriesItem } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiNav from './ApiNav';
import JsonLd from './JsonLd';
import { itemListJsonLd } from './seo';
import styles from './methods.module.scss';

function SeriesTable({ items, caption }: { items: SeriesItem[]; caption: string }) {
  if (items.length === 0) return <p className={styles.muted}>{M.noneRelated}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.colApi}</th>
          <th scope="col">{M.colCompound}</th>
          <th scope="col">{M.colCategory}</th>
          <th scope="col">{M.colMethods}</th>
          <th scope="col">{M.colPharmacopoeia}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <td>
              <Link prefetch={false} href={routes.methodsOfApi(s.cas)}>
                {s.nameCn}
              </Link>
              <div className={styles.muted}>
                {s.nameEn} · CAS {s.cas}
              </div>
              <div className={styles.links}>
                <Link prefetch={false} href={routes.methodsContrast(s.id)}>
                  {M.contrast}
                </Link>
                <Link prefetch={false} href={routes.productComparison(s.id)}>
                  {M.comparison}
                </Link>
              </div>
            </td>
            <td>{s.compound}</td>
            <td>{s.category}</td>
            <td>{M.methodsOf(s.methodCount)}</td>
            <td>{s.pharmacopoeias.join('、')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /methods/relatedSeries?apiItemId=: APIs of the same compound class, then of the same therapeutic category. */
export default function RelatedSeriesView({ apiItem, sameCompound, sameCategory }: { apiItem: SeriesItem; sameCompound: SeriesItem[]; sameCategory: SeriesItem[] }) {
  const title = M.relatedTitle(apiItem.nameCn);
  const all = [...sameCompound, ...sameCategory];
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: apiItem.nameCn, href: routes.methodsOfApi(apiItem.cas) }, { label: M.related }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.facts}>
          {apiItem.nameEn} · CAS {apiItem.cas} · {apiItem.compound} · {apiItem.category} · {M.methodsOf(apiItem.methodCount)}
        </p>
        <p>{M.relatedLead(apiItem.nameCn, apiItem.compound, apiItem.category)}</p>
      </header>
      <ApiNav apiItem={apiItem} current="related" />
      <section className={styles.section} aria-labelledby="same-compound">
        <h2 id="same-compound">{M.sameCompound(apiItem.compound)}</h2>
        <SeriesTable items={sameCompound} caption={M.sameCompound(apiItem.compound)} />
      </section>
      <section className={styles.section} aria-labelledby="same-category">
        <h2 id="same-category">{M.sameCategory(apiItem.category)}</h2>
        <SeriesTable items={sameCategory} caption={M.sameCategory(apiItem.category)} />
      </section>
      <JsonLd data={itemListJsonLd(title, routes.relatedSeries(apiItem.id), all.map((s) => ({ name: s.nameCn, path: routes.methodsOfApi(s.cas) })))} />
    </div>
  );
}
