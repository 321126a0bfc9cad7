import type { Hono } from 'hono';
import { credit } from '../../lib/api/contract/credit';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { cancelExpiredOrders } from '../services/orders/transitions';
import { orderToAct } from '../services/orders/viewer';
import { buyerScope } from '../services/org/orders';
import { getBill, listBills, recordRepayment } from '../services/credit/bills';
import { amountView, findLine, recordView, setLine, walletView } from '../services/credit/lines';
import { creditMessage, payByCredit } from '../services/credit/pay';

/**
 * Credit terms (docs/api.md, Credit terms). Mounted before the order routes: `order/pay/credit` would
 * otherwise be taken for `order/pay/{id}`. Buyers see only their own line and bills; operator calls need a staff session or an API key with the permission (server/http/operator.ts).
 */
export function creditRoutes(app: Hono<AppEnv>) {
  route(app, credit.amount, async (_in, { deps, user }) => amountView(await findLine(deps.db, user!.userId)));
  // Paying an order stays with its buyer: an organisation admin's view of a member's order is refused by name.
  route(app, credit.message, async ({ query }, { deps, user }) => {
    if (query.orderId !== undefined) await orderToAct(deps.db, await buyerScope(deps.db, user!.userId), query.orderId, 'pay');
    return creditMessage(deps.db, user!.userId, query.orderId);
  });
  route(app, credit.pay, async ({ body }, { deps, user }) => {
    await orderToAct(deps.db, await buyerScope(deps.db, user!.userId), body.orderId, 'pay');
    await cancelExpiredOrders(deps.db, { userId: user!.userId });
    const { payNo: _p, ...paid } = await payByCredit(deps.db, user!.userId, body.orderId);
    return paid;
  });
  route(app, credit.wallet, (_in, { deps, user }) => walletView(deps.db, user!.userId));
  route(app, credit.record, (_in, { deps, user }) => recordView(deps.db, user!.userId));
  route(app, credit.bills, async ({ query }, { deps, user, paging }) => {
    const { rows, total } = await listBills(deps.db, { userId: user!.userId, state: query.state }, paging.pageSize, paging.offset);
    return new Page(
      rows.map(({ userId: _u, ...r }) => r),
      total,
    );
  });
  route(app, credit.repayInfo, async ({ params }, { deps, user }) => {
    const { userId: _u, ...bill } = await getBill(deps.db, params.id, user!.userId);
    return { bill, account: { ...deps.providers.payment.bankAccount, reference: bill.billNo } };
  });

  route(app, credit.operatorSetLine, ({ body }, { deps }) => setLine(deps.db, body));
  route(app, credit.operatorBills, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listBills(deps.db, query, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, credit.operatorRepay, ({ params, body }, { deps }) => recordRepayment(deps.db, params.id, body.amount, body.reference, body.note));
}
