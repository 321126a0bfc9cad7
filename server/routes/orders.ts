import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { order } from '../../lib/api/contract/order';
import { payment } from '../../lib/api/contract/payment';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { FileReply, Page, route } from '../http/route';
import { verifySandbox } from '../providers/payment/sandbox';
import { submitOrder } from '../services/orders/create';
import { countOrders, getOrder, listOrders } from '../services/orders/queries';
import { computeSettlement } from '../services/orders/settlement';
import { buyAgain } from '../services/orders/buy-again';
import { cancelExpiredOrders, cancelOrder, confirmReceipt, shipOrder } from '../services/orders/transitions';
import { issueInvoice } from '../services/orders/invoicing';
import { applyAlipayNotify, applyPaymentNotify, confirmTransfer, PAY_ERR, paymentResult, spendNotifyNonce, startPayment } from '../services/payments';
import { cashierDecide, cashierView } from '../services/sandbox-institution';
import { listSlips, readSlip, slipResponse, uploadSlip } from '../services/transfer-slips';
import { creditMethod, payByCredit } from '../services/credit/pay';
import { assertCanOrder, orderRefusal } from '../services/org/membership';
import { buyerScope } from '../services/org/orders';
import type { BuyerScope } from '../services/orders/scope';
import { buyerName } from '../services/orders/buyers';
import { orderToAct } from '../services/orders/viewer';
import { users } from '../db/schema';
import type { Db } from '../db/client';

/** The operator sees the order as the buyer does (its owner is in the list call). */
const operatorView = async (db: Db, id: number) => {
  const { userId: _u, ...detail } = await getOrder(db, id);
  return detail;
};

/** The buyer's view of an order (a member's, for the organisation's admin). */
const buyerView = async (db: Db, id: number, scope: BuyerScope) => {
  const { userId: _u, ...detail } = await getOrder(db, id, scope);
  return detail;
};

/** The buyer's view after cancelling the orders in it past their deadline, so no answer shows a stale 待付款. */
const freshScope = async (db: Db, userId: number) => {
  const scope = await buyerScope(db, userId);
  await cancelExpiredOrders(db, { scope });
  return scope;
};

