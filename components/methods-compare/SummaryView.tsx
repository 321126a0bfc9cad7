import Link from 'next/link';
import { packPriceText } from '@/components/catalogue/availability';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import type { DataOf } from '@/lib/api/contract/endpoint';
import type { methodCompare, ProdSummary } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiNav from './ApiNav';
import JsonLd from './JsonLd';
import { datasetJsonLd } from './seo';
import styles from './methods.module.scss';

type Equivalents = DataOf<typeof methodCompare.prodEquivalents>[number]['products'];

export const summaryTitle = (summaries: ProdSummary[]) => M.summaryTitle(summaries.map((s) => s.apiItem.nameCn));

function OneSummary({ s, single, equivalents }: { s: ProdSummary; single: boolean; equivalents: Equivalents | null }) {
  const id = `summary-${s.apiItem.id}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>
        {s.apiItem.nameCn} <span className={styles.muted}>CAS {s.apiItem.cas}</span>
      </h2>
      <p className={styles.facts}>{M.summaryCounts({ methods: s.methodCount, sold: s.products.sold, inStock: s.products.inStock })}</p>
      {single ? (
        <ApiNav apiItem={s.apiItem} current="summary" />
      ) : (
        <div className={styles.links}>
          <Link prefetch={false} href={routes.methodsContrast(s.apiItem.id)}>
            {M.contrast}
          </Link>
          <Link prefetch={false} href={routes.productComparison(s.apiItem.id)}>
            {M.comparison}
          </Link>
          <Link prefetch={false} href={routes.relatedSeries(s.apiItem.id)}>
            {M.related}
          </Link>
        </div>
      )}
      <table className={styles.table}>
        <caption className="visually-hidden">{s.apiItem.nameCn}</caption>
        <tbody>
          <tr>
            <th scope="row">{M.byPharmacopoeia}</th>
            <td>{s.byPharmacopoeia.map((p) => `${p.key}（${p.edition}）${M.countUnit(p.count)}`).join('；') || '—'}</td>
          </tr>
          <tr>
            <th scope="row">{M.byTestItem}</th>
            <td>{s.byTestItem.map((t) => `${t.key} ${M.countUnit(t.count)}（${t.pharmacopoeias.join('、')}）`).join('；') || '—'}</td>
          </tr>
          {equivalents && (
            <tr>
              <th scope="row">{M.equivalents}</th>
              <td>
                {equivalents.length === 0
                  ? M.noEquivalents
                  : equivalents.map((p) => (
                      <div key={p.id}>
                        <Link prefetch={false} href={routes.goodsDetail(p.id)}>
                          {p.nameCn}
                        </Link>{' '}
                        <span className={styles.muted}>
                          {p.brandName} · {p.code} · {p.purity} · {packPriceText(p.skus)}
                        </span>
                      </div>
                    ))}
              </td>
            </tr>
          )}
          {s.byRole.map((r) => (
            <tr key={r.role}>
              <th scope="row">
                {r.role}
                <div className={styles.muted}>
                  {r.products.length} 种 · {M.inStock} {r.inStock}
                </div>
              </th>
              <td>
                <ul className={styles.standards}>
                  {r.products.map((p) => (
                    <li key={p.productId}>
                      <Link prefetch={false} href={routes.goodsDetail(p.productId)}>
                        {p.nameCn}
                      </Link>{' '}
                      <span className={styles.muted}>
                        {p.code} · CAS {p.cas} · {p.purity}
                      </span>
                      <span className={p.inStock ? styles.stock : styles.muted}> {p.inStock ? M.inStock : M.onOrder}</span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /methods/productSummary?ids=: per API item, its methods by pharmacopoeia and test item and the products they need. */
export default function SummaryView({ summaries, ids, equivalents }: { summaries: ProdSummary[]; ids: number[]; equivalents: DataOf<typeof methodCompare.prodEquivalents> | null }) {
  const title = summaryTitle(summaries);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: M.summary }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{M.summaryLead}</p>
      </header>
      {summaries.map((s) => (
        <OneSummary key={s.apiItem.id} s={s} single={summaries.length === 1} equivalents={equivalents?.find((e) => e.apiItem.id === s.apiItem.id)?.products ?? null} />
      ))}
      <JsonLd data={datasetJsonLd(title, M.summaryLead, routes.productSummary(ids), summaries.flatMap((s) => [s.apiItem.nameCn, s.apiItem.cas]))} />
    </div>
  );
}
