import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { casMissTitle, casOfSegment } from '@/components/catalogue/catchAll';
import ProductDetailView from '@/components/catalogue/ProductDetailView';
import { productMetadata } from '@/components/catalogue/seo';
import { readProductByCas } from '@/lib/catalogue/read';
import { required } from '@/lib/api/read';

/**
 * Incremental static regeneration, like /goodsDetail/{id}: rendered on its first visit, then served from the page
 * cache (re-rendered by tag or at most every 5 minutes); nothing at `next build`. ?skuId= is read by the BuyBox island.
 */
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ cas: string }[]> => [];

type Props = { params: Promise<{ cas: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = (await params).cas;
  const cas = casOfSegment(segment);
  const read = cas ? await readProductByCas(cas) : null;
  // The canonical URL is the goods detail's: one product, one indexed URL.
  if (read?.ok) return productMetadata(read.data);
  // A 404 (wrong check digit, or no goods with that CAS) is named here too, whichever metadata Next keeps.
  const missTitle = !read || read.refused ? casMissTitle(segment) : null;
  return missTitle ? { title: missTitle } : {};
}

/**
 * /{cas} (SPEC §2 catch-all): a CAS number with a valid check digit shows the product with that CAS as
 * its goods detail; any other single segment that no static route took is a 404. Static routes
 * (/brandCenter, /productCenter …) always win over this segment.
 */
export default async function CasPage({ params }: Props) {
  const cas = casOfSegment((await params).cas);
  if (!cas) notFound();
  const product = required(await readProductByCas(cas));
  return <ProductDetailView product={product} />;
}
