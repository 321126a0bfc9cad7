import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalNumber, emptyBody, idParams, idSchema, SCAN_OR_PHOTO_TYPES, wholeNumber } from './common';
import { invoiceChoice, ORDER_STATUSES, orderNoteRule, requestKeyRule, submittedOrderSchema } from './order';

/** Custom synthesis (定制合成): a buyer's request, the operator's quote and progress, the buyer's answer. */
export const CUSTOM_API = '/mall/order/api/custom';

import { CUSTOM_ATTACHMENT_MAX_BYTES, CUSTOM_ATTACHMENTS_MAX, CUSTOM_DOCUMENTS, CUSTOM_NOTES_MAX, CUSTOM_PURITIES, CUSTOM_UNITS } from './custom-options';

export { CUSTOM_ATTACHMENT_MAX_BYTES, CUSTOM_ATTACHMENTS_MAX, CUSTOM_DOCUMENTS, CUSTOM_NOTES_MAX, CUSTOM_PURITIES, CUSTOM_UNITS } from './custom-options';

/** pending 待报价 → quoted 已报价 → accepted 已接受 / declined 已拒绝 / expired 已过期 (validity passed); cancelled 已取消 (before a quote). */
export const CUSTOM_STATES = ['pending', 'quoted', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type CustomState = (typeof CUSTOM_STATES)[number];
export const CUSTOM_STATE_TEXT: Record<CustomState, string> = {
  pending: '待报价',
  quoted: '已报价',
  accepted: '已接受',
  declined: '已拒绝',
  expired: '已过期',
  cancelled: '已取消',
};

export const CUSTOM_MSG = {
  structureRequired: '请绘制结构式，或填写 SMILES、CAS 号或化合物名称',
  smilesInvalid: '无法识别该结构式（SMILES），请检查后重试',
  smilesTooLong: '结构式过长（SMILES 或 molfile 不能超过20000个字符）',
  casInvalid: 'CAS 号格式不正确或校验位错误',
  nameTooLong: '化合物名称不能超过200个字',
  quantityRequired: '请输入需求数量',
  quantityInvalid: '需求数量须为大于0的数字',
  unit: '请选择数量单位：mg、g 或 kg',
  purity: '请选择纯度要求',
  deadlineRequired: '请选择期望交货日期',
  deadlinePast: '期望交货日期须晚于今天',
  documents: '所需文件仅可选择 COA、HNMR、HPLC、MS、CNMR',
  notesTooLong: `备注不能超过${CUSTOM_NOTES_MAX}个字`,
  notFound: '定制需求不存在',
  notPending: '该需求已报价或已结束，不能取消',
  notQuotable: '该需求当前状态不能报价',
  notQuoted: '该需求尚未报价或已处理',
  quoteExpired: '报价已过期，请联系客服重新报价',
  priceInvalid: '报价金额须为大于0的整数（单位：分）',
  leadDaysInvalid: '交货周期须为1至365天',
  validUntilPast: '报价有效期须不早于今天',
  remarkTooLong: '报价说明不能超过500个字',
  progressRequired: '请填写进度说明',
  progressTooLong: '进度说明不能超过200个字',
  progressState: '该需求已取消、拒绝或过期，不能更新进度',
  tooMany: '提交过于频繁，请稍后再试',
  attachmentMissing: '请选择要上传的附件',
  attachmentType: '附件仅支持 PDF、PNG 或 JPG 文件',
  attachmentTooLarge: `附件不能超过${CUSTOM_ATTACHMENT_MAX_BYTES / 1024 / 1024}MB`,
  attachmentTooMany: `附件最多${CUSTOM_ATTACHMENTS_MAX}个`,
  attachmentNotFound: '附件不存在或已使用，请重新上传',
  attachmentDrafts: '未提交的附件过多，请先提交需求或稍后再试',
  notAcceptable: '该需求尚未报价或已处理，不能接受报价',
  keyReused: '提交标识已用于另一笔订单，请刷新页面后重试',
  alreadyOrdered: '该报价已生成订单，请在订单中心查看',
} as const;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, CUSTOM_MSG.deadlineRequired);

