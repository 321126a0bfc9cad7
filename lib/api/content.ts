import { content, NEWS_PAGE_SIZE, type NewsSearchBody } from './contract/content';
import type { ApiClient } from './client';

/** One typed function per news / help-centre call; each takes the client of the side it runs on. */
export const getNews = (api: ApiClient, body: NewsSearchBody = {}, pageNo = 1, pageSize = NEWS_PAGE_SIZE) =>
  api.page(content.newsSearch, { body: { ...body, pageNo, pageSize }, pageNo, pageSize });

export const getNewsArticle = (api: ApiClient, id: number) => api.call(content.newsDetail, { params: { id } });

/** SPEC §7: menutree/list with pageNo 1, pageSize 100 (SPEC §9 help centre page size). */
export const getHelpTree = (api: ApiClient) => api.call(content.menuTreeList, { body: { pageNo: 1, pageSize: 100 }, pageNo: 1, pageSize: 100 });

export const getHelpChildren = (api: ApiClient, pId: number) => api.call(content.menuTreeByParent, { body: { pId } });

export const getHelpArticle = (api: ApiClient, id: number) => api.call(content.helpArticle, { params: { id } });
