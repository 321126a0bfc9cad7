import type { ReactNode } from 'react';
import Link from 'next/link';
import type { ProductCard } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import EmptyResult from './EmptyResult';
import FilterBar from './FilterBar';
import type { FilterGroup } from '@/lib/catalogue/filterModel';
import { LIST_PAGE_SIZE, listHref, type ListState } from '@/lib/catalogue/listQuery';
import Pager from './Pager';
import ProductList from './ProductList';
import SortBar from './SortBar';
import ViewToggle from './ViewToggle';
import type { ViewMode } from '@/lib/catalogue/viewMode';
import styles from './ListToolbar.module.scss';

interface Props {
  basePath: string;
  state: ListState;
  groups: FilterGroup[];
  result: { rows: ProductCard[]; totalCount: number };
  view: ViewMode;
  clearHref: string;
  categoryPath?: string;
  pathCategory?: { label: string; removeHref: string };
  /** Another sort bar (a keyword list sorts by relevance first); the catalogue's SortBar otherwise. */
  sortBar?: ReactNode;
  /** Shown instead of the empty result when the list could not be read (a failed search). */
  failure?: string | null;
}

/** A filterable product list (category list, brand page): filters, sorts, view mode, the products, the pager. */
export default function CatalogueList({ basePath, state, groups, result, view, clearHref, categoryPath, pathCategory, sortBar, failure }: Props) {
  const filtered = state.categoryIds.length + state.brandNames.length + state.packs.length + state.delivery.length > 0 || Boolean(pathCategory);
  return (
    <>
      <FilterBar basePath={basePath} state={state} groups={groups} categoryPath={categoryPath} pathCategory={pathCategory} clearHref={clearHref} />
      <div className={styles.toolbar}>
        {sortBar ?? <SortBar basePath={basePath} state={state} />}
        <span className={styles.spacer} />
        <ViewToggle view={view} />
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : result.rows.length > 0 ? (
        <ProductList products={result.rows} view={view} />
      ) : (
        <EmptyResult>
          {filtered && (
            <Link prefetch={false} href={clearHref}>
              {MSG.filterClear}
            </Link>
          )}
        </EmptyResult>
      )}
      {result.totalCount > 0 && <Pager pageNo={state.pageNo} totalCount={result.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={listHref(basePath, { ...state, pageNo: 1 })} />}
    </>
  );
}