/** The request form; the storefront form validates with the same object (the server also checks SMILES with RDKit and the deadline). */
export const customRequestFields = z
  .object({
    smiles: z.string().trim().max(20_000, CUSTOM_MSG.smilesTooLong).optional().default(''),
    cas: z.string().trim().max(20, CUSTOM_MSG.casInvalid).optional().default(''),
    name: z.string().trim().max(200, CUSTOM_MSG.nameTooLong).optional().default(''),
    quantity: decimalNumber(z.number({ error: CUSTOM_MSG.quantityRequired }).positive(CUSTOM_MSG.quantityInvalid).max(1_000_000, CUSTOM_MSG.quantityInvalid)),
    unit: z.enum(CUSTOM_UNITS, { error: CUSTOM_MSG.unit }),
    purity: z.enum(CUSTOM_PURITIES, { error: CUSTOM_MSG.purity }),
    deadline: z.string({ error: CUSTOM_MSG.deadlineRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, CUSTOM_MSG.deadlineRequired),
    documents: z.array(z.enum(CUSTOM_DOCUMENTS, { error: CUSTOM_MSG.documents }), { error: CUSTOM_MSG.documents }).max(5, CUSTOM_MSG.documents).optional().default([]),
    notes: z.string().trim().max(CUSTOM_NOTES_MAX, CUSTOM_MSG.notesTooLong).optional().default(''),
    /** Uploaded with `attachmentUpload` beforehand; at most CUSTOM_ATTACHMENTS_MAX, each used once. */
    attachmentIds: z.array(idSchema, { error: CUSTOM_MSG.attachmentNotFound }).max(CUSTOM_ATTACHMENTS_MAX, CUSTOM_MSG.attachmentTooMany).optional().default([]),
  })
  // Checked even when another field is refused (`when`), so an empty form names everything that is missing at once.
  .refine((v) => [v.smiles, v.cas, v.name].some((s) => typeof s === 'string' && s.trim() !== ''), {
    message: CUSTOM_MSG.structureRequired,
    path: ['smiles'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type CustomRequestInput = z.input<typeof customRequestFields>;

export const customQuoteSchema = z.object({
  priceFen: z.number().int(),
  leadDays: z.number().int(),
  validUntil: z.string(),
  remark: z.string(),
  quotedAt: z.string(),
});

export const customAttachmentSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), uploadedAt: z.string() });
export type CustomAttachment = z.infer<typeof customAttachmentSchema>;

export const customEventSchema = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string() });

