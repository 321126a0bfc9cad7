import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import { captchas, rateEvents, smsCodes } from '../../server/db/schema';
import { maybeSweepExpired } from '../../server/services/housekeeping';
import { take } from '../../server/services/rate-limit';
import { captcha, freshIp, freshMobile, from, lastSms, sendCode, skipResendWait } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* The image captcha, SMS codes and the abuse limits around them. Logins: accounts.test.ts; WeChat: wechat*.test.ts. */

let api: TestApi;
beforeAll(async () => {
  // Small daily caps so the caps can be reached in a test; the defaults (10, 50) are checked in sms-providers.test.
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', SMS_DAILY_CAP_PER_MOBILE: '3', SMS_DAILY_CAP_PER_IP: '5' } });
});
afterAll(() => api.close());

const db = () => api.database.db;
const getMsgCode = (body: BodyOf<typeof contract.user.getMsgCode>, ip = freshIp()) => api.call(contract.user.getMsgCode, { body: { type: 1, ...body } }, from(ip));

describe('image captcha', () => {
  it('is a base64 SVG data URL with a random key; the table holds a hash, not the answer', async () => {
    const c = await captcha(api);
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.image.split(',')[1], 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(c.imgCode).toMatch(/^[2345679ACEFHJKMNPRTWXY]{4}$/);
    expect(c.imgCodeKey.length).toBeGreaterThanOrEqual(20);
    const [row] = await db().select().from(captchas).where(eq(captchas.key, c.imgCodeKey));
    expect(row.answerHash).not.toContain(c.imgCode);
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const life = row.expiresAt.getTime() - Date.now();
    expect(life).toBeGreaterThan(4.9 * 60_000);
    expect(life).toBeLessThanOrEqual(5 * 60_000);
  });

  it('is case-insensitive', async () => {
    const c = await captcha(api);
    ok(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode.toLowerCase(), imgCodeKey: c.imgCodeKey }));
  });

  it('is single use', async () => {
    const c = await captcha(api);
    ok(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }));
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }), '图形验证码已失效，请刷新后重试');
  });

  it('is consumed by a wrong answer too, so one image cannot be guessed at', async () => {
    const c = await captcha(api);
    const wrong = c.imgCode === 'AAAA' ? 'CCCC' : 'AAAA';
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: wrong, imgCodeKey: c.imgCodeKey }), '图形验证码错误，请刷新后重试');
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }), '图形验证码已失效，请刷新后重试');
  });

  it('expires after five minutes', async () => {
    const c = await captcha(api);
    await db().update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.key, c.imgCodeKey));
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }), '图形验证码已失效，请刷新后重试');
  });

  it('is required for the login, register and reset scenes', async () => {
    for (const scene of ['login', 'register', 'reset'] as const) rejected(await getMsgCode({ mobile: freshMobile(), scene }), '请输入正确验证码');
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: 'AB', imgCodeKey: 'x' }), '请输入正确验证码（imgCode）');
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: 'ABCD', imgCodeKey: 'no-such-key' }), '图形验证码已失效，请刷新后重试');
  });

  it('is limited to 30 images a minute per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) ok(await api.call(contract.user.getImgCode, { body: {} }, from(ip)));
    rejected(await api.call(contract.user.getImgCode, { body: {} }, from(ip)), '获取图形验证码过于频繁，请稍后再试');
    ok(await api.call(contract.user.getImgCode, { body: {} }, from(freshIp())));
  });
});

