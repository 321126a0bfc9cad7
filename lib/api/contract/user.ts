import { z } from 'zod';
import { endpoint, type Endpoint } from './endpoint';
import { accountRule, bindCodeRule, bindMobileRule, imgCodeRule, mobileRule, smsCodeRule } from '../../validation';
import { LOGIN_EXPIRE_MINUTES, LOGIN_REMEMBER_EXPIRE_MINUTES } from '../../constants';
import { IMAGE_CAPTCHA_PATH } from './user-paths';
import { wholeNumberOf } from './common';

const USER_API = '/mall/user/api';

/** SPEC §3: login response userInfo. userName mirrors nickName; the storefront shows '惊鸿而过' when empty. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  nickName: z.string(),
  userName: z.string(),
  /** Masked, e.g. 138****8000; null when none is bound. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** SPEC §3: '2' = real-name verified. */
  status: z.string(),
  orgName: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResultSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Why an SMS code is wanted; the image captcha is required for all but the WeChat bind (which holds a key). */
export const SMS_SCENES = ['login', 'register', 'reset', 'bind'] as const;

const expireTime = wholeNumberOf([LOGIN_EXPIRE_MINUTES, LOGIN_REMEMBER_EXPIRE_MINUTES]).default(LOGIN_EXPIRE_MINUTES);
/** The client sends crypto-js SHA-256 of the password, hex (SPEC §3 passwd). */
export const passwdHash = z.string({ error: '请输入密码' }).regex(/^[a-f0-9]{64}$/i, '密码格式不正确');

/** Poll states of the WeChat QR (SPEC §4): 0 waiting, 1/2 scanned without a bound phone, 3 logged in, 4 expired. */
export const QR_STATE = { waiting: 0, scannedNew: 1, scannedUnbound: 2, loggedIn: 3, expired: 4 } as const;

/** What the simulated phone page sees of a scene: waiting for a confirm, already confirmed, or expired/unknown. */
export const SIMULATED_SCENE_STATUS = ['waiting', 'confirmed', 'expired'] as const;

export { NO_BIND_PREFIX } from './user-paths';

/** getMsgCode's body; getMsgCodeTest (lib/api/contract/security.ts) takes the same. */
export const msgCodeBody = z.object({
  mobile: mobileRule,
  type: wholeNumberOf([1]).default(1),
  scene: z.enum(SMS_SCENES).default('login'),
  imgCode: imgCodeRule.optional(),
  imgCodeKey: z.string().trim().max(100).optional(),
  /** The WeChat bind key (scene 'bind' only), instead of an image code. */
  key: z.string().trim().max(200).optional(),
});

