import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { brandCodeOfSegments } from '@/components/catalogue/catchAll';
import ProductDetailView from '@/components/catalogue/ProductDetailView';
import { productMetadata } from '@/components/catalogue/seo';
import { readBrands, readProductByBrandCode } from '@/lib/catalogue/read';
import { dataOrNull, required } from '@/lib/api/read';

/**
 * Incremental static regeneration, like /goodsDetail/{id}: rendered on its first visit, then served from the page
 * cache (re-rendered by tag or at most every 5 minutes); nothing at `next build`. ?skuId= is read by the BuyBox island.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ cas: string; brandCode: string }[]> => [];

/**
 * Next allows one slug name per level, so the first segment shares the name of the /{cas} route's: here
 * `cas` holds the brand name.
 */
type Props = { params: Promise<{ cas: string; brandCode: string }> };

/** The brand must be one we carry (the cached brand list), so unknown first segments cost no product lookup. */
async function lookup(params: Props['params']) {
  const { cas: b, brandCode: c } = await params;
  const wanted = brandCodeOfSegments(b, c);
  if (!wanted) return null;
  const brands = await readBrands();
  if (brands.ok && !brands.data.rows.some((x) => x.name === wanted.brandName || x.nameEn === wanted.brandName)) return null;
  return wanted;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const wanted = await lookup(params);
  const product = wanted ? await readProductByBrandCode(wanted.brandName, wanted.code).then(dataOrNull) : null;
  return product ? productMetadata(product) : {};
}

/**
 * /{brandName}/{brandCode} (SPEC §2 catch-all): the goods of that brand and item number, shown as the goods
 * detail (canonical URL /goodsDetail/{id}); unknown → 404.
 */
export default async function BrandCodePage({ params }: Props) {
  const wanted = await lookup(params);
  if (!wanted) notFound();
  const product = required(await readProductByBrandCode(wanted.brandName, wanted.code));
  return <ProductDetailView product={product} />;
}
