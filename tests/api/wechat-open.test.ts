import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { NO_BIND_PREFIX } from '../../lib/api/contract/user';
import { createOpenWechat } from '../../server/providers/wechat/open';
import { auth, freshIp, freshMobile, from, lastSms } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { closedPort, startMockHttp, type MockAnswer, type MockHttp } from './mock-http';

/* The WeChat Open Platform adapter against a local stand-in for api.weixin.qq.com. */

/** Codes the stand-in knows: each gives one WeChat user; 'used' is refused; 'drop' hangs up. */
const WECHAT_USERS: Record<string, { openid: string; unionid: string; nickname: string; headimgurl: string }> = {
  'code-alice': { openid: 'o_alice', unionid: 'u_alice', nickname: '爱丽丝', headimgurl: 'https://thirdwx.qlogo.cn/alice/132' },
  'code-alice-2': { openid: 'o_alice', unionid: 'u_alice', nickname: '爱丽丝', headimgurl: 'https://thirdwx.qlogo.cn/alice/132' },
};

function wechatStandIn(path: string, q: URLSearchParams): MockAnswer {
  if (path === '/sns/oauth2/access_token') {
    const code = q.get('code') ?? '';
    if (code === 'drop') return 'hang-up';
    if (q.get('appid') !== 'wx-test-app' || q.get('secret') !== 'test-secret') return { body: { errcode: 40125, errmsg: 'invalid appsecret' } };
    const u = WECHAT_USERS[code];
    if (!u) return { body: { errcode: 40029, errmsg: 'invalid code' } };
    return { body: { access_token: `at-${code}`, expires_in: 7200, refresh_token: 'rt', openid: u.openid, scope: 'snsapi_login', unionid: u.unionid } };
  }
  if (path === '/sns/userinfo') {
    const u = Object.entries(WECHAT_USERS).find(([code]) => `at-${code}` === q.get('access_token'))?.[1];
    if (!u || u.openid !== q.get('openid')) return { body: { errcode: 40001, errmsg: 'invalid credential' } };
    return { body: { ...u, sex: 0, province: '', city: '', country: 'CN', privilege: [] } };
  }
  return { status: 404, body: { errcode: -1, errmsg: 'not found' } };
}

let mock: MockHttp;
beforeAll(async () => {
  mock = await startMockHttp(wechatStandIn);
});
afterAll(() => mock.close());

const adapter = (apiBase: string) =>
  createOpenWechat({ appId: 'wx-test-app', appSecret: 'test-secret', publicOrigin: 'https://shop.example.cn', apiBase, openBase: 'https://open.weixin.qq.com' }, pino({ level: 'silent' }));

describe('Open Platform adapter', () => {
  it('builds the qrconnect URL of website login', () => {
    const url = adapter(mock.url).qrcodeUrl('ticket123');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx-test-app&redirect_uri=https%3A%2F%2Fshop.example.cn%2Flogin%2FwxLogin&response_type=code&scope=snsapi_login&state=ticket123#wechat_redirect',
    );
  });

  it('exchanges a code for the identity: access_token, then userinfo', async () => {
    const before = mock.requests.length;
    expect(await adapter(mock.url).exchangeCode('code-alice')).toEqual({
      openId: 'o_alice',
      unionId: 'u_alice',
      nickname: '爱丽丝',
      avatar: 'https://thirdwx.qlogo.cn/alice/132',
    });
    const [token, info] = mock.requests.slice(before);
    expect(token.path).toBe('/sns/oauth2/access_token');
    expect(Object.fromEntries(token.query)).toEqual({ appid: 'wx-test-app', secret: 'test-secret', code: 'code-alice', grant_type: 'authorization_code' });
    expect(info.path).toBe('/sns/userinfo');
    expect(Object.fromEntries(info.query)).toEqual({ access_token: 'at-code-alice', openid: 'o_alice' });
  });

  it('turns an errcode answer into a Chinese message', async () => {
    await expect(adapter(mock.url).exchangeCode('code-unknown')).rejects.toThrow('微信授权码无效或已使用，请重新扫码');
    const wrongSecret = createOpenWechat(
      { appId: 'wx-test-app', appSecret: 'nope', publicOrigin: 'https://shop.example.cn', apiBase: mock.url, openBase: 'https://open.weixin.qq.com' },
      pino({ level: 'silent' }),
    );
    await expect(wrongSecret.exchangeCode('code-alice')).rejects.toThrow('微信登录配置有误（AppSecret 无效），请联系客服');
  });

  it('turns a network failure into a Chinese message', async () => {
    await expect(adapter(await closedPort()).exchangeCode('code-alice')).rejects.toThrow('无法连接微信服务器，请稍后重试');
    await expect(adapter(mock.url).exchangeCode('drop')).rejects.toThrow('无法连接微信服务器，请稍后重试');
  });
});

describe('WeChat login with WECHAT_PROVIDER=open', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      env: { WECHAT_PROVIDER: 'open', WECHAT_APP_ID: 'wx-test-app', WECHAT_APP_SECRET: 'test-secret', WECHAT_API_BASE: mock.url, PUBLIC_ORIGIN: 'https://shop.example.cn' },
    });
  });
  afterAll(() => api.close());

  const scan = async () => {
    const d = ok(await api.call(contract.user.wechatScan, { body: {} }, from(freshIp())));
    expect(d.provider).toBe('open');
    const url = new URL(d.qrcodeUrl);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    return url.searchParams.get('state')!;
  };
  const callback = (code: string, state: string) => api.call(contract.user.wxLoginCallback, { query: { code, state } }, from(freshIp()));

  it('an unbound identity gets noBind_<key>; binding a phone with that key logs in; next time a real token', async () => {
    const state = await scan();
    const { token } = ok(await callback('code-alice', state));
    expect(token.startsWith(NO_BIND_PREFIX)).toBe(true);
    const key = token.slice(NO_BIND_PREFIX.length);
    // The callback is accepted once.
    rejected(await callback('code-alice', state), '登录请求已过期，请重新扫码');

    const mobile = freshMobile();
    ok(await api.call(contract.user.getMsgCode, { body: { mobile, type: 1, scene: 'bind', key } }, from(freshIp())));
    const login = ok(await api.call(contract.user.wechatBind, { body: { mobile, code: lastSms(api, mobile)!, key } }));
    expect(login.userInfo).toMatchObject({ nickName: '爱丽丝', avatar: 'https://thirdwx.qlogo.cn/alice/132' });

    const second = ok(await callback('code-alice-2', await scan()));
    expect(second.token.startsWith(NO_BIND_PREFIX)).toBe(false);
    expect(ok(await api.call(contract.user.selectUser, {}, auth(second.token))).id).toBe(login.userInfo.id);
  });

  it('answers a WeChat refusal, a network failure and an unknown state in Chinese', async () => {
    const state = await scan();
    rejected(await callback('code-unknown', state), '微信授权码无效或已使用，请重新扫码');
    rejected(await callback('drop', state), '无法连接微信服务器，请稍后重试');
    rejected(await callback('code-alice', 'not-a-state'), '登录请求已过期，请重新扫码');
    rejected(await api.raw(contract.user.wxLoginCallback, { query: { state } }), '缺少必填参数 code');
  });

  it('turns the simulated phone off', async () => {
    rejected(await api.call(contract.user.wechatSimulateScene, { query: { scene_str: 'abc' } }), '当前未启用模拟微信登录');
    rejected(await api.call(contract.user.wechatSimulateConfirm, { body: { scene_str: 'abc', nickname: '某人' } }), '当前未启用模拟微信登录');
  });
});
