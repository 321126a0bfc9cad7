import { COMPARE_PAGE_SIZE, methodCompare, type MethodFilterBody } from './contract/method-compare';
import type { ApiClient } from './client';

/** The methods' comparison calls (docs/api.md "Methods: comparison"); each takes the client of the side it runs on. */
export const getProdSummaries = (api: ApiClient, ids: number[]) => api.call(methodCompare.prodSummary, { params: { x: ids.join(',') }, body: {} });

export const getProdEquivalents = (api: ApiClient, ids: number[]) => api.call(methodCompare.prodEquivalents, { body: { ids } });

export const getCompareList = (api: ApiClient, apiItemId: number) =>
  api.page(methodCompare.compareList, { body: { apiItemId, pageNo: 1, pageSize: COMPARE_PAGE_SIZE }, pageNo: 1, pageSize: COMPARE_PAGE_SIZE });

export const getMethodList = (api: ApiClient, filter: MethodFilterBody, pageNo: number, pageSize: number) =>
  api.page(methodCompare.methodList, { body: { ...filter, pageNo, pageSize }, pageNo, pageSize });

export const getMethodsContrast = (api: ApiClient, apiItemId: number) => api.call(methodCompare.methodsContrast, { params: { id: apiItemId } });

export const getMethodsOfProduct = (api: ApiClient, productId: number) => api.call(methodCompare.methodsOfProduct, { params: { id: productId } });

export const getRelatedSeries = (api: ApiClient, apiItemId: number) => api.call(methodCompare.relatedSeries, { params: { id: apiItemId } });
