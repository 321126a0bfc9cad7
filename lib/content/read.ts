import 'server-only';
import type { NewsSearchBody } from '../api/contract/content';
import { CACHE_TAG as T } from '../api/contract/internal';
import { defineRead } from '../api/read';
import { getHelpArticle, getHelpTree, getNews, getNewsArticle } from '../api/content';

/**
 * News and help pages' reads (lib/api/read.ts: cached, tagged, time-limited). The same for every visitor; an
 * operator's change revalidates the `news` tag at once, otherwise entries live 300 s.
 */
export const readNews = defineRead('news-list', (api, body: NewsSearchBody, pageNo: number, pageSize: number) => getNews(api, body, pageNo, pageSize), {
  tags: [T.news],
});
export const readNewsArticle = defineRead('news-article', getNewsArticle, { tags: [T.news] });
export const readHelpTree = defineRead('help-tree', getHelpTree, { tags: [T.help] });
export const readHelpArticle = defineRead('help-article', getHelpArticle, { tags: [T.help] });