const userCalls = {
  getImgCode: endpoint({
    title: '图形验证码',
    method: 'POST',
    path: IMAGE_CAPTCHA_PATH,
    body: z.object({}).passthrough().optional(),
    data: z.object({ imagBash64: z.string(), imgCodeKey: z.string() }),
  }),
  getMsgCode: endpoint({
    title: '发送短信验证码',
    method: 'POST',
    path: `${USER_API}/code/getMsgCode`,
    body: msgCodeBody,
    data: z.null(),
  }),
  msgCodeLogin: endpoint({
    title: '短信验证码登录（未注册自动注册）',
    method: 'POST',
    path: `${USER_API}/loginAndRegister/msgCodeLogin`,
    body: z.object({ mobile: mobileRule, msgCode: smsCodeRule, recommendMobile: z.string().trim().max(20).optional().or(z.literal('')), expireTime }),
    data: loginResultSchema,
  }),
  accountLogin: endpoint({
    title: '账号密码登录',
    method: 'POST',
    path: `${USER_API}/loginAndRegister/accountLogin`,
    body: z.object({ account: accountRule, passwd: passwdHash, imgCode: imgCodeRule, imgCodeKey: z.string().trim().min(1, '请输入正确验证码').max(100), expireTime }),
    data: loginResultSchema,
  }),
  logout: endpoint({
    title: '退出登录',
    method: 'POST',
    path: `${USER_API}/loginAndRegister/logout`,
    body: z.object({}).passthrough().optional(),
    auth: 'user',
    data: z.null(),
  }),
  forgetPasswd: endpoint({
    title: '找回密码',
    method: 'POST',
    path: `${USER_API}/loginAndRegister/forgetPasswd`,
    body: z.object({ mobile: mobileRule, msgCode: smsCodeRule, passwd: passwdHash }),
    data: z.null(),
  }),
  selectUser: endpoint({ title: '当前用户信息', method: 'GET', path: `${USER_API}/userInfo/selectUser`, auth: 'user', data: userInfoSchema }),
  wechatScan: endpoint({
    title: '微信扫码登录二维码',
    method: 'POST',
    path: `${USER_API}/public/wechat/login/scan`,
    body: z.object({}).passthrough().optional(),
    data: z.object({
      scene_str: z.string(),
      qrcodeUrl: z.string(),
      expireSeconds: z.number().int(),
      /**
       * Added by the accounts API: 'simulated' — draw qrcodeUrl as a QR and poll; 'open' — qrcodeUrl is WeChat's
       * qrconnect page (open it or frame it), which returns to /login/wxLogin?code&state.
       */
      provider: z.enum(['simulated', 'open']).optional(),
    }),
  }),
  wechatIsLogin: endpoint({
    title: '微信扫码状态轮询',
    method: 'GET',
    path: `${USER_API}/public/wechat/is/login`,
    query: z.object({ scene_str: z.string({ error: '缺少二维码编号' }).trim().min(1, '缺少二维码编号').max(100) }),
    data: z.object({
      code: z.number().int(),
      token: z.string().optional(),
      userInfo: userInfoSchema.optional(),
      key: z.string().optional(),
      avatar: z.string().nullable().optional(),
      nickname: z.string().nullable().optional(),
    }),
  }),
  wechatBind: endpoint({
    title: '微信登录绑定手机号',
    method: 'POST',
    path: `${USER_API}/wx/public/login/code`,
    body: z.object({ mobile: bindMobileRule, code: bindCodeRule, key: z.string().trim().min(1, '绑定凭证已失效，请重新扫码').max(200), recommendMobile: z.string().trim().max(20).optional().or(z.literal('')) }),
    data: loginResultSchema,
  }),

  // ── added by the accounts API (docs/api.md) ──
  setPasswd: endpoint({
    title: '设置/修改登录密码',
    method: 'POST',
    path: `${USER_API}/userInfo/setPasswd`,
    /** msgCode: an SMS code of scene 'reset' sent to the user's own mobile — required when a password already exists. */
    body: z.object({ passwd: passwdHash, msgCode: smsCodeRule.optional().or(z.literal('')) }),
    auth: 'user',
    data: z.null(),
  }),
  wxLoginCallback: endpoint({
    title: '微信开放平台登录回调',
    method: 'GET',
    /** SPEC §7 `.../loginAndRegister/{x}/wxLoginCallback`, with x = 'open' (the Open Platform website login). */
    path: `${USER_API}/loginAndRegister/open/wxLoginCallback`,
    query: z.object({
      code: z.string({ error: '缺少微信授权码' }).trim().min(1, '缺少微信授权码').max(200, '微信授权码无效'),
      state: z.string({ error: '缺少登录状态参数' }).trim().min(1, '缺少登录状态参数').max(100, '登录状态参数无效'),
    }),
    /** A session token, or `noBind_<key>` when the WeChat identity has no bound phone (→ /register?token=…). */
    data: z.object({ token: z.string() }),
  }),
  wechatSimulateScene: endpoint({
    title: '模拟微信扫码：二维码状态',
    method: 'GET',
    path: `${USER_API}/public/wechat/simulate/scene`,
    /** scene_str here is the `scene` of the QR URL (the public ticket), not the poll secret. */
    query: z.object({ scene_str: z.string({ error: '缺少二维码编号' }).trim().min(1, '缺少二维码编号').max(100, '二维码编号无效') }),
    data: z.object({ status: z.enum(SIMULATED_SCENE_STATUS), expiresAt: z.string().nullable() }),
  }),
  wechatSimulateConfirm: endpoint({
    title: '模拟微信扫码：确认登录',
    method: 'POST',
    path: `${USER_API}/public/wechat/simulate/confirm`,
    body: z.object({
      scene_str: z.string({ error: '缺少二维码编号' }).trim().min(1, '缺少二维码编号').max(100, '二维码编号无效'),
      nickname: z.string({ error: '请输入微信昵称' }).trim().min(1, '请输入微信昵称').max(20, '微信昵称不能超过20个字符'),
      avatarSeed: z.string().trim().max(40, '头像参数过长').optional(),
    }),
    data: z.object({ nickname: z.string(), avatar: z.string().nullable() }),
  }),
} as const;

/**
 * SPEC §7 lists the three WeChat QR calls without the accounts prefix: `{api}/public/wechat/login/scan`,
 * `{api}/public/wechat/is/login` and `{api}/wx/public/login/code`. Each also answers at that literal path: the same
 * input, answer and handler as under /mall/user/api (server/routes/accounts.ts).
 */
const atSpecPath = <E extends Endpoint>(ep: E, path: string): E => ({ ...ep, path, title: `${ep.title}（SPEC 原文路径）` });

export const user = {
  ...userCalls,
  wechatScanAtSpecPath: atSpecPath(userCalls.wechatScan, '/public/wechat/login/scan'),
  wechatIsLoginAtSpecPath: atSpecPath(userCalls.wechatIsLogin, '/public/wechat/is/login'),
  wechatBindAtSpecPath: atSpecPath(userCalls.wechatBind, '/wx/public/login/code'),
} as const;
