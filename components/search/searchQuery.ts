import { SEARCH_KEYWORD_MAX } from '@/lib/api/contract/search';
import { MSG } from '@/lib/messages';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The `?keyword=` of a search screen: trimmed and cut as the API would cut it ('' = no search). */
export const keywordOf = (params: SearchParamsRecord) =>
  Array.from((firstOf(params.keyword) ?? '').trim()).slice(0, SEARCH_KEYWORD_MAX).join('').trim();

/**
 * SPEC §2 scheme B (/searchIndex): All 0, Product 1, Method 2, Standard 3, Data 4; 0 and 1 are the
 * all-results tab. Anything else is the all-results tab too.
 */
export type NavIndex = 0 | 2 | 3 | 4;
export function navIndexOf(params: SearchParamsRecord): NavIndex {
  const n = Number(firstOf(params.navHandleIndex));
  return n === 2 || n === 3 || n === 4 ? n : 0;
}

/** Rows per page of the 方法 and 标准 tabs. */
export const KNOWLEDGE_PAGE_SIZE = 20;

/** The `?pageNo=` of a result tab: a positive integer, 1 otherwise (a page past the end shows the empty page's total). */
export function pageNoOf(params: SearchParamsRecord): number {
  const n = Number(firstOf(params.pageNo));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export interface NavTab {
  index: NavIndex;
  label: string;
  /** What an empty tab says (a true statement: nothing of that kind matches). */
  empty?: string;
}

/** The tabs of the result screens, in order; `empty` is what a tab with no match says. */
export const NAV_TABS: readonly NavTab[] = [
  { index: 0, label: MSG.searchTabAll },
  { index: 2, label: MSG.searchTabMethods, empty: MSG.searchNoMethods },
  { index: 3, label: MSG.searchTabStandards, empty: MSG.searchNoStandards },
  { index: 4, label: MSG.searchTabData, empty: MSG.searchNoData },
];
