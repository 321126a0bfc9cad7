import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { user } from './contract/user';
import { org } from './contract/org';

/** One typed function per accounts call (SPEC §7 "User and login"); each takes the client of the side it runs on. */

export const getImageCaptcha = (api: ApiClient) => api.call(user.getImgCode, { body: {} });

export const sendSmsCode = (api: ApiClient, body: Omit<BodyOf<typeof user.getMsgCode>, 'type'>) =>
  api.call(user.getMsgCode, { body: { ...body, type: 1 } });

export const loginBySms = (api: ApiClient, body: BodyOf<typeof user.msgCodeLogin>) => api.call(user.msgCodeLogin, { body });

export const logout = (api: ApiClient) => api.call(user.logout, { body: {} });

export const getCurrentUser = (api: ApiClient) => api.call(user.selectUser);

export const getOrganizationInfo = (api: ApiClient) => api.call(org.organizationInfo);

export const startWechatScan = (api: ApiClient) => api.call(user.wechatScan, { body: {} });

export const pollWechatScan = (api: ApiClient, sceneStr: string, signal?: AbortSignal) =>
  api.call(user.wechatIsLogin, { query: { scene_str: sceneStr }, signal });

export const bindWechatPhone = (api: ApiClient, body: BodyOf<typeof user.wechatBind>) => api.call(user.wechatBind, { body });

export const wechatCallback = (api: ApiClient, query: { code: string; state: string }) => api.call(user.wxLoginCallback, { query });

export const getSimulatedScene = (api: ApiClient, scene: string) => api.call(user.wechatSimulateScene, { query: { scene_str: scene } });

export const confirmSimulatedScene = (api: ApiClient, body: BodyOf<typeof user.wechatSimulateConfirm>) =>
  api.call(user.wechatSimulateConfirm, { body });

export { bindKeyOfToken, isNoBindToken } from './contract/user-paths';
