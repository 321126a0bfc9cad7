import type { ApiClient } from './client';
import { member, type SuggestInput } from './contract/member';
import { demand } from './contract/demand';

/** One typed function per member-asset call (docs/api.md "Member assets"): collection, footprints, points, feedback. */
export const memberCalls = {
  /** 我的收藏: one page of the demand list (SPEC userBookMark/goodsCollectList) and its totalCount. */
  collection: (api: ApiClient, pageNo: number, pageSize: number) => api.page(demand.goodsCollectList, { body: { pageNo, pageSize }, pageNo, pageSize }),
  footprints: (api: ApiClient) => api.call(member.footprints),
  clearFootprints: (api: ApiClient, day?: string) => api.call(member.footprintsClear, { body: day ? { day } : {} }),
  pointsSummary: (api: ApiClient) => api.call(member.pointsSummary),
  pointsLedger: (api: ApiClient, pageNo: number, pageSize: number) => api.page(member.pointsLedger, { body: {}, pageNo, pageSize }),
  /** The generic upload (form field img); scene feedback applies the dialog's 2 MB rule on the server too. */
  uploadImage: (api: ApiClient, file: File, scene: 'feedback' | 'generic' = 'feedback') => {
    const form = new FormData();
    form.append('img', file);
    form.append('scene', scene);
    return api.call(member.upload, { form });
  },
  suggest: (api: ApiClient, body: SuggestInput) => api.call(member.suggestAdd, { body }),
};

export const memberKeys = {
  collection: (pageNo: number) => ['member', 'collection', pageNo] as const,
  footprints: ['member', 'footprints'] as const,
  points: ['member', 'points'] as const,
  ledger: (pageNo: number) => ['member', 'points', 'ledger', pageNo] as const,
};
