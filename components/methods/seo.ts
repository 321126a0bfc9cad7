import type { Metadata } from 'next';
import type { ApiItem, ApiMethods, MethodDetail } from '@/lib/api/contract/methods';
import { METHODS_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { absoluteUrl, pageMetadata, productLdId } from '@/components/catalogue/seo';

/**
 * Search-engine facts of the methods pages. The canonical URL of an API's methods is /methods/{CAS}: the
 * one form that is unique, ASCII and never changes with a translation (docs/adr/0031-pharmacopoeia-methods.md).
 */
export const apiCanonicalPath = (api: Pick<ApiItem, 'cas'>) => routes.methodsOfApi(api.cas);

export const methodTitle = (m: Pick<MethodDetail, 'pharmacopoeia' | 'monograph' | 'testItem' | 'heading'>) => M.methodTitle(m.pharmacopoeia, m.monograph, m.heading ?? m.testItem);

const countsText = (api: ApiItem) => api.methodCounts.map((c) => `${M.pharmacopoeiaName[c.pharmacopoeia]} ${c.count} 个`).join('、') || M.noMethods;

export function apiMethodsMetadata({ api }: ApiMethods): Metadata {
  return {
    ...pageMetadata({ title: M.apiTitle(api.nameCn), description: M.apiDescription(api.nameCn, api.nameEn, api.cas, countsText(api)), path: apiCanonicalPath(api) }),
    keywords: [api.nameCn, api.nameEn, api.cas, M.title, ...api.methodCounts.map((c) => M.pharmacopoeiaName[c.pharmacopoeia])],
  };
}

/** schema.org ItemList of an API's methods. */
export function apiMethodsJsonLd({ api, methods }: ApiMethods) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: M.apiTitle(api.nameCn),
    url: absoluteUrl(apiCanonicalPath(api)),
    about: { '@type': 'Drug', name: api.nameCn, alternateName: api.nameEn, identifier: { '@type': 'PropertyValue', propertyID: 'CAS', value: api.cas } },
    numberOfItems: methods.length,
    itemListElement: methods.map((m, i) => ({ '@type': 'ListItem', position: i + 1, name: methodTitle(m), url: absoluteUrl(routes.methodDetail(m.id)) })),
  };
}

const standardNames = (m: MethodDetail) => m.standards.map((s) => s.product.nameCn).join('、');

export function methodMetadata(m: MethodDetail): Metadata {
  const title = methodTitle(m);
  return {
    ...pageMetadata({ title, description: M.methodDescription(title, m.technique, standardNames(m)), path: routes.methodDetail(m.id) }),
    keywords: [m.api.nameCn, m.api.nameEn, m.api.cas, m.monograph, m.testItem, m.technique, M.pharmacopoeiaName[m.pharmacopoeia], ...m.standards.map((s) => s.product.code)],
  };
}

/** schema.org TechArticle: the method, its pharmacopoeia edition and the products it names (by their Product's id). */
export function methodJsonLd(m: MethodDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: methodTitle(m),
    name: methodTitle(m),
    url: absoluteUrl(routes.methodDetail(m.id)),
    inLanguage: 'zh-CN',
    description: m.summary,
    proficiencyLevel: 'Expert',
    isBasedOn: { '@type': 'CreativeWork', name: `${M.pharmacopoeiaName[m.pharmacopoeia]} ${m.edition} ${m.monograph}` },
    about: { '@type': 'Drug', name: m.api.nameCn, alternateName: m.api.nameEn, url: absoluteUrl(apiCanonicalPath(m.api)) },
    publisher: { '@type': 'Organization', name: site.name },
    // The products by reference to their own page's Product (which carries the offers), not as Products of this page.
    mentions: m.standards.map((s) => ({ '@id': productLdId(s.product.id) })),
  };
}

/** schema.org Dataset of the whole method library (the /methods index). */
export function methodsIndexJsonLd(apis: ApiItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: M.title,
    description: M.description,
    url: absoluteUrl(routes.methods),
    inLanguage: 'zh-CN',
    creator: { '@type': 'Organization', name: site.name },
    keywords: Object.values(M.pharmacopoeiaName),
    hasPart: apis.map((a) => ({ '@type': 'CreativeWork', name: M.apiTitle(a.nameCn), url: absoluteUrl(apiCanonicalPath(a)) })),
  };
}
