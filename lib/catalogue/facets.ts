import type { ProductFacets, ProductListBody } from '@/lib/api/contract/catalogue';
import type { ListState } from './listQuery';

/**
 * A product list offers only the filter values its products have (catalogue.productFacets, counted from the
 * list's own query), and a chosen value the list does not have — a made-up brand, a pack nobody sells here, a
 * value of another list — is dropped from the state: the page is then the list without it (its title, canonical
 * URL, products and chips), never an indexable variant named after it.
 */

/** The facets call of a list: the list's body with the list's own category as the scope and the chosen sub-categories beside it. */
export function facetQuery(listBody: ProductListBody | null, categoryId?: number): ProductListBody | null {
  if (!listBody) return null;
  const { sortField: _sortField, asc: _asc, pageNo: _pageNo, pageSize: _pageSize, ...rest } = listBody;
  return categoryId ? { ...rest, categoryId } : rest;
}

/** The state with every chosen value the facets do not offer dropped; the same object when nothing was. */
export function keepOffered(state: ListState, facets: ProductFacets): ListState {
  const has = <T>(values: T[], offered: T[]) => values.filter((v) => offered.includes(v));
  const next: ListState = {
    ...state,
    categoryIds: has(state.categoryIds, facets.categories.map((c) => c.id)),
    brandNames: has(state.brandNames, facets.brands.map((b) => b.name)),
    packs: has(state.packs, facets.packs.map((p) => p.value)),
    delivery: has(state.delivery, facets.delivery.map((d) => d.value)),
  };
  const same = (['categoryIds', 'brandNames', 'packs', 'delivery'] as const).every((k) => next[k].length === state[k].length);
  return same ? state : next;
}

/** The categories of a list's filter that hold products of it (all of them when the facets could not be read). */
export function offeredCategories<C extends { id: number }>(categories: C[], facets: ProductFacets | null): C[] {
  if (!facets) return categories;
  const ids = new Set(facets.categories.map((c) => c.id));
  return categories.filter((c) => ids.has(c.id));
}
