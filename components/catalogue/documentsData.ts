import 'server-only';
import { getCertificates, getMsds } from '@/lib/api/documents';
import type { ProductDocument } from '@/lib/api/contract/documents';
import { publicServerApi } from '@/lib/api/server';
import { settle, type Read } from './data';

export interface ProductDocuments {
  msds: ProductDocument[];
  coa: ProductDocument[];
  /** COA files on record (the list holds the newest few). */
  coaTotal: number;
}

/**
 * A product's documents, read per request and never cached: an operator's upload shows at once, and the
 * two indexed reads cost less than the page around them. A failure hides the block (most products have
 * no documents, so a failure note would mostly announce something that does not exist).
 */
export async function readProductDocuments(productId: number): Promise<Read<ProductDocuments>> {
  return settle(`documents of product ${productId}`, async () => {
    const api = publicServerApi();
    const [msds, coa] = await Promise.all([getMsds(api, productId), getCertificates(api, productId)]);
    return { msds, coa: coa.rows, coaTotal: coa.totalCount };
  });
}
