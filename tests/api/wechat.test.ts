import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import { QR_STATE } from '../../lib/api/contract/user';
import { users, wechatScenes } from '../../server/db/schema';
import { auth, freshIp, freshMobile, from, lastSms, skipResendWait, smsLogin } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* WeChat QR login on the embedded simulated provider: the QR opens a confirm page of this shop. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CAPTCHA_PROVIDER: 'test', PUBLIC_ORIGIN: 'https://shop.example.cn' } });
});
afterAll(() => api.close());

const scan = async () => {
  const d = ok(await api.call(contract.user.wechatScan, { body: {} }, from(freshIp())));
  const ticket = new URL(d.qrcodeUrl).searchParams.get('scene')!;
  return { ...d, ticket };
};
const poll = async (sceneStr: string) => ok(await api.call(contract.user.wechatIsLogin, { query: { scene_str: sceneStr } }));
const confirm = (ticket: string, nickname: string) => api.call(contract.user.wechatSimulateConfirm, { body: { scene_str: ticket, nickname } }, from(freshIp()));
const sceneState = async (ticket: string) => ok(await api.call(contract.user.wechatSimulateScene, { query: { scene_str: ticket } }));
const sendBindCode = async (mobile: string, key: string) => {
  ok(await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, scene: 'bind', key } }, from(freshIp())));
  return lastSms(api, mobile)!;
};
const bind = (body: BodyOf<typeof contract.user.wechatBind>) => api.call(contract.user.wechatBind, { body }, from(freshIp()));

