import type { Hono } from 'hono';
import { member } from '../../lib/api/contract/member';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { addSuggestion, adoptSuggestion, hostedImageResponse, listSuggestions, readHostedImage, uploadHostedImage } from '../services/feedback';
import { clearFootprints, listFootprints, recordAccess } from '../services/footprints';
import { pointsRows, pointsSummary } from '../services/points/ledger';

/** Footprints, points, the generic image upload and feedback (docs/api.md, Member assets). */
export function memberRoutes(app: Hono<AppEnv>) {
  route(app, member.accessLogRecord, ({ body }, { deps, user }) => recordAccess(deps.db, user!.userId, body.page));
  route(app, member.footprints, (_, { deps, user }) => listFootprints(deps.db, user!.userId));
  route(app, member.footprintsClear, ({ body }, { deps, user }) => clearFootprints(deps.db, user!.userId, body.day));

  route(app, member.pointsSummary, (_, { deps, user }) => pointsSummary(deps.db, user!.userId));
  route(app, member.pointsLedger, async (_, { deps, user, paging }) => {
    const { rows, total } = await pointsRows(deps.db, user!.userId, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  route(app, member.upload, ({ body, file }, { deps, user }) => uploadHostedImage(deps.db, user!.userId, file, body?.scene ?? 'generic'));
  route(app, member.hostedFile, async ({ params }, { deps, user }) => new FileReply(hostedImageResponse(await readHostedImage(deps.db, params.fid, user!.userId))));
  route(app, member.suggestAdd, ({ body }, { deps, user }) => addSuggestion(deps.db, user!.userId, body));

  // Operator.
  route(app, member.operatorSuggestions, async ({ query }, { deps, paging }) => {
    const { rows, total } = await listSuggestions(deps.db, query.adopted, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, member.operatorAdopt, ({ params }, { deps }) => adoptSuggestion(deps.db, params.id));
  route(app, member.operatorImage, async ({ params }, { deps }) => new FileReply(hostedImageResponse(await readHostedImage(deps.db, params.fid))));
}
