import { and, eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { EMAIL_MSG, IMAGE_UPLOAD_MSG } from '../../lib/validation';
import { createApp } from '../../server/app';
import { loadApiConfig } from '../../server/config';
import { accountChallenges, sessions, userAvatars, users } from '../../server/db/schema';
import { createProviders } from '../../server/providers';
import { AUTH_MSG } from '../../server/services/auth';
import { EMAIL_MSG_API } from '../../server/services/security/email';
import { PASSWORD_MSG } from '../../server/services/security/password';
import { PHONE_MSG } from '../../server/services/security/phone';
import { SESSION_MSG } from '../../server/services/security/sessions';
import { SMS_MSG } from '../../server/services/sms';
import { SMS_TEST_MSG } from '../../server/services/sms-test';
import { JPEG, PNG } from './aftersales-helpers';
import { ID_NUMBERS, submitCase } from './identity-helpers';
import { admin } from './order-helpers';
import { auth, captcha, freshIp, freshMobile, from, lastSms, passwd, readOutbox, skipResendWait, smsLogin } from './accounts-helpers';
import { contractCalls, ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* Account security: password change, phone change, e-mail binding, sessions, avatar, getMsgCodeTest, WeChat loginReg. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', CAPTCHA_PER_MINUTE_PER_IP: '1000' } });
});
afterAll(() => api.close());

const sec = contract.security;
const selectUser = (token: string) => api.call(contract.user.selectUser, {}, auth(token));
const passwordLogin = async (account: string, clear: string) => {
  const c = await captcha(api);
  return api.call(contract.user.accountLogin, { body: { account, passwd: passwd(clear), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp()));
};
const withPassword = async (clear: string) => {
  const login = await smsLogin(api);
  ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd(clear) } }, auth(login.token)));
  return login;
};
const mailsTo = (email: string) => readOutbox<{ to: string; code: string; subject: string; text: string }>(api, 'mail-outbox.jsonl').filter((m) => m.to === email);
/** Moves the address's last e-mail out of the resend window (instead of sleeping). */
const skipMailWait = (email: string) =>
  api.database.db.execute(sql`update rate_events set at = at - interval '61 seconds' where bucket = 'mail:address:resend' and subject = ${email}`);

describe('security overview', () => {
  it('a user registered by SMS is 低 and is told what is missing; all four items make 高', async () => {
    const login = await smsLogin(api);
    const o = ok(await api.call(sec.overview, {}, auth(login.token)));
    expect(o).toMatchObject({ level: 'low', levelText: '低', hasPassword: false, email: null, mobile: `${login.mobile.slice(0, 3)}****${login.mobile.slice(-4)}` });
    expect(o.missing).toEqual(['登录密码', '邮箱绑定', '实名认证']);
    ok(await api.call(contract.user.setPasswd, { body: { passwd: passwd('Secret#2024') } }, auth(login.token)));
    await api.database.db.update(users).set({ email: `full${login.mobile}@lab.cn`, authStatus: '2' }).where(eq(users.id, login.userInfo.id));
    const full = ok(await api.call(sec.overview, {}, auth(login.token)));
    expect(full).toMatchObject({ level: 'high', levelText: '高', missing: [], hasPassword: true });
  });

  it('says 审核中 while the real-name case waits for review, as selectUser and getIDCardCase do; 已认证 once approved', async () => {
    const login = await smsLogin(api);
    const h = auth(login.token);
    await submitCase(api, h, '王小明', ID_NUMBERS[0]);
    const pending = ok(await api.call(sec.overview, {}, h));
    expect(pending.realName).toBe(1);
    expect(pending.items.find((i) => i.key === 'realName')).toEqual({ key: 'realName', title: '实名认证', done: false, detail: '实名认证审核中，通常 1 个工作日内完成' });
    expect(ok(await selectUser(login.token)).status).toBe('1');
    expect(ok(await api.call(contract.identity.getIDCardCase, {}, h))).toMatchObject({ status: 1, statusText: '审核中' });
    const [c] = ok(await api.call(contract.identity.operatorList, { query: { status: 1 }, pageSize: 100 }, admin));
    ok(await api.call(contract.identity.operatorReview, { params: { id: c.id }, body: { decision: 'approve' } }, admin));
    const verified = ok(await api.call(sec.overview, {}, h));
    expect(verified.realName).toBe(2);
    expect(verified.items.find((i) => i.key === 'realName')).toMatchObject({ done: true, detail: '已完成实名认证' });
  });
});