describe('WeChat QR login (simulated phone)', () => {
  it('shows a QR of this shop valid 60 s; the QR carries a ticket, not the poll secret', async () => {
    const s = await scan();
    expect(s.provider).toBe('simulated');
    expect(s.expireSeconds).toBe(60);
    expect(s.qrcodeUrl).toBe(`https://shop.example.cn/login/weChatLogin?scene=${s.ticket}`);
    expect(s.ticket).not.toBe(s.scene_str);
    expect((await poll(s.scene_str)).code).toBe(QR_STATE.waiting);
    // Whoever only saw the QR cannot poll it.
    expect((await poll(s.ticket)).code).toBe(QR_STATE.expired);
    const state = await sceneState(s.ticket);
    expect(state.status).toBe('waiting');
    expect(new Date(state.expiresAt!).getTime() - Date.now()).toBeGreaterThan(55_000);
  });

  it('a new WeChat identity: scan → 0 → confirm → 1 with a key → bind a phone by SMS → logged in; next time → 3', async () => {
    const s = await scan();
    expect((await poll(s.scene_str)).code).toBe(0);
    expect(ok(await confirm(s.ticket, '实验室小王'))).toMatchObject({ nickname: '实验室小王' });
    expect((await sceneState(s.ticket)).status).toBe('confirmed');
    const p = await poll(s.scene_str);
    expect(p).toMatchObject({ code: QR_STATE.scannedNew, nickname: '实验室小王' });
    expect(p.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(p.key).toBeTruthy();
    expect(p.token).toBeUndefined();
    // A repeated poll hands out the same key, so the bind form's key stays good.
    expect((await poll(s.scene_str)).key).toBe(p.key);

    const mobile = freshMobile();
    const code = await sendBindCode(mobile, p.key!);
    const login = ok(await bind({ mobile, code, key: p.key! }));
    expect(login.userInfo).toMatchObject({ nickName: '实验室小王', userName: '实验室小王', mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect(ok(await api.call(contract.user.selectUser, {}, auth(login.token))).id).toBe(login.userInfo.id);
    // The key is spent.
    rejected(await bind({ mobile, code, key: p.key! }), '绑定凭证已失效，请重新扫码');
    expect((await poll(s.scene_str)).code).toBe(QR_STATE.expired);

    // Second time, the same nickname is the same WeChat identity: straight to 3 with a token.
    const again = await scan();
    ok(await confirm(again.ticket, '实验室小王'));
    const three = await poll(again.scene_str);
    expect(three.code).toBe(QR_STATE.loggedIn);
    expect(three.userInfo!.id).toBe(login.userInfo.id);
    ok(await api.call(contract.user.selectUser, {}, auth(three.token!)));
    // The token is handed out once.
    expect((await poll(again.scene_str)).code).toBe(QR_STATE.expired);
  });

  it('an identity that scanned before but never bound a phone polls 2', async () => {
    const first = await scan();
    ok(await confirm(first.ticket, '路过的张工'));
    expect((await poll(first.scene_str)).code).toBe(QR_STATE.scannedNew);
    const second = await scan();
    ok(await confirm(second.ticket, '路过的张工'));
    expect((await poll(second.scene_str)).code).toBe(QR_STATE.scannedUnbound);
  });

  it('the 60-s rule per mobile holds across scenes (a login code, then a bind code)', async () => {
    const existing = await smsLogin(api);
    const s = await scan();
    ok(await confirm(s.ticket, '质检部李工'));
    const { key } = await poll(s.scene_str);
    rejected(await api.call(contract.user.getMsgCode, { body: { mobile: existing.mobile, type: 1, scene: 'bind', key } }, from(freshIp())), /^请\d+秒后再试$/);
  });

  it('refuses a mobile already bound to another WeChat identity', async () => {
    const first = await scan();
    ok(await confirm(first.ticket, '甲'));
    const mobile = freshMobile();
    const k1 = (await poll(first.scene_str)).key!;
    ok(await bind({ mobile, code: await sendBindCode(mobile, k1), key: k1 }));

    const second = await scan();
    ok(await confirm(second.ticket, '乙'));
    const k2 = (await poll(second.scene_str)).key!;
    await skipResendWait(api, mobile);
    rejected(await bind({ mobile, code: await sendBindCode(mobile, k2), key: k2 }), '该手机号已绑定其他微信账号');
  });

  it('joins an existing SMS account when its 60-s wait has passed', async () => {
    const existing = await smsLogin(api);
    await skipResendWait(api, existing.mobile);
    const s = await scan();
    ok(await confirm(s.ticket, '采购部赵经理'));
    const key = (await poll(s.scene_str)).key!;
    const login = ok(await bind({ mobile: existing.mobile, code: await sendBindCode(existing.mobile, key), key }));
    expect(login.userInfo.id).toBe(existing.userInfo.id);
    expect(login.userInfo.nickName).toBe('采购部赵经理');
    const [row] = await api.database.db.select().from(users).where(eq(users.id, existing.userInfo.id));
    expect(row.wechatOpenId).toMatch(/^sim_/);
  });

  it('an expired QR polls 4 and can no longer be confirmed', async () => {
    const s = await scan();
    await api.database.db.update(wechatScenes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wechatScenes.sceneStr, s.ticket));
    expect((await poll(s.scene_str)).code).toBe(QR_STATE.expired);
    expect((await sceneState(s.ticket)).status).toBe('expired');
    rejected(await confirm(s.ticket, '迟到的人'), '二维码已失效，请在电脑上刷新二维码后重新扫码');
    expect((await poll('no-such-scene')).code).toBe(QR_STATE.expired);
    expect((await sceneState('no-such-ticket')).status).toBe('expired');
  });

  it('a QR is confirmed once', async () => {
    const s = await scan();
    ok(await confirm(s.ticket, '第一个'));
    rejected(await confirm(s.ticket, '第二个'), '该二维码已被扫描，请在电脑上刷新二维码');
  });

  it('a scanned identity has ten minutes to bind; after that the key is dead', async () => {
    const s = await scan();
    ok(await confirm(s.ticket, '慢吞吞'));
    const { key } = await poll(s.scene_str);
    await api.database.db.update(wechatScenes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wechatScenes.sceneStr, s.ticket));
    rejected(await api.call(contract.user.getMsgCode, { body: { mobile: freshMobile(), type: 1, scene: 'bind', key } }), '绑定凭证已失效，请重新扫码');
    rejected(await bind({ mobile: freshMobile(), code: '123456', key: key! }), '绑定凭证已失效，请重新扫码');
  });

  it('validates the bind form with the SPEC §5 messages', async () => {
    rejected(await bind({ mobile: '123', code: '123456', key: 'k' }), '请输入正确手机号（mobile）');
    rejected(await bind({ mobile: freshMobile(), code: '', key: 'k' }), '请输入手机验证码（code）');
    rejected(await bind({ mobile: freshMobile(), code: '123456', key: '' }), '绑定凭证已失效，请重新扫码（key）');
    rejected(await confirm('x', ''), '请输入微信昵称（nickname）');
    rejected(await confirm('x', '一二三四五六七八九十一二三四五六七八九十一'), '微信昵称不能超过20个字符（nickname）');
  });

  it('the Open Platform callback is off while the simulated provider is on', async () => {
    rejected(await api.call(contract.user.wxLoginCallback, { query: { code: 'abc', state: 'def' } }), '当前未启用微信开放平台登录');
  });
});

describe("the three QR calls at SPEC §7's literal paths ({api}/public/wechat/…, {api}/wx/public/login/code)", () => {
  /** One request to a literal path of the API, from a fresh client address; answers the HTTP status and the envelope. */
  const literal = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await api.app.request(path, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json', ...from(freshIp()) } });
    return { status: res.status, json: (await res.json()) as { code: number; message: string; data: Record<string, unknown> | null } };
  };

  it('scan, poll and bind answer there as under /mall/user/api: a new identity binds a phone and is logged in', async () => {
    const scanned = await literal('POST', '/public/wechat/login/scan', {});
    expect(scanned).toMatchObject({ status: 200, json: { code: 1, data: { provider: 'simulated', expireSeconds: 60 } } });
    const sceneStr = String(scanned.json.data!.scene_str);
    const ticket = new URL(String(scanned.json.data!.qrcodeUrl)).searchParams.get('scene')!;
    expect(scanned.json.data!.qrcodeUrl).toBe(`https://shop.example.cn/login/weChatLogin?scene=${ticket}`);
    // The scene is the same one the prefixed calls see.
    expect((await poll(sceneStr)).code).toBe(QR_STATE.waiting);
    expect((await literal('GET', `/public/wechat/is/login?scene_str=${sceneStr}`)).json).toMatchObject({ code: 1, data: { code: QR_STATE.waiting } });

    ok(await confirm(ticket, '原文路径'));
    const polled = await literal('GET', `/public/wechat/is/login?scene_str=${sceneStr}`);
    expect(polled.json).toMatchObject({ code: 1, data: { code: QR_STATE.scannedNew, nickname: '原文路径' } });
    const key = String(polled.json.data!.key);

    const mobile = freshMobile();
    const code = await sendBindCode(mobile, key);
    const bound = await literal('POST', '/wx/public/login/code', { mobile, code, key });
    expect(bound).toMatchObject({ status: 200, json: { code: 1, data: { userInfo: { nickName: '原文路径' } } } });
    const token = String(bound.json.data!.token);
    expect(ok(await api.call(contract.user.selectUser, {}, auth(token))).nickName).toBe('原文路径');
    // The key is spent, whichever path is asked.
    rejected(await bind({ mobile, code, key }), '绑定凭证已失效，请重新扫码');
  });

  it('refuses bad input there with the same messages', async () => {
    const missing = await literal('GET', '/public/wechat/is/login');
    expect(missing.json).toMatchObject({ code: 0, message: '缺少必填参数 scene_str' });
    expect(missing.json).toEqual((await literal('GET', '/mall/user/api/public/wechat/is/login')).json);
    expect((await literal('POST', '/wx/public/login/code', { mobile: '123', code: '123456', key: 'k' })).json).toMatchObject({ code: 0, message: '请输入正确手机号（mobile）' });
  });
});
