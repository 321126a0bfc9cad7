import 'server-only';
import type { Brand, ProductFacets, ProductListBody } from '@/lib/api/contract/catalogue';
import { facetQuery, keepOffered } from '@/lib/catalogue/facets';
import type { ListState } from '@/lib/catalogue/listQuery';
import { readProductFacets } from '@/lib/catalogue/read';

/**
 * A list page's state as the page shows it: the chosen values its products do not have dropped (lib/catalogue/facets.ts),
 * with the facets of that state. `bodyOf` is the page's own list call for a state; `categoryId` the list's own category.
 * Dropping widens the list, so the facets are read once more only when something was dropped. When the facets cannot
 * be read the state stays as it is and no pack or delivery values are offered.
 */
export async function offeredList(state: ListState, bodyOf: (s: ListState) => ProductListBody | null, categoryId?: number): Promise<{ state: ListState; facets: ProductFacets | null }> {
  const read = async (s: ListState) => {
    const query = facetQuery(bodyOf(s), categoryId);
    if (!query) return null;
    const found = await readProductFacets(query);
    return found.ok ? found.data : null;
  };
  const facets = await read(state);
  if (!facets) return { state, facets: null };
  const kept = keepOffered(state, facets);
  return kept === state ? { state, facets } : { state: kept, facets: (await read(kept)) ?? facets };
}

/** Brand names of the state that name a brand of the shop (a made-up one never reaches a title or a canonical URL). */
export const knownBrandNames = (state: ListState, brands: Pick<Brand, 'name'>[] | null): ListState =>
  !brands || state.brandNames.every((n) => brands.some((b) => b.name === n)) ? state : { ...state, brandNames: state.brandNames.filter((n) => brands.some((b) => b.name === n)) };
