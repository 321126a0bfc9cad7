import type { ProductListBody } from '@/lib/api/contract/catalogue';
import { DELIVERY_FILTERS } from '@/lib/api/contract/catalogue-options';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';

/**
 * The state of a product list lives in its URL (shareable, crawlable, no client state): the path
 * carries the category (SPEC: /productCenter/productClassifyList/{categoryId}, 0 = all) or the brand,
 * the query the rest. Multi-valued filters repeat their parameter (`pack=100mg&pack=1g`): pack values
 * such as '1mL(1000μg/mL,甲醇)' contain commas, so no separator is safe.
 *
 *   keyword    a search keyword (search screens, and the header's product search, which lands on
 *              /productClassifyList/0?keyword=); the ranked search keeps it across filters and pages
 *   cid        categories chosen in multi-select mode (inside the path's category)
 *   brandName  brands by name (SPEC §2 "Product lists take query id, brandName, pageNo")
 *   pack       package values
 *   delivery   inStock | within7 | within15 | onOrder
 *   sort       name-asc | name-desc | mw-asc | mw-desc (the default is left out: listing time desc, or
 *              relevance where there is a keyword)
 *   pageNo     1-based (1 is left out)
 *
 * `listSearch` writes them in this fixed order and leaves defaults out, so one list state has one URL.
 */

export type Delivery = (typeof DELIVERY_FILTERS)[number];
export const SORT_KEYS = ['time-desc', 'name-asc', 'name-desc', 'mw-asc', 'mw-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'time-desc';

/** SPEC §9 "pagination default 10". */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The contract's limits on filter lists. */
const MAX_IDS = 200;
const MAX_PACKS = 50;
const MAX_PACK_LENGTH = 20;
const MAX_BRAND_NAME = 100;
/** The search contract's SEARCH_KEYWORD_MAX. */
const MAX_KEYWORD = 100;
/** Beyond this the API would have to skip too many rows; nobody pages that far by hand. */
export const MAX_PAGE_NO = 100_000;

export interface ListState {
  /** A search keyword (the search screens' /searchProduction, the all-products list's `?keyword=`); written first. */
  keyword?: string;
  categoryIds: number[];
  brandNames: string[];
  packs: string[];
  delivery: Delivery[];
  sort: SortKey;
  pageNo: number;
}

export const EMPTY_LIST_STATE: ListState = { keyword: '', categoryIds: [], brandNames: [], packs: [], delivery: [], sort: DEFAULT_SORT, pageNo: 1 };

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** A query as a record of every value per key (what a page's searchParams hold for a repeated key). */
export function queryRecord(query: URLSearchParams): SearchParamsRecord {
  const record: SearchParamsRecord = {};
  for (const key of new Set(query.keys())) record[key] = query.getAll(key);
  return record;
}

const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const unique = <T>(values: T[]) => [...new Set(values)];

/** A positive integer written in plain digits, else null ('1.5', '1e3', '0x10', ' 2' are not page numbers). */
export function parsePositiveInt(text: string | undefined | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** Reads a list state from the query; anything malformed is dropped rather than refused. */
export function parseListState(params: SearchParamsRecord): ListState {
  const categoryIds = unique(all(params.cid).map((v) => parsePositiveInt(v.trim(), 2_147_483_647)).filter((n): n is number => n !== null)).slice(0, MAX_IDS);
  const brandNames = unique(all(params.brandName).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= MAX_BRAND_NAME)).slice(0, MAX_IDS);
  const packs = unique(all(params.pack).map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= MAX_PACK_LENGTH)).slice(0, MAX_PACKS);
  const delivery = unique(all(params.delivery).filter((v): v is Delivery => (DELIVERY_FILTERS as readonly string[]).includes(v)));
  const sortText = all(params.sort)[0];
  const sort = (SORT_KEYS as readonly string[]).includes(sortText ?? '') ? (sortText as SortKey) : DEFAULT_SORT;
  const pageNo = parsePositiveInt(all(params.pageNo)[0], MAX_PAGE_NO) ?? 1;
  const keyword = Array.from((all(params.keyword)[0] ?? '').trim()).slice(0, MAX_KEYWORD).join('').trim();
  return { ...(keyword ? { keyword } : {}), categoryIds, brandNames, packs, delivery, sort, pageNo };
}

/** The query string of a list state ('' or '?…'), parameters in a fixed order, defaults left out. */
export function listSearch(state: Partial<ListState>): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set('keyword', state.keyword);
  for (const id of state.categoryIds ?? []) q.append('cid', String(id));
  for (const name of state.brandNames ?? []) q.append('brandName', name);
  for (const pack of state.packs ?? []) q.append('pack', pack);
  for (const d of state.delivery ?? []) q.append('delivery', d);
  if (state.sort && state.sort !== DEFAULT_SORT) q.set('sort', state.sort);
  if (state.pageNo && state.pageNo > 1) q.set('pageNo', String(state.pageNo));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const listHref = (basePath: string, state: Partial<ListState>) => `${basePath}${listSearch(state)}`;

export const sortOf = (key: SortKey): Pick<ProductListBody, 'sortField' | 'asc'> => {
  const [field, dir] = key.split('-') as ['time' | 'name' | 'mw', 'asc' | 'desc'];
  return { sortField: field, asc: dir === 'asc' };
};

/**
 * The product-list call for a state. `brandIds` are the ids the page resolved from the brand names;
 * null when a name matched no brand (then the list is empty without asking the API).
 */
export function productQuery(state: ListState, scope: { categoryId?: number; brandIds?: number[] | null }): ProductListBody | null {
  if (scope.brandIds === null) return null;
  const body: ProductListBody = { ...sortOf(state.sort) };
  if (state.keyword) body.keyword = state.keyword;
  // The API unions categoryId with categoryIds, so the chosen sub-categories replace the path's category.
  if (state.categoryIds.length) body.categoryIds = state.categoryIds;
  else if (scope.categoryId) body.categoryId = scope.categoryId;
  if (scope.brandIds?.length) body.brandIds = scope.brandIds;
  if (state.packs.length) body.packs = state.packs;
  if (state.delivery.length) body.delivery = state.delivery;
  return body;
}

export const lastPageOf = (totalCount: number, pageSize = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(totalCount / pageSize));
