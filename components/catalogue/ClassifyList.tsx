import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import Breadcrumbs from '@/components/catalogue/Breadcrumbs';
import CatalogueList from '@/components/catalogue/CatalogueList';
import { brandGroup, brandIdsOf, categoryGroup, deliveryGroup, findNode, keepOfferedCategories, packGroup } from '@/components/catalogue/filterGroups';
import { DEFAULT_SORT, LIST_PAGE_SIZE, listHref, listSearch, parseListState, productQuery, type ListState, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import type { ViewMode } from '@/lib/catalogue/viewMode';
import { first } from '@/components/catalogue/listPage';
import { pageMetadata } from '@/components/catalogue/seo';
import SearchSortBar from '@/components/search/SearchSortBar';
import type { ProductCard } from '@/lib/api/contract/catalogue';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import styles from '@/components/catalogue/CataloguePage.module.scss';
import { readBrands, readCategoryPath, readCategoryTree, readProducts } from '@/lib/catalogue/read';
import { offeredCategories } from '@/lib/catalogue/facets';
import { knownBrandNames, offeredList } from '@/components/catalogue/listFacets';
import { pathId } from '@/lib/catalogue/pathId';
import { dataOrNull, required } from '@/lib/api/read';
import { readProductSearch } from '@/lib/search/read';

const CATEGORY_PATH = routes.productClassifyList('');

/** '0' = all products; otherwise a positive id. null: not a category id at all (404 without an API call). */
const categoryIdOf = (text: string) => (text === '0' ? 0 : pathId(text));

async function categoryCrumbs(categoryId: number) {
  if (categoryId === 0) return [];
  return required(await readCategoryPath(categoryId));
}

/**
 * The list's state as the page shows it (the metadata and the page read the same, cached): categories not below the
 * list's own, brand names of no brand and values the list's products do not have are dropped (lib/catalogue/facets.ts).
 */
async function shownState(categoryId: number, query: SearchParamsRecord) {
  const [tree, allBrands] = await Promise.all([readCategoryTree(), readBrands()]);
  const node = tree.ok ? findNode(tree.data, categoryId) : null;
  const subCategories = categoryId === 0 ? (tree.ok ? tree.data : []) : (node?.children ?? []);
  const brands = allBrands.ok ? allBrands.data.rows : null;
  const parsed = knownBrandNames(keepOfferedCategories(parseListState(query), subCategories), brands);
  const bodyOf = (s: ListState) => productQuery(s, { categoryId, brandIds: brands ? brandIdsOf(s.brandNames, brands) : [] });
  const { state, facets } = await offeredList(parsed, bodyOf, categoryId);
  return { state, facets, subCategories, listBody: bodyOf(state) };
}

export async function classifyListMetadata(categoryText: string, query: SearchParamsRecord): Promise<Metadata> {
  const categoryId = categoryIdOf(categoryText);
  if (categoryId === null) return {};
  const path = categoryId ? await readCategoryPath(categoryId).then(dataOrNull) : [];
  if (path === null) return {};
  const { state } = await shownState(categoryId, query);
  // The header's product search lands here with ?keyword=: results are for people, followed but not indexed.
  if (state.keyword) return { title: MSG.productSearchTitle(state.keyword), robots: { index: false, follow: true } };
  const name = path.at(-1)?.name ?? MSG.allProducts;
  const brands = state.brandNames.join('、');
  const title = [brands, name, state.pageNo > 1 ? MSG.pagerPage(state.pageNo) : ''].filter(Boolean).join(' ');
  // Canonical: the category with its (existing) brand filter and page; sorts and other facets are variants of it.
  const canonical = listHref(routes.productClassifyList(categoryId), { brandNames: state.brandNames, pageNo: state.pageNo });
  return pageMetadata({
    title,
    description: MSG.seoListDescription(MSG.productCenter, [...path.map((c) => c.name), brands].filter(Boolean).join(' › ') || MSG.allProducts),
    path: canonical,
  });
}

/**
 * /productCenter/productClassifyList/{categoryId} (0 = all): the product list of a category with the
 * filters, sorts, view modes and pager of SPEC §2. Every choice is in the URL (and the view mode in its
 * cookie); the list is rendered here, for the per-request route and the cached one alike. The filters offer only
 * values the list's products have (catalogue.productFacets).
 */
export default async function ClassifyList({ categoryText, query, view }: { categoryText: string; query: SearchParamsRecord; view: ViewMode }) {
  const categoryId = categoryIdOf(categoryText);
  if (categoryId === null) notFound();

  // SPEC: lists take query id (the category). An old-style ?id= goes to the category's own path.
  const legacyId = categoryIdOf(first(query.id) ?? '');
  if (legacyId !== null && legacyId !== categoryId) permanentRedirect(`${routes.productClassifyList(legacyId)}${listSearch(parseListState(query))}`);

  const [crumbs, shown] = await Promise.all([categoryCrumbs(categoryId), shownState(categoryId, query)]);
  const { state, facets, subCategories, listBody } = shown;
  const keyword = state.keyword ?? '';
  let result: { rows: ProductCard[]; totalCount: number; totalCapped?: boolean } = { rows: [], totalCount: 0 };
  let failure: string | null = null;
  if (listBody && keyword) {
    // A keyword is a ranked search (prodproduct/search) with the same filters; no sort chosen = relevance.
    const body = state.sort === DEFAULT_SORT ? { ...listBody, sortField: undefined, asc: undefined, keyword } : { ...listBody, keyword };
    const found = await readProductSearch(body, state.pageNo, LIST_PAGE_SIZE);
    if (found.ok) result = found.data;
    else failure = found.message;
  } else if (listBody) {
    result = required(await readProducts(listBody, state.pageNo, LIST_PAGE_SIZE));
  }

  const basePath = routes.productClassifyList(categoryId);
  const name = crumbs.at(-1)?.name ?? MSG.allProducts;
  const keepSort: Partial<ListState> = { keyword, sort: state.sort };
  const parent = crumbs.at(-2);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: MSG.productCenter, href: routes.productCenter },
          ...(categoryId === 0 ? [{ label: MSG.allProducts }] : crumbs.map((c) => ({ label: c.name, href: routes.productClassifyList(c.id) }))),
        ]}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{keyword ? MSG.productSearchTitle(keyword) : name}</h1>
        <p className={styles.lead}>{MSG.productsFound(result.totalCount, result.totalCapped)}</p>
      </header>
      <CatalogueList
        basePath={basePath}
        state={state}
        groups={[categoryGroup(offeredCategories(subCategories, facets)), brandGroup(facets?.brands ?? []), packGroup(facets), deliveryGroup(facets)]}
        result={result}
        view={view}
        categoryPath={CATEGORY_PATH}
        pathCategory={categoryId ? { label: name, removeHref: listHref(routes.productClassifyList(parent?.id ?? 0), { ...state, categoryIds: [], pageNo: 1 }) } : undefined}
        clearHref={listHref(routes.productClassifyList(0), keepSort)}
        sortBar={keyword ? <SearchSortBar basePath={basePath} state={state} /> : undefined}
        failure={failure}
      />
    </div>
  );
}
