import { MAX_TYPE_IDS } from '@/lib/api/contract/methods';
import { parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { keywordOf } from '@/components/search/searchQuery';

export const METHOD_SEARCH_PAGE_SIZE = 10;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The state of /searchCenter/methodsSeach, read from its URL: ?keyword=&typeIds=1002,2001&pageNo=. Odd values are dropped. */
export function methodSearchState(params: SearchParamsRecord) {
  const typeIds = [
    ...new Set(
      (firstOf(params.typeIds) ?? '')
        .split(',')
        .map((t) => parsePositiveInt(t.trim(), 2_147_483_647))
        .filter((n): n is number => n !== null),
    ),
  ].slice(0, MAX_TYPE_IDS);
  return { keyword: keywordOf(params), typeIds, pageNo: parsePositiveInt(firstOf(params.pageNo) ?? '', 10_000) ?? 1 };
}

/** What the keyword box keeps of what is typed: SPEC §2 strips commas and spaces while typing. */
export const stripKeywordInput = (text: string) => text.replace(/[\s,，、]+/g, '');
