import { readProductReferences } from '@/lib/standards/read';
import ProductReferencesList from './ProductReferencesList';

/**
 * Goods detail's 相关方法与标准, read on its own (cached with the product's tag); a failed read hides the block like
 * an empty one (the page's main facts never wait on it: it streams inside a Suspense boundary).
 */
export default async function ProductReferencesBlock({ productId }: { productId: number }) {
  const read = await readProductReferences(productId);
  return read.ok ? <ProductReferencesList refs={read.data} productId={productId} /> : null;
}
