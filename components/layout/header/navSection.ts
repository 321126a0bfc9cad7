import { casOfSegment } from '@/components/catalogue/catchAll';
import { routes } from '@/lib/routes';
import { ABOUT, NAV_AFTER_PRODUCTS, NAV_BEFORE_PRODUCTS, PRODUCT_CENTRE } from './navItems';

/**
 * The section of the site each main-nav entry stands for: the path prefixes of its pages. A page of no
 * section (cart, personal centre, search of all kinds, help) marks no entry.
 */
const SECTIONS: Record<string, readonly string[]> = {
  [PRODUCT_CENTRE.href]: [routes.productCenter, '/goodsDetail', routes.searchProduction, routes.searchStructureFormula, '/productConfirmation'],
  [routes.qualityControl]: [routes.qualityControl],
  [routes.intermediateSynthesis]: [routes.intermediateSynthesis],
  [routes.preparativeSeparation]: [routes.preparativeSeparation],
  [routes.methods]: [routes.methods, routes.methodsSearch],
  [routes.standards]: [routes.standards, routes.standardHome, routes.standardNumberSearch],
  [routes.customizedServices]: [routes.customizedServices, '/customizedSettlement'],
  [routes.downloadCenter]: [routes.downloadCenter],
  [routes.pointsMall]: [routes.pointsMall],
  [routes.brandCenter]: [routes.brandCenter],
  [routes.news]: [routes.news],
  [ABOUT.href]: [routes.enterpriseIntroduction, routes.technical],
};

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Every entry of the main nav, in order (the keys of SECTIONS must be among them: tests/components/chrome). */
export const NAV_HREFS = [...NAV_BEFORE_PRODUCTS, PRODUCT_CENTRE, ...NAV_AFTER_PRODUCTS, ABOUT].map((i) => i.href);

/** The href of the main-nav entry whose section `pathname` is in, or null. /{cas} product pages are the product centre's. */
export function activeNavHref(pathname: string | null): string | null {
  if (!pathname) return null;
  if (pathname === routes.home) return routes.home;
  for (const [href, prefixes] of Object.entries(SECTIONS)) if (prefixes.some((p) => under(pathname, p))) return href;
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 1 && casOfSegment(segments[0]) ? PRODUCT_CENTRE.href : null;
}
