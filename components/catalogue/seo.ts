import type { Metadata } from 'next';
import type { ProductDetail } from '@/lib/api/contract/catalogue';
import { publicApiBase } from '@/lib/env';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { formatMw } from './availability';

/**
 * Search-engine facts of the catalogue pages: titles, descriptions, canonical URLs, Open Graph and the
 * schema.org Product. Absolute URLs use SITE_ORIGIN (the public origin, read at run time on the server).
 */
export const siteOrigin = () => (process.env.SITE_ORIGIN || 'http://localhost:3000').replace(/\/+$/, '');

export const absoluteUrl = (path: string) => `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;

/** The RDKit depiction's public URL: through {api} on our origin (or {api} itself when it is absolute). */
export const structureImageUrl = (imgUrl: string) => {
  const base = publicApiBase.replace(/\/$/, '');
  return /^https?:\/\//.test(base) ? `${base}${imgUrl}` : absoluteUrl(`${base}${imgUrl}`);
};

/** '{中文名} {CAS}' — the root layout's template adds ' - 标准品商城'. */
export const productTitle = (p: Pick<ProductDetail, 'nameCn' | 'cas'>) => [p.nameCn, p.cas].filter(Boolean).join(' ');

export function productDescription(p: ProductDetail): string {
  const facts = [
    p.nameEn && `英文名 ${p.nameEn}`,
    p.cas && `CAS号 ${p.cas}`,
    p.formula && `分子式 ${p.formula}`,
    p.mw > 0 && `分子量 ${formatMw(p.mw)}`,
    p.purity && `纯度 ${p.purity}`,
    `品牌 ${p.brandName}`,
    `货号 ${p.code}`,
  ].filter(Boolean);
  return `${p.nameCn}：${facts.join('，')}。${site.name}提供该${p.impurityLabel || p.parent ? '杂质对照品' : '标准品'}的现货与订货，仅供科学研究使用。`;
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
      images: [{ url: image, alt: `${p.nameCn} 结构式`, type: 'image/svg+xml' }],
    },
  };
}

/** schema.org Product. No `offers`: prices are shown only to logged-in customers (SPEC §6). */
export function productJsonLd(p: ProductDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
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
      p.formula && { '@type': 'PropertyValue', name: '分子式', value: p.formula },
      p.mw > 0 && { '@type': 'PropertyValue', name: '分子量', value: formatMw(p.mw) },
      p.purity && { '@type': 'PropertyValue', name: '纯度', value: p.purity },
      p.inchiKey && { '@type': 'PropertyValue', propertyID: 'InChIKey', name: 'InChIKey', value: p.inchiKey },
    ].filter(Boolean),
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
