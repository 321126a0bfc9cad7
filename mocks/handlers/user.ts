import { security } from '../../lib/api/contract/security';
import { QR_STATE, user } from '../../lib/api/contract/user';
import { QR_VALID_SECONDS } from '../../lib/constants';
import { fixtureUsers, MOCK_SMS_CODE, toUserInfo, type MockUser } from '../fixtures/user';
import { identityStatusOf } from './identity';
import { mock, ok, rejected, sessionInvalid } from '../mock';

/*
 * The accounts calls of the mock API, with an in-memory state (per process; `resetUserMocks()` for tests):
 *
 *   picture code  any 4 characters, with an imgCodeKey handed out by getImgCode (single use)
 *   SMS code      always 123456 (any mobile; a new mobile is registered by msgCodeLogin)
 *   password      13800138000 (or buyer@example.com) / Test1234 — sent hashed as the client does
 *   WeChat        wechatScan → open the QR's /login/weChatLogin?scene=… page and confirm with a nickname;
 *                 '微信测试员' is bound to 13800138000 (poll code 3), any other nickname asks to bind (code 1)
 *   Open Platform wxLoginCallback with code 'bound' → a session of 13800138000; any other code → noBind_<key>
 *   session       token `mock-token-<userId>-<n>`; an unknown token answers code -1
 *
 * The Playwright `mocked` project and the component tests log in with these.
 */

const PUBLIC_ORIGIN = (typeof process !== 'undefined' && process.env.PUBLIC_ORIGIN) || 'http://localhost:3000';

interface Scene {
  sceneStr: string;
  ticket: string;
  expiresAt: number;
  status: 'pending' | 'confirmed' | 'done';
  nickname: string | null;
  bindKey: string | null;
}

const state = {
  users: [] as MockUser[],
  captchas: new Set<string>(),
  sessions: new Map<string, number>(),
  scenes: new Map<string, Scene>(),
  seq: 0,
};

export function resetUserMocks() {
  state.users = fixtureUsers.map((u) => ({ ...u }));
  state.captchas.clear();
  state.sessions.clear();
  state.scenes.clear();
  state.seq = 0;
}
resetUserMocks();

const next = () => ++state.seq;

function captchaSvg(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f4f6f8"/><text x="60" y="28" font-size="24" font-family="monospace" text-anchor="middle" fill="#0b4ea2">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function consumeCaptcha(key: string | undefined, code: string | undefined) {
  if (!key || !state.captchas.has(key)) return rejected('图形验证码已失效，请刷新后重试');
  state.captchas.delete(key);
  if (!code || code.trim().length !== 4) return rejected('图形验证码错误，请刷新后重试');
  return null;
}

function login(u: MockUser) {
  const token = `mock-token-${u.id}-${next()}`;
  state.sessions.set(token, u.id);
  return { token, userInfo: toUserInfo(u, identityStatusOf(u.id)) };
}

function userOf(token: string | null) {
  const id = token ? state.sessions.get(token) : undefined;
  return id === undefined ? null : (state.users.find((u) => u.id === id) ?? null);
}

function findOrRegister(mobile: string, wechat: string | null = null): MockUser {
  const found = state.users.find((u) => u.mobile === mobile);
  if (found) return found;
  const created: MockUser = { id: 100 + next(), mobile, email: null, nickName: wechat ?? '', orgName: null, passwd: null, wechat };
  state.users.push(created);
  return created;
}

const liveScene = (s: Scene | undefined) => (s && s.status !== 'done' && s.expiresAt > Date.now() ? s : null);
const sceneByTicket = (ticket: string) => [...state.scenes.values()].find((s) => s.ticket === ticket);
const sceneByKey = (key: string) => [...state.scenes.values()].find((s) => s.bindKey === key && s.status === 'confirmed');

/** For the account-security mocks (mocks/handlers/security.ts): the same users, sessions and picture codes. */
export const mockAccounts = {
  userOf,
  consumeCaptcha,
  users: () => state.users,
  sessions: () => state.sessions,
};

