import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pathId, readProduct, required } from '@/components/catalogue/data';
import { first } from '@/components/catalogue/listPage';
import { parsePositiveInt } from '@/components/catalogue/listQuery';
import ProductDetailView from '@/components/catalogue/ProductDetailView';
import { productMetadata } from '@/components/catalogue/seo';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = pathId((await params).id);
  const product = id === null ? null : await readProduct(id).catch(() => null);
  return product ? productMetadata(product) : {};
}

/**
 * /goodsDetail/{id}?skuId — the goods detail. The HTML is the same for every visitor (the session-less,
 * cached product read); prices and the cart live in the BuyBox island. skuId only preselects a package,
 * so the canonical URL leaves it out.
 */
export default async function GoodsDetailPage({ params, searchParams }: Props) {
  const id = pathId((await params).id);
  if (id === null) notFound();
  const product = await required(`product ${id}`, () => readProduct(id));
  const skuId = parsePositiveInt(first((await searchParams).skuId));
  return <ProductDetailView product={product} skuId={skuId} />;
}
