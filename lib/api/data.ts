import type { ApiClient } from './client';
import { data } from './contract/data';

/** One typed function per data-centre call (lib/api/contract/data.ts); each takes the client of the side it runs on. */
export const searchData = (api: ApiClient, keyword: string, pageNo = 1, pageSize = 20) => api.page(data.search, { body: { keyword }, pageNo, pageSize });

/** The /searchIndex 数据 tab: four cards unless asked otherwise. */
export const searchDataCards = (api: ApiClient, keyword: string, pageNo = 1, pageSize = 4) => api.page(data.indexSearch, { body: { keyword }, pageNo, pageSize });

export const getDataRecord = (api: ApiClient, id: number) => api.call(data.record, { params: { id } });

export const getLibraries = (api: ApiClient) => api.call(data.libraries);

export const getLibrary = (api: ApiClient, id: number, pageNo = 1, pageSize = 50) => api.page(data.library, { params: { id }, body: {}, pageNo, pageSize });
