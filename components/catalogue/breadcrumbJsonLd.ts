import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import { absoluteUrl } from './seo';

export interface Crumb {
  label: string;
  href?: string;
}

/** The trail a page shows: 首页 first, then the page's own crumbs (the last one is the page itself). */
export const crumbTrail = (items: Crumb[]): Crumb[] => [{ label: MSG.homeCrumb, href: routes.home }, ...items];

/**
 * schema.org BreadcrumbList of the trail the page shows (components/catalogue/Breadcrumbs.tsx): each crumb a ListItem
 * with its position, name and absolute URL; the last crumb, which the page does not link, is the page's own `path`.
 */
export function breadcrumbJsonLd(items: Crumb[], path: string) {
  const trail = crumbTrail(items);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(i === trail.length - 1 || !c.href ? path : c.href),
    })),
  };
}
