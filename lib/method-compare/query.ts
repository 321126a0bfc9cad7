import { apiItemIdsText, PHARMACOPOEIAS, TECHNIQUES, TEST_ITEMS, type MethodFilterBody } from '../api/contract/method-compare';
import { pathId } from '../catalogue/pathId';
import { MAX_PAGE_NO, parsePositiveInt, type SearchParamsRecord } from '../catalogue/listQuery';

/*
 * The query of the methods' comparison pages. Anything missing or malformed is null, and the page answers
 * the 404 page before any API call (never a 500, never an empty 200).
 */

const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value);

/** A single positive id in the query (`?apiItemId=5`); null when missing, repeated or not plain digits. */
export const queryId = (params: SearchParamsRecord, name: string): number | null => {
  const text = one(params[name]);
  return text === undefined ? null : pathId(text);
};

/** `?ids=1,2,3`: one to twenty API item ids, duplicates dropped; null when malformed. */
export function queryIds(params: SearchParamsRecord, name = 'ids'): number[] | null {
  const text = one(params[name]);
  if (text === undefined) return null;
  const parsed = apiItemIdsText.safeParse(text);
  return parsed.success ? parsed.data : null;
}

export interface MethodListQuery {
  filter: MethodFilterBody;
  pageNo: number;
}

const oneOf = <T extends string>(values: readonly T[], text: string | undefined): T | null | undefined =>
  text === undefined ? undefined : (values as readonly string[]).includes(text) ? (text as T) : null;

/** The all-methods list's query: each filter one of its values, pageNo a positive integer; null when any is not. */
export function parseMethodListQuery(params: SearchParamsRecord): MethodListQuery | null {
  const pharmacopoeia = oneOf(PHARMACOPOEIAS, one(params.pharmacopoeia));
  const testItem = oneOf(TEST_ITEMS, one(params.testItem));
  const technique = oneOf(TECHNIQUES, one(params.technique));
  const pageText = one(params.pageNo);
  const pageNo = pageText === undefined ? 1 : parsePositiveInt(pageText, MAX_PAGE_NO);
  if (pharmacopoeia === null || testItem === null || technique === null || pageNo === null) return null;
  if ([params.pharmacopoeia, params.testItem, params.technique, params.pageNo].some((v) => Array.isArray(v))) return null;
  const filter: MethodFilterBody = {};
  if (pharmacopoeia) filter.pharmacopoeia = pharmacopoeia;
  if (testItem) filter.testItem = testItem;
  if (technique) filter.technique = technique;
  return { filter, pageNo };
}
