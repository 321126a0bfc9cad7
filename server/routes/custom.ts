import type { Hono } from 'hono';
import { custom } from '../../lib/api/contract/custom';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { acceptCustomQuote } from '../services/custom/accept';
import { customAttachmentResponse, uploadCustomAttachment } from '../services/custom/attachments';
import { assertCanOrder } from '../services/org/membership';
import {
  addCustomProgress,
  cancelCustomRequest,
  customRequestDetail,
  declineCustomQuote,
  listAllCustomRequests,
  listMyCustomRequests,
  quoteCustomRequest,
  submitCustomRequest,
} from '../services/custom/requests';

/** Custom synthesis (docs/api.md "Custom synthesis"). */
export function customRoutes(app: Hono<AppEnv>) {
  route(app, custom.submit, ({ body }, { deps, user }) => submitCustomRequest(deps.db, user!.userId, body));
  route(app, custom.mine, async ({ query }, { deps, user, paging }) => {
    const { rows, total } = await listMyCustomRequests(deps.db, user!.userId, query.state, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, custom.detail, ({ params }, { deps, user }) => customRequestDetail(deps.db, user!.userId, params.id));
  route(app, custom.cancel, ({ params }, { deps, user }) => cancelCustomRequest(deps.db, user!.userId, params.id));
  route(app, custom.decline, ({ params }, { deps, user }) => declineCustomQuote(deps.db, user!.userId, params.id));
  // Accepting makes an order: the same 仅查看 rule and organisation as 提交订单.
  route(app, custom.accept, async ({ params, body }, { deps, user }) => {
    const organisationId = await assertCanOrder(deps.db, user!.userId);
    return acceptCustomQuote(deps.db, user!.userId, params.id, body, deps.config.ORDER_PAY_TIMEOUT_MINUTES, organisationId);
  });
  route(app, custom.attachmentUpload, ({ file }, { deps, user }) => uploadCustomAttachment(deps.db, user!.userId, file));
  route(app, custom.attachmentFile, async ({ params }, { deps, user }) => new FileReply(await customAttachmentResponse(deps.db, params.id, user!.userId)));
  route(app, custom.operatorAttachment, async ({ params }, { deps }) => new FileReply(await customAttachmentResponse(deps.db, params.id)));
  route(app, custom.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listAllCustomRequests(deps.db, query.state, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, custom.operatorQuote, ({ params, body }, { deps }) => quoteCustomRequest(deps.db, params.id, body));
  route(app, custom.operatorProgress, ({ params, body }, { deps }) => addCustomProgress(deps.db, params.id, body.text));
}
