import { security, SECURITY_LEVEL_TEXT, type SecurityOverview, type SessionView } from '../../lib/api/contract/security';
import { UPLOAD_DEFAULT_MAX_BYTES } from '../../lib/constants';
import { IMAGE_UPLOAD_MSG } from '../../lib/validation';
import { MOCK_SMS_CODE, type MockUser } from '../fixtures/user';
import { mock, ok, rejected, sessionInvalid } from '../mock';
import { mockAccounts } from './user';
import { identityStatusOf } from './identity';
import { REAL_NAME_VIEW } from '../../lib/api/contract/identity';

/*
 * The account-security calls of the mock API, over the users and sessions of the accounts mocks: SMS and
 * e-mail codes are always 123456, the phone ticket is `mock-phone-ticket-<userId>`. Texts as the real API's.
 */

const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;
const ticketOf = (u: MockUser) => `mock-phone-ticket-${u.id}`;
/** Addresses a code was "mailed" to, per user. */
const mailed = new Map<number, string>();
const createdAt = new Date('2026-01-05T09:00:00Z').toISOString();

function overview(u: MockUser): SecurityOverview {
  const realName = identityStatusOf(u.id);
  const items: SecurityOverview['items'] = [
    { key: 'password', title: '登录密码', done: !!u.passwd, detail: u.passwd ? '已设置，可使用手机号/邮箱和密码登录' : '未设置，设置后可使用密码登录' },
    { key: 'mobile', title: '手机绑定', done: true, detail: `已绑定 ${mask(u.mobile)}` },
    { key: 'email', title: '邮箱绑定', done: !!u.email, detail: u.email ? `已绑定 ${u.email}` : '未绑定，绑定后可使用邮箱登录' },
    { key: 'realName', title: '实名认证', done: realName === 2, detail: REAL_NAME_VIEW[realName].detail },
  ];
  const done = items.filter((i) => i.done).length;
  const level = done === 4 ? 'high' : done === 3 ? 'medium' : 'low';
  return { level, levelText: SECURITY_LEVEL_TEXT[level], items, realName, missing: items.filter((i) => !i.done).map((i) => i.title), mobile: mask(u.mobile), email: u.email, avatar: u.avatar ?? null, hasPassword: !!u.passwd };
}

/** Session id = the counter at the end of the mock token. */
const sessionId = (token: string) => Number(token.split('-').at(-1));

export const securityHandlers = [
  mock(security.overview, ({ token }) => {
    const u = mockAccounts.userOf(token);
    return u ? ok(overview(u)) : sessionInvalid();
  }),

  mock(security.changePasswd, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    if (!u.passwd) return rejected('当前账号尚未设置登录密码，请先设置密码');
    if (u.passwd !== body.oldPasswd.toLowerCase()) return rejected('原密码错误');
    if (body.oldPasswd.toLowerCase() === body.passwd.toLowerCase()) return rejected('新密码不能与原密码相同');
    u.passwd = body.passwd.toLowerCase();
    for (const [t, id] of mockAccounts.sessions()) if (id === u.id && t !== token) mockAccounts.sessions().delete(t);
    return ok(null);
  }),

  mock(security.phoneOldCode, ({ body, token }) => {
    if (!mockAccounts.userOf(token)) return sessionInvalid();
    return mockAccounts.consumeCaptcha(body.imgCodeKey, body.imgCode) ?? ok(null);
  }),

  mock(security.phoneVerifyOld, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    if (body.msgCode !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    return ok({ ticket: ticketOf(u) });
  }),

  mock(security.phoneNewCode, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    const refused = mockAccounts.consumeCaptcha(body.imgCodeKey, body.imgCode);
    if (refused) return refused;
    if (body.ticket !== ticketOf(u)) return rejected('原手机号验证已失效，请重新验证原手机号');
    if (body.mobile === u.mobile) return rejected('新手机号不能与原手机号相同');
    if (mockAccounts.users().some((x) => x.mobile === body.mobile)) return rejected('该手机号已被其他账号绑定，请更换手机号');
    return ok(null);
  }),

  mock(security.phoneChange, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    if (body.ticket !== ticketOf(u)) return rejected('原手机号验证已失效，请重新验证原手机号');
    if (mockAccounts.users().some((x) => x.mobile === body.mobile && x.id !== u.id)) return rejected('该手机号已被其他账号绑定，请更换手机号');
    if (body.msgCode !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    u.mobile = body.mobile;
    return ok({ mobile: mask(body.mobile) });
  }),

  mock(security.emailCode, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    const holder = mockAccounts.users().find((x) => x.email === body.email);
    if (holder) return rejected(holder.id === u.id ? '该邮箱已绑定当前账号' : '该邮箱已被其他账号绑定，请更换邮箱');
    mailed.set(u.id, body.email);
    return ok(null);
  }),

  mock(security.emailBind, ({ body, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    if (mailed.get(u.id) !== body.email) return rejected('邮箱验证码已失效，请重新获取');
    if (body.code !== MOCK_SMS_CODE) return rejected('邮箱验证码错误，请重新输入');
    mailed.delete(u.id);
    u.email = body.email;
    return ok({ email: body.email });
  }),

  mock(security.sessions, ({ token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    const rows: SessionView[] = [...mockAccounts.sessions()]
      .filter(([, id]) => id === u.id)
      .map(([t]) => ({ id: sessionId(t), createdAt, lastSeenAt: createdAt, expiresAt: '2026-12-31T00:00:00.000Z', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0', current: t === token }));
    return ok(rows.sort((a, b) => Number(b.current) - Number(a.current)));
  }),

  mock(security.revokeSession, ({ params, token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    const entry = [...mockAccounts.sessions()].find(([t, id]) => id === u.id && sessionId(t) === params.id);
    if (!entry) return rejected('登录设备不存在或已退出');
    if (entry[0] === token) return rejected('这是当前设备，请使用"退出登录"');
    mockAccounts.sessions().delete(entry[0]);
    return ok(null);
  }),

  mock(security.revokeOthers, ({ token }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    let revoked = 0;
    for (const [t, id] of mockAccounts.sessions()) if (id === u.id && t !== token && mockAccounts.sessions().delete(t)) revoked++;
    return ok({ revoked });
  }),

  mock(security.avatarUpload, async ({ token, request }) => {
    const u = mockAccounts.userOf(token);
    if (!u) return sessionInvalid();
    const file = (await request.formData()).get('file');
    if (!(file instanceof File) || file.size === 0) return rejected('请选择头像图片');
    if (file.size > UPLOAD_DEFAULT_MAX_BYTES) return rejected('文件过大，不能超过 3 MB（file）');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'png' : bytes[0] === 0xff && bytes[1] === 0xd8 ? 'jpg' : null;
    if (!ext) return rejected(IMAGE_UPLOAD_MSG.badType);
    u.avatar = `/mall/user/api/public/avatar/${String(u.id).padStart(32, '0')}.${ext}`;
    return ok({ avatar: u.avatar });
  }),
];
