import { STAFF_TOKEN_HEADER } from '../../lib/api/contract/endpoint';
import {
  PERMISSION_TEXT,
  PERMISSIONS,
  staff,
  type ApiKeyView,
  type AuditEntryView,
  type Permission,
  type StaffGroupView,
  type StaffMemberView,
  type StaffSessionView,
} from '../../lib/api/contract/staff';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '../fixtures/user';
import { mock, ok, okPage, rejected, type Reply } from '../mock';

/*
 * The staff console's calls of the mock API: one enrolled 超级管理员 (13700137000, password Test1234), whose
 * dynamic code is always 123456; a new member's enrolment token is `mock-enrol-<id>`. Texts as the real API's.
 */

const MSG = {
  badCredentials: '账号或密码错误',
  challengeGone: '登录验证已失效，请重新输入账号和密码',
  badCode: '动态验证码或恢复码不正确',
  enrolGone: '开通链接无效或已过期，请联系管理员重新发送',
  enrolCode: '动态验证码不正确，请确认手机时间准确后重试',
  loginRequired: '请先登录运营后台（登录已失效或未登录）',
  denied: (p: Permission) => `没有「${PERMISSION_TEXT[p]}」权限，请联系管理员加入相应权限组`,
  notFound: '员工不存在',
  selfDisable: '不能停用自己的账号',
  sessionNotFound: '会话不存在或已结束',
  keyNotFound: 'API 密钥不存在或已吊销',
};
const LOGIN_REQUIRED = 'STAFF_LOGIN_REQUIRED';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `mock-${String(i).padStart(4, '0')}-code`);

const groups: StaffGroupView[] = [
  ...PERMISSIONS.map((p, i) => ({ id: i + 1, name: `${PERMISSION_TEXT[p]}组`, description: `${PERMISSION_TEXT[p]}相关操作`, permissions: [p] })),
  { id: PERMISSIONS.length + 1, name: '超级管理员', description: '全部权限，包括员工、权限组与 API 密钥的管理', permissions: [...PERMISSIONS] },
];
const now = () => new Date().toISOString();

interface MockStaff {
  view: StaffMemberView;
  passwd: string | null;
}
const member = (id: number, name: string, mobile: string | null, passwd: string | null): MockStaff => ({
  view: { id, name, mobile, email: null, status: 'active', enrolled: passwd !== null, enrolExpiresAt: null, groups: [], permissions: [], createdAt: now(), lastLoginAt: null },
  passwd,
});
function setGroupsOf(s: MockStaff, ids: number[]) {
  const chosen = groups.filter((g) => ids.includes(g.id));
  s.view.groups = chosen.map((g) => ({ id: g.id, name: g.name }));
  s.view.permissions = PERMISSIONS.filter((p) => chosen.some((g) => g.permissions.includes(p)));
}

const state = {
  seq: 100,
  staff: [member(1, '演示管理员', '13700137000', sha256Hex(MOCK_PASSWORD))],
  challenges: new Map<string, number>(),
  sessions: new Map<string, StaffSessionView>(),
  keys: [] as ApiKeyView[],
  audit: [] as AuditEntryView[],
};
setGroupsOf(state.staff[0], [groups.at(-1)!.id]);

const byId = (id: number) => state.staff.find((s) => s.view.id === id);
function note(who: StaffMemberView | null, action: string, entity: string, entityId: number) {
  state.audit.unshift({
    id: ++state.seq, at: now(), actorKind: 'staff', actorId: who?.id ?? null, actorName: who?.name ?? '', permission: null, action, entity, entityId: String(entityId),
    before: null, after: null, outcome: 'ok', ip: '127.0.0.1', requestId: null, detail: null,
  });
}

/** The session of the request's x-staff-token, or the refusal; with `permission`, the person must hold it. */
export function caller(request: Request, permission?: Permission): { who: MockStaff; session: StaffSessionView; token: string } | Reply<never> {
  const token = request.headers.get(STAFF_TOKEN_HEADER) ?? '';
  const session = state.sessions.get(token);
  const who = session && byId(session.staffId);
  if (!session || !who || who.view.status !== 'active') return { ...rejected(MSG.loginRequired), messageCode: LOGIN_REQUIRED };
  if (permission && !who.view.permissions.includes(permission)) return rejected(MSG.denied(permission));
  return { who, session, token };
}
export const refused = (c: ReturnType<typeof caller>): c is Reply<never> => !('who' in c);

