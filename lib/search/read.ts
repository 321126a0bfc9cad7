import 'server-only';
import type { ProductCard, ProductListBody } from '../api/contract/catalogue';
import { CACHE_TAG as T } from '../api/contract/internal';
import { search, type ApiCard, type KeywordCategory, type MethodHit, type StandardHit, type StructureHint, type StructureHit, type StructureMode } from '../api/contract/search';
import { defineRead } from '../api/read';
import { SEARCH_CARD_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';

/**
 * The search screens' reads (lib/api/read.ts), all cached by catalogue tags: a search counts nothing (热门搜索 is
 * counted by the screen's beacon, components/search/SearchBeacon.tsx), so the same keyword's answers serve every
 * visitor for a few minutes and the 综合 screen is served from the page cache (searchCenter/cached/[keyword]).
 * A keyword search the API refused (a fault, maintenance) or could not answer is never cached, nor is the page
 * showing it (transientRefusals; the render is marked degraded): a reload asks the API again.
 *
 * A refused query answers the server's own message ('无法识别的结构式'); an unreachable API the generic
 * MSG.searchFailed. A search page never becomes an error page because the search failed.
 */
export interface Paged<T> {
  rows: T[];
  totalCount: number;
  /** totalCount is a lower bound: the keyword matched more products than the search ranks (1,000). */
  totalCapped?: boolean;
}

const cached = { tags: [T.catalogue, T.products, T.standards], failureMessage: MSG.searchFailed, transientRefusals: true } as const;
/** Formula and structure searches refuse their input ('无法识别的结构式'): that answer is cached like data. */
const byInput = { ...cached, transientRefusals: false } as const;
const cardPage = { pageNo: 1, pageSize: SEARCH_CARD_PAGE_SIZE };

const readProductCards = defineRead(
  'search-product-cards',
  (api, keyword: string): Promise<Paged<ProductCard>> => api.page(search.productCards, { body: { keyword, type: 0 }, ...cardPage }),
  cached,
);
const readApiCards = defineRead('search-api-cards', (api, keyword: string): Promise<Paged<ApiCard>> => api.page(search.apiCards, { body: { keyword, type: 0 }, ...cardPage }), cached);

/** Just the matching categories (the category filter of /searchProduction). */
export const readKeywordCategories = defineRead(
  'search-categories',
  (api, keyword: string): Promise<KeywordCategory[]> => api.call(search.categoriesByKeyword, { body: { keyword, type: 0 } }),
  cached,
);

/** The 综合 screen: product cards and API cards (SEARCH_CARD_PAGE_SIZE each) and the matching categories. */
export async function readSearchOverview(keyword: string) {
  const [products, apis, categories] = await Promise.all([readProductCards(keyword), readApiCards(keyword), readKeywordCategories(keyword)]);
  return { products, apis, categories };
}

/**
 * Methods and standards of a keyword (index/method/search, index/standard/search): a page of the 方法 or 标准 tab,
 * or the first SEARCH_CARD_PAGE_SIZE of each for the 综合 overview and the tab counts.
 */
export const readMethodSearch = defineRead(
  'search-methods',
  (api, keyword: string, pageNo: number, pageSize: number): Promise<Paged<MethodHit>> => api.page(search.methodSearch, { body: { keyword, type: 2 }, pageNo, pageSize }),
  cached,
);
export const readStandardSearch = defineRead(
  'search-standards',
  (api, keyword: string, pageNo: number, pageSize: number): Promise<Paged<StandardHit>> => api.page(search.standardSearch, { body: { keyword, type: 3 }, pageNo, pageSize }),
  cached,
);

/** The full ranked product search with the catalogue filters; without sortField the order is relevance. */
export const readProductSearch = defineRead(
  'search-products',
  (api, body: ProductListBody & { keyword: string }, pageNo: number, pageSize: number): Promise<Paged<ProductCard>> =>
    api.page(search.productSearch, { body, pageNo, pageSize }),
  cached,
);

export const readApiSearch = defineRead(
  'search-apis',
  (api, keyword: string, pageNo: number, pageSize: number): Promise<Paged<ApiCard>> => api.page(search.apiCards, { body: { keyword, type: 0 }, pageNo, pageSize }),
  cached,
);

export interface FormulaResult {
  formula: string;
  accuracy: number;
  items: ProductCard[];
  totalCount: number;
}

/** Formula search (Hill order, accuracy 50–100 %). */
export const readFormulaSearch = defineRead(
  'search-formula',
  async (api, formula: string, accuracy: number, pageNo: number, pageSize: number): Promise<FormulaResult> => {
    const { rows, totalCount } = await api.page(search.formulaSearch, { body: { formula, accuracy }, pageNo, pageSize });
    return { ...rows, totalCount };
  },
  byInput,
);

export interface StructureResult {
  mode: StructureMode;
  complete: boolean;
  elapsedMs: number;
  items: StructureHit[];
  totalCount: number;
  /** Why nothing was found and what to try instead, when the API can tell (a small similarity query). */
  hint: StructureHint | null;
}

/** Structure search (SMILES or molfile): up to about half a second at 100k products, so a longer limit. */
export const readStructureSearch = defineRead(
  'search-structure',
  async (api, query: string, mode: StructureMode, threshold: number, pageNo: number, pageSize: number): Promise<StructureResult> => {
    const { rows, totalCount } = await api.page(search.structureSearch, { body: { query, mode, threshold }, pageNo, pageSize });
    return { mode: rows.mode, complete: rows.complete, elapsedMs: rows.elapsedMs, items: rows.items, totalCount, hint: rows.hint };
  },
  { ...byInput, timeoutMs: 10_000 },
);
