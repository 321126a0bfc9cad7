import type { Hono } from 'hono';
import { standards } from '../../lib/api/contract/standards';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { getStandard, getStandardByCode, listStandards, standardOverview, standardsByNumber } from '../services/standards/read';
import { productReferences } from '../services/standards/references';

/** Standards and what cites a product (docs/api.md "Standards"). */
export function standardRoutes(app: Hono<AppEnv>) {
  route(app, standards.standardList, async ({ body }, { deps, paging }) => {
    const { rows, total } = await listStandards(deps.db, body, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, standards.standardOverview, (_in, { deps }) => standardOverview(deps.db));
  route(app, standards.standardDetail, ({ params }, { deps }) => getStandard(deps.db, params.id));
  route(app, standards.standardByCode, ({ query }, { deps }) => getStandardByCode(deps.db, query.code));
  route(app, standards.standardByNumber, ({ query }, { deps }) => standardsByNumber(deps.db, query.number));
  route(app, standards.productReferences, ({ params }, { deps }) => productReferences(deps.db, params.id));
}
