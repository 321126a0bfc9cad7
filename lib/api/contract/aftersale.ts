import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, idSchema, wholeNumber } from './common';
import { ORDER_API } from './cart';
import { ORDER_STATUSES } from './order';
import { AFTER_SALE_IMAGE_MAX_BYTES, AFTER_SALE_MAX_IMAGES, AFTER_SALE_MESSAGE_MAX, AFTER_SALE_REASON_MAX } from '../../constants';
import { IMAGE_UPLOAD_MSG } from '../../validation';

/** 退货退款 / 仅退款 / 补发 / 发票问题. */
export const AFTER_SALE_KINDS = ['return_refund', 'refund_only', 'reship', 'invoice'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];
export const AFTER_SALE_KIND_TEXT: Record<AfterSaleKind, string> = { return_refund: '退货退款', refund_only: '仅退款', reship: '补发', invoice: '发票问题' };
/** The kinds that pay money back (through the provider that took the payment). */
export const REFUND_KINDS: readonly AfterSaleKind[] = ['return_refund', 'refund_only'];

/**
 * A case's life (server/services/aftersales/states.ts holds who may move it):
 * pending 待审核 → approved 已同意 (退货退款: 待退货; 发票问题: 处理中) → refunding 退款中 / reshipping 补发中 → completed 已完成;
 * pending → rejected 已拒绝; pending / approved → cancelled 已撤销 (by the buyer). 仅退款 goes from pending straight to refunding.
 */
export const AFTER_SALE_STATUSES = ['pending', 'approved', 'refunding', 'reshipping', 'completed', 'rejected', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = ['pending', 'approved', 'refunding', 'reshipping'];
export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string> = {
  pending: '待审核',
  approved: '已同意',
  refunding: '退款中',
  reshipping: '补发中',
  completed: '已完成',
  rejected: '已拒绝',
  cancelled: '已撤销',
};
/** The status as the buyer reads it: 已同意 says what happens next for the kind. */
export function afterSaleStatusText(kind: AfterSaleKind, status: AfterSaleStatus): string {
  if (status === 'approved' && kind === 'return_refund') return '已同意（待退货）';
  if (status === 'approved' && kind === 'invoice') return '已同意（处理中）';
  return AFTER_SALE_STATUS_TEXT[status];
}

/** The list's tabs: 全部 / 处理中 (open) / 已完成 / 已关闭 (rejected or cancelled). */
export const AFTER_SALE_TABS = ['all', 'open', 'completed', 'closed'] as const;
export type AfterSaleTab = (typeof AFTER_SALE_TABS)[number];
export const AFTER_SALE_TAB_TEXT: Record<AfterSaleTab, string> = { all: '全部', open: '处理中', completed: '已完成', closed: '已关闭' };

export const AFTER_SALE_ACTORS = ['buyer', 'operator', 'system'] as const;
export const AFTER_SALE_ACTOR_TEXT: Record<(typeof AFTER_SALE_ACTORS)[number], string> = { buyer: '我', operator: '商城客服', system: '系统' };

const AFTER_SALE_API = `${ORDER_API}/afterSale`;
const OPERATOR_API = `${ORDER_API}/operator/afterSale`;

export const afterSaleImageSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() });

/** The order line a case is about (a copy of what the order shows). */
const caseLineSchema = z.object({
  orderLineId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  pack: z.string(),
  brandName: z.string(),
  price: z.number().int(),
  num: z.number().int(),
});

export const afterSaleSummarySchema = z.object({
  id: z.number().int(),
  caseNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(AFTER_SALE_KINDS),
  kindText: z.string(),
  status: z.enum(AFTER_SALE_STATUSES),
  statusText: z.string(),
  quantity: z.number().int(),
  /** Fen, for 退货退款 / 仅退款 (server-computed); null for the other kinds. */
  refundAmount: z.number().int().nullable(),
  line: caseLineSchema,
  createdAt: z.string(),
  /** What the buyer may do now. */
  actions: z.array(z.enum(['cancel', 'message'])),
});
export type AfterSaleSummary = z.infer<typeof afterSaleSummarySchema>;

export const afterSaleEventSchema = z.object({
  fromStatus: z.enum(AFTER_SALE_STATUSES).nullable(),
  toStatus: z.enum(AFTER_SALE_STATUSES),
  statusText: z.string(),
  actor: z.enum(AFTER_SALE_ACTORS),
  actorText: z.string(),
  note: z.string(),
  at: z.string(),
});
export const afterSaleMessageSchema = z.object({ actor: z.enum(AFTER_SALE_ACTORS), actorText: z.string(), content: z.string(), at: z.string() });

export const afterSaleRefundSchema = z.object({
  refundNo: z.string(),
  amount: z.number().int(),
  /** The provider it goes back through (sandbox, alipay, bank, credit …) and its name. */
  method: z.string(),
  methodText: z.string(),
  status: z.enum(['pending', 'succeeded']),
  refundedAt: z.string().nullable(),
});

export const afterSaleDetailSchema = afterSaleSummarySchema.extend({
  reason: z.string(),
  rejectReason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  images: z.array(afterSaleImageSchema),
  /** The status flow, oldest first. */
  events: z.array(afterSaleEventSchema),
  /** The buyer's and the operator's messages, oldest first. */
  messages: z.array(afterSaleMessageSchema),
  refund: afterSaleRefundSchema.nullable(),
});
export type AfterSaleDetail = z.infer<typeof afterSaleDetailSchema>;

/** An order's lines as the application form needs them: how many may still be claimed, and an open case. */
export const afterSaleLinesSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  /** False when the order is not shipped or completed: no line can be claimed. */
  eligible: z.boolean(),
  lines: z.array(
    caseLineSchema.extend({
      /** num minus what earlier cases (not rejected or cancelled) took. */
      available: z.number().int(),
      openCaseId: z.number().int().nullable(),
    }),
  ),
});
export type AfterSaleLines = z.infer<typeof afterSaleLinesSchema>;

