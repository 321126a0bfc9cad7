import { z } from 'zod';
import { endpoint } from './endpoint';
import { ORDER_API } from './cart';
import { idParams, SCAN_OR_PHOTO_TYPES } from './common';
import { isEmail, phoneRule } from '../../validation';

/** The two service pages that take an inquiry: 中间体合成 and 制备分离. */
export const SERVICE_KINDS = ['intermediate', 'preparative'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_TEXT: Record<ServiceKind, string> = { intermediate: '中间体合成', preparative: '制备分离' };

/** An attachment (structure drawing, route, specification): PNG, JPEG or PDF, like transfer slips. */
export const SERVICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SERVICE_DESCRIPTION_MAX = 2000;

export const SERVICE_MSG = {
  kind: '请选择服务类型：intermediate（中间体合成）或 preparative（制备分离）',
  nameRequired: '请输入联系人',
  nameTooLong: '联系人不能超过30个字',
  companyRequired: '请输入单位名称',
  companyTooLong: '单位名称不能超过100个字',
  emailPattern: '请输入正确的邮箱（仅支持 .com / .cn）',
  descriptionRequired: '请描述您的需求（目标化合物、数量、纯度等）',
  descriptionTooLong: `需求描述不能超过${SERVICE_DESCRIPTION_MAX}个字`,
  badFile: '附件仅支持 PNG、JPG 图片或 PDF 文件',
  tooMany: '提交过于频繁，请稍后再试',
  fileNotFound: '附件不存在',
  sent: '需求已提交，我们的工程师将按您留下的电话与您联系',
} as const;

/** The form's fields (multipart values are strings); the storefront form validates with the same object. */
export const serviceRequestFields = z.object({
  kind: z.enum(SERVICE_KINDS, { error: SERVICE_MSG.kind }),
  name: z.string({ error: SERVICE_MSG.nameRequired }).trim().min(1, SERVICE_MSG.nameRequired).max(30, SERVICE_MSG.nameTooLong),
  company: z.string({ error: SERVICE_MSG.companyRequired }).trim().min(1, SERVICE_MSG.companyRequired).max(100, SERVICE_MSG.companyTooLong),
  /** SPEC §5's phone check: 手机号码不能为空 / 长度不为11位 / 格式不正确. */
  phone: phoneRule,
  email: z
    .string()
    .trim()
    .max(100, SERVICE_MSG.emailPattern)
    .refine((v) => v === '' || isEmail(v), SERVICE_MSG.emailPattern)
    .optional()
    .default(''),
  description: z.string({ error: SERVICE_MSG.descriptionRequired }).trim().min(1, SERVICE_MSG.descriptionRequired).max(SERVICE_DESCRIPTION_MAX, SERVICE_MSG.descriptionTooLong),
});
export type ServiceRequestInput = z.input<typeof serviceRequestFields>;

export const serviceRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_KINDS),
  kindText: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  userId: z.number().int().nullable(),
  /** The attachment's display name and its operator download path; null without one. */
  file: z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** Inquiries of the service pages (docs/api.md "Service requests"). */
export const serviceRequest = {
  submit: endpoint({
    title: '提交技术服务需求',
    method: 'POST',
    path: `${ORDER_API}/serviceRequest/submit`,
    body: serviceRequestFields,
    upload: { field: 'file', maxBytes: SERVICE_FILE_MAX_BYTES },
    auth: 'optional',
    data: z.object({ id: z.number().int() }),
  }),
  operatorList: endpoint({
    title: '运营：技术服务需求列表',
    method: 'GET',
    path: `${ORDER_API}/operator/serviceRequest/list`,
    query: z.object({ kind: z.enum(SERVICE_KINDS, { error: SERVICE_MSG.kind }).optional() }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'service',
    data: z.array(serviceRequestSchema),
  }),
  operatorFile: endpoint({
    title: '运营：下载技术服务需求附件',
    method: 'GET',
    path: `${ORDER_API}/operator/serviceRequest/file/{id}`,
    params: idParams,
    auth: 'operator', permission: 'service',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
} as const;
