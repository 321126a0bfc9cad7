import type { ApiClient } from './client';
import { afterSale, type AfterSaleTab, type ApplyBody } from './contract/aftersale';

/** One typed function per after-sales call (docs/api.md "After-sales"); each takes the client of its side. */
export const afterSaleCalls = {
  lines: (api: ApiClient, orderId: number) => api.call(afterSale.lines, { params: { id: orderId } }),
  uploadImage: (api: ApiClient, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.call(afterSale.uploadImage, { form });
  },
  /** A photo as stored (a Blob): the call carries the token, which an <img src> could not. */
  imageFile: (api: ApiClient, id: number) => api.file(afterSale.imageFile, { params: { id } }),
  apply: (api: ApiClient, body: ApplyBody) => api.call(afterSale.apply, { body }),
  list: (api: ApiClient, tab: AfterSaleTab, pageNo: number, pageSize?: number) => api.page(afterSale.list, { query: { tab }, pageNo, pageSize }),
  detail: (api: ApiClient, id: number) => api.call(afterSale.detail, { params: { id } }),
  cancel: (api: ApiClient, id: number) => api.call(afterSale.cancel, { params: { id }, body: {} }),
  message: (api: ApiClient, id: number, content: string) => api.call(afterSale.message, { params: { id }, body: { content } }),
};

export const afterSaleKeys = {
  all: ['afterSales'] as const,
  lines: (orderId: number) => ['afterSales', 'lines', orderId] as const,
  list: (tab: AfterSaleTab, pageNo: number) => ['afterSales', 'list', tab, pageNo] as const,
  detail: (id: number) => ['afterSales', 'detail', id] as const,
  image: (id: number) => ['afterSales', 'image', id] as const,
};
