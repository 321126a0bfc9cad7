import CryptoJS from 'crypto-js';
import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { NO_BIND_PREFIX, user } from './contract/user';

/** One typed function per accounts call (SPEC §7 "User and login"); each takes the client of the side it runs on. */

/** SPEC §3: the password travels as crypto-js SHA-256, hex — never in clear. */
export const hashPassword = (password: string) => CryptoJS.SHA256(password).toString();

export const getImageCaptcha = (api: ApiClient) => api.call(user.getImgCode, { body: {} });

export const sendSmsCode = (api: ApiClient, body: Omit<BodyOf<typeof user.getMsgCode>, 'type'>) =>
  api.call(user.getMsgCode, { body: { ...body, type: 1 } });

export const loginBySms = (api: ApiClient, body: BodyOf<typeof user.msgCodeLogin>) => api.call(user.msgCodeLogin, { body });

/** `password` is the clear text typed by the person; only its hash leaves the browser. */
export const loginByPassword = (
  api: ApiClient,
  { password, ...rest }: Omit<BodyOf<typeof user.accountLogin>, 'passwd'> & { password: string },
) => api.call(user.accountLogin, { body: { ...rest, passwd: hashPassword(password) } });

export const logout = (api: ApiClient) => api.call(user.logout, { body: {} });

export const resetPassword = (api: ApiClient, { password, ...rest }: { mobile: string; msgCode: string; password: string }) =>
  api.call(user.forgetPasswd, { body: { ...rest, passwd: hashPassword(password) } });

export const setPassword = (api: ApiClient, { password, msgCode }: { password: string; msgCode?: string }) =>
  api.call(user.setPasswd, { body: { passwd: hashPassword(password), ...(msgCode ? { msgCode } : {}) } });

export const getCurrentUser = (api: ApiClient) => api.call(user.selectUser);

export const getOrganizationInfo = (api: ApiClient) => api.call(user.organizationInfo);

export const startWechatScan = (api: ApiClient) => api.call(user.wechatScan, { body: {} });

export const pollWechatScan = (api: ApiClient, sceneStr: string, signal?: AbortSignal) =>
  api.call(user.wechatIsLogin, { query: { scene_str: sceneStr }, signal });

export const bindWechatPhone = (api: ApiClient, body: BodyOf<typeof user.wechatBind>) => api.call(user.wechatBind, { body });

export const wechatCallback = (api: ApiClient, query: { code: string; state: string }) => api.call(user.wxLoginCallback, { query });

export const getSimulatedScene = (api: ApiClient, scene: string) => api.call(user.wechatSimulateScene, { query: { scene_str: scene } });

export const confirmSimulatedScene = (api: ApiClient, body: BodyOf<typeof user.wechatSimulateConfirm>) =>
  api.call(user.wechatSimulateConfirm, { body });

/** SPEC §4: `noBind_<key>` — a WeChat identity without a bound phone; the key goes to wechatBind on /register. */
export const isNoBindToken = (token: string | null | undefined): token is string => !!token && token.startsWith(NO_BIND_PREFIX);
export const bindKeyOfToken = (token: string) => token.slice(NO_BIND_PREFIX.length);
