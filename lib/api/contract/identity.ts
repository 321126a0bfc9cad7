import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, wholeNumberOf } from './common';
import { idCardRule, idNameRule } from './id-card';
import { ID_IMAGE_MAX_BYTES } from '../../constants';

/* Real-name verification (实名认证): the buyer's calls under userInfo (SPEC §7) and the operator's review. */

const USER_API = '/mall/user/api';

/** SPEC §3/§6: 0 none, 1 pending (审核中), 2 verified (已认证, the status '2' that gates actions), 3 rejected. */
export const ID_CASE_STATUS = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;
export type IdCaseStatus = (typeof ID_CASE_STATUS)[keyof typeof ID_CASE_STATUS];
export const ID_CASE_STATUS_TEXT: Record<IdCaseStatus, string> = { 0: '未认证', 1: '审核中', 2: '已认证', 3: '未通过' };
export const caseStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * What every page says of a real-name state — the personal centre's facts, its verification section,
 * 账户安全 and the API's security overview: the short text, the sentence, and the link to the form
 * (去认证 before a case, 重新认证 after a refusal; none while it is reviewed or once verified).
 */
export const REAL_NAME_VIEW: Record<IdCaseStatus, { text: string; detail: string; action: string | null }> = {
  0: { text: ID_CASE_STATUS_TEXT[0], detail: '未完成实名认证', action: '去认证' },
  1: { text: ID_CASE_STATUS_TEXT[1], detail: '实名认证审核中，通常 1 个工作日内完成', action: null },
  2: { text: ID_CASE_STATUS_TEXT[2], detail: '已完成实名认证', action: null },
  3: { text: ID_CASE_STATUS_TEXT[3], detail: '实名认证未通过，请修改后重新提交', action: '重新认证' },
};

/** The status selectUser carries as text ('0'…'3'); anything else reads as 0 未认证. */
export const idCaseStatusOf = (status: string | number | null | undefined): IdCaseStatus => {
  const n = Number(status);
  return n === 1 || n === 2 || n === 3 ? n : 0;
};

export const ID_SIDES = ['front', 'back'] as const;
export type IdSide = (typeof ID_SIDES)[number];
export const ID_SIDE_MSG = '请指明上传身份证的人像面（front）或国徽面（back）';
export const ID_SIDE_TEXT: Record<IdSide, string> = { front: '身份证人像面', back: '身份证国徽面' };

export const idImageSchema = z.object({ id: z.number().int(), side: z.enum(ID_SIDES), mime: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type IdImage = z.infer<typeof idImageSchema>;

export const idCaseSchema = z.object({
  status: caseStatus,
  statusText: z.string(),
  /** Why the operator refused (status 3). */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The photos of the live case, or the drafts uploaded for the next submission. */
  front: idImageSchema.nullable(),
  back: idImageSchema.nullable(),
});
export type IdCase = z.infer<typeof idCaseSchema>;

/** Masked: 张*三, 1101**********1234. */
export const idInfoSchema = z.object({ name: z.string(), idCard: z.string(), status: caseStatus, statusText: z.string() });

export const operatorIdCaseSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The account's mobile, masked. */
  mobile: z.string().nullable(),
  /** In full: the operator compares them with the photos. */
  name: z.string(),
  idCard: z.string(),
  status: caseStatus,
  statusText: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  frontImageId: z.number().int(),
  backImageId: z.number().int(),
});

/** What bindIDCard takes; the verification form validates with the same schema. */
export const bindIdCardBody = z.object({ name: idNameRule, idCard: idCardRule });

export const ID_REVIEW_MSG = { reasonRequired: '请填写驳回原因', decision: '请选择通过或驳回' } as const;

export const identity = {
  idCadUpload: endpoint({
    title: '上传身份证照片',
    method: 'POST',
    path: `${USER_API}/userInfo/idCadUpload`,
    /** A form field beside the file; optional in the schema only because an upload's fields are read by the handler in the mocks. */
    body: z.object({ side: z.enum(ID_SIDES, { error: ID_SIDE_MSG }) }).optional(),
    upload: { field: 'file', maxBytes: ID_IMAGE_MAX_BYTES },
    auth: 'user',
    data: idImageSchema,
  }),
  bindIDCard: endpoint({
    title: '提交实名认证',
    method: 'POST',
    path: `${USER_API}/userInfo/bindIDCard`,
    body: bindIdCardBody,
    auth: 'user',
    data: idCaseSchema,
  }),
  getIDCardCase: endpoint({ title: '实名认证状态', method: 'GET', path: `${USER_API}/userInfo/getIDCardCase`, auth: 'user', data: idCaseSchema }),
  getIdCardInfo: endpoint({ title: '实名信息（脱敏）', method: 'GET', path: `${USER_API}/userInfo/getIdCardInfo`, auth: 'user', data: idInfoSchema.nullable() }),
  idCardImage: endpoint({
    title: '查看本人身份证照片',
    method: 'GET',
    path: `${USER_API}/userInfo/idCardImage/{id}`,
    params: idParams,
    auth: 'user',
    produces: 'image/*',
    data: z.null(),
  }),

  operatorList: endpoint({
    title: '运营：实名认证列表',
    method: 'GET',
    path: `${USER_API}/operator/identity/list`,
    query: z.object({ status: wholeNumberOf([1, 2, 3], '状态应为 1、2 或 3').optional().default(1) }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'compliance',
    data: z.array(operatorIdCaseSchema),
  }),
  operatorReview: endpoint({
    title: '运营：审核实名认证',
    method: 'POST',
    path: `${USER_API}/operator/identity/review/{id}`,
    params: idParams,
    body: z
      .object({
        decision: z.enum(['approve', 'reject'], { error: ID_REVIEW_MSG.decision }),
        reason: z.string().trim().max(100, '驳回原因不能超过100个字').optional().default(''),
      })
      .refine((b) => b.decision === 'approve' || b.reason.length > 0, { message: ID_REVIEW_MSG.reasonRequired, path: ['reason'] }),
    auth: 'operator', permission: 'compliance',
    data: operatorIdCaseSchema,
  }),
  operatorImage: endpoint({
    title: '运营：查看身份证照片',
    method: 'GET',
    path: `${USER_API}/operator/identity/image/{id}`,
    params: idParams,
    auth: 'operator', permission: 'compliance',
    produces: 'image/*',
    data: z.null(),
  }),
} as const;
