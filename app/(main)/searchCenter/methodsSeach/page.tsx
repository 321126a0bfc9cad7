import type { Metadata } from 'next';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import EmptyResult from '@/components/catalogue/EmptyResult';
import Pager from '@/components/catalogue/Pager';
import { pageMetadata } from '@/components/catalogue/seo';
import ApiItemList from '@/components/methods/ApiItemList';
import ClassificationFilterBar from '@/components/methods/ClassificationFilterBar';
import { METHOD_SEARCH_PAGE_SIZE, methodSearchState } from '@/components/methods/searchState';
import styles from '@/components/methods/methods.module.scss';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { METHODS_MSG as M } from '@/lib/messages';
import { readMethodSearch, readMethodTypes } from '@/lib/methods/read';
import { routes } from '@/lib/routes';

/** Rendered per request (the query is the state); the reads are cached. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { keyword } = methodSearchState(await searchParams);
  return { ...pageMetadata({ title: M.searchTitle(keyword), description: M.description, path: routes.methodsSearch }), robots: { index: false, follow: true } };
}

/** /searchCenter/methodsSeach (header search type 1, nav search 方法): the classification filter bar and the matching APIs. */
export default async function MethodsSearchPage({ searchParams }: Props) {
  const { keyword, typeIds, pageNo } = methodSearchState(await searchParams);
  const [types, found] = await Promise.all([readMethodTypes(), readMethodSearch(keyword, typeIds, pageNo, METHOD_SEARCH_PAGE_SIZE)]);
  return (
    <div className={styles.page} data-testid="methods-search">
      <Breadcrumbs items={[{ label: M.title, href: routes.methods }, { label: M.searchTitle(keyword) }]} />
      <h1 className={styles.title}>{M.searchTitle(keyword)}</h1>
      {types.ok && <ClassificationFilterBar types={types.data} keyword={keyword} typeIds={typeIds} />}
      {!found.ok ? (
        <p role="alert" className={styles.error}>
          {found.message}
        </p>
      ) : found.data.rows.length === 0 ? (
        <EmptyResult />
      ) : (
        <>
          <p className={styles.muted}>{M.searchFound(found.data.totalCount)}</p>
          <ApiItemList items={found.data.rows} />
          <Pager pageNo={pageNo} totalCount={found.data.totalCount} pageSize={METHOD_SEARCH_PAGE_SIZE} hrefBase={routes.methodsSearchWith({ keyword, typeIds })} />
        </>
      )}
    </div>
  );
}
