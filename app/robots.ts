import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/components/catalogue/seo';
import { routes } from '@/lib/routes';

/** Read at request time: PUBLIC_ORIGIN is a run-time setting of the storefront, not a build-time one. */
export const dynamic = 'force-dynamic';

/** Personal, order, settlement, inquiry and login pages are for one customer, never for an index. */
const PRIVATE = [
  '/personalCenter',
  '/orderCenter',
  '/settlementCenter',
  '/settlementPage',
  '/customizedSettlement',
  '/inquiryCenter',
  '/quickOrder',
  '/afterSalesCenter',
  '/demandsList',
  '/productConfirmation',
  '/successAliPage',
  '/sandboxPay',
  '/login',
  '/register',
  '/api/',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE },
    sitemap: absoluteUrl(routes.sitemapIndex),
  };
}
