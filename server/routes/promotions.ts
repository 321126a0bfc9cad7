import type { Hono } from 'hono';
import { activity, pointsMall } from '../../lib/api/contract/promotion';
import { voucher } from '../../lib/api/contract/voucher';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { claimVoucher, getActivity, listActivities } from '../services/vouchers/activities';
import { listMallItems, listRedemptions, redeemItem } from '../services/vouchers/points-mall';
import { listUserVouchers } from '../services/vouchers/wallet';

/** Vouchers, the points mall and activities (docs/api.md, Vouchers, points mall and activities). */
export function promotionRoutes(app: Hono<AppEnv>) {
  route(app, voucher.mine, ({ query }, { deps, user }) => listUserVouchers(deps.db, user!.userId, query.state));

  route(app, pointsMall.items, (_in, { deps }) => listMallItems(deps.db));
  route(app, pointsMall.redeem, ({ body }, { deps, user }) => redeemItem(deps.db, user!.userId, body));
  route(app, pointsMall.redemptions, async (_in, { deps, user, paging }) => {
    const { rows, total } = await listRedemptions(deps.db, user!.userId, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, activity.list, (_in, { deps }) => listActivities(deps.db));
  route(app, activity.detail, ({ params }, { deps }) => getActivity(deps.db, params.slug));
  route(app, activity.claim, ({ body }, { deps, user }) => claimVoucher(deps.db, user!.userId, body));
}