export const userHandlers = [
  mock(user.getImgCode, () => {
    const key = `mock-captcha-${next()}`;
    state.captchas.add(key);
    return ok({ imagBash64: captchaSvg('MOCK'), imgCodeKey: key });
  }),

  mock(user.getMsgCode, ({ body }) => {
    if (body.scene === 'bind') {
      if (!body.key || !sceneByKey(body.key)) return rejected('绑定凭证已失效，请重新扫码');
      return ok(null);
    }
    const refused = consumeCaptcha(body.imgCodeKey, body.imgCode);
    if (refused) return refused;
    if (body.scene === 'reset' && !state.users.some((u) => u.mobile === body.mobile)) return rejected('该手机号未注册');
    return ok(null);
  }),

  mock(user.msgCodeLogin, ({ body }) => {
    if (body.msgCode !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    return ok(login(findOrRegister(body.mobile)));
  }),

  mock(user.accountLogin, ({ body }) => {
    const refused = consumeCaptcha(body.imgCodeKey, body.imgCode);
    if (refused) return refused;
    const account = body.account.toLowerCase();
    const u = state.users.find((x) => x.mobile === account || x.email === account);
    if (!u || !u.passwd || u.passwd !== body.passwd.toLowerCase()) return rejected('账号或密码错误');
    return ok(login(u));
  }),

  mock(user.logout, ({ token }) => {
    if (token) state.sessions.delete(token);
    return ok(null);
  }),

  mock(user.forgetPasswd, ({ body }) => {
    if (body.msgCode !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    const u = state.users.find((x) => x.mobile === body.mobile);
    if (!u) return rejected('该手机号未注册');
    u.passwd = body.passwd.toLowerCase();
    for (const [t, id] of state.sessions) if (id === u.id) state.sessions.delete(t);
    return ok(null);
  }),

  mock(user.setPasswd, ({ body, token }) => {
    const u = userOf(token);
    if (!u) return sessionInvalid();
    if (u.passwd && body.msgCode !== MOCK_SMS_CODE) return rejected('修改密码需要短信验证码，请先获取验证码');
    u.passwd = body.passwd.toLowerCase();
    return ok(null);
  }),

  mock(user.selectUser, ({ token }) => {
    const u = userOf(token);
    return u ? ok(toUserInfo(u, identityStatusOf(u.id))) : sessionInvalid();
  }),

  mock(user.wechatScan, () => {
    const n = next();
    const scene: Scene = { sceneStr: `mock-scene-${n}`, ticket: `mock-ticket-${n}`, expiresAt: Date.now() + QR_VALID_SECONDS * 1000, status: 'pending', nickname: null, bindKey: null };
    state.scenes.set(scene.sceneStr, scene);
    return ok({
      scene_str: scene.sceneStr,
      qrcodeUrl: `${PUBLIC_ORIGIN}/login/weChatLogin?scene=${scene.ticket}`,
      expireSeconds: QR_VALID_SECONDS,
      provider: 'simulated' as const,
    });
  }),

  mock(user.wechatIsLogin, ({ query }) => {
    const scene = liveScene(state.scenes.get(query.scene_str));
    if (!scene) return ok({ code: QR_STATE.expired });
    if (scene.status === 'pending') return ok({ code: QR_STATE.waiting });
    const bound = state.users.find((u) => u.wechat === scene.nickname);
    if (bound) {
      scene.status = 'done';
      return ok({ code: QR_STATE.loggedIn, ...login(bound) });
    }
    scene.bindKey ??= `mock-bind-${next()}`;
    return ok({ code: QR_STATE.scannedNew, key: scene.bindKey, nickname: scene.nickname, avatar: null });
  }),

  mock(user.wechatBind, ({ body }) => {
    const scene = sceneByKey(body.key);
    if (!scene) return rejected('绑定凭证已失效，请重新扫码');
    if (body.code !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    scene.status = 'done';
    const u = findOrRegister(body.mobile, scene.nickname);
    u.wechat ??= scene.nickname;
    return ok(login(u));
  }),

  // loginReg (/register?token=noBind_…): wechatBind plus an optional first password.
  mock(security.wxLoginReg, ({ body }) => {
    const scene = sceneByKey(body.key);
    if (!scene) return rejected('绑定凭证已失效，请重新扫码');
    if (body.code !== MOCK_SMS_CODE) return rejected('验证码错误，请重新输入');
    scene.status = 'done';
    const u = findOrRegister(body.mobile, scene.nickname);
    u.wechat ??= scene.nickname;
    const passwordSet = !!body.passwd && !u.passwd;
    if (passwordSet) u.passwd = body.passwd!.toLowerCase();
    return ok({ ...login(u), passwordSet });
  }),

  // getMsgCodeTest: the mock is a test environment, so it answers the (fixed) code.
  mock(security.getMsgCodeTest, ({ body }) => {
    const refused = consumeCaptcha(body.imgCodeKey, body.imgCode);
    if (refused) return refused;
    return ok({ mobile: body.mobile, msgCode: MOCK_SMS_CODE });
  }),

  mock(user.wxLoginCallback, ({ query }) => {
    if (query.code === 'bound') return ok({ token: login(state.users[0]).token });
    const n = next();
    const scene: Scene = { sceneStr: `mock-open-${n}`, ticket: query.state, expiresAt: Date.now() + 10 * 60_000, status: 'confirmed', nickname: `微信用户${n}`, bindKey: `mock-bind-${n}` };
    state.scenes.set(scene.sceneStr, scene);
    return ok({ token: `noBind_${scene.bindKey}` });
  }),

  mock(user.wechatSimulateScene, ({ query }) => {
    const scene = sceneByTicket(query.scene_str);
    const live = liveScene(scene);
    if (!live) return ok({ status: 'expired' as const, expiresAt: scene ? new Date(scene.expiresAt).toISOString() : null });
    return ok({ status: live.status === 'pending' ? ('waiting' as const) : ('confirmed' as const), expiresAt: new Date(live.expiresAt).toISOString() });
  }),

  mock(user.wechatSimulateConfirm, ({ body }) => {
    const scene = liveScene(sceneByTicket(body.scene_str));
    if (!scene) return rejected('二维码已失效，请在电脑上刷新二维码后重新扫码');
    if (scene.status !== 'pending') return rejected('该二维码已被扫描，请在电脑上刷新二维码');
    scene.status = 'confirmed';
    scene.nickname = body.nickname;
    return ok({ nickname: body.nickname, avatar: null });
  }),
];
