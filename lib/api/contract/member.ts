import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pageBody } from './common';
import { FEEDBACK_MAX_IMAGES, UPLOAD_DEFAULT_MAX_BYTES } from '../../constants';
import { FEEDBACK_MSG, IMAGE_UPLOAD_MSG, PATTERNS } from '../../validation';
import { ACCESS_LOG_RECORD_PATH } from './member-paths';

const USER_API = '/mall/user/api';
const HOST_API = '/mall/operation/news/operation/news/host';
const OPERATOR_API = `${USER_API}/operator/userSuggest`;

/** Footprints: a page path of this shop (same site), at most 300 characters. */
export const ACCESS_PATH_MAX = 300;
/** A calendar day in China time, YYYY-MM-DD. */
const dayRule = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

const packSchema = z.object({ id: z.number().int(), pack: z.string(), price: z.number().int(), stock: z.number().int(), deliveryDays: z.number().int() });

/** A product seen on its detail page (the latest visit of that day). */
export const footprintSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  cas: z.string(),
  brandName: z.string(),
  imgUrl: z.string(),
  available: z.boolean(),
  /** Listed packs, cheapest pack first; prices in fen. */
  skus: z.array(packSchema),
  viewedAt: z.string(),
});
export type Footprint = z.infer<typeof footprintSchema>;
export const footprintDaySchema = z.object({ day: z.string(), items: z.array(footprintSchema) });
export type FootprintDay = z.infer<typeof footprintDaySchema>;

export const POINTS_KINDS = ['signup', 'order', 'suggestion', 'spend', 'expire'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];
export const POINTS_KIND_TEXT: Record<PointsKind, string> = { signup: '注册奖励', order: '订单完成', suggestion: '反馈被采纳', spend: '积分兑换', expire: '积分过期' };

export const pointsRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  /** Positive: earned; negative: spent or expired. */
  delta: z.number().int(),
  reason: z.string(),
  orderNo: z.string().nullable(),
  balanceAfter: z.number().int(),
  /** Credits only: when what is left of them expires. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsRow = z.infer<typeof pointsRowSchema>;

export const pointsSummarySchema = z.object({
  balance: z.number().int(),
  /** The points that expire first and when (null when nothing is due to expire). */
  nextExpiry: z.object({ points: z.number().int(), at: z.string() }).nullable(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const UPLOAD_SCENES = ['feedback', 'generic'] as const;
export const hostedImageSchema = z.object({ fid: z.string(), url: z.string(), name: z.string(), size: z.number().int() });
export type HostedImage = z.infer<typeof hostedImageSchema>;

const trimmed = (msg: string, max: number) => z.string({ error: msg }).trim().min(1, msg).max(max, msg);
/** SPEC §5's feedback form, the same rule in the dialog and the API. */
export const suggestBody = z.object({
  content: z.string({ error: FEEDBACK_MSG.validSuggestion }).trim().min(1, FEEDBACK_MSG.validSuggestion).max(500, FEEDBACK_MSG.contentTooLong),
  name: trimmed(FEEDBACK_MSG.fillIn, 30),
  phone: z.string({ error: FEEDBACK_MSG.phone }).trim().regex(PATTERNS.mainlandMobile, FEEDBACK_MSG.phone),
  files: z
    .array(z.object({ url: z.string().max(300), fid: z.string().regex(/^[0-9a-f]{32}$/, '图片不存在') }))
    .max(FEEDBACK_MAX_IMAGES, IMAGE_UPLOAD_MSG.tooMany(FEEDBACK_MAX_IMAGES))
    .optional()
    .default([]),
});
export type SuggestInput = z.input<typeof suggestBody>;

export const suggestionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Operator image URLs (…/operator/userSuggest/image/{fid}). */
  images: z.array(z.string()),
  adoptedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const member = {
  accessLogRecord: endpoint({
    title: '记录访问足迹',
    method: 'POST',
    path: ACCESS_LOG_RECORD_PATH,
    body: z.object({ page: z.string({ error: '请提供页面路径' }).max(2000, '页面路径过长') }),
    auth: 'user',
    /** recorded: false when the path is not one of this shop's pages (nothing stored). */
    data: z.object({ recorded: z.boolean() }),
  }),
  footprints: endpoint({
    title: '我的足迹（浏览过的商品，按天）',
    method: 'GET',
    path: `${USER_API}/access/log/goods`,
    auth: 'user',
    data: z.array(footprintDaySchema),
  }),
  footprintsClear: endpoint({
    title: '清除足迹（某天或全部）',
    method: 'POST',
    path: `${USER_API}/access/log/clear`,
    body: z.object({ day: dayRule.optional() }).optional().default({}),
    auth: 'user',
    data: z.object({ removed: z.number().int() }),
  }),
  pointsSummary: endpoint({ title: '积分余额', method: 'GET', path: `${USER_API}/points/summary`, auth: 'user', data: pointsSummarySchema }),
  pointsLedger: endpoint({
    title: '积分明细',
    method: 'POST',
    path: `${USER_API}/points/ledger`,
    body: pageBody.optional(),
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(pointsRowSchema),
  }),
  upload: endpoint({
    title: '上传图片（通用）',
    method: 'POST',
    path: `${HOST_API}/upload`,
    /** scene feedback: the feedback dialog's 2 MB rule; otherwise the generic 3 MB default. */
    body: z.object({ scene: z.enum(UPLOAD_SCENES, { error: '上传场景应为 feedback 或 generic' }).optional() }).optional(),
    upload: { field: 'img', maxBytes: UPLOAD_DEFAULT_MAX_BYTES, tooLarge: IMAGE_UPLOAD_MSG.tooLarge(UPLOAD_DEFAULT_MAX_BYTES / 1024 / 1024) },
    auth: 'user',
    data: hostedImageSchema,
  }),
  hostedFile: endpoint({
    title: '查看上传的图片',
    method: 'GET',
    path: `${HOST_API}/file/{fid}`,
    params: z.object({ fid: z.string().regex(/^[0-9a-f]{32}$/, '图片不存在') }),
    auth: 'user',
    produces: 'image/*',
    data: z.null(),
  }),
  suggestAdd: endpoint({ title: '问题反馈', method: 'POST', path: `${USER_API}/userSuggest/suggest/add`, body: suggestBody, auth: 'user', data: z.object({ id: z.number().int() }) }),
  operatorSuggestions: endpoint({
    title: '运营：问题反馈列表',
    method: 'GET',
    path: `${OPERATOR_API}/list`,
    query: z.object({ adopted: z.enum(['0', '1'], { error: 'adopted 应为 0 或 1' }).optional() }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'service',
    data: z.array(suggestionSchema),
  }),
  operatorAdopt: endpoint({
    title: '运营：采纳问题反馈（奖励优惠券）',
    method: 'POST',
    path: `${OPERATOR_API}/adopt/{id}`,
    params: idParams,
    body: z.object({}).passthrough().optional(),
    auth: 'operator', permission: 'service',
    /** SPEC §9: the author gets a 100-yuan voucher. credited: false (voucher null) when it had already been adopted (nothing given twice). */
    data: z.object({ adoptedAt: z.string(), credited: z.boolean(), voucher: z.object({ id: z.number().int(), name: z.string(), face: z.number().int() }).nullable() }),
  }),
  operatorImage: endpoint({
    title: '运营：查看反馈图片',
    method: 'GET',
    path: `${OPERATOR_API}/image/{fid}`,
    params: z.object({ fid: z.string().regex(/^[0-9a-f]{32}$/, '图片不存在') }),
    auth: 'operator', permission: 'service',
    produces: 'image/*',
    data: z.null(),
  }),
} as const;
