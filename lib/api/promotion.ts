import type { ApiClient } from './client';
import { activity, pointsMall } from './contract/promotion';
import { voucher } from './contract/voucher';

/** Vouchers, the points mall and activities (docs/api.md, Vouchers, points mall and activities). */
export const promotionCalls = {
  mallItems: (api: ApiClient) => api.call(pointsMall.items),
  redeem: (api: ApiClient, itemId: number, addressId?: number) => api.call(pointsMall.redeem, { body: addressId ? { itemId, addressId } : { itemId } }),
  redemptions: (api: ApiClient, pageNo: number, pageSize: number) => api.page(pointsMall.redemptions, { body: {}, pageNo, pageSize }),
  myVouchers: (api: ApiClient) => api.call(voucher.mine, { query: {} }),
  claim: (api: ApiClient, activityId: number, templateId: number) => api.call(activity.claim, { body: { activityId, templateId } }),
};

export const promotionKeys = {
  mallItems: ['pointsMall', 'items'] as const,
  redemptions: (pageNo: number) => ['pointsMall', 'redemptions', pageNo] as const,
  vouchers: ['vouchers'] as const,
};
