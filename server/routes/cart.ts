import type { Hono } from 'hono';
import { basket, cart } from '../../lib/api/contract/cart';
import type { AppEnv, RequestCtx } from '../http/context';
import { Page, route } from '../http/route';
import { basketService } from '../services/basket';
import { cartService } from '../services/cart';
import type { ItemListService } from '../services/item-list';
import { resolveQuickOrder } from '../services/quick-order';
import { maybeSweepSyncRequests, synchronize } from '../services/synchronize';

/** `auth: 'user'` guarantees the session; this reads it for the services. */
const userOf = (ctx: RequestCtx) => ctx.user!.userId;

/** The same six calls for the cart and the inquiry basket: one service, two tables. */
function itemListRoutes(app: Hono<AppEnv>, eps: typeof basket, service: ItemListService) {
  route(app, eps.list, async (_in, ctx) => {
    const { rows, total } = await service.list(ctx.deps.db, userOf(ctx), ctx.paging.pageSize, ctx.paging.offset);
    return new Page(rows, total);
  });
  route(app, eps.insert, ({ body }, ctx) => service.insert(ctx.deps.db, userOf(ctx), body));
  route(app, eps.update, ({ body }, ctx) => service.update(ctx.deps.db, userOf(ctx), body.carId, body.num));
  route(app, eps.delete, async ({ params }, ctx) => {
    await service.remove(ctx.deps.db, userOf(ctx), params.carId);
    return null;
  });
  route(app, eps.total, async (_in, ctx) => {
    const n = await service.total(ctx.deps.db, userOf(ctx));
    return new Page(n, n);
  });
  route(app, eps.synchronize, async ({ body }, ctx) => {
    const result = await synchronize(ctx.deps.db, service, userOf(ctx), body);
    await maybeSweepSyncRequests(ctx.deps.db);
    return result;
  });
}

/** Cart and inquiry basket — /mall/shopping/order/api/buy/car/*, inquiry/basket/*, and quick order (docs/api.md). */
export function cartRoutes(app: Hono<AppEnv>) {
  itemListRoutes(app, cart, cartService);
  itemListRoutes(app, basket, basketService);
  route(app, cart.batchInsert, ({ body }, ctx) => cartService.batchInsert(ctx.deps.db, userOf(ctx), body.items));
  route(app, cart.quickOrderResolve, ({ body }, ctx) => resolveQuickOrder(ctx.deps.db, body.lines));
}
