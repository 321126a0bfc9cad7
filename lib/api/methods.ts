import type { ApiClient } from './client';
import { methods, type SearchApiBody } from './contract/methods';

/** One typed function per methods call (lib/api/contract/methods.ts); each takes the client of the side it runs on. */
export const getMethodTypes = (api: ApiClient) => api.call(methods.types);

export const searchApiItems = (api: ApiClient, body: SearchApiBody, pageNo: number, pageSize: number) =>
  api.page(methods.searchApi, { body, pageNo, pageSize });

export const getMethod = (api: ApiClient, id: number) => api.call(methods.getById, { params: { id } });

export const getApiMethods = (api: ApiClient, name: string) => api.call(methods.apiByName, { params: { api: name } });

/** b = 0: every method of the API item. */
export const getProductsOfMethods = (api: ApiClient, apiItemId: number, methodId: number) =>
  api.call(methods.productsOfMethods, { params: { a: apiItemId, b: methodId } });

export const getApiProducts = (api: ApiClient, apiItemId: number) => api.page(methods.apiProducts, { body: { apiItemId }, pageNo: 1, pageSize: 100 });

export const getAboutProducts = (api: ApiClient, apiItemId: number, pageNo = 1, pageSize = 20) =>
  api.page(methods.aboutProducts, { body: { apiItemId }, pageNo, pageSize });