describe('SMS codes', () => {
  it('texts a 6-digit code, stored only as a hash with a 5-minute life', async () => {
    const mobile = freshMobile();
    const code = await sendCode(api, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row.codeHash).not.toContain(code);
    expect(row.purpose).toBe('login');
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(4.9 * 60_000);
  });

  it('sends once per mobile per 60 s, naming the seconds left', async () => {
    const mobile = freshMobile();
    await sendCode(api, mobile);
    const c = await captcha(api);
    const res = await getMsgCode({ mobile, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey });
    rejected(res, /^请\d+秒后再试$/);
    const seconds = Number(/\d+/.exec(String(res.json.message))![0]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    await skipResendWait(api, mobile);
    await sendCode(api, mobile);
  });

  it('caps the sends per mobile per day (3 in this suite, 10 by default)', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) {
      await sendCode(api, mobile);
      await skipResendWait(api, mobile);
    }
    const c = await captcha(api);
    rejected(await getMsgCode({ mobile, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }), '该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('caps the sends per client address per day (5 in this suite, 50 by default)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await sendCode(api, freshMobile(), 'login', ip);
    const c = await captcha(api, ip);
    rejected(await getMsgCode({ mobile: freshMobile(), imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }, ip), '今日获取验证码次数过多，请明天再试');
  });

  it('kills a code after five wrong tries', async () => {
    const mobile = freshMobile();
    const code = await sendCode(api, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = (msgCode: string) => api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode } });
    for (let i = 0; i < 4; i++) rejected(await login(wrong), '验证码错误，请重新输入');
    rejected(await login(wrong), '验证码错误次数过多，请重新获取');
    rejected(await login(code), '验证码错误次数过多，请重新获取');
    // A new code starts afresh.
    await skipResendWait(api, mobile);
    ok(await login(await sendCode(api, mobile)));
  });

  it('expires after five minutes', async () => {
    const mobile = freshMobile();
    const code = await sendCode(api, mobile);
    await db().update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.mobile, mobile));
    rejected(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: code } }), '验证码已失效，请重新获取');
  });

  it('is single use, and a new code replaces the previous one', async () => {
    const mobile = freshMobile();
    const first = await sendCode(api, mobile);
    await skipResendWait(api, mobile);
    const second = await sendCode(api, mobile);
    if (first !== second) rejected(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: first } }), '验证码错误，请重新输入');
    ok(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: second } }));
    rejected(await api.call(contract.user.msgCodeLogin, { body: { mobile, msgCode: second } }), '验证码已失效，请重新获取');
  });

  it('answers 该手机号未注册 for a password reset of an unknown mobile, and sends nothing', async () => {
    const mobile = freshMobile();
    const c = await captcha(api);
    rejected(await getMsgCode({ mobile, scene: 'reset', imgCode: c.imgCode, imgCodeKey: c.imgCodeKey }), '该手机号未注册');
    expect(lastSms(api, mobile)).toBeUndefined();
  });

  it('sends for the bind scene only with a live WeChat key, no image code', async () => {
    rejected(await getMsgCode({ mobile: freshMobile(), scene: 'bind' }), '绑定凭证已失效，请重新扫码');
    rejected(await getMsgCode({ mobile: freshMobile(), scene: 'bind', key: 'made-up' }), '绑定凭证已失效，请重新扫码');
  });

  it('validates the mobile with the SPEC §5 messages', async () => {
    rejected(await getMsgCode({ mobile: '' }), '请输入手机号（mobile）');
    rejected(await getMsgCode({ mobile: '2380013800' }), '请输入正确的手机号码（mobile）');
    rejected(await api.raw(contract.user.getMsgCode, { body: { mobile: freshMobile(), type: 1, scene: 'other' }, headers: from(freshIp()) }), /scene/);
  });
});

describe('shared counters and clean-up', () => {
  it('let only one of several simultaneous sends to a mobile through (the 60-s rule under concurrency)', async () => {
    const mobile = freshMobile();
    const caps = await Promise.all(Array.from({ length: 4 }, () => captcha(api)));
    const results = await Promise.all(caps.map((c) => getMsgCode({ mobile, imgCode: c.imgCode, imgCodeKey: c.imgCodeKey })));
    expect(results.filter((r) => r.json.code === 1)).toHaveLength(1);
    for (const r of results.filter((x) => x.json.code !== 1)) rejected(r, /^请\d+秒后再试$/);
  });

  it('remove captchas, SMS codes and QR scenes a day after they expired, and old rate events', async () => {
    const mobile = freshMobile();
    await sendCode(api, mobile);
    const fresh = await captcha(api);
    const stale = await captcha(api);
    const longAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    await db().update(captchas).set({ expiresAt: longAgo }).where(eq(captchas.key, stale.imgCodeKey));
    await db().update(smsCodes).set({ expiresAt: longAgo }).where(eq(smsCodes.mobile, mobile));
    await maybeSweepExpired(db(), 1);
    expect(await db().select().from(captchas).where(eq(captchas.key, stale.imgCodeKey))).toHaveLength(0);
    expect(await db().select().from(captchas).where(eq(captchas.key, fresh.imgCodeKey))).toHaveLength(1);
    expect(await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(0);

    await db().insert(rateEvents).values({ bucket: 'sms:mobile:day', subject: mobile, at: new Date(Date.now() - 3 * 24 * 3600_000) });
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      await take(db(), [{ bucket: 'test', subject: mobile, max: 10, windowMs: 60_000, message: () => 'x' }]);
    } finally {
      spy.mockRestore();
    }
    const left = await db().select().from(rateEvents).where(and(eq(rateEvents.bucket, 'sms:mobile:day'), eq(rateEvents.subject, mobile)));
    expect(left.every((r) => r.at.getTime() > Date.now() - 2 * 24 * 3600_000)).toBe(true);
  });
});
