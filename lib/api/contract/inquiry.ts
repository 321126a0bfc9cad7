import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, idSchema, wholeNumber } from './common';
import { ORDER_API } from './cart';
import { CART_MAX_ROWS, INQUIRY_NOTE_MAX } from '../../constants';
import { contactPhoneRule, INQUIRY_MSG } from '../../validation';

/** submitted (待报价) → quoted (已报价; the shop may quote again) → closed (已关闭, by the customer). */
export const INQUIRY_STATUSES = ['submitted', 'quoted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_TEXT: Record<InquiryStatus, string> = { submitted: '待报价', quoted: '已报价', closed: '已关闭' };

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(INQUIRY_STATUSES),
  statusText: z.string(),
  contact: z.string(),
  company: z.string(),
  /** Number of lines (SKUs) and the sum of their quantities. */
  lineCount: z.number().int(),
  totalNum: z.number().int(),
  /** Sum of quoted price × quantity over quoted lines, fen; null until quoted. */
  quotedTotal: z.number().int().nullable(),
  createdAt: z.string(),
  quotedAt: z.string().nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryLineSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  cas: z.string(),
  pack: z.string(),
  imgUrl: z.string(),
  num: z.number().int(),
  /** List price at submission, fen. */
  listPrice: z.number().int(),
  /** The shop's quoted unit price, fen; null until quoted, or when the shop cannot supply the line. */
  quotedPrice: z.number().int().nullable(),
  leadDays: z.number().int().nullable(),
});

export const inquiryDetailSchema = inquirySummarySchema.extend({
  phone: z.string(),
  note: z.string(),
  quoteNote: z.string().nullable(),
  closedAt: z.string().nullable(),
  lines: z.array(inquiryLineSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const operatorInquirySchema = inquirySummarySchema.extend({ userId: z.number().int(), phone: z.string() });

const statusQuery = z.object({ status: z.enum(INQUIRY_STATUSES).optional() });

/** inquiry/submit's body; the storefront's inquiry form is these fields without carIds (components/inquiry/schema.ts). */
export const inquirySubmitBody = z.object({
  contact: z.string({ error: INQUIRY_MSG.contactRequired }).trim().min(1, INQUIRY_MSG.contactRequired).max(30, INQUIRY_MSG.contactTooLong),
  phone: contactPhoneRule,
  company: z.string({ error: INQUIRY_MSG.companyRequired }).trim().min(1, INQUIRY_MSG.companyRequired).max(100, INQUIRY_MSG.companyTooLong),
  note: z.string().trim().max(INQUIRY_NOTE_MAX, INQUIRY_MSG.noteTooLong).optional().default(''),
  /** Basket row ids to submit; absent = the whole basket. */
  carIds: z.array(idSchema).min(1, '请至少选择一个询价商品').max(CART_MAX_ROWS).optional(),
});

export const inquiry = {
  submit: endpoint({
    title: '提交询价单',
    method: 'POST',
    path: `${ORDER_API}/inquiry/submit`,
    body: inquirySubmitBody,
    auth: 'user',
    data: z.object({ id: z.number().int() }),
  }),
  list: endpoint({
    title: '我的询价单',
    method: 'GET',
    path: `${ORDER_API}/inquiry/list`,
    query: statusQuery,
    paged: { defaultSize: 10, maxSize: 100 },
    auth: 'user',
    data: z.array(inquirySummarySchema),
  }),
  detail: endpoint({
    title: '询价单详情',
    method: 'GET',
    path: `${ORDER_API}/inquiry/detail/{id}`,
    params: idParams,
    auth: 'user',
    data: inquiryDetailSchema,
  }),
  close: endpoint({
    title: '关闭询价单',
    method: 'POST',
    path: `${ORDER_API}/inquiry/close/{id}`,
    params: idParams,
    body: z.object({}).passthrough().optional(),
    auth: 'user',
    data: z.null(),
  }),

  // ── operator (x-admin-token = ADMIN_TOKEN) ──
  operatorList: endpoint({
    title: '运营：询价单列表',
    method: 'GET',
    path: `${ORDER_API}/operator/inquiry/list`,
    query: statusQuery,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'service',
    data: z.array(operatorInquirySchema),
  }),
  operatorDetail: endpoint({
    title: '运营：询价单详情',
    method: 'GET',
    path: `${ORDER_API}/operator/inquiry/detail/{id}`,
    params: idParams,
    auth: 'operator', permission: 'service',
    data: inquiryDetailSchema.extend({ userId: z.number().int() }),
  }),
  operatorQuote: endpoint({
    title: '运营：报价',
    method: 'POST',
    path: `${ORDER_API}/operator/inquiry/quote/{id}`,
    params: idParams,
    body: z.object({
      lines: z
        .array(
          z.object({
            lineId: idSchema,
            /** Unit price, fen. */
            priceFen: wholeNumber(z.number({ error: '报价应为正整数（分）' }).int('报价应为整数（分）').min(1, '报价应大于 0').max(100_000_000, '报价超出范围')),
            leadDays: wholeNumber(z.number({ error: '货期应为 0-365 的整数（天）' }).int('货期应为整数（天）').min(0, '货期不能小于 0').max(365, '货期不能超过 365 天')),
          }),
        )
        .min(1, '请至少报价一行')
        .max(CART_MAX_ROWS),
      note: z.string().trim().max(INQUIRY_NOTE_MAX, INQUIRY_MSG.noteTooLong).optional().default(''),
    }),
    auth: 'operator', permission: 'service',
    data: inquiryDetailSchema,
  }),
} as const;
