import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyBody, idParams } from './common';
import { loginResultSchema, msgCodeBody, passwdHash } from './user';
import { bindCodeRule, bindMobileRule, emailCodeRule, emailRule, imgCodeRule, mobileRule, smsCodeRule } from '../../validation';
import { UPLOAD_DEFAULT_MAX_BYTES } from '../../constants';
import { caseStatus } from './identity';

const USER_API = '/mall/user/api';
/** Our names (SPEC §7 shows none for the security page): docs/api.md "Account security". */
const SECURITY_API = `${USER_API}/userInfo/security`;

export const SECURITY_ITEMS = ['password', 'mobile', 'email', 'realName'] as const;
export const SECURITY_LEVEL_TEXT = { low: '低', medium: '中', high: '高' } as const;

export const securityOverviewSchema = z.object({
  /** low: 2 or fewer of the four items; medium: 3; high: all four (docs/adr/0012-customer-accounts.md). */
  level: z.enum(['low', 'medium', 'high']),
  levelText: z.enum(['低', '中', '高']),
  items: z.array(z.object({ key: z.enum(SECURITY_ITEMS), title: z.string(), done: z.boolean(), detail: z.string() })),
  /** The real-name state (0 未认证, 1 审核中, 2 已认证, 3 未通过): the page words it with REAL_NAME_VIEW. */
  realName: caseStatus,
  /** Titles of the items not done yet, in display order. */
  missing: z.array(z.string()),
  /** Masked mobile (138****8000), the bound e-mail, the avatar's address; null when none. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const sessionViewSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

const imgCodeKeyRule = z.string({ error: '请输入正确验证码' }).trim().min(1, '请输入正确验证码').max(100);
const ticketRule = z.string({ error: '请先验证原手机号' }).trim().min(1, '请先验证原手机号').max(100, '请先验证原手机号');
/** An avatar's key: 32 hex digits, then its extension. */
export const AVATAR_KEY = /^[a-f0-9]{32}\.(png|jpg)$/;

export const security = {
  overview: endpoint({ title: '账户安全概况', method: 'GET', path: `${SECURITY_API}/overview`, auth: 'user', data: securityOverviewSchema }),
  changePasswd: endpoint({
    title: '修改登录密码（原密码）',
    method: 'POST',
    path: `${SECURITY_API}/changePasswd`,
    body: z.object({ oldPasswd: passwdHash, passwd: passwdHash }),
    auth: 'user',
    data: z.null(),
  }),
  phoneOldCode: endpoint({
    title: '更换手机号：向原手机号发送验证码',
    method: 'POST',
    path: `${SECURITY_API}/phone/oldCode`,
    body: z.object({ imgCode: imgCodeRule, imgCodeKey: imgCodeKeyRule }),
    auth: 'user',
    data: z.null(),
  }),
  phoneVerifyOld: endpoint({
    title: '更换手机号：验证原手机号',
    method: 'POST',
    path: `${SECURITY_API}/phone/verifyOld`,
    body: z.object({ msgCode: smsCodeRule }),
    auth: 'user',
    /** Proof that the old phone was verified, valid 10 minutes, for the two calls below. */
    data: z.object({ ticket: z.string() }),
  }),
  phoneNewCode: endpoint({
    title: '更换手机号：向新手机号发送验证码',
    method: 'POST',
    path: `${SECURITY_API}/phone/newCode`,
    body: z.object({ ticket: ticketRule, mobile: mobileRule, imgCode: imgCodeRule, imgCodeKey: imgCodeKeyRule }),
    auth: 'user',
    data: z.null(),
  }),
  phoneChange: endpoint({
    title: '更换手机号：绑定新手机号',
    method: 'POST',
    path: `${SECURITY_API}/phone/change`,
    body: z.object({ ticket: ticketRule, mobile: mobileRule, msgCode: smsCodeRule }),
    auth: 'user',
    data: z.object({ mobile: z.string() }),
  }),
  emailCode: endpoint({
    title: '绑定邮箱：发送邮箱验证码',
    method: 'POST',
    path: `${SECURITY_API}/email/code`,
    body: z.object({ email: emailRule }),
    auth: 'user',
    data: z.null(),
  }),
  emailBind: endpoint({
    title: '绑定邮箱',
    method: 'POST',
    path: `${SECURITY_API}/email/bind`,
    body: z.object({ email: emailRule, code: emailCodeRule }),
    auth: 'user',
    data: z.object({ email: z.string() }),
  }),
  sessions: endpoint({ title: '登录设备', method: 'GET', path: `${SECURITY_API}/sessions`, auth: 'user', data: z.array(sessionViewSchema) }),
  revokeSession: endpoint({
    title: '退出某台登录设备',
    method: 'POST',
    path: `${SECURITY_API}/sessions/revoke/{id}`,
    params: idParams,
    body: emptyBody,
    auth: 'user',
    data: z.null(),
  }),
  revokeOthers: endpoint({
    title: '退出其他设备',
    method: 'POST',
    path: `${SECURITY_API}/sessions/revokeOthers`,
    body: emptyBody,
    auth: 'user',
    data: z.object({ revoked: z.number().int() }),
  }),
  avatarUpload: endpoint({
    title: '上传头像',
    method: 'POST',
    path: `${USER_API}/userSuggest/avatarUpload`,
    upload: { field: 'file', maxBytes: UPLOAD_DEFAULT_MAX_BYTES },
    body: emptyBody,
    auth: 'user',
    /** The new avatar's address (relative to the API base), also in userInfo.avatar from now on. */
    data: z.object({ avatar: z.string() }),
  }),
  avatarFile: endpoint({
    title: '头像图片',
    method: 'GET',
    path: `${USER_API}/public/avatar/{key}`,
    params: z.object({ key: z.string().regex(AVATAR_KEY, '头像不存在') }),
    /** PNG or JPEG, whichever was uploaded (content-type tells). */
    produces: 'image/*',
    missingIs404: true,
    data: z.null(),
  }),
  getMsgCodeTest: endpoint({
    title: '发送短信验证码（测试，返回验证码）',
    method: 'POST',
    path: `${USER_API}/code/getMsgCodeTest`,
    body: msgCodeBody,
    data: z.object({ mobile: z.string(), msgCode: z.string() }),
  }),
  wxLoginReg: endpoint({
    title: '微信扫码注册（绑定手机号并注册）',
    method: 'POST',
    /** SPEC §7 `.../loginAndRegister/wx/{x}/loginReg` with x = 'open', like wxLoginCallback (the path /register?token=noBind_… uses). */
    path: `${USER_API}/loginAndRegister/wx/open/loginReg`,
    body: z.object({
      mobile: bindMobileRule,
      code: bindCodeRule,
      key: z.string({ error: '绑定凭证已失效，请重新扫码' }).trim().min(1, '绑定凭证已失效，请重新扫码').max(200),
      recommendMobile: z.string().trim().max(20).optional().or(z.literal('')),
      /** Optional first password (crypto-js SHA-256), set only when the account has none yet. */
      passwd: passwdHash.optional(),
    }),
    data: loginResultSchema.extend({ passwordSet: z.boolean() }),
  }),
} as const;
