import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, SCAN_OR_PHOTO_TYPES } from './common';
import { ORDER_API } from './cart';
import { orderDetailSchema } from './order';
import { PERMIT_MAX_BYTES } from '../../constants';

/* Controlled goods (易制毒 / 易制爆): the buyer's permit upload, the operator's review and the sales ledger. */

/** The refusal of a settlement with marked goods by a buyer without real-name verification (SPEC §5), and its code. */
export const NOT_VERIFIED_MESSAGE = '您还未完成实名认证';
export const NOT_VERIFIED_CODE = 'NEED_AUTHENTICATION';

export const permitFileSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int(), uploadedAt: z.string() });

export const orderReviewSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  useStatement: z.string(),
  permit: permitFileSchema,
  /** The verified buyer, masked (the full identity is in the ledger export). */
  buyerName: z.string(),
  buyerIdCard: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});

export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), '日期不正确');

export const controlled = {
  permitUpload: endpoint({
    title: '上传购买许可证或备案证明',
    method: 'POST',
    path: `${ORDER_API}/order/permit/upload`,
    body: z.object({}).passthrough().optional(),
    upload: { field: 'file', maxBytes: PERMIT_MAX_BYTES },
    auth: 'user',
    data: permitFileSchema,
  }),

  operatorReview: endpoint({ title: '运营：管制品订单审核资料', method: 'GET', path: `${ORDER_API}/operator/order/review/{id}`, params: idParams, auth: 'operator', permission: 'compliance', data: orderReviewSchema }),
  operatorApprove: endpoint({
    title: '运营：审核通过管制品订单',
    method: 'POST',
    path: `${ORDER_API}/operator/order/approve/{id}`,
    params: idParams,
    body: z.object({ note: z.string().trim().max(100, '审核备注不能超过100个字').optional().default('') }).optional().default({ note: '' }),
    auth: 'operator', permission: 'compliance',
    data: orderDetailSchema,
  }),
  operatorReject: endpoint({
    title: '运营：驳回管制品订单',
    method: 'POST',
    path: `${ORDER_API}/operator/order/reject/{id}`,
    params: idParams,
    body: z.object({ reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(100, '驳回原因不能超过100个字') }),
    auth: 'operator', permission: 'compliance',
    data: orderDetailSchema,
  }),
  operatorPermitFile: endpoint({
    title: '运营：查看许可证文件',
    method: 'GET',
    path: `${ORDER_API}/operator/order/permit/{id}`,
    params: idParams,
    auth: 'operator', permission: 'compliance',
    produces: SCAN_OR_PHOTO_TYPES,
    data: z.null(),
  }),
  operatorLedger: endpoint({
    title: '运营：导出购销台账（CSV）',
    method: 'GET',
    path: `${ORDER_API}/operator/ledger/export`,
    /** Approval dates, China time, both inclusive; none: everything. */
    query: z.object({ from: dateText.optional(), to: dateText.optional() }),
    auth: 'operator', permission: 'compliance',
    produces: 'text/csv',
    data: z.null(),
  }),
} as const;
