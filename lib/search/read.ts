import 'server-only';
import type { ProductCard, ProductListBody } from '../api/contract/catalogue';
import { CACHE_TAG as T } from '../api/contract/internal';
import { search, type ApiCard, type KeywordCategory, type MethodHit, type StandardHit, type StructureHint, type StructureHit, type StructureMode } from '../api/contract/search';
import { defineRead } from '../api/read';
import { SEARCH_CARD_PAGE_SIZE } from '../constants';
import { MSG } from '../messages';

/**
 * The search screens' reads (lib/api/read.ts). Keyword searches are not cached: page 1 of a keyword search is what
 * the API counts for 热门搜索, an answer the API refused or could not give (a fault, a timeout) must not stay on the
 * screen once the API answers again, and the long tail of keywords would rarely hit a cache. Formula and structure
 * searches are deterministic and costlier, so they are cached for a few minutes.
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

const live = { tags: [], cached: false, failureMessage: MSG.searchFailed } as const;
const cached = { tags: [T.catalogue, T.products], failureMessage: MSG.searchFailed } as const;
const cardPage = { pageNo: 1, pageSize: SEARCH_CARD_PAGE_SIZE };

const readProductCards = defineRead(
  'search-product-cards',
  (api, keyword: string): Promise<Paged<ProductCard>> => api.page(search.productCards, { body: { keyword, type: 0 }, ...cardPage }),
  live,
);
const readApiCards = defineRead('search-api-cards', (api, keyword: string): Promise<Paged<ApiCard>> => api.page(search.apiCards, { body: { keyword, type: 0 }, ...cardPage }), live);

/** Just the matching categories (the category filter of /searchProduction). */
export const readKeywordCategories = defineRead(
  'search-categories',
  (api, keyword: string): Promise<KeywordCategory[]> => api.call(search.categoriesByKeyword, { body: { keyword, type: 0 } }),
  live,
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
  live,
);
export const readStandardSearch = defineRead(
  'search-standards',
  (api, keyword: string, pageNo: number, pageSize: number): Promise<Paged<StandardHit>> => api.page(search.standardSearch, { body: { keyword, type: 3 }, pageNo, pageSize }),
  live,
);

/** The full ranked product search with the catalogue filters; without sortField the order is relevance. */
export const readProductSearch = defineRead(
  'search-products',
  (api, body: ProductListBody & { keyword: string }, pageNo: number, pageSize: number): Promise<Paged<ProductCard>> =>
    api.page(search.productSearch, { body, pageNo, pageSize }),
  live,
);

export const readApiSearch = defineRead(
  'search-apis',
  (api, keyword: string, pageNo: number, pageSize: number): Promise<Paged<ApiCard>> => api.page(search.apiCards, { body: { keyword, type: 0 }, pageNo, pageSize }),
  live,
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
  cached,
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
  { ...cached, timeoutMs: 10_000 },
);