/** Settlement, orders, payment (docs/api.md, Orders). Buyers see only their own orders; operator calls need a staff session or an API key with the permission (server/http/operator.ts). */
export function orderRoutes(app: Hono<AppEnv>) {
  // A 仅查看 member of their current organisation sees the settlement with the reason, and cannot submit.
  route(app, order.preview, async ({ body }, { deps, user }) => ({ ...(await computeSettlement(deps.db, user!.userId, body)), orderBlocked: await orderRefusal(deps.db, user!.userId) }));
  route(app, order.submit, async ({ body }, { deps, user }) => {
    const organisationId = await assertCanOrder(deps.db, user!.userId);
    return submitOrder(deps.db, user!.userId, body, deps.config.ORDER_PAY_TIMEOUT_MINUTES, organisationId);
  });

  // Reads first cancel the orders of this buyer's view past their deadline (freshScope).
  route(app, order.list, async ({ query }, { deps, user, paging }) => {
    const { rows, total } = await listOrders(deps.db, { scope: await freshScope(deps.db, user!.userId), ...query }, paging.pageSize, paging.offset);
    return new Page(
      rows.map(({ userId: _u, ...r }) => r),
      total,
    );
  });
  route(app, order.counts, async (_in, { deps, user }) => countOrders(deps.db, await freshScope(deps.db, user!.userId)));
  route(app, order.detail, async ({ params }, { deps, user }) => buyerView(deps.db, params.id, await freshScope(deps.db, user!.userId)));
  // Every action is authorised by orderToAct, the rule the orders' `actions` are made by.
  route(app, order.cancel, async ({ params, body }, { deps, user }) => {
    const scope = await buyerScope(deps.db, user!.userId);
    const o = await orderToAct(deps.db, scope, params.id, 'cancel');
    await cancelOrder(deps.db, params.id, 'buyer', body.reason, o.userId, o.own ? undefined : `机构管理员 ${await buyerName(deps.db, scope.userId)}`);
    return buyerView(deps.db, params.id, scope);
  });
  route(app, order.confirmReceipt, async ({ params }, { deps, user }) => {
    const scope = await buyerScope(deps.db, user!.userId);
    await orderToAct(deps.db, scope, params.id, 'confirm');
    await confirmReceipt(deps.db, params.id, user!.userId);
    return buyerView(deps.db, params.id, scope);
  });
  route(app, order.buyAgain, async ({ params }, { deps, user }) => buyAgain(deps.db, await buyerScope(deps.db, user!.userId), params.id));

  // The configured institutions, then 账期支付 for a buyer the operator granted a line.
  route(app, payment.methods, async (_in, { deps, user }) => [
    ...deps.providers.payment.list.map(({ method, title, description }) => ({ method, title, description })),
    ...(await creditMethod(deps.db, user!.userId)),
  ]);
  route(app, payment.pay, async ({ params, body }, ctx) => {
    await orderToAct(ctx.deps.db, await freshScope(ctx.deps.db, ctx.user!.userId), params.id, 'pay');
    if (body.method === 'credit') {
      const paid = await payByCredit(ctx.deps.db, ctx.user!.userId, params.id);
      return { payNo: paid.payNo, method: 'credit' as const, payUrl: null, bank: null };
    }
    return startPayment(ctx.deps, ctx.user!.userId, params.id, body.method, payment.alipayNotify.path);
  });
  route(app, payment.result, ({ query }, ctx) => paymentResult(ctx.deps, ctx.user!.userId, query.payNo));
  route(app, payment.bankAccount, async ({ params }, { deps, user }) => {
    await orderToAct(deps.db, await buyerScope(deps.db, user!.userId), params.id, 'pay');
    const detail = await getOrder(deps.db, params.id, user!.userId);
    return { ...deps.providers.payment.bankAccount, reference: detail.orderNo, slips: await listSlips(deps.db, detail.id) };
  });
  route(app, payment.uploadSlip, async ({ params, file }, { deps, user }) => {
    await orderToAct(deps.db, await buyerScope(deps.db, user!.userId), params.id, 'pay');
    return uploadSlip(deps.db, user!.userId, params.id, file);
  });
  route(app, payment.slipFile, async ({ params }, { deps, user }) => new FileReply(slipResponse(await readSlip(deps.db, params.slipId, { userId: user!.userId, orderId: params.id }))));

  route(app, payment.sandboxNotify, async ({ body }, { deps }) => {
    const secret = deps.providers.payment.sandboxSecret;
    if (!secret) throw new ApiError(PAY_ERR.methodOff);
    const verified = verifySandbox(body, secret);
    if (!verified) throw new ApiError(PAY_ERR.badSignature);
    await spendNotifyNonce(deps.db, body.timestamp, body.nonce);
    await applyPaymentNotify(deps.db, verified, '沙箱支付成功', 'sandbox');
    return 'success' as const;
  });
  route(app, payment.alipayNotify, async ({ body }, { deps }) => {
    await applyAlipayNotify(deps, body);
    return new FileReply(new Response('success', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }));
  });
  route(app, payment.sandboxCashier, ({ params, query }, { deps, user }) => cashierView(deps.db, params.payNo, deps, { token: query.token, userId: user?.userId }));
  route(app, payment.sandboxDecide, ({ params, query, body }, { deps, user }) => {
    const origin = deps.config.SANDBOX_NOTIFY_ORIGIN ?? `http://${deps.config.API_HOST === '0.0.0.0' ? '127.0.0.1' : deps.config.API_HOST}:${deps.config.API_PORT}`;
    return cashierDecide(deps, params.payNo, body.result, `${origin}${payment.sandboxNotify.path}`, { token: query.token, userId: user?.userId });
  });

  // Operator.
  route(app, order.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listOrders(deps.db, query, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, order.operatorDetail, async ({ params }, { deps }) => operatorView(deps.db, params.id));
  route(app, order.operatorShip, async ({ params, body }, { deps }) => {
    const shipped = await shipOrder(deps.db, params.id, body.carrier, body.trackingNo);
    // The buyer hears of it by SMS; a failed text does not undo the shipment.
    const [buyer] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, shipped.userId));
    if (buyer?.mobile) {
      await deps.providers.sms.sendNotice(buyer.mobile, { kind: 'shipped', orderNo: shipped.orderNo, carrier: body.carrier, trackingNo: body.trackingNo }).catch((err: unknown) => {
        deps.logger.warn({ orderId: shipped.id, err: (err as Error).message }, 'shipping notice not sent');
      });
    }
    return operatorView(deps.db, params.id);
  });
  route(app, order.operatorCancel, async ({ params, body }, { deps }) => {
    await cancelOrder(deps.db, params.id, 'operator', body.reason);
    return operatorView(deps.db, params.id);
  });
  route(app, order.operatorIssueInvoice, async ({ params, body }, { deps }) => {
    await issueInvoice(deps.db, params.id, body.invoiceNo);
    return operatorView(deps.db, params.id);
  });
  route(app, payment.operatorConfirmTransfer, async ({ params, body }, { deps }) => {
    await confirmTransfer(deps.db, params.id, body.note);
    return operatorView(deps.db, params.id);
  });
  route(app, payment.operatorSlipFile, async ({ params }, { deps }) => new FileReply(slipResponse(await readSlip(deps.db, params.slipId, {}))));
}
