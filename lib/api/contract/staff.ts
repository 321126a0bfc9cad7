import { z } from 'zod';
import { accountRule, emailRule, mobileRule } from '../../validation';
import { emptyBody, idParams, idSchema } from './common';
import { dateText } from './controlled';
import { endpoint } from './endpoint';
import { passwdHash } from './user';

/*
 * The shop's staff: permissions, permission groups, enrolment, the two-step login, sessions, API keys and the
 * audit log (docs/adr/0036-staff-identities-and-two-factor-login.md, docs/adr/0037-audit-log-append-only.md).
 */

/** The fixed list of permissions; a group holds some of them, a staff member has the union of their groups'. */
export const PERMISSIONS = ['catalogue', 'orders', 'finance', 'compliance', 'service', 'content', 'staff'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PERMISSION_TEXT: Record<Permission, string> = {
  catalogue: '商品目录',
  orders: '订单与发货',
  finance: '财务',
  compliance: '合规审核',
  service: '客户服务',
  content: '内容运营',
  staff: '员工与权限',
};
/** Managing people and keys stays behind a person's two-factor login: an API key never holds it. */
export const STAFF_ONLY_PERMISSION: Permission = 'staff';
/** Every permission an API key may hold. */
export const KEY_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter((p) => p !== STAFF_ONLY_PERMISSION);

/** messageCode of a staff or operator call without a live staff session: the console goes to its login page. */
export const STAFF_LOGIN_REQUIRED = 'STAFF_LOGIN_REQUIRED';

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const AUDIT_ACTOR_KINDS = ['staff', 'api_key', 'system', 'cli'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
export const AUDIT_OUTCOMES = ['ok', 'denied', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const STAFF_RULE_MSG = {
  name: '请输入员工姓名（不超过30个字）',
  account: '请填写手机号或邮箱',
  groups: '权限组不正确',
  permission: '权限不正确',
  permissions: '请至少选择一项权限',
  totpCode: '请输入6位动态验证码',
  loginCode: '请输入6位动态验证码或恢复码',
  token: '链接无效或已过期',
  keyName: '请输入密钥名称（不超过50个字）',
  keyStaff: `API 密钥不能拥有“${PERMISSION_TEXT.staff}”权限`,
} as const;

/** Six digits from the authenticator app. */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code is shown as ab12-cd34-ef56; typed, spaces, dashes and case are forgiven (normaliseRecoveryCode). */
export const RECOVERY_CODE = /^[0-9a-f]{12}$/;
export const normaliseRecoveryCode = (s: string) => s.trim().toLowerCase().replace(/[\s-]/g, '');

const tokenRule = z.string({ error: STAFF_RULE_MSG.token }).trim().min(1, STAFF_RULE_MSG.token).max(200, STAFF_RULE_MSG.token);
const nameRule = z.string({ error: STAFF_RULE_MSG.name }).trim().min(1, STAFF_RULE_MSG.name).max(30, STAFF_RULE_MSG.name);
const optional = <T extends z.ZodType>(rule: T) => z.union([z.literal('').transform(() => undefined), rule]).optional();
export const permissionRule = z.enum(PERMISSIONS, { error: STAFF_RULE_MSG.permission });
const groupIdsRule = z.array(idSchema, { error: STAFF_RULE_MSG.groups }).max(20, STAFF_RULE_MSG.groups).transform((ids) => [...new Set(ids)]);

export const staffCreateBody = z
  .object({ name: nameRule, mobile: optional(mobileRule), email: optional(emailRule), groupIds: groupIdsRule })
  .refine((b) => b.mobile || b.email, { message: STAFF_RULE_MSG.account, path: ['mobile'] });
export type StaffCreateInput = z.output<typeof staffCreateBody>;
export const staffGroupsBody = z.object({ groupIds: groupIdsRule });

export const enrolFinishBody = z.object({
  token: tokenRule,
  passwd: passwdHash,
  totpCode: z.string({ error: STAFF_RULE_MSG.totpCode }).trim().regex(TOTP_CODE, STAFF_RULE_MSG.totpCode),
});
export const staffPasswordBody = z.object({ account: accountRule, passwd: passwdHash });
export const staffCodeBody = z.object({
  challenge: tokenRule,
  code: z
    .string({ error: STAFF_RULE_MSG.loginCode })
    .trim()
    .refine((v) => TOTP_CODE.test(v) || RECOVERY_CODE.test(normaliseRecoveryCode(v)), STAFF_RULE_MSG.loginCode),
});

export const apiKeyCreateBody = z.object({
  name: z.string({ error: STAFF_RULE_MSG.keyName }).trim().min(1, STAFF_RULE_MSG.keyName).max(50, STAFF_RULE_MSG.keyName),
  permissions: z
    .array(permissionRule, { error: STAFF_RULE_MSG.permissions })
    .min(1, STAFF_RULE_MSG.permissions)
    .transform((ps) => PERMISSIONS.filter((p) => ps.includes(p)))
    .refine((ps) => !ps.includes(STAFF_ONLY_PERMISSION), STAFF_RULE_MSG.keyStaff),
});
export type ApiKeyCreateInput = z.output<typeof apiKeyCreateBody>;

const filterText = z.string().trim().max(100).optional();
/** Audit log filters: days in China time, both inclusive; `q` looks in the actor's name, the entity id and the detail. */
export const auditQuery = z.object({
  from: dateText.optional(),
  to: dateText.optional(),
  actor: filterText,
  action: filterText,
  entity: filterText,
  entityId: filterText,
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  q: filterText,
});
export type AuditFilters = z.output<typeof auditQuery>;

export const staffGroupSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string(), permissions: z.array(permissionRule) });
export type StaffGroupView = z.infer<typeof staffGroupSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  /** Password and TOTP set through the enrolment link. */
  enrolled: z.boolean(),
  /** The enrolment link's end while it is live. */
  enrolExpiresAt: z.string().nullable(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(permissionRule),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMemberView = z.infer<typeof staffMemberSchema>;

/** A new enrolment link, shown once (the token is not kept). */
export const enrolLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type EnrolLink = z.infer<typeof enrolLinkSchema>;

export const enrolStartSchema = z.object({
  name: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUri: z.string(),
  /** The same secret in Base32, to type into the app by hand. */
  secret: z.string(),
});
export type EnrolStart = z.infer<typeof enrolStartSchema>;
/** Ten single-use recovery codes, shown once. */
export const enrolFinishSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passwordStepSchema = z.object({ challenge: z.string(), expiresAt: z.string() });
export type PasswordStep = z.infer<typeof passwordStepSchema>;
export const staffLoginSchema = z.object({
  /** The session token, shown once. */
  token: z.string(),
  expiresAt: z.string(),
  name: z.string(),
  permissions: z.array(permissionRule),
  /** Recovery codes left after this login (one was spent when a recovery code was used). */
  recoveryCodesLeft: z.number().int(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffSessionSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The earlier of the absolute end and 30 minutes after the last use. */
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type StaffSessionView = z.infer<typeof staffSessionSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first 8 characters (rk_…), to tell keys apart. */
  keyPrefix: z.string(),
  permissions: z.array(permissionRule),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  permission: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Who is logged in to the console, with what they may do. */
export const staffMeSchema = staffMemberSchema.extend({ recoveryCodesLeft: z.number().int() });
export type StaffMe = z.infer<typeof staffMeSchema>;
/** A person made (or re-enrolled) and their enrolment link, shown this once. */
export const staffEnrolSchema = z.object({ staff: staffMemberSchema, enrol: enrolLinkSchema });
/** A new API key: `key` (rk_…) is shown this once; the list shows only its prefix. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), apiKey: apiKeySchema });
export const enrolStartBody = z.object({ token: tokenRule });
export const recoveryCodesBody = z.object({ totpCode: enrolFinishBody.shape.totpCode });

const STAFF_API = '/mall/staff/api';

/**
 * The console's calls (docs/api.md, Staff). Login and enrolment need no session; `/me…` and logout any live staff
 * session ('staff'); `operator/…` a person holding `staff` (a key never does).
 */
export const staff = {
  loginPassword: endpoint({ title: '员工登录：账号与密码', method: 'POST', path: `${STAFF_API}/login/password`, body: staffPasswordBody, auth: 'none', data: passwordStepSchema }),
  loginCode: endpoint({ title: '员工登录：动态验证码或恢复码', method: 'POST', path: `${STAFF_API}/login/code`, body: staffCodeBody, auth: 'none', data: staffLoginSchema }),
  /** The enrolment link's token travels in the body: a secret stays out of URLs and access logs. */
  enrolStart: endpoint({ title: '员工开通：打开开通链接', method: 'POST', path: `${STAFF_API}/enrol/start`, body: enrolStartBody, auth: 'none', data: enrolStartSchema }),
  enrolFinish: endpoint({ title: '员工开通：设置密码并绑定动态验证码', method: 'POST', path: `${STAFF_API}/enrol/finish`, body: enrolFinishBody, auth: 'none', data: enrolFinishSchema }),
  logout: endpoint({ title: '员工退出登录', method: 'POST', path: `${STAFF_API}/logout`, body: emptyBody, auth: 'staff', data: z.null() }),
  me: endpoint({ title: '当前员工', method: 'GET', path: `${STAFF_API}/me`, auth: 'staff', data: staffMeSchema }),
  mySessions: endpoint({ title: '我的登录会话', method: 'GET', path: `${STAFF_API}/me/sessions`, auth: 'staff', data: z.array(staffSessionSchema) }),
  mySessionRevoke: endpoint({ title: '结束我的一个会话', method: 'POST', path: `${STAFF_API}/me/sessions/revoke/{id}`, params: idParams, body: emptyBody, auth: 'staff', data: z.null() }),
  myRecoveryCodes: endpoint({ title: '重新生成我的恢复码', method: 'POST', path: `${STAFF_API}/me/recoveryCodes`, body: recoveryCodesBody, auth: 'staff', data: enrolFinishSchema }),

  staffList: endpoint({ title: '运营：员工列表', method: 'GET', path: `${STAFF_API}/operator/staff/list`, auth: 'operator', permission: 'staff', data: z.array(staffMemberSchema) }),
  staffCreate: endpoint({ title: '运营：新建员工', method: 'POST', path: `${STAFF_API}/operator/staff/create`, body: staffCreateBody, auth: 'operator', permission: 'staff', data: staffEnrolSchema }),
  staffDisable: endpoint({ title: '运营：停用员工', method: 'POST', path: `${STAFF_API}/operator/staff/disable/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'staff', data: staffMemberSchema }),
  staffEnable: endpoint({ title: '运营：启用员工', method: 'POST', path: `${STAFF_API}/operator/staff/enable/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'staff', data: staffMemberSchema }),
  staffGroups: endpoint({ title: '运营：设置员工权限组', method: 'POST', path: `${STAFF_API}/operator/staff/groups/{id}`, params: idParams, body: staffGroupsBody, auth: 'operator', permission: 'staff', data: staffMemberSchema }),
  staffResetEnrolment: endpoint({ title: '运营：重置员工开通', method: 'POST', path: `${STAFF_API}/operator/staff/resetEnrolment/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'staff', data: staffEnrolSchema }),
  groupList: endpoint({ title: '运营：权限组列表', method: 'GET', path: `${STAFF_API}/operator/groups`, auth: 'operator', permission: 'staff', data: z.array(staffGroupSchema) }),
  sessionList: endpoint({ title: '运营：员工会话列表', method: 'GET', path: `${STAFF_API}/operator/sessions`, auth: 'operator', permission: 'staff', data: z.array(staffSessionSchema) }),
  sessionRevoke: endpoint({ title: '运营：结束员工会话', method: 'POST', path: `${STAFF_API}/operator/sessions/revoke/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'staff', data: z.null() }),
  apiKeyList: endpoint({ title: '运营：API 密钥列表', method: 'GET', path: `${STAFF_API}/operator/apiKeys/list`, auth: 'operator', permission: 'staff', data: z.array(apiKeySchema) }),
  apiKeyCreate: endpoint({ title: '运营：新建 API 密钥', method: 'POST', path: `${STAFF_API}/operator/apiKeys/create`, body: apiKeyCreateBody, auth: 'operator', permission: 'staff', data: apiKeyCreatedSchema }),
  apiKeyRevoke: endpoint({ title: '运营：吊销 API 密钥', method: 'POST', path: `${STAFF_API}/operator/apiKeys/revoke/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'staff', data: apiKeySchema }),
  auditList: endpoint({
    title: '运营：查询审计日志',
    method: 'GET',
    path: `${STAFF_API}/operator/audit/list`,
    query: auditQuery,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'staff',
    data: z.array(auditEntrySchema),
  }),
  auditExport: endpoint({
    title: '运营：导出审计日志（CSV）',
    method: 'GET',
    path: `${STAFF_API}/operator/audit/export`,
    query: auditQuery,
    auth: 'operator', permission: 'staff',
    produces: 'text/csv',
    data: z.null(),
  }),
} as const;
