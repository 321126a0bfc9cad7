import 'server-only';
import { CACHE_TAG as T } from '../api/contract/internal';
import { getDataRecord, getLibraries, getLibrary, searchData } from '../api/data';
import { defineRead } from '../api/read';
import { MSG } from '../messages';

/**
 * The data centre as its pages read it (lib/api/read.ts: cached five minutes, tagged, time-limited). The records
 * are reference data written by the seed, the same for every visitor; data searches are not counted for 热门搜索,
 * so they are cached too.
 */
const tags = { tags: [T.catalogue, T.data] };

export const DATA_PAGE_SIZE = 20;
export const LIBRARY_PAGE_SIZE = 50;

export const readDataRecord = defineRead('data-record', getDataRecord, tags);
export const readLibraries = defineRead('data-libraries', getLibraries, tags);
export const readLibrary = defineRead('data-library', (api, id: number, pageNo: number) => getLibrary(api, id, pageNo, LIBRARY_PAGE_SIZE), tags);
export const readDataSearch = defineRead('data-search', (api, keyword: string, pageNo: number) => searchData(api, keyword, pageNo, DATA_PAGE_SIZE), {
  ...tags,
  failureMessage: MSG.searchFailed,
});
/** The id of every record, for the sitemap (100 a call; a few hundred records). */
export const readAllRecordIds = defineRead(
  'data-sitemap',
  async (api): Promise<number[]> => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { rows, totalCount } = await searchData(api, '', page, 100);
      ids.push(...rows.map((r) => r.id));
      if (rows.length < 100 || ids.length >= totalCount) return ids;
    }
  },
  { ttlSeconds: 3600, tags: [T.catalogue, T.data, T.sitemap], timeoutMs: 30_000 },
);
