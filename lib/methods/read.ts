import 'server-only';
import { CACHE_TAG as T } from '../api/contract/internal';
import type { ApiItem } from '../api/contract/methods';
import { defineRead } from '../api/read';
import { getAboutProducts, getApiMethods, getMethod, getMethodTypes, searchApiItems } from '../api/methods';
import { MSG } from '../messages';

/**
 * The methods pages' reads (lib/api/read.ts). Methods change with the seed and the catalogue, so they carry
 * the catalogue's tags: an operator's catalogue refresh expires them too. The methods search is a list
 * the visitor filters (not counted for 热门搜索), so it is cached like the other lists.
 */
const tags = [T.catalogue, T.products];

export const readMethodTypes = defineRead('method-types', getMethodTypes, { tags });
export const readMethod = defineRead('method', getMethod, { tags });
export const readApiMethods = defineRead('api-methods', getApiMethods, { tags });
export const readAboutProducts = defineRead('api-about-products', (api, apiItemId: number) => getAboutProducts(api, apiItemId, 1, 20), { tags });

export const readMethodSearch = defineRead(
  'method-search',
  (api, keyword: string, typeIds: number[], pageNo: number, pageSize: number) => searchApiItems(api, { keyword, typeIds }, pageNo, pageSize),
  { tags, failureMessage: MSG.searchFailed },
);

const ALL_PAGE = 100;
/** Every API item (the /methods index): page by page, at most 20 pages. */
export const readAllApiItems = defineRead(
  'api-items-all',
  async (api): Promise<ApiItem[]> => {
    const first = await searchApiItems(api, {}, 1, ALL_PAGE);
    const rows = [...first.rows];
    for (let pageNo = 2; rows.length < first.totalCount && pageNo <= 20; pageNo++) rows.push(...(await searchApiItems(api, {}, pageNo, ALL_PAGE)).rows);
    return rows;
  },
  { tags },
);
