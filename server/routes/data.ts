import type { Hono } from 'hono';
import { data } from '../../lib/api/contract/data';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { Page, route } from '../http/route';
import { libraryPage, listLibraries } from '../services/data/libraries';
import { recordById, searchRecords } from '../services/data/records';

/** The data centre (lib/api/contract/data.ts): records, the 数据 search tab and the secondary libraries. */
export function dataRoutes(app: Hono<AppEnv>) {
  route(app, data.search, async ({ body }, { deps, paging }) => {
    const { rows, total } = await searchRecords(deps.db, body.keyword ?? '', paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  // The search-centre tab: an empty keyword finds nothing (like the other cards).
  route(app, data.indexSearch, async ({ body }, { deps, paging }) => {
    if (!body.keyword) return new Page([], 0);
    const { rows, total } = await searchRecords(deps.db, body.keyword, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, data.record, async ({ params }, { deps }) => {
    const record = await recordById(deps.db, params.id, deps.providers.chemInfo);
    if (!record) throw notFound('数据记录');
    return record;
  });

  route(app, data.libraries, (_in, { deps }) => listLibraries(deps.db));

  route(app, data.library, async ({ params }, { deps, paging }) => {
    const found = await libraryPage(deps.db, params.id, paging.pageSize, paging.offset);
    if (!found) throw notFound('数据库');
    return new Page({ library: found.library, members: found.members }, found.total);
  });
}
