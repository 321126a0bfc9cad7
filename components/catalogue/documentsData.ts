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
 * A product's documents, read with the goods-detail page, which is cached (ISR): an operator's upload or
 * delete makes the mall API ask the storefront to re-render that page (app/internal/revalidate), so the
 * change shows on the next visit. A failure hides the block (most products have no documents, so a
 * failure note would mostly announce something that does not exist).
 */
export async function readProductDocuments(productId: number): Promise<Read<ProductDocuments>> {
  return settle(`documents of product ${productId}`, async () => {
    const api = publicServerApi();
    const [msds, coa] = await Promise.all([getMsds(api, productId), getCertificates(api, productId)]);
    return { msds, coa: coa.rows, coaTotal: coa.totalCount };
  });
}
