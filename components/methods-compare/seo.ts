import type { Metadata } from 'next';
import { absoluteUrl, jsonLdText, pageMetadata } from '@/components/catalogue/seo';
import { site } from '@/lib/site';

export { jsonLdText };

/** Title, description and canonical URL of a methods page (`path` is the canonical public path with its query). */
export const methodsPageMetadata = (title: string, description: string, path: string): Metadata => pageMetadata({ title, description, path });

/** schema.org ItemList of the pages a list links to (methods, products, API items). */
export function itemListJsonLd(name: string, path: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(path),
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: absoluteUrl(item.path) })),
  };
}

/** schema.org Dataset: a table of facts we compiled (a contrast, a summary). */
export function datasetJsonLd(name: string, description: string, path: string, keywords: string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name,
    description,
    url: absoluteUrl(path),
    keywords,
    inLanguage: 'zh-CN',
    creator: { '@type': 'Organization', name: site.name },
    isAccessibleForFree: true,
  };
}
