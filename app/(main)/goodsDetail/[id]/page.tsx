import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ProductDetailView from '@/components/catalogue/ProductDetailView';
import { productMetadata } from '@/components/catalogue/seo';
import { readProduct } from '@/lib/catalogue/read';
import { pathId } from '@/lib/catalogue/pathId';
import { dataOrNull, required } from '@/lib/api/read';

type Props = { params: Promise<{ id: string }> };

/**
 * Incremental static regeneration: a product page is rendered on its first visit, then served from the
 * page cache and re-rendered in the background at most every 5 minutes (the catalogue reads underneath
 * are cached as long). No product is rendered at `next build` — the mall API need not run then.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const product = id === null ? null : await readProduct(id).then(dataOrNull);
  return product ? productMetadata(product) : {};
}

/**
 * /goodsDetail/{id}?skuId — the goods detail. The HTML is the same for every visitor (the session-less,
 * cached product read); prices and the cart live in the BuyBox island, which also reads ?skuId= (it only
 * preselects a package, so the canonical URL leaves it out and the cached page ignores it).
 */
export default async function GoodsDetailPage({ params }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  const product = required(await readProduct(id));
  return <ProductDetailView product={product} />;
}
