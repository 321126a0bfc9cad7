import type { Hono } from 'hono';
import { controlled } from '../../lib/api/contract/controlled';
import type { AppEnv } from '../http/context';
import { csvReply, FileReply, route } from '../http/route';
import { getOrder } from '../services/orders/queries';
import { ledgerCsv } from '../services/orders/ledger';
import { permitResponse, readPermit, uploadPermit } from '../services/orders/permits';
import { approveOrder, rejectOrder, reviewFacts } from '../services/orders/review';
import type { Db } from '../db/client';

const operatorView = async (db: Db, id: number) => {
  const { userId: _u, ...detail } = await getOrder(db, id);
  return detail;
};

/** Controlled goods (docs/api.md, Controlled goods): the buyer's permit upload; the operator's review and ledger. */
export function controlledRoutes(app: Hono<AppEnv>) {
  route(app, controlled.permitUpload, ({ file }, { deps, user }) => uploadPermit(deps.db, user!.userId, file));

  route(app, controlled.operatorReview, ({ params }, { deps }) => reviewFacts(deps.db, deps.config, params.id));
  route(app, controlled.operatorApprove, async ({ params, body }, { deps }) => {
    await approveOrder(deps.db, params.id, body.note, deps.config.ORDER_PAY_TIMEOUT_MINUTES);
    return operatorView(deps.db, params.id);
  });
  route(app, controlled.operatorReject, async ({ params, body }, { deps }) => {
    await rejectOrder(deps.db, params.id, body.reason);
    return operatorView(deps.db, params.id);
  });
  route(app, controlled.operatorPermitFile, async ({ params }, { deps }) => new FileReply(permitResponse(await readPermit(deps.db, params.id))));
  route(app, controlled.operatorLedger, async ({ query }, { deps }) => csvReply(await ledgerCsv(deps.db, deps.config, query), 'sales-ledger'));
}
