'use client';
import { viaShell } from '@/lib/api/shell';
import type { loginBySms, sendSmsCode } from '@/lib/api/user';
import type { loginByPassword, registerByWechat, resetPassword, setPassword } from '@/lib/api/password';

/**
 * The calls of the login and register forms, each loading the API client on its first use (`viaShell`,
 * lib/api/shell.ts) — /login's and /register's first load carries neither axios nor the contract's zod
 * schemas; the picture code shown as a form opens is read without them (lib/api/image-captcha.ts). The
 * calls that carry a password also load crypto-js then (lib/api/password.ts), only when one is sent.
 */
type Body<F extends (api: never, body: never) => unknown> = Parameters<F>[1];

const passwordCalls = () => import('@/lib/api/password');

export const authCalls = {
  sendSmsCode: viaShell(({ userCalls, browserApi }, body: Body<typeof sendSmsCode>) => userCalls.sendSmsCode(browserApi, body)),
  loginBySms: viaShell(({ userCalls, browserApi }, body: Body<typeof loginBySms>) => userCalls.loginBySms(browserApi, body)),
  getOrganizationInfo: viaShell(({ userCalls, browserApi }) => userCalls.getOrganizationInfo(browserApi)),
  loginByPassword: viaShell(async ({ browserApi }, input: Body<typeof loginByPassword>) => (await passwordCalls()).loginByPassword(browserApi, input)),
  setPassword: viaShell(async ({ browserApi }, input: Body<typeof setPassword>) => (await passwordCalls()).setPassword(browserApi, input)),
  resetPassword: viaShell(async ({ browserApi }, input: Body<typeof resetPassword>) => (await passwordCalls()).resetPassword(browserApi, input)),
  registerByWechat: viaShell(async ({ browserApi }, input: Body<typeof registerByWechat>) => (await passwordCalls()).registerByWechat(browserApi, input)),
};
