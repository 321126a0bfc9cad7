import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import Pager from '@/components/catalogue/Pager';
import { METHOD_LIST_PAGE_SIZE, PHARMACOPOEIAS, TECHNIQUES, TEST_ITEMS, type MethodFilterBody, type MethodRow } from '@/lib/api/contract/method-compare';
import type { MethodListQuery } from '@/lib/method-compare/query';
import { METHOD_PAGE_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import JsonLd from './JsonLd';
import { itemListJsonLd } from './seo';
import styles from './methods.module.scss';

type FilterKey = keyof MethodFilterBody;
const GROUPS: { key: FilterKey; label: string; values: readonly string[] }[] = [
  { key: 'pharmacopoeia', label: M.filterPharmacopoeia, values: PHARMACOPOEIAS },
  { key: 'testItem', label: M.filterTestItem, values: TEST_ITEMS },
  { key: 'technique', label: M.filterTechnique, values: TECHNIQUES },
];

export const allMethodsTitle = (filter: MethodFilterBody) => {
  const parts = [filter.pharmacopoeia, filter.testItem, filter.technique].filter((p): p is NonNullable<typeof p> => Boolean(p));
  return parts.length ? M.allMethodsFiltered(parts) : M.allMethods;
};

/** The filter choices as links (crawlable, no client code): choosing one resets the page. */
function Filters({ filter }: { filter: MethodFilterBody }) {
  return (
    <dl className={styles.filters}>
      {GROUPS.map((g) => (
        <div key={g.key}>
          <dt>{g.label}</dt>
          {[undefined, ...g.values].map((v) => {
            const chosen = filter[g.key] === v;
            const label = v ?? M.filterAll;
            return (
              <dd key={label}>
                {chosen ? (
                  <span aria-current="true">{label}</span>
                ) : (
                  <Link prefetch={false} href={routes.allMethods({ ...filter, [g.key]: v })}>
                    {label}
                  </Link>
                )}
              </dd>
            );
          })}
        </div>
      ))}
    </dl>
  );
}

/** /methods/allTheMethods: every method, filtered and paged, each row linking to its detail. */
export default function AllMethodsView({ query, rows, totalCount }: { query: MethodListQuery; rows: MethodRow[]; totalCount: number }) {
  const { filter, pageNo } = query;
  const title = allMethodsTitle(filter);
  const path = routes.allMethods({ ...filter, pageNo });
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: M.methods, href: routes.methods }, { label: title }]} />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{M.allMethodsLead}</p>
      </header>
      <Filters filter={filter} />
      {rows.length === 0 ? (
        <p className={styles.note}>{M.noMethods}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{M.colApi}</th>
              <th scope="col">{M.colPharmacopoeia}</th>
              <th scope="col">{M.colMonograph}</th>
              <th scope="col">{M.colTestItem}</th>
              <th scope="col">{M.colTechnique}</th>
              <th scope="col">{M.colStandards}</th>
              <th scope="col">{M.viewMethod}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link prefetch={false} href={routes.methodsContrast(r.apiItem.id)}>
                    {r.apiItem.nameCn}
                  </Link>
                  <div className={styles.muted}>CAS {r.apiItem.cas}</div>
                </td>
                <td>
                  {r.pharmacopoeia}
                  <div className={styles.muted}>{r.edition}</div>
                </td>
                <td>{r.monograph}</td>
                <td>{r.heading ? `${r.testItem}（${r.heading}）` : r.testItem}</td>
                <td>{r.technique}</td>
                <td>{M.standardCount(r.standardCount)}</td>
                <td>
                  <Link prefetch={false} href={routes.methodDetail(r.id)}>
                    {M.viewMethod}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totalCount > METHOD_LIST_PAGE_SIZE && <Pager pageNo={pageNo} totalCount={totalCount} pageSize={METHOD_LIST_PAGE_SIZE} hrefBase={routes.allMethods(filter)} />}
      <JsonLd data={itemListJsonLd(title, path, rows.map((r) => ({ name: `${r.apiItem.nameCn} ${r.pharmacopoeia} ${r.heading ?? r.testItem}`, path: routes.methodDetail(r.id) })))} />
    </div>
  );
}
