import type { Metadata } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import type { HelpArticle, NewsDetail } from '@/lib/api/contract/content';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** The feed, announced on every news page (<link rel="alternate">) through metadata. */
export const newsFeedAlternate = { types: { 'application/rss+xml': [{ url: routes.newsFeed, title: M.newsFeedTitle(site.name) }] } };

export function newsListMetadata(title: string, description: string, path: string): Metadata {
  const canonical = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical, ...newsFeedAlternate },
    openGraph: { type: 'website', locale: 'zh_CN', siteName: site.name, url: canonical, title: `${title} - ${site.name}`, description },
  };
}

export function newsMetadata(a: NewsDetail): Metadata {
  const canonical = absoluteUrl(routes.newsDetail(a.id));
  return {
    title: a.title,
    description: a.summary,
    alternates: { canonical, ...newsFeedAlternate },
    openGraph: {
      type: 'article',
      locale: 'zh_CN',
      siteName: site.name,
      url: canonical,
      title: `${a.title} - ${site.name}`,
      description: a.summary,
      publishedTime: a.publishedAt,
      modifiedTime: a.updatedAt,
      section: a.categoryName,
    },
  };
}

/** schema.org Article of a news item, with its breadcrumbs. */
export function newsJsonLd(a: NewsDetail) {
  const url = absoluteUrl(routes.newsDetail(a.id));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: a.title,
      description: a.summary,
      inLanguage: 'zh-CN',
      url,
      mainEntityOfPage: url,
      datePublished: a.publishedAt,
      dateModified: a.updatedAt,
      articleSection: a.categoryName,
      author: { '@type': 'Organization', name: a.author },
      publisher: { '@type': 'Organization', name: site.company, url: absoluteUrl(routes.home) },
      isBasedOn: a.sourceUrl ?? undefined,
      citation: a.source ?? undefined,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '首页', item: absoluteUrl(routes.home) },
        { '@type': 'ListItem', position: 2, name: M.newsTitle, item: absoluteUrl(routes.news) },
        { '@type': 'ListItem', position: 3, name: a.categoryName, item: absoluteUrl(routes.newsCategory(a.category)) },
        { '@type': 'ListItem', position: 4, name: a.title, item: url },
      ],
    },
  ];
}

/** A help article's page: the section page with its id is canonical. */
export function helpMetadata(a: HelpArticle | null, section: { title: string; lead: string; path: string }): Metadata {
  const title = a ? `${a.name} - ${section.title}` : section.title;
  const description = a ? a.description || section.lead : section.lead;
  const canonical = absoluteUrl(section.path);
  return { title, description, alternates: { canonical }, openGraph: { type: 'article', locale: 'zh_CN', siteName: site.name, url: canonical, title, description } };
}

/** 2026-11-02 in China time, whatever the machine's zone. */
export const chinaDate = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