describe('login password change', () => {
  it('needs the old password, then ends every other session; the new password logs in, the old one no longer', async () => {
    const first = await withPassword('Before#2024');
    const second = ok(await passwordLogin(first.mobile, 'Before#2024'));
    ok(await selectUser(second.token));
    ok(await api.call(sec.changePasswd, { body: { oldPasswd: passwd('Before#2024'), passwd: passwd('After#2025') } }, auth(first.token)));
    expect((await selectUser(second.token)).json.code).toBe(-1);
    ok(await selectUser(first.token));
    expect(ok(await passwordLogin(first.mobile, 'After#2025')).userInfo.id).toBe(first.userInfo.id);
    rejected(await passwordLogin(first.mobile, 'Before#2024'), AUTH_MSG.badCredentials);
  });

  it('a wrong old password counts toward the login lockout: the sixth check is refused, and the login is locked too', async () => {
    const login = await withPassword('Right#2024');
    for (let i = 0; i < 5; i++) rejected(await api.call(sec.changePasswd, { body: { oldPasswd: passwd(`Wrong#${i}`), passwd: passwd('New#20241') } }, auth(login.token)), PASSWORD_MSG.wrongOld);
    rejected(await api.call(sec.changePasswd, { body: { oldPasswd: passwd('Right#2024'), passwd: passwd('New#20241') } }, auth(login.token)), AUTH_MSG.locked);
    rejected(await passwordLogin(login.mobile, 'Right#2024'), AUTH_MSG.locked);
    // Nothing changed: the stored password is still the right one once the lock is gone.
    await api.database.db.execute(sql`delete from rate_events where bucket = 'login:password' and subject = ${`user:${login.userInfo.id}`}`);
    ok(await passwordLogin(login.mobile, 'Right#2024'));
  });

  it('without a password yet, the change is refused with a hint (setPasswd sets the first one); bad hashes are named', async () => {
    const login = await smsLogin(api);
    rejected(await api.call(sec.changePasswd, { body: { oldPasswd: passwd('x'), passwd: passwd('New#20241') } }, auth(login.token)), PASSWORD_MSG.noPassword);
    rejected(await api.call(sec.changePasswd, { body: { oldPasswd: 'plain', passwd: passwd('New#20241') } }, auth(login.token)), '密码格式不正确（oldPasswd）');
    const withPw = await withPassword('Same#2024');
    rejected(await api.call(sec.changePasswd, { body: { oldPasswd: passwd('Same#2024'), passwd: passwd('Same#2024') } }, auth(withPw.token)), PASSWORD_MSG.same);
  });
});

