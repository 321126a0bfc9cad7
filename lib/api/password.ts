import sha256 from 'crypto-js/sha256';
import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { security } from './contract/security';
import { user } from './contract/user';

/**
 * The accounts calls that carry a password. Apart from lib/api/user.ts so that crypto-js loads only with
 * the forms that use it (login, register, forgotten password), not with every page.
 */

/** SPEC §3: the password travels as crypto-js SHA-256, hex — never in clear. */
export const hashPassword = (password: string) => sha256(password).toString();

/** `password` is the clear text typed by the person; only its hash leaves the browser. */
export const loginByPassword = (
  api: ApiClient,
  { password, ...rest }: Omit<BodyOf<typeof user.accountLogin>, 'passwd'> & { password: string },
) => api.call(user.accountLogin, { body: { ...rest, passwd: hashPassword(password) } });

export const resetPassword = (api: ApiClient, { password, ...rest }: { mobile: string; msgCode: string; password: string }) =>
  api.call(user.forgetPasswd, { body: { ...rest, passwd: hashPassword(password) } });

export const setPassword = (api: ApiClient, { password, msgCode }: { password: string; msgCode?: string }) =>
  api.call(user.setPasswd, { body: { passwd: hashPassword(password), ...(msgCode ? { msgCode } : {}) } });

/** Account security: the old and the new password, both hashed (a wrong old one counts toward the login lock). */
export const changePassword = (api: ApiClient, { oldPassword, password }: { oldPassword: string; password: string }) =>
  api.call(security.changePasswd, { body: { oldPasswd: hashPassword(oldPassword), passwd: hashPassword(password) } });

/** /register?token=noBind_…: registration through WeChat (loginReg), with an optional first password. */
export const registerByWechat = (api: ApiClient, { password, ...rest }: Omit<BodyOf<typeof security.wxLoginReg>, 'passwd'> & { password?: string }) =>
  api.call(security.wxLoginReg, { body: { ...rest, ...(password ? { passwd: hashPassword(password) } : {}) } });
