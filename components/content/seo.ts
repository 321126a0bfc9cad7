import type { Metadata } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import type { HelpArticle, NewsDetail } from '@/lib/api/contract/content';
import { CONTENT_MSG as M } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** The feed, announced on every news page (<link rel="alternate">) through metadata. */
export const newsFeedAlternate = { types: { 'application/rss+xml': [{ url: routes.newsFeed, title: M.newsFeedTitle(site.name) }] } };

/**
 * The shop's pictures for structured data and Open Graph: the logo (public/logo.svg, 236 × 48) and, for pages
 * without a picture of their own, the logo drawn on a 1200 × 675 (16:9) canvas (public/share.png).
 */
export const SITE_LOGO = { path: '/logo.svg', width: 236, height: 48 } as const;
export const SITE_SHARE_IMAGE = { path: '/share.png', width: 1200, height: 675 } as const;

const imageObject = (img: { path: string; width: number; height: number }) => ({ '@type': 'ImageObject', url: absoluteUrl(img.path), width: img.width, height: img.height });

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
      images: [{ url: absoluteUrl(SITE_SHARE_IMAGE.path), width: SITE_SHARE_IMAGE.width, height: SITE_SHARE_IMAGE.height, alt: site.name }],
    },
  };
}

/** schema.org Article of a news item (its breadcrumbs are the page's BreadcrumbList: components/catalogue/Breadcrumbs.tsx). */
export function newsJsonLd(a: NewsDetail) {
  const url = absoluteUrl(routes.newsDetail(a.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.summary,
    inLanguage: 'zh-CN',
    url,
    mainEntityOfPage: url,
    image: [imageObject(SITE_SHARE_IMAGE)],
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    articleSection: a.categoryName,
    author: { '@type': 'Organization', name: a.author },
    publisher: { '@type': 'Organization', name: site.company, url: absoluteUrl(routes.home), logo: imageObject(SITE_LOGO) },
    isBasedOn: a.sourceUrl ?? undefined,
    citation: a.source ?? undefined,
  };
}

/** A help article's page: the section page with its id is canonical. */
export function helpMetadata(a: HelpArticle | null, section: { title: string; lead: string; path: string }): Metadata {
  const title = a ? `${a.name} - ${section.title}` : section.title;
  const description = a ? a.description || section.lead : section.lead;
  const canonical = absoluteUrl(section.path);
  return { title, description, alternates: { canonical }, openGraph: { type: 'article', locale: 'zh_CN', siteName: site.name, url: canonical, title, description } };
}
