import type { Hono } from 'hono';
import { STAFF_TOKEN_HEADER } from '../../lib/api/contract/endpoint';
import { staff } from '../../lib/api/contract/staff';
import type { AppEnv, RequestCtx } from '../http/context';
import { csvReply, Page, route } from '../http/route';
import { take } from '../services/rate-limit';
import { limitOf, RATE_RULES } from '../services/rate-rules';
import { createStaff, disableStaff, enableStaff, getStaff, listStaff, resetEnrolment, setGroups } from '../services/staff/accounts';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/staff/api-keys';
import { auditCsv, searchAudit } from '../services/staff/audit-search';
import { STAFF_MSG, type Actor, type RequestMeta } from '../services/staff/context';
import { finishEnrolment, regenerateRecoveryCodes, startEnrolment } from '../services/staff/enrolment';
import { listGroups } from '../services/staff/groups';
import { passwordStep, totpStep } from '../services/staff/login';
import { recoveryCodesLeft } from '../services/staff/recovery-codes';
import { listAllSessions, listSessions, logout, revokeSession } from '../services/staff/sessions';


const metaOf = (ctx: RequestCtx): RequestMeta => ({ ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });
/**
 * The person of a 'staff' or staff-admin call (route has checked the session): the call's own actor, so the entry
 * the service writes is the call's entry (no second, generic one).
 */
const actorOf = (ctx: RequestCtx): Actor => ctx.staff!;
const entryLimit = (ctx: RequestCtx) =>
  take(ctx.deps.db, [limitOf(RATE_RULES.staffEntryPerIp, ctx.ip, () => STAFF_MSG.tooManyFromIp)]);

/** The staff console's calls (docs/api.md, Staff): login, enrolment, one's own account, and managing staff, keys and the audit log. */
export function staffRoutes(app: Hono<AppEnv>) {
  route(app, staff.loginPassword, async ({ body }, ctx) => {
    await entryLimit(ctx);
    return passwordStep(ctx.deps, body, metaOf(ctx));
  });
  route(app, staff.loginCode, async ({ body }, ctx) => {
    await entryLimit(ctx);
    return totpStep(ctx.deps, body, metaOf(ctx));
  });
  route(app, staff.enrolStart, async ({ body }, ctx) => {
    await entryLimit(ctx);
    return startEnrolment(ctx.deps, body.token);
  });
  route(app, staff.enrolFinish, async ({ body }, ctx) => {
    await entryLimit(ctx);
    return finishEnrolment(ctx.deps, body, metaOf(ctx));
  });

  route(app, staff.logout, async (_, ctx) => {
    await logout(ctx.deps, ctx.header(STAFF_TOKEN_HEADER), metaOf(ctx));
    return null;
  });
  route(app, staff.me, async (_, { deps, staff: who }) => ({ ...(await getStaff(deps.db, who!.id!)), recoveryCodesLeft: await recoveryCodesLeft(deps.db, who!.id!) }));
  route(app, staff.mySessions, (_, { deps, staff: who }) => listSessions(deps.db, who!.id!));
  route(app, staff.mySessionRevoke, async ({ params }, ctx) => {
    await revokeSession(ctx.deps, params.id, actorOf(ctx), ctx.staff!.id!);
    return null;
  });
  route(app, staff.myRecoveryCodes, ({ body }, ctx) => regenerateRecoveryCodes(ctx.deps, ctx.staff!.id!, body.totpCode, actorOf(ctx)));

  route(app, staff.staffList, (_, { deps }) => listStaff(deps.db));
  route(app, staff.staffCreate, async ({ body }, ctx) => {
    const made = await createStaff(ctx.deps, body, actorOf(ctx));
    return { staff: made.staff, enrol: made.enrol };
  });
  route(app, staff.staffDisable, ({ params }, ctx) => disableStaff(ctx.deps, params.id, actorOf(ctx)));
  route(app, staff.staffEnable, ({ params }, ctx) => enableStaff(ctx.deps, params.id, actorOf(ctx)));
  route(app, staff.staffGroups, ({ params, body }, ctx) => setGroups(ctx.deps, params.id, body.groupIds, actorOf(ctx)));
  route(app, staff.staffResetEnrolment, async ({ params }, ctx) => {
    const reset = await resetEnrolment(ctx.deps, params.id, actorOf(ctx));
    return { staff: reset.staff, enrol: reset.enrol };
  });
  route(app, staff.groupList, (_, { deps }) => listGroups(deps.db));
  route(app, staff.sessionList, (_, { deps }) => listAllSessions(deps.db));
  route(app, staff.sessionRevoke, async ({ params }, ctx) => {
    await revokeSession(ctx.deps, params.id, actorOf(ctx));
    return null;
  });
  route(app, staff.apiKeyList, (_, { deps }) => listApiKeys(deps.db));
  route(app, staff.apiKeyCreate, async ({ body }, ctx) => {
    const { key, row } = await createApiKey(ctx.deps, body, actorOf(ctx));
    return { key, apiKey: row };
  });
  route(app, staff.apiKeyRevoke, ({ params }, ctx) => revokeApiKey(ctx.deps, params.id, actorOf(ctx)));
  route(app, staff.auditList, async ({ query }, { deps, paging }) => {
    const { rows, total } = await searchAudit(deps.db, query, { limit: paging.pageSize, offset: paging.offset });
    return new Page(rows, total);
  });
  route(app, staff.auditExport, async ({ query }, { deps }) => csvReply(await auditCsv(deps.db, query), 'audit-log'));
}
