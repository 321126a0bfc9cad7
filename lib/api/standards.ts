import { standards, type StandardListBody } from './contract/standards';
import type { ApiClient } from './client';

/** One typed function per standards call; each takes the client of the side it runs on. */
export const getStandards = (api: ApiClient, body: StandardListBody, pageNo = 1, pageSize = 10) =>
  api.page(standards.standardList, { body: { ...body, pageNo, pageSize }, pageNo, pageSize });

export const getStandardOverview = (api: ApiClient) => api.call(standards.standardOverview, {});

export const getStandard = (api: ApiClient, id: number) => api.call(standards.standardDetail, { params: { id } });

export const getStandardByCode = (api: ApiClient, code: string) => api.call(standards.standardByCode, { query: { code } });

export const getStandardEditions = (api: ApiClient, number: string) => api.call(standards.standardByNumber, { query: { number } });

export const getProductReferences = (api: ApiClient, productId: number) => api.call(standards.productReferences, { params: { id: productId } });
