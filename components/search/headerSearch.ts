import { SEARCH_TYPES } from '@/components/layout/header/navItems';
import { routes } from '@/lib/routes';
import { MSG } from '@/lib/messages/core';

/**
 * The header's search (SPEC §2, scheme A — docs/adr/0020-search-screens-and-type-ahead.md): the type is the index in
 * SEARCH_TYPES (0 全部 → /searchCenter, 1 方法 → /searchCenter/methodsSeach, 2 产品 →
 * /productCenter/productClassifyList/0, 3 数据 → /searchCenter/dataSearchofStandard) and the keyword travels
 * as `?keyword=`. Null for an empty or blank keyword: SPEC "Empty input does nothing".
 */
export function headerSearchHref(type: number, keyword: string): string | null {
  const value = keyword.trim();
  if (!value) return null;
  const target = SEARCH_TYPES[type] ?? SEARCH_TYPES[0];
  return routes.withKeyword(target.href, value);
}

/**
 * SPEC §2's two placeholders of the box: the product list (type 2 产品) finds products by name, catalogue number, CAS
 * number or brand; the other types take a catalogue number, CAS number, formula or standard number.
 */
export const headerPlaceholder = (type: number): string =>
  SEARCH_TYPES[type]?.href === routes.productClassifyList(0) ? MSG.searchPlaceholderProducts : MSG.searchPlaceholder;

/** The scheme-A type a page belongs to (so the box shows the type of the results on screen); null: keep the current one. */
export function headerTypeOf(pathname: string): number | null {
  const i = SEARCH_TYPES.findIndex((t) => t.href === pathname);
  return i >= 0 ? i : null;
}

/** Pages whose `?keyword=` is the search on screen: the header box shows it. */
export const KEYWORD_PAGES: readonly string[] = [
  ...SEARCH_TYPES.map((t) => t.href),
  routes.searchIndex,
  routes.searchProduction,
  routes.relevantSearch,
];

/**
 * SPEC §2: four sample terms — a drug name, a national standard number, another drug name, a CAS number.
 * GB/T 601-2016 is the national standard for the preparation of standard titration solutions of
 * chemical reagents; 50-78-2 is aspirin's CAS number.
 */
export const SAMPLE_TERMS = MSG.searchSampleTerms;
