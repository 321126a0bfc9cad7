import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, SCAN_OR_PHOTO_TYPES, wholeNumber, wholeNumberOf } from './common';
import { isCreditCode, mobileRule } from '../../validation';

/* Organisations: enterprise verification, joining, sub-accounts and roles, and the operator's review. */

const USER_API = '/mall/user/api';

/** Business licence and other proofs: png / jpeg / pdf (judged by content), at most this size each. */
export const ORG_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Other proofs attached to one certification, at most. */
export const ORG_OTHER_FILES_MAX = 5;

/** 机构类型 (getCorpType): what the buyer's institution is. */
export const ORG_CORP_TYPES = [
  { value: 'enterprise', label: '企业' },
  { value: 'university', label: '高校' },
  { value: 'research', label: '科研院所' },
  { value: 'hospital', label: '医院' },
  { value: 'testing', label: '检测机构' },
  { value: 'government', label: '政府机构' },
  { value: 'other', label: '其他' },
] as const;
export type CorpType = (typeof ORG_CORP_TYPES)[number]['value'];
const corpTypeValues = ORG_CORP_TYPES.map((t) => t.value) as [CorpType, ...CorpType[]];
export const corpTypeText = (v: string) => ORG_CORP_TYPES.find((t) => t.value === v)?.label ?? v;

/** 部门 (code/user/dept/select): one fixed list for every organisation (docs/adr/0028-organisations.md). */
export const ORG_DEPTS = ['采购部', '研发部', '质量部', '检测实验室', '生产部', '财务部', '行政部', '其他'] as const;

/** 0 未认证, 1 审核中, 2 已认证, 3 已驳回. */
export const ORG_STATUS = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;
export type OrgStatus = (typeof ORG_STATUS)[keyof typeof ORG_STATUS];
export const ORG_STATUS_TEXT: Record<OrgStatus, string> = { 0: '未认证', 1: '审核中', 2: '已认证', 3: '已驳回' };
const orgStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** 新增子账号 waits for the enterprise verification: the refusal while it is not 已认证, else null. */
export const addMemberRefusal = (status: OrgStatus) => (status === ORG_STATUS.verified ? null : `企业认证通过后才能添加子账号（当前认证状态：${ORG_STATUS_TEXT[status]}）`);

