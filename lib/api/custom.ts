import { custom, type CustomRequestInput, type CustomState } from './contract/custom';
import type { BodyOf } from './contract/endpoint';
import type { ApiClient } from './client';

/** The buyer's custom-synthesis calls (docs/api.md "Custom synthesis"). */
export const submitCustomRequest = (api: ApiClient, body: CustomRequestInput) => api.call(custom.submit, { body });
export const myCustomRequests = (api: ApiClient, state: CustomState | undefined, pageNo: number, pageSize = 10) =>
  api.call(custom.mine, { query: state ? { state } : {}, pageNo, pageSize });
/** One page of my requests with the total (the /orderCenter/myCustom list). */
export const myCustomPage = (api: ApiClient, state: CustomState | undefined, pageNo: number, pageSize = 10) =>
  api.page(custom.mine, { query: state ? { state } : {}, pageNo, pageSize });
export const customKeys = {
  all: ['custom'] as const,
  mine: (state: CustomState | 'all', pageNo: number) => ['custom', 'mine', state, pageNo] as const,
  detail: (id: number) => ['custom', 'detail', id] as const,
};
export const customRequestDetail = (api: ApiClient, id: number) => api.call(custom.detail, { params: { id } });
export const cancelCustomRequest = (api: ApiClient, id: number) => api.call(custom.cancel, { params: { id }, body: {} });
export const declineCustomQuote = (api: ApiClient, id: number) => api.call(custom.decline, { params: { id }, body: {} });
/** 接受报价并下单: the order of the accepted quote (then paid like any order). */
export const acceptCustomQuote = (api: ApiClient, id: number, body: BodyOf<typeof custom.accept>) => api.call(custom.accept, { params: { id }, body });
/** A custom-request attachment, uploaded as soon as it is chosen (the buyer's draft until a request binds it). */
export const uploadCustomAttachment = (api: ApiClient, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.call(custom.attachmentUpload, { form });
};
/** An attachment's bytes (a Blob): the file call carries the token, which a plain link could not. */
export const customAttachmentFile = (api: ApiClient, id: number) => api.file(custom.attachmentFile, { params: { id } });