describe('bound phone change', () => {
  async function oldTicket(token: string, mobile: string) {
    // The login texted this number a moment ago: move that send out of the 60-s window.
    await skipResendWait(api, mobile);
    const c = await captcha(api);
    ok(await api.call(sec.phoneOldCode, { body: { imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, { ...auth(token), ...from(freshIp()) }));
    const code = lastSms(api, mobile)!;
    return ok(await api.call(sec.phoneVerifyOld, { body: { msgCode: code } }, auth(token))).ticket;
  }
  const newCode = async (token: string, ticket: string, mobile: string) => {
    const c = await captcha(api);
    return api.call(sec.phoneNewCode, { body: { ticket, mobile, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, { ...auth(token), ...from(freshIp()) });
  };

  it('a code to the old number, then to the new one: the account moves to the new number', async () => {
    const login = await smsLogin(api);
    const ticket = await oldTicket(login.token, login.mobile);
    const target = freshMobile();
    ok(await newCode(login.token, ticket, target));
    const code = lastSms(api, target)!;
    rejected(await api.call(sec.phoneChange, { body: { ticket, mobile: target, msgCode: code === '000000' ? '111111' : '000000' } }, auth(login.token)), SMS_MSG.wrong);
    rejected(await api.call(sec.phoneChange, { body: { ticket: 'forged', mobile: target, msgCode: code } }, auth(login.token)), PHONE_MSG.ticket);
    const done = ok(await api.call(sec.phoneChange, { body: { ticket, mobile: target, msgCode: code } }, auth(login.token)));
    expect(done.mobile).toBe(`${target.slice(0, 3)}****${target.slice(-4)}`);
    const [row] = await api.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, login.userInfo.id));
    expect(row.mobile).toBe(target);
    // The ticket is spent.
    rejected(await newCode(login.token, ticket, freshMobile()), PHONE_MSG.ticket);
  });

  it("refuses another account's number and the same number; without the old number's proof nothing is sent", async () => {
    const login = await smsLogin(api);
    const other = await smsLogin(api);
    rejected(await newCode(login.token, 'no-ticket', freshMobile()), PHONE_MSG.ticket);
    const ticket = await oldTicket(login.token, login.mobile);
    rejected(await newCode(login.token, ticket, other.mobile), PHONE_MSG.taken);
    rejected(await newCode(login.token, ticket, login.mobile), PHONE_MSG.same);
    const before = readOutbox<{ mobile: string }>(api, 'sms-outbox.jsonl').filter((l) => l.mobile === other.mobile).length;
    rejected(await api.call(sec.phoneChange, { body: { ticket, mobile: other.mobile, msgCode: '123456' } }, auth(login.token)), PHONE_MSG.taken);
    expect(readOutbox<{ mobile: string }>(api, 'sms-outbox.jsonl').filter((l) => l.mobile === other.mobile).length).toBe(before);
    const [row] = await api.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, login.userInfo.id));
    expect(row.mobile).toBe(login.mobile);
  });

  it('the old-number code keeps the SMS rules: captcha required, one per 60 s', async () => {
    const login = await smsLogin(api);
    rejected(await api.call(sec.phoneOldCode, { body: { imgCode: 'abcd', imgCodeKey: 'nope' } }, auth(login.token)), /验证码/);
    const c = await captcha(api);
    // smsLogin texted this number a moment ago: the resend rule holds across scenes.
    rejected(await api.call(sec.phoneOldCode, { body: { imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, { ...auth(login.token), ...from(freshIp()) }), /^请\d+秒后再试$/);
  });
});

describe('e-mail binding', () => {
  it('mails a 6-digit code through the console outbox; the code binds the address, which then logs in with the password', async () => {
    const login = await withPassword('Mail#2024');
    const email = `buyer.${login.mobile}@lab-example.com`;
    ok(await api.call(sec.emailCode, { body: { email: email.toUpperCase().replace('.COM', '.com') } }, auth(login.token)));
    const [mail] = mailsTo(email);
    expect(mail.subject).toBe('【标准品商城】邮箱验证码');
    expect(mail.text).toContain(mail.code);
    expect(mail.code).toMatch(/^\d{6}$/);
    const [stored] = await api.database.db.select().from(accountChallenges).where(and(eq(accountChallenges.userId, login.userInfo.id), isNull(accountChallenges.usedAt)));
    expect(stored.secretHash).not.toContain(mail.code);
    expect(ok(await api.call(sec.emailBind, { body: { email, code: mail.code } }, auth(login.token)))).toEqual({ email });
    expect(ok(await selectUser(login.token)).email).toBe(email);
    expect(ok(await passwordLogin(email, 'Mail#2024')).userInfo.id).toBe(login.userInfo.id);
    // Single use, and the address is now taken for everyone else.
    rejected(await api.call(sec.emailBind, { body: { email, code: mail.code } }, auth(login.token)), EMAIL_MSG_API.already);
    const other = await smsLogin(api);
    rejected(await api.call(sec.emailCode, { body: { email } }, auth(other.token)), EMAIL_MSG_API.taken);
  });

  it('refuses an address outside .com / .cn and an empty one, in Chinese', async () => {
    const login = await smsLogin(api);
    rejected(await api.call(sec.emailCode, { body: { email: 'buyer@lab.org' } }, auth(login.token)), `${EMAIL_MSG.pattern}（email）`);
    rejected(await api.call(sec.emailCode, { body: { email: '  ' } }, auth(login.token)), `${EMAIL_MSG.required}（email）`);
    rejected(await api.call(sec.emailBind, { body: { email: 'buyer@lab.cn', code: '12ab' } }, auth(login.token)), `${EMAIL_MSG.codePattern}（code）`);
  });

  it('a code lives 10 minutes, dies after 5 wrong tries, and is resent at most once a minute', async () => {
    const login = await smsLogin(api);
    const email = `qc.${login.mobile}@lab.cn`;
    ok(await api.call(sec.emailCode, { body: { email } }, auth(login.token)));
    rejected(await api.call(sec.emailCode, { body: { email } }, auth(login.token)), /^请\d+秒后再试$/);
    const code = mailsTo(email).at(-1)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) rejected(await api.call(sec.emailBind, { body: { email, code: wrong } }, auth(login.token)), EMAIL_MSG_API.wrong);
    rejected(await api.call(sec.emailBind, { body: { email, code: wrong } }, auth(login.token)), EMAIL_MSG_API.tooMany);
    rejected(await api.call(sec.emailBind, { body: { email, code } }, auth(login.token)), EMAIL_MSG_API.tooMany);

    await skipMailWait(email);
    ok(await api.call(sec.emailCode, { body: { email } }, auth(login.token)));
    const fresh = mailsTo(email).at(-1)!.code;
    await api.database.db.update(accountChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountChallenges.userId, login.userInfo.id));
    rejected(await api.call(sec.emailBind, { body: { email, code: fresh } }, auth(login.token)), EMAIL_MSG_API.invalid);
    // A code sent for one address does not bind another.
    await skipMailWait(email);
    ok(await api.call(sec.emailCode, { body: { email } }, auth(login.token)));
    rejected(await api.call(sec.emailBind, { body: { email: `x${email}`, code: mailsTo(email).at(-1)!.code } }, auth(login.token)), EMAIL_MSG_API.invalid);
    expect(ok(await selectUser(login.token)).email).toBeNull();
  });
});