export const customRequestSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  smiles: z.string(),
  cas: z.string(),
  name: z.string(),
  formula: z.string(),
  quantity: z.number(),
  unit: z.enum(CUSTOM_UNITS),
  purity: z.string(),
  deadline: z.string(),
  documents: z.array(z.string()),
  notes: z.string(),
  state: z.enum(CUSTOM_STATES),
  stateText: z.string(),
  quote: customQuoteSchema.nullable(),
  /** The operator's timeline (合成中, 质检中, 已发货 …), oldest first. */
  events: z.array(customEventSchema),
  attachments: z.array(customAttachmentSchema),
  /** The order that settles the accepted quote (the latest one not cancelled); null before acceptance. */
  order: z.object({ id: z.number().int(), orderNo: z.string(), status: z.enum(ORDER_STATUSES), statusText: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CustomRequest = z.infer<typeof customRequestSchema>;

export const customOperatorRowSchema = customRequestSchema.extend({ userId: z.number().int() });

export const customQuoteFields = z.object({
  priceFen: wholeNumber(z.number({ error: CUSTOM_MSG.priceInvalid }).int(CUSTOM_MSG.priceInvalid).positive(CUSTOM_MSG.priceInvalid).max(1_000_000_000, CUSTOM_MSG.priceInvalid)),
  leadDays: wholeNumber(z.number({ error: CUSTOM_MSG.leadDaysInvalid }).int(CUSTOM_MSG.leadDaysInvalid).min(1, CUSTOM_MSG.leadDaysInvalid).max(365, CUSTOM_MSG.leadDaysInvalid)),
  validUntil: dateText,
  remark: z.string().trim().max(500, CUSTOM_MSG.remarkTooLong).optional().default(''),
});

const stateQuery = z.object({ state: z.enum(CUSTOM_STATES, { error: '状态不正确' }).optional() });

export const custom = {
  submit: endpoint({
    title: '提交定制合成需求',
    method: 'POST',
    path: `${CUSTOM_API}/request/submit`,
    body: customRequestFields,
    auth: 'user',
    data: z.object({ id: z.number().int(), requestNo: z.string() }),
  }),
  mine: endpoint({
    title: '我的定制需求',
    method: 'GET',
    path: `${CUSTOM_API}/request/list`,
    query: stateQuery,
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(customRequestSchema),
  }),
  detail: endpoint({
    title: '定制需求详情',
    method: 'GET',
    path: `${CUSTOM_API}/request/{id}`,
    params: idParams,
    auth: 'user',
    data: customRequestSchema,
  }),
  cancel: endpoint({
    title: '取消定制需求（报价前）',
    method: 'POST',
    path: `${CUSTOM_API}/request/{id}/cancel`,
    params: idParams,
    body: emptyBody,
    auth: 'user',
    data: customRequestSchema,
  }),
  decline: endpoint({
    title: '拒绝报价',
    method: 'POST',
    path: `${CUSTOM_API}/request/{id}/decline`,
    params: idParams,
    body: emptyBody,
    auth: 'user',
    data: customRequestSchema,
  }),
  accept: endpoint({
    title: '接受报价并提交订单',
    method: 'POST',
    path: `${CUSTOM_API}/request/{id}/accept`,
    params: idParams,
    body: z.object({ addressId: idSchema, invoice: invoiceChoice, note: orderNoteRule, requestKey: requestKeyRule }),
    auth: 'user',
    data: submittedOrderSchema,
  }),
  attachmentUpload: endpoint({
    title: '上传定制需求附件',
    method: 'POST',
    path: `${CUSTOM_API}/attachment/upload`,
    body: z.object({}).passthrough().optional(),
    upload: { field: 'file', maxBytes: CUSTOM_ATTACHMENT_MAX_BYTES, tooLarge: CUSTOM_MSG.attachmentTooLarge },
    auth: 'user',
    data: customAttachmentSchema,
  }),
  attachmentFile: endpoint({
    title: '下载定制需求附件',
    method: 'GET',
    path: `${CUSTOM_API}/attachment/{id}`,
    params: idParams,
    auth: 'user',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
  operatorAttachment: endpoint({
    title: '运营：下载定制需求附件',
    method: 'GET',
    path: `${CUSTOM_API}/operator/attachment/{id}`,
    params: idParams,
    auth: 'operator', permission: 'service',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
  operatorList: endpoint({
    title: '运营：定制需求列表',
    method: 'GET',
    path: `${CUSTOM_API}/operator/list`,
    query: stateQuery,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'service',
    data: z.array(customOperatorRowSchema),
  }),
  operatorQuote: endpoint({
    title: '运营：定制需求报价',
    method: 'POST',
    path: `${CUSTOM_API}/operator/request/{id}/quote`,
    /** Beside `operator/attachment/{id}` the former path was ambiguous to OpenAPI tools; it still answers. */
    aliases: [`${CUSTOM_API}/operator/{id}/quote`],
    params: idParams,
    body: customQuoteFields,
    auth: 'operator', permission: 'service',
    data: customOperatorRowSchema,
  }),
  operatorProgress: endpoint({
    title: '运营：更新定制进度',
    method: 'POST',
    path: `${CUSTOM_API}/operator/request/{id}/progress`,
    aliases: [`${CUSTOM_API}/operator/{id}/progress`],
    params: idParams,
    body: z.object({ text: z.string({ error: CUSTOM_MSG.progressRequired }).trim().min(1, CUSTOM_MSG.progressRequired).max(200, CUSTOM_MSG.progressTooLong) }),
    auth: 'operator', permission: 'service',
    data: customOperatorRowSchema,
  }),
} as const;
