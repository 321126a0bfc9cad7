import { downloads } from './contract/downloads';
import type { ApiClient } from './client';

/** The product catalogues offered for download (their files are links under {api}: lib/api/contract/downloads.ts). */
export const getCatalogueList = (api: ApiClient) => api.call(downloads.catalogueList, {});
