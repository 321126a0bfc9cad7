import type { Metadata } from 'next';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { configuredPublicOrigin, DEFAULT_PUBLIC_ORIGIN } from '@/lib/http/public-origin';
import { imageSrc } from '@/lib/api/image-src';
import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { formatMw } from './availability';

/**
 * Search-engine facts of the catalogue pages: titles, descriptions, canonical URLs, Open Graph and the
 * schema.org Product. Absolute URLs use PUBLIC_ORIGIN (the shop's public origin, read at run time on the server;
 * scripts/storefront-server.ts sets it, from its own address when not given: lib/http/public-origin.ts).
 */
export const siteOrigin = () => configuredPublicOrigin(process.env) ?? DEFAULT_PUBLIC_ORIGIN;

export const absoluteUrl = (path: string) => `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;

/** The RDKit depiction's public URL: its browser address (lib/api/image-src.ts), on our origin unless {api} is absolute. */
export const structureImageUrl = (imgUrl: string) => {
  const src = imageSrc(imgUrl) ?? '';
  return /^https?:\/\//.test(src) ? src : absoluteUrl(src);
};

/** '{中文名} {CAS}' — the root layout's template adds ' - 标准品商城'. */
export const productTitle = (p: Pick<ProductDetail, 'nameCn' | 'cas'>) => [p.nameCn, p.cas].filter(Boolean).join(' ');

export function productDescription(p: ProductDetail): string {
  const facts = [
    p.nameEn && MSG.seoFact(MSG.englishNameLabel, p.nameEn),
    p.cas && MSG.seoFact(MSG.casLabel, p.cas),
    p.formula && MSG.seoFact(MSG.formulaLabel, p.formula),
    p.mw > 0 && MSG.seoFact(MSG.mwLabel, formatMw(p.mw)),
    p.purity && MSG.seoFact(MSG.purityLabel, p.purity),
    MSG.seoFact(MSG.brandLabel, p.brandName),
    MSG.seoFact(MSG.codeLabel, p.code),
  ].filter((f): f is string => Boolean(f));
  return MSG.seoProductDescription(p.nameCn, facts, site.name, Boolean(p.impurityLabel || p.parent));
}

export function productMetadata(p: ProductDetail): Metadata {
  const canonical = absoluteUrl(routes.goodsDetail(p.id));
  const title = productTitle(p);
  const description = productDescription(p);
  const image = structureImageUrl(p.imgUrl);
  return {
    title,
    description,
    keywords: [p.nameCn, p.nameEn, p.cas, p.formula, p.code, ...p.synonyms].filter(Boolean),
    alternates: { canonical },
    openGraph: {
      type: 'website',
      locale: 'zh_CN',
      siteName: site.name,
      url: canonical,
      title: `${title} - ${site.name}`,
      description,
      images: [{ url: image, alt: MSG.structureAlt(p.nameCn), type: 'image/svg+xml' }],
    },
  };
}

/** Yuan with two decimals, as schema.org wants a price ('12.50'); list prices are kept in fen. */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/**
 * One schema.org Offer per package at its list price (the price everyone sees on the page): CNY, InStock
 * when it is in stock, else BackOrder (made to order, shipped after its delivery days). The SKU id is the
 * shop's own identifier of a package (the ?skuId= of the page URL, the skuId of the cart).
 */
export function productOffers(p: Pick<ProductDetail, 'id' | 'nameCn' | 'skus'>) {
  return p.skus.map((s) => ({
    '@type': 'Offer',
    sku: String(s.id),
    name: `${p.nameCn} ${s.pack}`,
    price: yuanText(s.price),
    priceCurrency: 'CNY',
    availability: s.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
    itemCondition: 'https://schema.org/NewCondition',
    url: absoluteUrl(routes.goodsDetail(p.id, s.id)),
    seller: { '@type': 'Organization', name: site.name },
  }));
}

/**
 * The node id of a product's schema.org Product: its canonical page URL with #product. Other pages (a method naming
 * the standards it needs) refer to the product by this id instead of describing a second, offer-less Product.
 */
export const productLdId = (id: number) => `${absoluteUrl(routes.goodsDetail(id))}#product`;

/** schema.org Product with an Offer per package (left out when nothing is for sale). */
export function productJsonLd(p: ProductDetail) {
  const offers = productOffers(p);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': productLdId(p.id),
    name: p.nameCn,
    alternateName: [p.nameEn, ...p.synonyms].filter(Boolean),
    sku: p.code,
    mpn: p.code,
    productID: p.cas ? `CAS:${p.cas}` : undefined,
    identifier: p.cas ? { '@type': 'PropertyValue', propertyID: 'CAS', value: p.cas } : undefined,
    image: structureImageUrl(p.imgUrl),
    url: absoluteUrl(routes.goodsDetail(p.id)),
    description: productDescription(p),
    brand: { '@type': 'Brand', name: p.brandName },
    category: p.categoryPath.map((c) => c.name).join(' > ') || undefined,
    additionalProperty: [
      p.formula && { '@type': 'PropertyValue', name: MSG.formulaLabel, value: p.formula },
      p.mw > 0 && { '@type': 'PropertyValue', name: MSG.mwLabel, value: formatMw(p.mw) },
      p.purity && { '@type': 'PropertyValue', name: MSG.purityLabel, value: p.purity },
      p.inchiKey && { '@type': 'PropertyValue', propertyID: 'InChIKey', name: 'InChIKey', value: p.inchiKey },
    ].filter(Boolean),
    offers: offers.length > 0 ? offers : undefined,
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Title, description, canonical and Open Graph of a list or brand page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  const canonical = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { type: 'website', locale: 'zh_CN', siteName: site.name, url: canonical, title: `${title} - ${site.name}`, description },
  };
}
