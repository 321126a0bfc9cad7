import { documents, type ProductDocument } from './contract/documents';
import type { ApiClient } from './client';
import { DOCUMENT_COA_LIST_SIZE } from '../constants';

/** COA and MSDS calls (docs/api.md "Documents"); each takes the client of the side it runs on. */
export const getMsds = (api: ApiClient, prodId: number) => api.call(documents.getMsds, { body: { prodId } });

export const getCertificates = (api: ApiClient, prodId: number, pageSize = DOCUMENT_COA_LIST_SIZE) =>
  api.page(documents.certificateList, { params: { id: prodId }, pageNo: 1, pageSize });

export const getProdCertificate = (api: ApiClient, query: { brand: string; code: string; certBatch: string }) =>
  api.call(documents.getProdCertificate, { query, body: {} });

/** The download as the browser reaches it: through {api}. */
export const documentHref = (apiBase: string, url: string) => `${apiBase.replace(/\/$/, '')}${url}`;

/** A stable key of a listed document: the stored file's id, or what a generated one is made from. */
export const documentKey = (doc: ProductDocument) => (doc.source === 'upload' ? `upload-${doc.id}` : `generated-${doc.kind}-${doc.productId}-${doc.certBatch ?? ''}`);
