import { z } from 'zod';
import { endpoint } from './endpoint';
import { ORDER_API } from './cart';
import { yuan } from './money';

/** Why a chosen voucher cannot be used at settlement (the API's words; the mock API says the same). */
export const VOUCHER_ERR = {
  unusable: '所选优惠券不可用（已使用、已过期或不属于您），请重新选择',
  minOrder: (minFen: number) => `所选优惠券未满足使用条件：商品金额满 ${yuan(minFen)} 可用`,
} as const;

/** A user's voucher (优惠券), as settlement and 我的优惠券 show it. Money in fen. */
export const VOUCHER_STATES = ['unused', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];
export const VOUCHER_STATE_TEXT: Record<VoucherState, string> = { unused: '未使用', used: '已使用', expired: '已过期' };
export const VOUCHER_SOURCE_TEXT = { points: '积分兑换', activity: '活动领取', feedback: '反馈奖励' } as const;
export const VOUCHER_SOURCES = ['points', 'activity', 'feedback'] as const;

export const userVoucherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  face: z.number().int(),
  minOrder: z.number().int(),
  source: z.enum(VOUCHER_SOURCES),
  state: z.enum(VOUCHER_STATES),
  validFrom: z.string(),
  expiresAt: z.string(),
  /** The order it was used on. */
  orderNo: z.string().nullable(),
});
export type UserVoucher = z.infer<typeof userVoucherSchema>;

/** A voucher as the settlement offers it: whether it applies to these goods, and why not. */
export const settlementVoucherSchema = userVoucherSchema.pick({ id: true, name: true, face: true, minOrder: true, expiresAt: true }).extend({
  applicable: z.boolean(),
  /** Why it does not apply (e.g. 满 ¥500.00 可用), empty when it does. */
  reason: z.string(),
});
export type SettlementVoucher = z.infer<typeof settlementVoucherSchema>;

export const voucher = {
  mine: endpoint({
    title: '我的优惠券',
    method: 'GET',
    path: `${ORDER_API}/voucher/list`,
    query: z.object({ state: z.enum(VOUCHER_STATES).optional() }),
    auth: 'user',
    data: z.array(userVoucherSchema),
  }),
} as const;
