import type { ApiClient } from './client';
import type { BodyOf } from './contract/endpoint';
import { basket, cart } from './contract/cart';
import { demand } from './contract/demand';
import { inquiry, type InquiryStatus } from './contract/inquiry';
import { CART_PAGE_SIZE } from '../constants';

/**
 * One typed function per cart / inquiry-basket / inquiry / demand-list / quick-order call (SPEC §7 "Cart,
 * inquiry, orders", docs/api.md). Each takes the client of the side it runs on (the stores pass browserApi).
 */

type ItemListEndpoints = typeof basket;

/** The six calls of a cart-like list, for the cart and for the inquiry basket alike. */
function itemListCalls(eps: ItemListEndpoints) {
  return {
    /** SPEC §9: page 1, size 100 — the whole list (at most 200 rows exist; the first 100 are shown). */
    list: (api: ApiClient) => api.call(eps.list, { pageNo: 1, pageSize: CART_PAGE_SIZE }),
    insert: (api: ApiClient, body: BodyOf<ItemListEndpoints['insert']>) => api.call(eps.insert, { body }),
    update: (api: ApiClient, carId: number, num: number) => api.call(eps.update, { body: { carId, num } }),
    remove: (api: ApiClient, carId: number) => api.call(eps.delete, { params: { carId }, body: {} }),
    total: (api: ApiClient) => api.call(eps.total),
    synchronize: (api: ApiClient, body: BodyOf<ItemListEndpoints['synchronize']>) => api.call(eps.synchronize, { body }),
  };
}

export const cartCalls = itemListCalls(cart);
export const basketCalls = itemListCalls(basket);

/** Quick order's "全部加入购物车": all or nothing, one call. */
export const batchInsertCart = (api: ApiClient, items: { skuId: number; num: number }[]) => api.call(cart.batchInsert, { body: { items } });

export const resolveQuickOrder = (api: ApiClient, lines: string[]) => api.call(cart.quickOrderResolve, { body: { lines } });

export const demandCalls = {
  list: (api: ApiClient) => api.call(demand.goodsCollectList, { body: {}, pageNo: 1, pageSize: CART_PAGE_SIZE }),
  add: (api: ApiClient, body: { skuId?: number; productId?: number }) => api.call(demand.add, { body }),
  remove: (api: ApiClient, id: number) => api.call(demand.delete, { params: { id }, body: {} }),
  synchronize: (api: ApiClient, items: { skuId?: number | null; productId?: number | null }[]) => api.call(demand.synchronize, { body: { items } }),
};

export const submitInquiry = (api: ApiClient, body: BodyOf<typeof inquiry.submit>) => api.call(inquiry.submit, { body });

export const listInquiries = (api: ApiClient, { pageNo, pageSize, status }: { pageNo: number; pageSize: number; status?: InquiryStatus }) =>
  api.page(inquiry.list, { pageNo, pageSize, query: status ? { status } : {} });

export const getInquiry = (api: ApiClient, id: number) => api.call(inquiry.detail, { params: { id } });

export const closeInquiry = (api: ApiClient, id: number) => api.call(inquiry.close, { params: { id }, body: {} });

/** react-query keys and options for the inquiry screens (client components). */
export const inquiryKeys = {
  all: ['inquiry'] as const,
  list: (pageNo: number, pageSize: number, status?: InquiryStatus) => ['inquiry', 'list', pageNo, pageSize, status ?? 'all'] as const,
  detail: (id: number) => ['inquiry', 'detail', id] as const,
};

export const inquiryListQuery = (api: ApiClient, pageNo: number, pageSize: number, status?: InquiryStatus) => ({
  queryKey: inquiryKeys.list(pageNo, pageSize, status),
  queryFn: () => listInquiries(api, { pageNo, pageSize, status }),
  staleTime: 0,
});

export const inquiryDetailQuery = (api: ApiClient, id: number) => ({
  queryKey: inquiryKeys.detail(id),
  queryFn: () => getInquiry(api, id),
  staleTime: 0,
});
