import type { Hono } from 'hono';
import { ID_SIDE_MSG, identity } from '../../lib/api/contract/identity';
import { reject } from '../http/errors';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { bindIdCard, caseOf, idImageResponse, maskedInfo, readIdImage, uploadIdImage } from '../services/identity/cases';
import { listCases, reviewCase } from '../services/identity/review';

/** Real-name verification (docs/api.md, Real-name verification): the buyer's own case only; the operator reviews. */
export function identityRoutes(app: Hono<AppEnv>) {
  route(app, identity.idCadUpload, ({ body, file }, { deps, user }) => {
    if (!body) throw reject(ID_SIDE_MSG);
    return uploadIdImage(deps.db, deps.config, user!.userId, body.side, file);
  });
  route(app, identity.bindIDCard, ({ body }, { deps, user }) => bindIdCard(deps.db, deps.config, user!.userId, body));
  route(app, identity.getIDCardCase, (_in, { deps, user }) => caseOf(deps.db, user!.userId));
  route(app, identity.getIdCardInfo, (_in, { deps, user }) => maskedInfo(deps.db, deps.config, user!.userId));
  route(app, identity.idCardImage, async ({ params }, { deps, user }) => new FileReply(idImageResponse(await readIdImage(deps.db, deps.config, params.id, user!.userId))));

  route(app, identity.operatorList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listCases(deps.db, deps.config, query.status, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, identity.operatorReview, ({ params, body }, { deps }) => reviewCase(deps.db, deps.config, params.id, body.decision, body.reason));
  route(app, identity.operatorImage, async ({ params }, { deps }) => new FileReply(idImageResponse(await readIdImage(deps.db, deps.config, params.id))));
}
