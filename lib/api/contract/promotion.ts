import { z } from 'zod';
import { endpoint } from './endpoint';
import { idSchema } from './common';
import { orderAddressSchema } from './order';

const USER_API = '/mall/user/api';
const ACTIVITY_API = '/mall/operation/api/activity';

/** An item of the points mall (积分商城). */
export const mallItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['voucher', 'gift']),
  name: z.string(),
  description: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  perUserLimit: z.number().int(),
  /** Voucher items: face value and minimum order amount (fen). */
  voucher: z.object({ face: z.number().int(), minOrder: z.number().int(), validDays: z.number().int().nullable() }).nullable(),
});
export type MallItem = z.infer<typeof mallItemSchema>;

export const REDEMPTION_STATUS_TEXT = { issued: '已发放到我的优惠券', to_ship: '待发货', shipped: '已发货' } as const;
export const redemptionSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  kind: z.enum(['voucher', 'gift']),
  points: z.number().int(),
  status: z.enum(['issued', 'to_ship', 'shipped']),
  statusText: z.string(),
  address: orderAddressSchema.nullable(),
  createdAt: z.string(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const pointsMall = {
  items: endpoint({ title: '积分商城：商品', method: 'GET', path: `${USER_API}/pointsMall/items`, data: z.array(mallItemSchema) }),
  redeem: endpoint({
    title: '积分商城：兑换',
    method: 'POST',
    path: `${USER_API}/pointsMall/redeem`,
    body: z.object({
      itemId: idSchema,
      /** Gifts only: the receiving address it is shipped to. */
      addressId: idSchema.optional(),
    }),
    auth: 'user',
    data: z.object({ redemption: redemptionSchema, balance: z.number().int() }),
  }),
  redemptions: endpoint({
    title: '积分商城：兑换记录',
    method: 'GET',
    path: `${USER_API}/pointsMall/redemptions`,
    paged: { defaultSize: 10, maxSize: 50 },
    auth: 'user',
    data: z.array(redemptionSchema),
  }),
} as const;

export const activityVoucherSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  face: z.number().int(),
  minOrder: z.number().int(),
  /** How many are left to claim. */
  left: z.number().int(),
  validText: z.string(),
});

export const activityFeaturedSchema = z.object({ productId: z.number().int(), code: z.string(), name: z.string(), cas: z.string(), imgUrl: z.string(), fromPrice: z.number().int().nullable() });

export const activitySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(['upcoming', 'current', 'ended']),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityDetailSchema = activitySummarySchema.extend({
  body: z.string(),
  products: z.array(activityFeaturedSchema),
  vouchers: z.array(activityVoucherSchema),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activity = {
  list: endpoint({ title: '活动列表', method: 'GET', path: `${ACTIVITY_API}/list`, data: z.array(activitySummarySchema) }),
  detail: endpoint({
    title: '活动详情',
    method: 'GET',
    path: `${ACTIVITY_API}/detail/{slug}`,
    params: z.object({ slug: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, '活动不存在') }),
    data: activityDetailSchema,
  }),
  claim: endpoint({
    title: '活动：领取优惠券',
    method: 'POST',
    path: `${ACTIVITY_API}/claim`,
    body: z.object({ activityId: idSchema, templateId: idSchema }),
    auth: 'user',
    data: z.object({ voucherId: z.number().int() }),
  }),
} as const;
