import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { API_KEY_HEADER, STAFF_TOKEN_HEADER } from '../../lib/api/contract/endpoint';
import { auditLog } from '../../server/db/schema';
import { OPERATOR_MSG, STAFF_LOGIN_REQUIRED } from '../../server/http/operator';
import { STAFF_MSG } from '../../server/services/staff/context';
import { freshIp, freshMobile, from, passwd } from './accounts-helpers';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, OPERATOR_KEY, type TestApi } from './harness';
import { clock, codeAt, enrolledStaff, groupId, RIGHT, wrongCode, type Enrolled } from './staff-helpers';

/* The staff console's calls over HTTP: the two-step login, enrolment, one's own account, and managing staff, keys and the audit log. */

const { staff } = contract;
let api: TestApi;
let admin: Enrolled;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  clock.start();
  admin = await enrolledStaff(api, ['超级管理员'], '周管理');
  adminToken = await httpLogin(admin);
});
afterAll(async () => {
  clock.stop();
  await api.close();
});

const as = (token: string) => ({ [STAFF_TOKEN_HEADER]: token });
const asAdmin = () => as(adminToken);

/** Both login steps over HTTP, half a minute after the last (a TOTP code is accepted once per time step). */
async function httpLogin(who: Pick<Enrolled, 'account' | 'secret'>, ip = freshIp()): Promise<string> {
  clock.advance(30_000);
  const step = ok(await api.call(staff.loginPassword, { body: { account: who.account, passwd: passwd(RIGHT) } }, from(ip)));
  expect(step.challenge.length).toBeGreaterThan(20);
  const done = ok(await api.call(staff.loginCode, { body: { challenge: step.challenge, code: await codeAt(who.secret) } }, from(ip)));
  return done.token;
}

/** A member made by the admin over HTTP and enrolled over HTTP through the link's token. */
async function httpMember(name: string, groups: string[]): Promise<Enrolled & { token: string }> {
  const groupIds = await Promise.all(groups.map((g) => groupId(api, g)));
  const account = freshMobile();
  const made = ok(await api.call(staff.staffCreate, { body: { name, mobile: account, groupIds } }, asAdmin()));
  const token = new URL(made.enrol.url).searchParams.get('token')!;
  const start = ok(await api.call(staff.enrolStart, { body: { token } }, from(freshIp())));
  const { recoveryCodes } = ok(await api.call(staff.enrolFinish, { body: { token, passwd: passwd(RIGHT), totpCode: await codeAt(start.secret) } }, from(freshIp())));
  const member = { id: made.staff.id, account, secret: start.secret, recoveryCodes };
  return { ...member, token: await httpLogin(member) };
}

describe('the audit log of a staff-administration call', () => {
  it('holds one entry per call: the one its service wrote, with the call\'s caller, address and request id', async () => {
    const requestId = `one-entry-${Date.now()}`;
    const made = ok(await api.call(staff.staffCreate, { body: { name: '单条记录', mobile: freshMobile(), groupIds: [] } }, { ...asAdmin(), 'x-request-id': requestId }));
    const entries = await api.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'staff.create', actorKind: 'staff', actorName: '周管理', permission: 'staff', entityId: String(made.staff.id), outcome: 'ok' });
  });
});

describe('the staff login over HTTP', () => {
  it('password, then the code, gives a session; /me shows the name and permissions', async () => {
    const ip = freshIp();
    clock.advance(30_000);
    const step = ok(await api.call(staff.loginPassword, { body: { account: admin.account, passwd: passwd(RIGHT) } }, from(ip)));
    const login = ok(await api.call(staff.loginCode, { body: { challenge: step.challenge, code: await codeAt(admin.secret) } }, from(ip)));
    expect(login).toMatchObject({ name: '周管理', recoveryCodesLeft: 10 });
    expect(login.permissions).toContain('staff');
    const me = ok(await api.call(staff.me, {}, as(login.token)));
    expect(me).toMatchObject({ id: admin.id, name: '周管理', status: 'active', enrolled: true, recoveryCodesLeft: 10 });
    expect(me.permissions).toEqual(['catalogue', 'orders', 'finance', 'compliance', 'service', 'content', 'staff']);
    expect(JSON.stringify(me)).not.toMatch(/secret|passw|hash/i);
    // The challenge is single use.
    rejected(await api.call(staff.loginCode, { body: { challenge: step.challenge, code: await codeAt(admin.secret) } }, from(ip)), STAFF_MSG.challengeGone);
  });

  it('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await api.call(staff.loginPassword, { body: { account: admin.account, passwd: passwd('Wrong#Pass1') } }, from(freshIp()));
    const unknown = await api.call(staff.loginPassword, { body: { account: freshMobile(), passwd: passwd(RIGHT) } }, from(freshIp()));
    rejected(wrong, STAFF_MSG.badCredentials);
    rejected(unknown, STAFF_MSG.badCredentials);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('login and enrolment calls are limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) rejected(await api.call(staff.loginCode, { body: { challenge: `no-such-challenge-${i}`, code: '123456' } }, from(ip)), STAFF_MSG.challengeGone);
    rejected(await api.call(staff.loginPassword, { body: { account: admin.account, passwd: passwd(RIGHT) } }, from(ip)), STAFF_MSG.tooManyFromIp);
    rejected(await api.call(staff.enrolStart, { body: { token: 'x'.repeat(43) } }, from(ip)), STAFF_MSG.tooManyFromIp);
    // Another address is not affected.
    rejected(await api.call(staff.enrolStart, { body: { token: 'x'.repeat(43) } }, from(freshIp())), STAFF_MSG.enrolGone);
  });

  it('logout ends the session', async () => {
    const token = await httpLogin(admin);
    ok(await api.call(staff.logout, {}, as(token)));
    const after = await api.call(staff.me, {}, as(token));
    rejected(after, OPERATOR_MSG.loginRequired);
    expect(after.json.messageCode).toBe(STAFF_LOGIN_REQUIRED);
  });
});

