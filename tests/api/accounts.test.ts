import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/services/sessions';
import { auth, captcha, freshIp, freshMobile, from, passwd, sendCode, skipResendWait, smsLogin } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* SMS and password login, lockout, sessions, passwords. Captcha and SMS codes: codes.test.ts; WeChat: wechat*.test.ts. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test' } });
});
afterAll(() => api.close());

const db = () => api.database.db;
const accountLogin = async (account: string, clear: string, extra: Record<string, unknown> = {}) => {
  const c = await captcha(api);
  return api.call(contract.user.accountLogin, { body: { account, passwd: passwd(clear), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey, ...extra } }, from(freshIp()));
};
const selectUser = (token: string) => api.call(contract.user.selectUser, {}, auth(token));

describe('SMS login', () => {
  it('registers a new mobile on the first login, then logs the same user in', async () => {
    const referrer = freshMobile();
    const first = await smsLogin(api, undefined, { recommendMobile: referrer });
    expect(first.userInfo).toMatchObject({ nickName: '', userName: '', mobile: `${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}` });
    const [row] = await db().select().from(users).where(eq(users.id, first.userInfo.id));
    expect(row.mobile).toBe(first.mobile);
    expect(row.recommendMobile).toBe(referrer);
    expect(row.passwordHash).toBeNull();
    await skipResendWait(api, first.mobile);
    const again = await smsLogin(api, first.mobile);
    expect(again.userInfo.id).toBe(first.userInfo.id);
    expect(again.token).not.toBe(first.token);
  });

  it('accepts a code of the register scene as well', async () => {
    const mobile = freshMobile();
    const msgCode = await sendCode(api, mobile, 'register');
    ok(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode } }));
  });

  it('does not accept a code of another scene', async () => {
    const { mobile } = await smsLogin(api);
    await skipResendWait(api, mobile);
    const msgCode = await sendCode(api, mobile, 'reset');
    rejected(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode } }), '验证码已失效，请重新获取');
  });

  it('refuses a disabled account', async () => {
    const { mobile, userInfo } = await smsLogin(api);
    await db().update(users).set({ status: 0 }).where(eq(users.id, userInfo.id));
    await skipResendWait(api, mobile);
    const msgCode = await sendCode(api, mobile);
    rejected(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode } }), '账号已停用，请联系客服');
  });
});

describe('sessions', () => {
  const expiryOf = async (token: string) => {
    const [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return (row.expiresAt.getTime() - Date.now()) / 60_000;
  };

  it('last 1440 minutes, or 43200 with remember me', async () => {
    const day = await smsLogin(api);
    expect(await expiryOf(day.token)).toBeGreaterThan(1439);
    expect(await expiryOf(day.token)).toBeLessThanOrEqual(1440);
    const month = await smsLogin(api, undefined, { expireTime: 43200 });
    expect(await expiryOf(month.token)).toBeGreaterThan(43199);
    rejected(await api.raw(contract.user.msgCodeLogin, { body: { mobile: freshMobile(), msgCode: '123456', expireTime: 60 } }), /expireTime/);
  });

  it('are stored hashed and read from the token or Authorization header, never a cookie', async () => {
    const { token } = await smsLogin(api);
    const [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.tokenHash).not.toBe(token);
    ok(await selectUser(token));
    ok(await api.call(contract.user.selectUser, {}, { authorization: `Bearer ${token}` }));
    const viaCookie = await api.call(contract.user.selectUser, {}, { cookie: `token=${token}` });
    expect(viaCookie.json).toMatchObject({ code: -1, messageCode: 'PARAM_CODE_1000006' });
  });

  it('end at logout: the token then answers code -1', async () => {
    const { token } = await smsLogin(api);
    ok(await api.call(contract.user.logout, { body: {} }, auth(token)));
    expect((await selectUser(token)).json).toMatchObject({ code: -1, messageCode: 'PARAM_CODE_1000006' });
    expect((await api.call(contract.user.logout, { body: {} }, auth(token))).json.code).toBe(-1);
  });

  it('answer code -1 when expired, missing or made up', async () => {
    const { token } = await smsLogin(api);
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    for (const res of [await selectUser(token), await api.call(contract.user.selectUser), await selectUser('made-up-token')]) {
      expect(res.json).toMatchObject({ code: -1, messageCode: 'PARAM_CODE_1000006' });
    }
  });

  it('give each user only their own info and organisation', async () => {
    const a = await smsLogin(api);
    const b = await smsLogin(api);
    await db().update(users).set({ orgName: '某某药业有限公司' }).where(eq(users.id, a.userInfo.id));
    expect(ok(await selectUser(a.token)).id).toBe(a.userInfo.id);
    expect(ok(await selectUser(b.token)).id).toBe(b.userInfo.id);
    expect(ok(await api.call(contract.org.organizationInfo, {}, auth(a.token)))).toMatchObject({ name: '某某药业有限公司' });
    expect(ok(await api.call(contract.org.orgInfo, {}, auth(a.token)))).toMatchObject({ name: '某某药业有限公司' });
    expect(ok(await api.call(contract.org.organizationInfo, {}, auth(b.token)))).toMatchObject({ name: '' });
    expect(ok(await api.call(contract.org.orgInfo, {}, auth(b.token)))).toMatchObject({ name: '' });
    expect((await api.call(contract.org.orgInfo)).json.code).toBe(-1);
  });

  it('of a disabled user answer code -1', async () => {
    const { token, userInfo } = await smsLogin(api);
    await db().update(users).set({ status: 0 }).where(eq(users.id, userInfo.id));
    expect((await selectUser(token)).json.code).toBe(-1);
  });
});

describe('password login', () => {
  /** An SMS-registered user who then sets a password (a first password needs no SMS code). */
  async function userWithPassword(clear = 'Secret#2024') {
    const login = await smsLogin(api);
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd(clear) } }, auth(login.token)));
    return login;
  }

  it('logs in by mobile or e-mail; the server keeps a salted scrypt of the client hash', async () => {
    const { mobile, userInfo } = await userWithPassword();
    const [row] = await db().select().from(users).where(eq(users.id, userInfo.id));
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    expect(row.passwordHash).not.toContain(passwd('Secret#2024'));
    expect(row.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
    const byMobile = ok(await accountLogin(mobile, 'Secret#2024'));
    expect(byMobile.userInfo.id).toBe(userInfo.id);
    ok(await selectUser(byMobile.token));
    const email = `buyer${userInfo.id}@lab-example.cn`;
    await db().update(users).set({ email }).where(eq(users.id, userInfo.id));
    expect(ok(await accountLogin(email.toUpperCase().replace('.CN', '.cn'), 'Secret#2024')).userInfo.id).toBe(userInfo.id);
  });

  it('answers one generic message for a wrong password, an unknown account and an account without a password', async () => {
    const { mobile } = await userWithPassword();
    rejected(await accountLogin(mobile, 'wrong'), '账号或密码错误');
    rejected(await accountLogin(freshMobile(), 'Secret#2024'), '账号或密码错误');
    rejected(await accountLogin('nobody@lab-example.com', 'Secret#2024'), '账号或密码错误');
    const smsOnly = await smsLogin(api);
    rejected(await accountLogin(smsOnly.mobile, 'anything'), '账号或密码错误');
  });

  // The lockout (five checks per 15 minutes, parallel tries, unknown accounts): hardening-lockout.test.ts.
  it('needs a valid image code', async () => {
    const { mobile } = await userWithPassword();
    rejected(await accountLogin(mobile, 'Secret#2024', { imgCode: 'ZZZZ' }), '图形验证码错误，请刷新后重试');
    rejected(await api.raw(contract.user.accountLogin, { body: { account: mobile, passwd: passwd('x') } }), /imgCode/);
  });

  it('validates with the SPEC §5 messages', async () => {
    rejected(await api.call(contract.user.accountLogin, { body: { account: '', passwd: passwd('x'), imgCode: 'ABCD', imgCodeKey: 'k' } }), '请输入手机号/邮箱（account）');
    rejected(await api.call(contract.user.accountLogin, { body: { account: 'someone@qq.net', passwd: passwd('x'), imgCode: 'ABCD', imgCodeKey: 'k' } }), '请输入正确的手机号码/邮箱（account）');
    rejected(await api.call(contract.user.accountLogin, { body: { account: freshMobile(), passwd: 'clear-text', imgCode: 'ABCD', imgCodeKey: 'k' } }), '密码格式不正确（passwd）');
  });
});

