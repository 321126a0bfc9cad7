import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import { PHARMACOPOEIAS, TEST_ITEMS, type ApiItemBrief, type MethodFull } from '@/lib/api/contract/method-compare';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import ApiNav from './ApiNav';
import JsonLd from './JsonLd';
import StandardLinks from './StandardLinks';
import { datasetJsonLd } from './seo';
import styles from './methods.module.scss';

export const contrastDescription = (apiItem: ApiItemBrief, n: number) => M.contrastLead(apiItem.nameCn, n);

function Cell({ methods }: { methods: MethodFull[] }) {
  if (methods.length === 0) return <span className={styles.muted}>{M.notListed}</span>;
  return (
    <>
      {methods.map((m) => (
        <div key={m.id}>
          <span className={styles.tag}>{m.technique}</span>
          {m.heading && <strong>{m.heading}</strong>}
          <p className={styles.summary}>{m.summary}</p>
          <StandardLinks standards={m.standards} />
          <div className={styles.links}>
            <Link prefetch={false} href={routes.methodDetail(m.id)}>
              {M.viewMethod}
            </Link>
            <a href={routes.methodSheet(m.id)} download>
              {M.methodSheet}
            </a>
          </div>
        </div>
      ))}
    </>
  );
}

/** /methods/methodsContrast?apiItemId=: one API's methods side by side, a row per test item, a column per pharmacopoeia. */
export default function ContrastView({ apiItem, methods }: { apiItem: ApiItemBrief; methods: MethodFull[] }) {
  const title = M.contrastTitle(apiItem.nameCn);
  const items = TEST_ITEMS.filter((t) => methods.some((m) => m.testItem === t));
  const editions = new Map(methods.map((m) => [m.pharmacopoeia, m.edition]));
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: apiItem.nameCn, href: routes.methodsOfApi(apiItem.cas) }, { label: M.contrast }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.facts}>
          {apiItem.nameEn} · CAS {apiItem.cas} · {apiItem.category} · {apiItem.compound}
        </p>
        <p>{contrastDescription(apiItem, methods.length)}</p>
      </header>
      <ApiNav apiItem={apiItem} current="contrast" />
      {methods.length === 0 ? (
        <p className={styles.note}>{M.noMethods}</p>
      ) : (
        <table className={`${styles.table} ${styles.grid}`}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{M.colTestItem}</th>
              {PHARMACOPOEIAS.map((p) => (
                <th key={p} scope="col">
                  {p}
                  {editions.has(p) && <div className={styles.muted}>{editions.get(p)}</div>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t}>
                <th scope="row">{t}</th>
                {PHARMACOPOEIAS.map((p) => (
                  <td key={p}>
                    <Cell methods={methods.filter((m) => m.testItem === t && m.pharmacopoeia === p)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <JsonLd data={datasetJsonLd(title, contrastDescription(apiItem, methods.length), routes.methodsContrast(apiItem.id), [apiItem.nameCn, apiItem.nameEn, apiItem.cas, ...PHARMACOPOEIAS])} />
    </div>
  );
}