describe('one’s own account', () => {
  it('lists and ends one’s own sessions, never another person’s; recovery codes are made anew with a code', async () => {
    const member = await httpMember('吴客服', ['客户服务组']);
    const second = await httpLogin(member);
    const mine = ok(await api.call(staff.mySessions, {}, as(member.token)));
    expect(mine.length).toBe(2);
    expect(mine.every((s) => s.staffId === member.id && s.staffName === '吴客服')).toBe(true);
    const adminSessions = ok(await api.call(staff.mySessions, {}, asAdmin()));
    rejected(await api.call(staff.mySessionRevoke, { params: { id: adminSessions[0].id } }, as(member.token)), STAFF_MSG.sessionNotFound);
    ok(await api.call(staff.me, {}, asAdmin()));

    ok(await api.call(staff.mySessionRevoke, { params: { id: mine[0].id } }, as(member.token)));
    const alive = await Promise.all([member.token, second].map(async (t) => (await api.call(staff.me, {}, as(t))).json.code));
    expect([...alive].sort()).toEqual([0, 1]);

    const live = alive[0] === 1 ? member.token : second;
    clock.advance(30_000);
    rejected(await api.call(staff.myRecoveryCodes, { body: { totpCode: await wrongCode(member.secret) } }, as(live)), STAFF_MSG.badCode);
    const fresh = ok(await api.call(staff.myRecoveryCodes, { body: { totpCode: await codeAt(member.secret) } }, as(live)));
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes.some((c) => member.recoveryCodes.includes(c))).toBe(false);
  });

  it('an API key is no person: /me, logout and staff administration refuse it', async () => {
    const key = { [API_KEY_HEADER]: OPERATOR_KEY };
    rejected(await api.call(staff.me, {}, key), OPERATOR_MSG.loginRequired);
    rejected(await api.call(staff.logout, {}, key), OPERATOR_MSG.loginRequired);
    rejected(await api.call(staff.staffList, {}, key), OPERATOR_MSG.denied('staff'));
    rejected(await api.call(staff.apiKeyCreate, { body: { name: '自我复制', permissions: ['orders'] } }, key), OPERATOR_MSG.denied('staff'));
    rejected(await api.call(staff.me, {}), OPERATOR_MSG.loginRequired);
  });
});