describe('setting and changing the password', () => {
  it('needs an SMS code (scene reset) to change an existing password, and ends the other sessions', async () => {
    const first = await smsLogin(api);
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd('First#1') } }, auth(first.token)));
    const other = ok(await accountLogin(first.mobile, 'First#1'));
    rejected(await api.call(contract.user.setPasswd, { body: { passwd: passwd('Second#2') } }, auth(first.token)), '修改密码需要短信验证码，请先获取验证码');
    await skipResendWait(api, first.mobile);
    const msgCode = await sendCode(api, first.mobile, 'reset');
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd('Second#2'), msgCode } }, auth(first.token)));
    ok(await selectUser(first.token));
    expect((await selectUser(other.token)).json.code).toBe(-1);
    rejected(await accountLogin(first.mobile, 'First#1'), '账号或密码错误');
    ok(await accountLogin(first.mobile, 'Second#2'));
  });

  it('is only for a logged-in user', async () => {
    expect((await api.call(contract.user.setPasswd, { body: { passwd: passwd('x') } })).json.code).toBe(-1);
  });
});

describe('forgotten password', () => {
  it('resets with an SMS code of scene reset and ends every session', async () => {
    const login = await smsLogin(api);
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd('Old#pass1') } }, auth(login.token)));
    await skipResendWait(api, login.mobile);
    const msgCode = await sendCode(api, login.mobile, 'reset');
    rejected(await api.call(contract.user.forgetPasswd, { body: { mobile: login.mobile, msgCode: msgCode === '999999' ? '888888' : '999999', passwd: passwd('New#pass2') } }), '验证码错误，请重新输入');
    ok(await api.call(contract.user.forgetPasswd, { body: { mobile: login.mobile, msgCode, passwd: passwd('New#pass2') } }));
    expect((await selectUser(login.token)).json.code).toBe(-1);
    rejected(await accountLogin(login.mobile, 'Old#pass1'), '账号或密码错误');
    ok(await accountLogin(login.mobile, 'New#pass2'));
  });

  it('does not take a login code', async () => {
    const { mobile } = await smsLogin(api);
    await skipResendWait(api, mobile);
    const msgCode = await sendCode(api, mobile, 'login');
    rejected(await api.call(contract.user.forgetPasswd, { body: { mobile, msgCode, passwd: passwd('New#pass2') } }), '验证码已失效，请重新获取');
  });
});
