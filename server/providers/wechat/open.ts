import type { Logger } from 'pino';
import { WechatError, type WechatIdentity, type WechatProvider } from './types';

/**
 * WeChat Open Platform "website application" login (网站应用微信登录): the browser opens WeChat's qrconnect
 * page, the phone confirms, WeChat redirects the browser to PUBLIC_ORIGIN/login/wxLogin?code&state, and the
 * API exchanges the code for the user's identity (sns/oauth2/access_token, then sns/userinfo).
 */
export interface OpenWechatOptions {
  appId: string;
  appSecret: string;
  publicOrigin: string;
  /** https://api.weixin.qq.com in production; a local mock in tests. */
  apiBase: string;
  openBase: string;
  timeoutMs?: number;
}

export interface OpenWechatProvider extends WechatProvider {
  readonly name: 'open';
  exchangeCode(code: string): Promise<WechatIdentity>;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

/** Error codes a user can act on; anything else is a generic failure with the code for support. */
const USER_MESSAGES: Record<number, string> = {
  40029: '微信授权码无效或已使用，请重新扫码',
  40163: '微信授权码已使用，请重新扫码',
  42003: '微信授权已过期，请重新扫码',
  40013: '微信登录配置有误（AppID 无效），请联系客服',
  40125: '微信登录配置有误（AppSecret 无效），请联系客服',
};

export function createOpenWechat(opts: OpenWechatOptions, logger: Logger): OpenWechatProvider {
  const apiBase = opts.apiBase.replace(/\/+$/, '');
  const redirectUri = `${opts.publicOrigin.replace(/\/+$/, '')}/login/wxLogin`;

  // WeChat answers JSON, sometimes labelled text/plain, and HTTP 200 even for errors: read the text, look at errcode.
  async function call(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    const url = `${apiBase}${path}?${new URLSearchParams(query)}`;
    let answer: WechatAnswer;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 8000) });
      answer = JSON.parse(await res.text()) as WechatAnswer;
    } catch (err) {
      // The URL carries the secret and the code: never log it.
      logger.warn({ path, err: (err as Error).name }, 'WeChat API unreachable');
      throw new WechatError('无法连接微信服务器，请稍后重试');
    }
    if (answer.errcode) {
      logger.warn({ path, errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat API refused');
      throw new WechatError(USER_MESSAGES[answer.errcode] ?? `微信登录失败（错误码 ${answer.errcode}），请稍后重试`);
    }
    return answer;
  }

  return {
    name: 'open',
    qrcodeUrl: (ticket) => {
      const q = new URLSearchParams({ appid: opts.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state: ticket });
      return `${opts.openBase.replace(/\/+$/, '')}/connect/qrconnect?${q}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const token = await call('/sns/oauth2/access_token', { appid: opts.appId, secret: opts.appSecret, code, grant_type: 'authorization_code' });
      if (!token.access_token || !token.openid) throw new WechatError('微信登录失败，请重新扫码');
      const info = await call('/sns/userinfo', { access_token: token.access_token, openid: token.openid });
      return {
        openId: token.openid,
        unionId: info.unionid ?? token.unionid ?? null,
        nickname: (info.nickname ?? '').slice(0, 40),
        avatar: info.headimgurl || null,
      };
    },
  };
}