describe('active sessions', () => {
  it('lists the live sessions with the current one marked; one or all others can be ended; another user’s id is refused', async () => {
    const first = await withPassword('Devices#2024');
    const c = await captcha(api);
    const ua = 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0';
    const second = ok(await api.call(contract.user.accountLogin, { body: { account: first.mobile, passwd: passwd('Devices#2024'), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, { ...from('10.9.8.7'), 'user-agent': ua }));
    const third = ok(await passwordLogin(first.mobile, 'Devices#2024'));
    const list = ok(await api.call(sec.sessions, {}, auth(first.token)));
    expect(list).toHaveLength(3);
    expect(list[0].current).toBe(true);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const secondRow = list.find((s) => s.userAgent === ua)!;
    expect(secondRow.ip).toBe('10.9.8.7');

    const stranger = await smsLogin(api);
    const [strangerSession] = await api.database.db.select().from(sessions).where(eq(sessions.userId, stranger.userInfo.id));
    rejected(await api.call(sec.revokeSession, { params: { id: strangerSession.id }, body: {} }, auth(first.token)), SESSION_MSG.notFound);
    ok(await selectUser(stranger.token));
    rejected(await api.call(sec.revokeSession, { params: { id: list[0].id }, body: {} }, auth(first.token)), SESSION_MSG.current);

    ok(await api.call(sec.revokeSession, { params: { id: secondRow.id }, body: {} }, auth(first.token)));
    expect((await selectUser(second.token)).json.code).toBe(-1);
    ok(await selectUser(third.token));
    expect(ok(await api.call(sec.revokeOthers, { body: {} }, auth(first.token)))).toEqual({ revoked: 1 });
    expect((await selectUser(third.token)).json.code).toBe(-1);
    ok(await selectUser(first.token));
    expect(ok(await api.call(sec.sessions, {}, auth(first.token))).map((s) => s.current)).toEqual([true]);
  });
});

describe('avatar upload', () => {
  const form = (bytes: Uint8Array | Buffer, name: string, type: string) => {
    const f = new FormData();
    f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return f;
  };

  it('stores a PNG or JPEG under a random key, points userInfo.avatar at it, serves it to anyone, and keeps one per user', async () => {
    const login = await smsLogin(api);
    const png = ok(await api.upload(sec.avatarUpload, form(PNG, 'me.png', 'image/png'), auth(login.token)));
    expect(png.avatar).toMatch(/^\/mall\/user\/api\/public\/avatar\/[a-f0-9]{32}\.png$/);
    expect(ok(await selectUser(login.token)).avatar).toBe(png.avatar);
    const res = await api.app.request(png.avatar);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const jpg = ok(await api.upload(sec.avatarUpload, form(JPEG, 'me.jpg', 'image/jpeg'), auth(login.token)));
    expect(jpg.avatar).toMatch(/\.jpg$/);
    expect((await api.app.request(png.avatar)).status).toBe(404);
    expect(await api.database.db.select({ id: userAvatars.id }).from(userAvatars).where(eq(userAvatars.userId, login.userInfo.id))).toHaveLength(1);
  });

  it('refuses a file that is not PNG/JPEG by its bytes (whatever its name), one over 3 MB, none, and a visitor', async () => {
    const login = await smsLogin(api);
    rejected(await api.upload(sec.avatarUpload, form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png', 'image/png'), auth(login.token)), IMAGE_UPLOAD_MSG.badType);
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
    rejected(await api.upload(sec.avatarUpload, form(gif, 'me.jpg', 'image/jpeg'), auth(login.token)), IMAGE_UPLOAD_MSG.badType);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    rejected(await api.upload(sec.avatarUpload, form(big, 'big.png', 'image/png'), auth(login.token)), '文件过大，不能超过 3 MB（file）');
    rejected(await api.call(sec.avatarUpload, { body: {} }, auth(login.token)), '请选择头像图片');
    expect((await api.upload(sec.avatarUpload, form(PNG, 'me.png', 'image/png'))).json.code).toBe(-1);
    expect(ok(await selectUser(login.token)).avatar).toBeNull();
    expect((await api.app.request('/mall/user/api/public/avatar/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });
});

describe('getMsgCodeTest', () => {
  it('answers the code on the console provider outside production, with the same checks as getMsgCode', async () => {
    const mobile = freshMobile();
    rejected(await api.call(sec.getMsgCodeTest, { body: { mobile, type: 1, imgCode: 'abcd', imgCodeKey: 'none' } }, from(freshIp())), /验证码/);
    const c = await captcha(api);
    const d = ok(await api.call(sec.getMsgCodeTest, { body: { mobile, type: 1, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp())));
    expect(d).toEqual({ mobile, msgCode: lastSms(api, mobile) });
    expect(ok(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: d.msgCode } }, from(freshIp()))).token).toBeTruthy();
  });

  it('is refused in the default production configuration (console provider, NODE_ENV=production) and on a real gateway, and sends nothing', async () => {
    const logger = pino({ level: 'silent' });
    const configs = [
      loadApiConfig({ NODE_ENV: 'production', DATA_DIR: api.dataDir, LOG_LEVEL: 'silent', PAYMENT_METHODS: 'bank', PUBLIC_ORIGIN: 'https://www.refmall.cn' }),
      loadApiConfig({
        NODE_ENV: 'test',
        DATA_DIR: api.dataDir,
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: '标准品商城',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
      }),
    ];
    for (const config of configs) {
      const other = contractCalls(createApp({ db: api.database.db, config, logger, providers: createProviders(config, logger) }));
      const mobile = freshMobile();
      const c = await captcha(api);
      rejected(await other.call(sec.getMsgCodeTest, { body: { mobile, type: 1, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey } }, from(freshIp())), SMS_TEST_MSG.refused);
      expect(lastSms(api, mobile)).toBeUndefined();
    }
  });
});

describe('WeChat registration (loginAndRegister/wx/open/loginReg)', () => {
  async function scannedKey(nickname: string) {
    const s = ok(await api.call(contract.user.wechatScan, { body: {} }, from(freshIp())));
    const ticket = new URL(s.qrcodeUrl).searchParams.get('scene')!;
    ok(await api.call(contract.user.wechatSimulateConfirm, { body: { scene_str: ticket, nickname } }, from(freshIp())));
    return ok(await api.call(contract.user.wechatIsLogin, { query: { scene_str: s.scene_str } })).key!;
  }

  it('registers the mobile with the WeChat identity and a first password, and logs in', async () => {
    const key = await scannedKey('注册测试员');
    const mobile = freshMobile();
    ok(await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, scene: 'bind', key } }, from(freshIp())));
    const reg = ok(await api.call(sec.wxLoginReg, { body: { mobile, code: lastSms(api, mobile)!, key, passwd: passwd('Wechat#2024') } }, from(freshIp())));
    expect(reg.passwordSet).toBe(true);
    expect(reg.userInfo.nickName).toBe('注册测试员');
    ok(await selectUser(reg.token));
    expect(ok(await passwordLogin(mobile, 'Wechat#2024')).userInfo.id).toBe(reg.userInfo.id);
    // The key is spent.
    rejected(await api.call(sec.wxLoginReg, { body: { mobile, code: '123456', key } }, from(freshIp())), '绑定凭证已失效，请重新扫码');
  });

  it("keeps an existing account's password; refuses a bad key and a bad mobile", async () => {
    const existing = await withPassword('Keep#2024');
    const key = await scannedKey('老用户微信');
    await skipResendWait(api, existing.mobile);
    ok(await api.call(contract.user.getMsgCode, { body: { mobile: existing.mobile, type: 1, scene: 'bind', key } }, from(freshIp())));
    const reg = ok(await api.call(sec.wxLoginReg, { body: { mobile: existing.mobile, code: lastSms(api, existing.mobile)!, key, passwd: passwd('Other#2024') } }, from(freshIp())));
    expect(reg).toMatchObject({ passwordSet: false, userInfo: { id: existing.userInfo.id } });
    ok(await passwordLogin(existing.mobile, 'Keep#2024'));
    rejected(await api.call(sec.wxLoginReg, { body: { mobile: freshMobile(), code: '123456', key: 'forged' } }, from(freshIp())), '绑定凭证已失效，请重新扫码');
    rejected(await api.call(sec.wxLoginReg, { body: { mobile: '12', code: '123456', key: 'k' } }, from(freshIp())), '请输入正确手机号（mobile）');
  });
});

describe('mail provider', () => {
  it('MAIL_PROVIDER=smtp needs SMTP_URL and MAIL_FROM; an SMTP failure is a Chinese message and gives the resend quota back', async () => {
    expect(() => loadApiConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL: required when MAIL_PROVIDER is smtp[\s\S]*MAIL_FROM: required/);
    const logger = pino({ level: 'silent' });
    // Nothing listens on port 9 here: the connection is refused at once.
    const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: '标准品商城 <no-reply@refmall-test.cn>' });
    const other = contractCalls(createApp({ db: api.database.db, config, logger, providers: createProviders(config, logger) }));
    const login = await smsLogin(api);
    const email = `smtp.${login.mobile}@lab.cn`;
    rejected(await other.call(sec.emailCode, { body: { email } }, auth(login.token)), '邮件发送失败，请稍后重试');
    rejected(await other.call(sec.emailCode, { body: { email } }, auth(login.token)), '邮件发送失败，请稍后重试');
    expect(mailsTo(email)).toEqual([]);
    const [pending] = await api.database.db.select().from(accountChallenges).where(eq(accountChallenges.userId, login.userInfo.id));
    expect(pending).toBeUndefined();
  });
});