function endSessionsOf(id: number) {
  for (const [t, s] of state.sessions) if (s.staffId === id) state.sessions.delete(t);
}
const enrolLink = (id: number) => ({ url: `http://localhost:3000/operator/enrol?token=mock-enrol-${id}`, expiresAt: new Date(Date.now() + 72 * 3600_000).toISOString() });
const enrolTarget = (token: string) => state.staff.find((s) => !s.view.enrolled && token === `mock-enrol-${s.view.id}`);

export const staffHandlers = [
  mock(staff.loginPassword, ({ body }) => {
    const s = state.staff.find((x) => x.view.mobile === body.account || x.view.email === body.account.toLowerCase());
    if (!s || s.view.status !== 'active' || !s.passwd || s.passwd !== body.passwd.toLowerCase()) return rejected(MSG.badCredentials);
    const challenge = `mock-challenge-${++state.seq}`;
    state.challenges.set(challenge, s.view.id);
    return ok({ challenge, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() });
  }),
  mock(staff.loginCode, ({ body, request }) => {
    const s = byId(state.challenges.get(body.challenge) ?? 0);
    if (!s) return rejected(MSG.challengeGone);
    if (body.code !== MOCK_SMS_CODE) return rejected(MSG.badCode);
    state.challenges.delete(body.challenge);
    const token = `mock-staff-token-${++state.seq}`;
    state.sessions.set(token, { id: state.seq, staffId: s.view.id, staffName: s.view.name, createdAt: now(), lastSeenAt: now(), expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(), ip: '127.0.0.1', userAgent: request.headers.get('user-agent') });
    s.view.lastLoginAt = now();
    note(s.view, 'staff.login', 'staff', s.view.id);
    return ok({ token, expiresAt: new Date(Date.now() + 12 * 3600_000).toISOString(), name: s.view.name, permissions: s.view.permissions, recoveryCodesLeft: RECOVERY_CODES.length });
  }),
  mock(staff.enrolStart, ({ body }) => {
    const s = enrolTarget(body.token);
    if (!s) return rejected(MSG.enrolGone);
    const secret = 'JBSWY3DPEHPK3PXP';
    return ok({ name: s.view.name, otpauthUri: `otpauth://totp/refmall:${s.view.mobile}?secret=${secret}&issuer=refmall`, secret });
  }),
  mock(staff.enrolFinish, ({ body }) => {
    const s = enrolTarget(body.token);
    if (!s) return rejected(MSG.enrolGone);
    if (body.totpCode !== MOCK_SMS_CODE) return rejected(MSG.enrolCode);
    s.passwd = body.passwd.toLowerCase();
    s.view.enrolled = true;
    s.view.enrolExpiresAt = null;
    return ok({ recoveryCodes: RECOVERY_CODES });
  }),

  mock(staff.logout, ({ request }) => {
    const c = caller(request);
    if (refused(c)) return c;
    state.sessions.delete(c.token);
    return ok(null);
  }),
  mock(staff.me, ({ request }) => {
    const c = caller(request);
    return refused(c) ? c : ok({ ...c.who.view, recoveryCodesLeft: RECOVERY_CODES.length });
  }),
  mock(staff.mySessions, ({ request }) => {
    const c = caller(request);
    return refused(c) ? c : ok([...state.sessions.values()].filter((s) => s.staffId === c.who.view.id));
  }),
  mock(staff.mySessionRevoke, ({ request, params }) => {
    const c = caller(request);
    if (refused(c)) return c;
    const entry = [...state.sessions].find(([, s]) => s.id === params.id && s.staffId === c.who.view.id);
    if (!entry) return rejected(MSG.sessionNotFound);
    state.sessions.delete(entry[0]);
    return ok(null);
  }),
  mock(staff.myRecoveryCodes, ({ request, body }) => {
    const c = caller(request);
    if (refused(c)) return c;
    return body.totpCode === MOCK_SMS_CODE ? ok({ recoveryCodes: RECOVERY_CODES }) : rejected(MSG.badCode);
  }),

  mock(staff.staffList, ({ request }) => {
    const c = caller(request, 'staff');
    return refused(c) ? c : ok(state.staff.map((s) => s.view));
  }),
  mock(staff.staffCreate, ({ request, body }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const s = member(++state.seq, body.name, body.mobile ?? null, null);
    s.view.email = body.email ?? null;
    setGroupsOf(s, body.groupIds);
    const enrol = enrolLink(s.view.id);
    s.view.enrolExpiresAt = enrol.expiresAt;
    state.staff.push(s);
    note(c.who.view, 'staff.create', 'staff', s.view.id);
    return ok({ staff: s.view, enrol });
  }),
  ...([
    [staff.staffDisable, 'disabled'],
    [staff.staffEnable, 'active'],
  ] as const).map(([ep, status]) =>
    mock(ep, ({ request, params }) => {
      const c = caller(request, 'staff');
      if (refused(c)) return c;
      const s = byId(params.id);
      if (!s) return rejected(MSG.notFound);
      if (status === 'disabled' && s === c.who) return rejected(MSG.selfDisable);
      s.view.status = status;
      if (status === 'disabled') endSessionsOf(s.view.id);
      return ok(s.view);
    }),
  ),
  mock(staff.staffGroups, ({ request, params, body }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const s = byId(params.id);
    if (!s) return rejected(MSG.notFound);
    setGroupsOf(s, body.groupIds);
    return ok(s.view);
  }),
  mock(staff.staffResetEnrolment, ({ request, params }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const s = byId(params.id);
    if (!s) return rejected(MSG.notFound);
    const enrol = enrolLink(s.view.id);
    Object.assign(s, { passwd: null });
    Object.assign(s.view, { enrolled: false, enrolExpiresAt: enrol.expiresAt });
    endSessionsOf(s.view.id);
    return ok({ staff: s.view, enrol });
  }),
  mock(staff.groupList, ({ request }) => {
    const c = caller(request, 'staff');
    return refused(c) ? c : ok(groups);
  }),
  mock(staff.sessionList, ({ request }) => {
    const c = caller(request, 'staff');
    return refused(c) ? c : ok([...state.sessions.values()]);
  }),
  mock(staff.sessionRevoke, ({ request, params }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const entry = [...state.sessions].find(([, s]) => s.id === params.id);
    if (!entry) return rejected(MSG.sessionNotFound);
    state.sessions.delete(entry[0]);
    return ok(null);
  }),
  mock(staff.apiKeyList, ({ request }) => {
    const c = caller(request, 'staff');
    return refused(c) ? c : ok(state.keys);
  }),
  mock(staff.apiKeyCreate, ({ request, body }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const key = `rk_${String(++state.seq).padStart(40, '0')}`;
    const apiKey: ApiKeyView = { id: state.seq, name: body.name, keyPrefix: key.slice(0, 8), permissions: body.permissions, createdBy: c.who.view.name, createdAt: now(), lastUsedAt: null, revokedAt: null };
    state.keys.unshift(apiKey);
    return ok({ key, apiKey });
  }),
  mock(staff.apiKeyRevoke, ({ request, params }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const k = state.keys.find((x) => x.id === params.id && !x.revokedAt);
    if (!k) return rejected(MSG.keyNotFound);
    k.revokedAt = now();
    return ok(k);
  }),
  mock(staff.auditList, ({ request, query, paging }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const rows = state.audit.filter((e) => (!query.actor || e.actorName.includes(query.actor)) && (!query.action || e.action === query.action));
    return okPage(rows, paging);
  }),
  mock(staff.auditExport, ({ request }) => {
    const c = caller(request, 'staff');
    if (refused(c)) return c;
    const csv = `\uFEFF时间,操作人,操作\r\n${state.audit.map((e) => `${e.at},${e.actorName},${e.action}`).join('\r\n')}\r\n`;
    return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit.csv"' } });
  }),
];