describe('staff administration', () => {
  it('creates a member (the link shown once), sets groups, disables (their session dies) and enables', async () => {
    const member = await httpMember('郑合规', ['合规审核组']);
    const list = ok(await api.call(staff.staffList, {}, asAdmin()));
    const row = list.find((s) => s.id === member.id)!;
    expect(row).toMatchObject({ name: '郑合规', enrolled: true, enrolExpiresAt: null, permissions: ['compliance'] });
    expect(JSON.stringify(list)).not.toMatch(/token=|enrolToken|secret/);

    const groups = ok(await api.call(staff.groupList, {}, asAdmin()));
    const finance = groups.find((g) => g.name === '财务组')!;
    const regrouped = ok(await api.call(staff.staffGroups, { params: { id: member.id }, body: { groupIds: [finance.id] } }, asAdmin()));
    expect(regrouped.permissions).toEqual(['finance']);
    expect(ok(await api.call(staff.me, {}, as(member.token))).permissions).toEqual(['finance']);

    rejected(await api.call(staff.staffDisable, { params: { id: admin.id } }, asAdmin()), STAFF_MSG.selfDisable);
    expect(ok(await api.call(staff.staffDisable, { params: { id: member.id } }, asAdmin())).status).toBe('disabled');
    rejected(await api.call(staff.me, {}, as(member.token)), OPERATOR_MSG.loginRequired);
    expect(ok(await api.call(staff.staffEnable, { params: { id: member.id } }, asAdmin())).status).toBe('active');
    rejected(await api.call(staff.me, {}, as(member.token)), OPERATOR_MSG.loginRequired);

    const reset = ok(await api.call(staff.staffResetEnrolment, { params: { id: member.id } }, asAdmin()));
    expect(reset.staff.enrolled).toBe(false);
    expect(reset.enrol.url).toContain('/operator/enrol?token=');
    rejected(await api.call(staff.staffDisable, { params: { id: 987654 } }, asAdmin()), STAFF_MSG.notFound);
  });

  it('lists every live session and ends one', async () => {
    const member = await httpMember('钱内容', ['内容运营组']);
    const all = ok(await api.call(staff.sessionList, {}, asAdmin()));
    const theirs = all.find((s) => s.staffId === member.id)!;
    expect(theirs.staffName).toBe('钱内容');
    ok(await api.call(staff.sessionRevoke, { params: { id: theirs.id } }, asAdmin()));
    rejected(await api.call(staff.me, {}, as(member.token)), OPERATOR_MSG.loginRequired);
    rejected(await api.call(staff.sessionRevoke, { params: { id: theirs.id } }, asAdmin()), STAFF_MSG.sessionNotFound);
  });

  it('creates an API key (shown once; the list shows its prefix only) and revokes it', async () => {
    const made = ok(await api.call(staff.apiKeyCreate, { body: { name: '对账机器人', permissions: ['finance'] } }, asAdmin()));
    expect(made.key).toMatch(/^rk_[0-9A-Za-z]{40}$/);
    expect(made.apiKey).toMatchObject({ name: '对账机器人', keyPrefix: made.key.slice(0, 8), permissions: ['finance'], createdBy: '周管理' });
    const list = ok(await api.call(staff.apiKeyList, {}, asAdmin()));
    expect(list.find((k) => k.id === made.apiKey.id)).toMatchObject({ keyPrefix: made.key.slice(0, 8), revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(made.key);
    ok(await api.call(contract.credit.operatorBills, {}, { [API_KEY_HEADER]: made.key }));
    rejected(await api.call(staff.apiKeyCreate, { body: { name: '越权', permissions: ['orders', 'staff'] } }, asAdmin()), /员工与权限/);

    expect(ok(await api.call(staff.apiKeyRevoke, { params: { id: made.apiKey.id } }, asAdmin())).revokedAt).not.toBeNull();
    rejected(await api.call(contract.credit.operatorBills, {}, { [API_KEY_HEADER]: made.key }), OPERATOR_MSG.loginRequired);
    rejected(await api.call(staff.apiKeyRevoke, { params: { id: made.apiKey.id } }, asAdmin()), STAFF_MSG.keyNotFound);
  });

  it('searches the audit log by actor and action, and exports it as CSV with formulas neutralised', async () => {
    const plotter = await httpMember('=HYPERLINK("x")', ['订单与发货组']);
    const byActor = await api.call(staff.auditList, { query: { actor: '=HYPERLINK' } }, asAdmin());
    const rows = ok(byActor);
    expect(totalOf(byActor)).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.actorName === '=HYPERLINK("x")')).toBe(true);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['staff.enrol', 'staff.login']));

    const created = ok(await api.call(staff.auditList, { query: { action: 'staff.create', entityId: String(plotter.id) } }, asAdmin()));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actorName: '周管理', actorKind: 'staff', permission: 'staff', outcome: 'ok' });
    const paged = await api.call(staff.auditList, { pageSize: 1, pageNo: 2 }, asAdmin());
    expect(ok(paged)).toHaveLength(1);
    expect(totalOf(paged)).toBeGreaterThan(5);

    const res = await api.app.request(`${staff.auditExport.path}?actor=${encodeURIComponent('=HYPERLINK')}`, { headers: asAdmin() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF"编号","时间","操作者类型","操作者"')).toBe(true);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line).toContain(`"'=HYPERLINK(""x"")"`);
      expect(line).not.toMatch(/(^|,)"=/);
    }
    // The export is itself in the log.
    const exported = ok(await api.call(staff.auditList, { query: { action: staff.auditExport.title } }, asAdmin()));
    expect(exported[0]).toMatchObject({ actorName: '周管理', permission: 'staff' });
  });

  it('a member without 员工与权限 is refused, naming it', async () => {
    const member = await httpMember('孙财务', ['财务组']);
    ok(await api.call(staff.me, {}, as(member.token)));
    for (const call of [
      api.call(staff.staffList, {}, as(member.token)),
      api.call(staff.staffCreate, { body: { name: '偷建', mobile: freshMobile(), groupIds: [] } }, as(member.token)),
      api.call(staff.apiKeyList, {}, as(member.token)),
      api.call(staff.auditList, {}, as(member.token)),
      api.call(staff.sessionRevoke, { params: { id: 1 } }, as(member.token)),
    ]) {
      rejected(await call, '没有「员工与权限」权限，请联系管理员加入相应权限组');
    }
  });
});