const text = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}不能超过${max}个字`);

export const applyBodySchema = z.object({
  orderLineId: idSchema,
  kind: z.enum(AFTER_SALE_KINDS, { error: '请选择售后类型' }),
  quantity: wholeNumber(z.number({ error: '请填写售后数量' }).int('售后数量应为整数').min(1, '售后数量不能小于 1').max(9999, '售后数量超出范围')),
  reason: text('问题描述', AFTER_SALE_REASON_MAX),
  imageIds: z.array(idSchema).max(AFTER_SALE_MAX_IMAGES, IMAGE_UPLOAD_MSG.tooMany(AFTER_SALE_MAX_IMAGES)).optional().default([]),
});
export type ApplyBody = z.input<typeof applyBodySchema>;

const messageBody = z.object({ content: text('留言内容', AFTER_SALE_MESSAGE_MAX) });
const operatorSummary = afterSaleSummarySchema.extend({ userId: z.number().int() });

export const afterSale = {
  uploadImage: endpoint({
    title: '上传售后图片',
    method: 'POST',
    path: `${AFTER_SALE_API}/image/upload`,
    body: z.object({}).passthrough().optional(),
    upload: { field: 'file', maxBytes: AFTER_SALE_IMAGE_MAX_BYTES },
    auth: 'user',
    data: afterSaleImageSchema,
  }),
  imageFile: endpoint({ title: '查看售后图片', method: 'GET', path: `${AFTER_SALE_API}/image/{id}`, params: idParams, auth: 'user', produces: 'image/*', data: z.null() }),
  lines: endpoint({ title: '可申请售后的订单商品', method: 'GET', path: `${AFTER_SALE_API}/lines/{id}`, params: idParams, auth: 'user', data: afterSaleLinesSchema }),
  apply: endpoint({ title: '申请售后', method: 'POST', path: `${AFTER_SALE_API}/apply`, body: applyBodySchema, auth: 'user', data: afterSaleDetailSchema }),
  list: endpoint({
    title: '我的售后',
    method: 'GET',
    path: `${AFTER_SALE_API}/list`,
    query: z.object({ tab: z.enum(AFTER_SALE_TABS, { error: '售后状态不正确' }).optional().default('all') }),
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(afterSaleSummarySchema),
  }),
  detail: endpoint({ title: '售后详情', method: 'GET', path: `${AFTER_SALE_API}/detail/{id}`, params: idParams, auth: 'user', data: afterSaleDetailSchema }),
  cancel: endpoint({ title: '撤销售后申请', method: 'POST', path: `${AFTER_SALE_API}/cancel/{id}`, params: idParams, body: z.object({}).passthrough().optional(), auth: 'user', data: afterSaleDetailSchema }),
  message: endpoint({ title: '售后留言', method: 'POST', path: `${AFTER_SALE_API}/message/{id}`, params: idParams, body: messageBody, auth: 'user', data: afterSaleDetailSchema }),

  operatorList: endpoint({
    title: '运营：售后列表',
    method: 'GET',
    path: `${OPERATOR_API}/list`,
    query: z.object({ status: z.enum(AFTER_SALE_STATUSES).optional() }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'service',
    data: z.array(operatorSummary),
  }),
  operatorDetail: endpoint({ title: '运营：售后详情', method: 'GET', path: `${OPERATOR_API}/detail/{id}`, params: idParams, auth: 'operator', permission: 'service', data: afterSaleDetailSchema }),
  operatorApprove: endpoint({
    title: '运营：同意售后',
    method: 'POST',
    path: `${OPERATOR_API}/approve/{id}`,
    params: idParams,
    body: z.object({ note: z.string().trim().max(200, '备注不能超过200个字').optional().default('') }).optional().default({ note: '' }),
    auth: 'operator', permission: 'service',
    data: afterSaleDetailSchema,
  }),
  operatorReject: endpoint({ title: '运营：拒绝售后', method: 'POST', path: `${OPERATOR_API}/reject/{id}`, params: idParams, body: z.object({ reason: text('拒绝原因', 200) }), auth: 'operator', permission: 'service', data: afterSaleDetailSchema }),
  operatorReply: endpoint({ title: '运营：回复售后', method: 'POST', path: `${OPERATOR_API}/reply/{id}`, params: idParams, body: messageBody, auth: 'operator', permission: 'service', data: afterSaleDetailSchema }),
  /**
   * Finishes the step the case is in: 退货退款 with the goods back → refund; 退款中 → retry the refund (对公转账:
   * `note` records the bank transfer made); 补发中 → done, with the replacement's carrier and tracking number;
   * 发票问题 → done.
   */
  operatorComplete: endpoint({
    title: '运营：完成售后',
    method: 'POST',
    path: `${OPERATOR_API}/complete/{id}`,
    params: idParams,
    body: z
      .object({
        note: z.string().trim().max(200, '备注不能超过200个字').optional().default(''),
        carrier: z.string().trim().min(1, '请输入承运商').max(30, '承运商不能超过30个字').optional(),
        trackingNo: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号应为6-32位字母、数字或 -')
          .optional(),
      })
      .optional()
      .default({ note: '' }),
    auth: 'operator', permission: 'service',
    data: afterSaleDetailSchema,
  }),
  operatorImageFile: endpoint({ title: '运营：查看售后图片', method: 'GET', path: `${OPERATOR_API}/image/{id}`, params: idParams, auth: 'operator', permission: 'service', produces: 'image/*', data: z.null() }),
} as const;
