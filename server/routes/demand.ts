import type { Hono } from 'hono';
import { demand } from '../../lib/api/contract/demand';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { addDemand, listDemand, removeDemand, synchronizeDemand } from '../services/demand';

/** The demand list — /mall/user/api/userBookMark/* (docs/api.md). */
export function demandRoutes(app: Hono<AppEnv>) {
  route(app, demand.goodsCollectList, async (_in, ctx) => {
    const { rows, total } = await listDemand(ctx.deps.db, ctx.user!.userId, ctx.paging.pageSize, ctx.paging.offset);
    return new Page(rows, total);
  });
  route(app, demand.add, ({ body }, ctx) => addDemand(ctx.deps.db, ctx.user!.userId, body));
  route(app, demand.delete, async ({ params }, ctx) => {
    await removeDemand(ctx.deps.db, ctx.user!.userId, params.id);
    return null;
  });
  route(app, demand.synchronize, ({ body }, ctx) => synchronizeDemand(ctx.deps.db, ctx.user!.userId, body.items));
}
