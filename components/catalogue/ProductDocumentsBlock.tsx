import type { SkuLots } from '@/lib/api/contract/lots';
import { publicApiBase } from '@/lib/env';
import { readProductDocuments } from '@/lib/catalogue/read';
import DocumentsList from './DocumentsList';

/**
 * 资料下载 on the goods detail, rendered on the server: the product's documents read per request, with the
 * lots on sale the page already has. Without the documents read (it failed) the lots' COAs still show.
 */
export default async function ProductDocumentsBlock({ productId, brandName, code, lots }: { productId: number; brandName: string; code: string; lots: SkuLots[] }) {
  const read = await readProductDocuments(productId);
  const docs = read.ok ? read.data : { msds: [], coa: [], coaTotal: 0 };
  return <DocumentsList productId={productId} brandName={brandName} code={code} lots={lots} apiBase={publicApiBase} {...docs} />;
}
