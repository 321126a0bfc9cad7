import type { Hono } from 'hono';
import { afterSale } from '../../lib/api/contract/aftersale';
import type { AppDeps, AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { applyCase } from '../services/aftersales/apply';
import { imageResponse, readCaseImage, uploadCaseImage } from '../services/aftersales/images';
import { approveCase, completeCase } from '../services/aftersales/operator';
import { claimableLines, forBuyer, getCase, listCases } from '../services/aftersales/queries';
import { addMessage, cancelCase, rejectCase } from '../services/aftersales/transitions';
import { lineToAct, orderToAct } from '../services/orders/viewer';
import { buyerScope } from '../services/org/orders';

/** After-sales (docs/api.md, After-sales). Buyers see only their own cases; operator calls need a staff session or an API key with the permission (server/http/operator.ts). */
export function afterSaleRoutes(app: Hono<AppEnv>) {
  route(app, afterSale.uploadImage, ({ file }, { deps, user }) => uploadCaseImage(deps.db, user!.userId, file));
  route(app, afterSale.imageFile, async ({ params }, { deps, user }) => new FileReply(imageResponse(await readCaseImage(deps.db, params.id, user!.userId))));
  // After-sales stay with the order's buyer: an organisation admin's view of a member's order is refused by name.
  route(app, afterSale.lines, async ({ params }, { deps, user }) => {
    await orderToAct(deps.db, await buyerScope(deps.db, user!.userId), params.id, 'afterSale');
    return claimableLines(deps.db, params.id, user!.userId);
  });
  route(app, afterSale.apply, async ({ body }, { deps, user }) => {
    await lineToAct(deps.db, await buyerScope(deps.db, user!.userId), body.orderLineId, 'afterSale');
    const id = await applyCase(deps.db, user!.userId, body);
    return forBuyer(await getCase(deps.db, id, user!.userId));
  });
  route(app, afterSale.list, async ({ query }, { deps, user, paging }) => {
    const { rows, total } = await listCases(deps.db, { userId: user!.userId, tab: query.tab }, paging.pageSize, paging.offset);
    return new Page(rows.map(forBuyer), total);
  });
  route(app, afterSale.detail, async ({ params }, { deps, user }) => forBuyer(await getCase(deps.db, params.id, user!.userId)));
  route(app, afterSale.cancel, async ({ params }, { deps, user }) => {
    await cancelCase(deps.db, params.id, user!.userId);
    return forBuyer(await getCase(deps.db, params.id, user!.userId));
  });
  route(app, afterSale.message, async ({ params, body }, { deps, user }) => {
    await addMessage(deps.db, params.id, 'buyer', body.content, user!.userId);
    return forBuyer(await getCase(deps.db, params.id, user!.userId));
  });

  // Operator.
  const view = async (deps: AppDeps, id: number) => forBuyer(await getCase(deps.db, id));
  route(app, afterSale.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listCases(deps.db, { status: query.status }, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, afterSale.operatorDetail, ({ params }, { deps }) => view(deps, params.id));
  route(app, afterSale.operatorApprove, async ({ params, body }, { deps }) => {
    await approveCase(deps, params.id, body.note);
    return view(deps, params.id);
  });
  route(app, afterSale.operatorReject, async ({ params, body }, { deps }) => {
    await rejectCase(deps.db, params.id, body.reason);
    return view(deps, params.id);
  });
  route(app, afterSale.operatorReply, async ({ params, body }, { deps }) => {
    await addMessage(deps.db, params.id, 'operator', body.content);
    return view(deps, params.id);
  });
  route(app, afterSale.operatorComplete, async ({ params, body }, { deps }) => {
    await completeCase(deps, params.id, body);
    return view(deps, params.id);
  });
  route(app, afterSale.operatorImageFile, async ({ params }, { deps }) => new FileReply(imageResponse(await readCaseImage(deps.db, params.id))));
}
