import type { Metadata } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import type { StandardDetail } from '@/lib/api/contract/standards';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** '{标准号} {中文名称}' — the root layout's template adds ' - 标准品商城'. */
export const standardTitle = (s: Pick<StandardDetail, 'number' | 'titleCn'>) => `${s.number} ${s.titleCn}`;

export function standardDescription(s: StandardDetail): string {
  const facts = [
    `${s.number}《${s.titleCn}》`,
    `状态：${s.status}`,
    s.effectiveOn && `实施日期：${s.effectiveOn}`,
    s.replacedBy && `已被 ${s.replacedBy.number} 代替`,
    s.scope,
    s.materials.length > 0 && `所需标准物质：${s.materials.map((m) => m.nameCn).join('、')}`,
  ].filter((f): f is string => Boolean(f));
  return facts.join('；');
}

/** Both URLs of a standard (by id and by number) name the id page as canonical. */
export function standardMetadata(s: StandardDetail): Metadata {
  const canonical = absoluteUrl(routes.standardDetail(s.id));
  const title = standardTitle(s);
  const description = standardDescription(s);
  return {
    title,
    description,
    keywords: [s.number, s.number.replace(/[\s/]/g, ''), s.titleCn, s.titleEn ?? '', ...s.materials.map((m) => m.nameCn)].filter(Boolean),
    alternates: { canonical },
    openGraph: { type: 'article', locale: 'zh_CN', siteName: site.name, url: canonical, title: `${title} - ${site.name}`, description },
  };
}

/** schema.org TechArticle of a standard; the materials it requires as ChemicalSubstance mentions. */
export function standardJsonLd(s: StandardDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: standardTitle(s),
    name: s.titleCn,
    alternateName: s.titleEn ?? undefined,
    identifier: s.number,
    inLanguage: 'zh-CN',
    url: absoluteUrl(routes.standardDetail(s.id)),
    datePublished: s.issuedOn ?? undefined,
    publisher: s.issuedBy ? { '@type': 'Organization', name: s.issuedBy } : undefined,
    abstract: s.scope,
    about: s.field,
    isBasedOn: s.replaces.filter((r) => r.id).map((r) => absoluteUrl(routes.standardDetail(r.id!))),
    mentions: s.materials.map((m) => ({
      '@type': 'ChemicalSubstance',
      name: m.nameCn,
      alternateName: m.nameEn ?? undefined,
      identifier: m.cas ? { '@type': 'PropertyValue', propertyID: 'CAS', value: m.cas } : undefined,
      url: m.product ? absoluteUrl(routes.goodsDetail(m.product.id)) : undefined,
    })),
  };
}
