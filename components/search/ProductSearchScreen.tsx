import type { Metadata } from 'next';
import Link from 'next/link';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import EmptyResult from '@/components/catalogue/EmptyResult';
import FilterBar from '@/components/catalogue/FilterBar';
import { brandGroup, brandIdsOf, categoryGroup, deliveryGroup, keepOfferedCategories, packGroup } from '@/components/catalogue/filterGroups';
import { DEFAULT_SORT, LIST_PAGE_SIZE, listHref, parseListState, productQuery, type ListState, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { offeredCategories } from '@/lib/catalogue/facets';
import { knownBrandNames, offeredList } from '@/components/catalogue/listFacets';
import Pager from '@/components/catalogue/Pager';
import ProductList from '@/components/catalogue/ProductList';
import ViewToggle from '@/components/catalogue/ViewToggle';
import type { ProductCard } from '@/lib/api/contract/catalogue';
import { matchLeaves } from '@/components/search/keywordCategories';
import SearchBeacon from '@/components/search/SearchBeacon';
import { SearchPromptPage } from '@/components/search/SearchPrompt';
import SearchSortBar from '@/components/search/SearchSortBar';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import toolbar from '@/components/catalogue/ListToolbar.module.scss';
import styles from '@/components/search/search.module.scss';
import { readBrands } from '@/lib/catalogue/read';
import { type Read } from '@/lib/api/read';
import { type Paged, readKeywordCategories, readProductSearch } from '@/lib/search/read';
import type { ViewMode } from '@/lib/catalogue/viewMode';

/** Title of /searchProduction for its query; never indexed (search results). */
export function productSearchMetadata(query: SearchParamsRecord): Metadata {
  const { keyword } = parseListState(query);
  return { title: keyword ? MSG.productSearchTitle(keyword) : MSG.searchPageTitle, robots: { index: false, follow: true } };
}

/**
 * /searchProduction?keyword= — the full ranked product search (prodproduct/search) with the catalogue's
 * filters (categories holding matches, brands, packs, delivery), sorts (relevance by default), view
 * modes and pager. Every choice is in the URL, the keyword first. Rendered per request by the public route and, for a
 * plain query, once per state by the cached route (lib/search/cachedSearch.ts).
 */
export default async function ProductSearchScreen({ query, view }: { query: SearchParamsRecord; view: ViewMode }) {
  let state = parseListState(query);
  const keyword = state.keyword ?? '';
  if (!keyword) {
    return <SearchPromptPage />;
  }

  const [categories, brands] = await Promise.all([readKeywordCategories(keyword), readBrands()]);
  const matched = categories.ok ? matchLeaves(categories.data) : [];
  const brandRows = brands.ok ? brands.data.rows : null;
  // Only values the matches have are offered, and a chosen one they do not have is dropped (lib/catalogue/facets.ts).
  const bodyOf = (s: ListState) => productQuery(s, { brandIds: brandRows ? brandIdsOf(s.brandNames, brandRows) : [] });
  const shown = await offeredList(knownBrandNames(keepOfferedCategories(state, matched), brandRows), bodyOf);
  state = shown.state;
  const listBody = bodyOf(state);
  // No sort chosen (the list default) is relevance here: the API ranks when sortField is absent.
  const body = listBody && (state.sort === DEFAULT_SORT ? { ...listBody, sortField: undefined, asc: undefined, keyword } : { ...listBody, keyword });
  const nothing: Read<Paged<ProductCard>> = { ok: true, data: { rows: [], totalCount: 0 } };
  const result = body ? await readProductSearch(body, state.pageNo, LIST_PAGE_SIZE) : nothing;

  const basePath = routes.searchProduction;
  const clearHref = listHref(basePath, { keyword, sort: state.sort });
  const filtered = state.categoryIds.length + state.brandNames.length + state.packs.length + state.delivery.length > 0;
  const categoryOptions = offeredCategories(matched, shown.facets).map((c) => ({ id: c.id, name: `${c.name}（${c.count}）` }));

  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: MSG.searchResultsTitle(keyword), href: routes.searchCenterFor(keyword) }, { label: MSG.searchProducts }]} />
      {state.pageNo === 1 && !filtered && <SearchBeacon keyword={keyword} />}
      <header className={styles.head}>
        <h1 className={styles.title}>{MSG.productSearchTitle(keyword)}</h1>
        {result.ok && <p className={styles.lead}>{MSG.searchProductsFound(result.data.totalCount, result.data.totalCapped)}</p>}
      </header>
      <FilterBar
        basePath={basePath}
        state={state}
        groups={[categoryGroup(categoryOptions), brandGroup(shown.facets?.brands ?? []), packGroup(shown.facets), deliveryGroup(shown.facets)]}
        clearHref={clearHref}
      />
      <div className={toolbar.toolbar}>
        <SearchSortBar basePath={basePath} state={state} />
        <span className={toolbar.spacer} />
        <ViewToggle view={view} />
      </div>
      {!result.ok ? (
        <p className={styles.note} role="alert">
          {result.message}
        </p>
      ) : result.data.rows.length > 0 ? (
        <ProductList products={result.data.rows} view={view} />
      ) : (
        <EmptyResult>
          {filtered && (
            <Link prefetch={false} href={clearHref}>
              {MSG.filterClear}
            </Link>
          )}
        </EmptyResult>
      )}
      {result.ok && result.data.totalCount > 0 && (
        <Pager pageNo={state.pageNo} totalCount={result.data.totalCount} pageSize={LIST_PAGE_SIZE} hrefBase={listHref(basePath, { ...state, pageNo: 1 })} />
      )}
    </div>
  );
}
