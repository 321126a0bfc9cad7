import type { Hono } from 'hono';
import { methods } from '../../lib/api/contract/methods';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { aboutProducts, apiProducts, methodDetail, productsOfMethods } from '../services/methods/detail';
import { apiByName, methodTypes, searchApis } from '../services/methods/search';

/** Pharmacopoeia methods (SPEC §7 apiserver, prodapiitem, prodapi): read-only, for visitors too. */
export function methodRoutes(app: Hono<AppEnv>) {
  route(app, methods.types, (_in, { deps }) => methodTypes(deps.db));

  route(app, methods.searchApi, async ({ body }, { deps, paging }) => {
    const { rows, total } = await searchApis(deps.db, body.keyword, body.typeIds, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, methods.getById, ({ params }, { deps }) => methodDetail(deps.db, params.id));

  route(app, methods.apiByName, ({ params }, { deps }) => apiByName(deps.db, params.api));

  route(app, methods.productsOfMethods, ({ params }, { deps }) => productsOfMethods(deps.db, params.a, params.b));

  route(app, methods.apiProducts, async ({ body }, { deps, paging }) => {
    const { rows, total } = await apiProducts(deps.db, body.apiItemId, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, methods.aboutProducts, async ({ body }, { deps, paging }) => {
    const { rows, total } = await aboutProducts(deps.db, body.apiItemId, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
}