export const ORG_ROLES = ['admin', 'buyer', 'viewer'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export const ORG_ROLE_TEXT: Record<OrgRole, string> = { admin: '管理员', buyer: '采购员', viewer: '仅查看' };
export const MEMBER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_TEXT: Record<MemberStatus, string> = { active: '正常', pending: '待审核', disabled: '已停用' };

export const ORG_MSG = {
  nameRequired: '请输入企业名称',
  nameTooLong: '企业名称不能超过60个字',
  legalRequired: '请输入法定代表人',
  legalTooLong: '法定代表人不能超过20个字',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodePattern: '统一社会信用代码不正确（18位，校验位不符）',
  corpTypeRequired: '请选择机构类型',
  licenseRequired: '请上传营业执照',
  tooManyOthers: `其他证明文件最多 ${ORG_OTHER_FILES_MAX} 份`,
  kwTooShort: '请至少输入2个字',
  roleRequired: '请选择角色',
  deptInvalid: '请选择部门',
  decision: '请选择通过或驳回',
  reasonRequired: '请填写驳回原因',
  orgRequired: '请选择机构',
} as const;

const nameRule = z.string({ error: ORG_MSG.nameRequired }).trim().min(1, ORG_MSG.nameRequired).max(60, ORG_MSG.nameTooLong);
const legalRule = z.string({ error: ORG_MSG.legalRequired }).trim().min(1, ORG_MSG.legalRequired).max(20, ORG_MSG.legalTooLong);
/** GB 32100's check character, by the invoice titles' checker (lib/validation.ts), with this form's messages. */
const orgCodeRule = z
  .string({ error: ORG_MSG.creditCodeRequired })
  .transform((s) => s.normalize('NFKC').trim().toUpperCase())
  .pipe(z.string().min(1, ORG_MSG.creditCodeRequired).refine(isCreditCode, ORG_MSG.creditCodePattern));
const roleRule = z.enum(ORG_ROLES, { error: ORG_MSG.roleRequired });
const deptRule = z.enum(ORG_DEPTS, { error: ORG_MSG.deptInvalid });
const orgIdRule = wholeNumber(z.number({ error: ORG_MSG.orgRequired }).int(ORG_MSG.orgRequired).positive(ORG_MSG.orgRequired).max(2_147_483_647, ORG_MSG.orgRequired));

/** What corpCertification and improveCertification take; the verification form validates with the same schema. */
export const certificationBody = z.object({
  name: nameRule,
  creditCode: orgCodeRule,
  legalRepresentative: legalRule,
  corpType: z.enum(corpTypeValues, { error: ORG_MSG.corpTypeRequired }),
  licenseFileId: wholeNumber(z.number({ error: ORG_MSG.licenseRequired }).int(ORG_MSG.licenseRequired).positive(ORG_MSG.licenseRequired).max(2_147_483_647, ORG_MSG.licenseRequired)),
  otherFileIds: z.array(idParams.shape.id).max(ORG_OTHER_FILES_MAX, ORG_MSG.tooManyOthers).optional().default([]),
});
export type CertificationInput = z.input<typeof certificationBody>;

export const orgFileSchema = z.object({ id: z.number().int(), kind: z.enum(['license', 'other']), name: z.string(), mime: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type OrgFile = z.infer<typeof orgFileSchema>;

/** The caller's current organisation as a member sees it; `files` only for its admins. */
/** What a member and the operator both see of an organisation's certification. */
const orgCertificationFields = {
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  corpType: z.string(),
  corpTypeText: z.string(),
  status: orgStatus,
  statusText: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
};

export const orgDetailSchema = z.object({
  ...orgCertificationFields,
  role: z.enum(ORG_ROLES),
  roleText: z.string(),
  dept: z.string().nullable(),
  /** False for 仅查看: the storefront disables ordering with `orderBlocked` of the settlement. */
  canOrder: z.boolean(),
  files: z.array(orgFileSchema),
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

/** One organisation of the caller (the switcher's list), pending join requests included. */
export const myOrgSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: orgStatus,
  statusText: z.string(),
  role: z.enum(ORG_ROLES),
  roleText: z.string(),
  memberStatus: z.enum(MEMBER_STATUSES),
  memberStatusText: z.string(),
  isCurrent: z.boolean(),
});
export type MyOrg = z.infer<typeof myOrgSchema>;

export const organizationInfoSchema = z.object({
  /** The current organisation's name ('' for none): kept from the first version of the call. */
  name: z.string(),
  current: orgDetailSchema.nullable(),
  organisations: z.array(myOrgSchema),
});
export type OrganizationInfo = z.infer<typeof organizationInfoSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** Masked, e.g. 138****8000. */
  mobile: z.string().nullable(),
  nickName: z.string(),
  role: z.enum(ORG_ROLES),
  roleText: z.string(),
  status: z.enum(MEMBER_STATUSES),
  statusText: z.string(),
  dept: z.string().nullable(),
  isSelf: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const orgManageSchema = z.object({
  name: z.string(),
  current: orgDetailSchema.nullable(),
  isAdmin: z.boolean(),
  /** Whether 新增子账号 is offered: to an admin, once the enterprise verification is approved. */
  canAddMember: z.boolean(),
  /** Why an admin cannot add sub-accounts yet (the verification is 审核中 or 已驳回); null otherwise. */
  addMemberBlocked: z.string().nullable(),
  /** Admins: every member and join request; others: the active members, read-only. */
  members: z.array(memberSchema),
});
export type OrgManage = z.infer<typeof orgManageSchema>;

export const orgSearchHitSchema = z.object({ id: z.number().int(), name: z.string(), creditCode: z.string() });

/** creditCode in full: the operator compares it with the licence. */
export const operatorOrgSchema = z.object({
  ...orgCertificationFields,
  /** The applicant's mobile, masked. */
  applicantMobile: z.string().nullable(),
  files: z.array(orgFileSchema),
});

const uploadBody = z.object({}).passthrough().optional();
/** 新增子账号; the form validates with the same schema. */
export const addMemberBody = z.object({ mobile: mobileRule, role: roleRule, dept: deptRule.optional() });
const optionsSchema = z.array(z.object({ value: z.string(), label: z.string() }));

export const org = {
  getCorpType: endpoint({ title: '机构类型', method: 'GET', path: `${USER_API}/userInfo/getCorpType`, data: optionsSchema }),
  deptSelect: endpoint({ title: '部门列表', method: 'GET', path: `${USER_API}/code/user/dept/select`, data: optionsSchema }),
  corpLicenseUpload: endpoint({
    title: '上传营业执照',
    method: 'POST',
    path: `${USER_API}/userInfo/corpLicenseUpload`,
    body: uploadBody,
    upload: { field: 'file', maxBytes: ORG_FILE_MAX_BYTES },
    auth: 'user',
    data: orgFileSchema,
  }),
  corpOtherFileUpload: endpoint({
    title: '上传其他证明文件',
    method: 'POST',
    path: `${USER_API}/userInfo/corpOtherFileUpload`,
    body: uploadBody,
    upload: { field: 'file', maxBytes: ORG_FILE_MAX_BYTES },
    auth: 'user',
    data: orgFileSchema,
  }),
  corpFile: endpoint({
    title: '查看企业认证文件',
    method: 'GET',
    path: `${USER_API}/userInfo/corpFile/{id}`,
    params: idParams,
    auth: 'user',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
  corpCertification: endpoint({ title: '提交企业认证', method: 'POST', path: `${USER_API}/userInfo/corpCertification`, body: certificationBody, auth: 'user', data: organizationInfoSchema }),
  improveCertification: endpoint({
    title: '完善/重新提交企业认证',
    method: 'POST',
    path: `${USER_API}/code/improveCertification`,
    body: certificationBody,
    auth: 'user',
    data: organizationInfoSchema,
  }),
  organizationInfo: endpoint({ title: '所属机构', method: 'GET', path: `${USER_API}/userInfo/getOrganizationInfo`, auth: 'user', data: organizationInfoSchema }),
  orgInfo: endpoint({ title: '机构与成员（账号管理）', method: 'GET', path: `${USER_API}/userManage/getOrgInfo`, auth: 'user', data: orgManageSchema }),
  orgSearch: endpoint({
    title: '搜索已认证机构',
    method: 'GET',
    path: `${USER_API}/code/org/search`,
    query: z.object({ kw: z.string({ error: ORG_MSG.kwTooShort }).trim().min(2, ORG_MSG.kwTooShort).max(60, ORG_MSG.nameTooLong) }),
    auth: 'user',
    data: z.array(orgSearchHitSchema),
  }),
  joinEnterprise: endpoint({
    title: '申请加入机构',
    method: 'POST',
    path: `${USER_API}/userInfo/joinEnterprise`,
    body: z.object({ orgId: orgIdRule, dept: deptRule.optional() }),
    auth: 'user',
    data: organizationInfoSchema,
  }),
  changeOrg: endpoint({ title: '切换当前机构', method: 'POST', path: `${USER_API}/userInfo/change/org`, body: z.object({ orgId: orgIdRule }), auth: 'user', data: organizationInfoSchema }),
  addMember: endpoint({
    title: '新增子账号',
    method: 'POST',
    path: `${USER_API}/userManage/member/add`,
    body: addMemberBody,
    auth: 'user',
    data: memberSchema,
  }),
  updateMember: endpoint({
    title: '修改子账号（角色、部门、停用/启用）',
    method: 'POST',
    path: `${USER_API}/userManage/member/update/{id}`,
    params: idParams,
    body: z.object({ role: roleRule.optional(), dept: deptRule.nullable().optional(), enabled: z.boolean().optional() }),
    auth: 'user',
    data: memberSchema,
  }),
  reviewJoin: endpoint({
    title: '审核加入申请',
    method: 'POST',
    path: `${USER_API}/userManage/join/review/{id}`,
    params: idParams,
    body: z.object({ decision: z.enum(['approve', 'reject'], { error: ORG_MSG.decision }), role: roleRule.optional().default('viewer') }),
    auth: 'user',
    /** The member after approval; null when refused (the request is removed). */
    data: memberSchema.nullable(),
  }),

  operatorList: endpoint({
    title: '运营：企业认证列表',
    method: 'GET',
    path: `${USER_API}/operator/org/list`,
    query: z.object({ status: wholeNumberOf([1, 2, 3], '状态应为 1、2 或 3').optional().default(1) }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'compliance',
    data: z.array(operatorOrgSchema),
  }),
  operatorReview: endpoint({
    title: '运营：审核企业认证',
    method: 'POST',
    path: `${USER_API}/operator/org/review/{id}`,
    params: idParams,
    body: z
      .object({
        decision: z.enum(['approve', 'reject'], { error: ORG_MSG.decision }),
        reason: z.string().trim().max(100, '驳回原因不能超过100个字').optional().default(''),
      })
      .refine((b) => b.decision === 'approve' || b.reason.length > 0, { message: ORG_MSG.reasonRequired, path: ['reason'] }),
    auth: 'operator', permission: 'compliance',
    data: operatorOrgSchema,
  }),
  operatorFile: endpoint({
    title: '运营：查看企业认证文件',
    method: 'GET',
    path: `${USER_API}/operator/org/file/{id}`,
    params: idParams,
    auth: 'operator', permission: 'compliance',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
} as const;
