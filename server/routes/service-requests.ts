import type { Hono } from 'hono';
import { serviceRequest } from '../../lib/api/contract/service-request';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { listServiceRequests, serviceFileResponse, submitServiceRequest } from '../services/service-requests';

/** Inquiries of the service pages (docs/api.md "Service requests"). */
export function serviceRequestRoutes(app: Hono<AppEnv>) {
  route(app, serviceRequest.submit, async ({ body, file }, { deps, user, ip, requestId }) => {
    const created = await submitServiceRequest(deps.db, body, file, { userId: user?.userId ?? null, ip });
    deps.logger.info({ reqId: requestId, serviceRequestId: created.id, kind: body.kind, attachment: file !== null }, 'service request received');
    return created;
  });
  route(app, serviceRequest.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listServiceRequests(deps.db, query.kind, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, serviceRequest.operatorFile, async ({ params }, { deps }) => new FileReply(await serviceFileResponse(deps.db, params.id)));
}
