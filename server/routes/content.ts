import type { Hono } from 'hono';
import { content } from '../../lib/api/contract/content';
import { CACHE_TAG } from '../../lib/api/contract/internal';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { helpArticle, helpChildren, helpTree } from '../services/content/help';
import { createNews, getNews, publishNews, searchNews, updateNews } from '../services/content/news';
import { refreshStorefrontCache } from '../services/storefront-cache';

/** News and help centre (docs/api.md "News and help centre"). Operator changes expire the storefront's news pages. */
export function contentRoutes(app: Hono<AppEnv>) {
  route(app, content.newsSearch, async ({ body }, { deps, paging }) => {
    const { rows, total } = await searchNews(deps.db, body, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, content.newsDetail, ({ params }, { deps }) => getNews(deps.db, params.id));
  route(app, content.newsCreate, async ({ body }, { deps }) => {
    const article = await createNews(deps.db, body);
    await refreshStorefrontCache(deps.config, deps.logger, [CACHE_TAG.news, CACHE_TAG.sitemap]);
    return article;
  });
  route(app, content.newsUpdate, async ({ params, body }, { deps }) => {
    const article = await updateNews(deps.db, params.id, body);
    await refreshStorefrontCache(deps.config, deps.logger, [CACHE_TAG.news]);
    return article;
  });
  route(app, content.newsPublish, async ({ params, body }, { deps }) => {
    const article = await publishNews(deps.db, params.id, body.published);
    await refreshStorefrontCache(deps.config, deps.logger, [CACHE_TAG.news, CACHE_TAG.sitemap]);
    return article;
  });
  route(app, content.menuTreeList, async (_in, { deps }) => {
    const roots = await helpTree(deps.db);
    return new Page(roots, roots.length);
  });
  route(app, content.menuTreeByParent, ({ body }, { deps }) => helpChildren(deps.db, body.pId));
  route(app, content.helpArticle, ({ params }, { deps }) => helpArticle(deps.db, params.id));
}
