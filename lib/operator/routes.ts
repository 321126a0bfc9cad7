import { safeLocalPath } from '@/lib/safe-path';

/** The staff console's pages (app/(operator)/operator/…). */
export const OPERATOR_BASE = '/operator';

export const operatorRoutes = {
  home: OPERATOR_BASE,
  login: `${OPERATOR_BASE}/login`,
  enrol: `${OPERATOR_BASE}/enrol`,
  account: `${OPERATOR_BASE}/account`,
  staff: `${OPERATOR_BASE}/staff`,
  groups: `${OPERATOR_BASE}/staff/groups`,
  apiKeys: `${OPERATOR_BASE}/staff/api-keys`,
  sessions: `${OPERATOR_BASE}/staff/sessions`,
  audit: `${OPERATOR_BASE}/staff/audit`,
  products: `${OPERATOR_BASE}/catalogue/products`,
  brands: `${OPERATOR_BASE}/catalogue/brands`,
  categories: `${OPERATOR_BASE}/catalogue/categories`,
  catalogueImport: `${OPERATOR_BASE}/catalogue/import`,
} as const;

/** Is this page path the console's (never the shop's /mobileView, login gate or page cache)? */
export const isOperatorPath = (pathname: string) => pathname === OPERATOR_BASE || pathname.startsWith(`${OPERATOR_BASE}/`);

/** Pages of the console open without a staff session. */
export const isOperatorPublicPath = (pathname: string) => pathname === operatorRoutes.login || pathname === operatorRoutes.enrol;

/** A console page to return to after the login (`?next=`), else the dashboard: never off-site, never the shop. */
export function operatorNext(raw: string | null | undefined): string {
  const path = safeLocalPath(raw);
  const bare = path?.split(/[?#]/)[0] ?? '';
  return path && isOperatorPath(bare) && !isOperatorPublicPath(bare) ? path : operatorRoutes.home;
}

export const operatorLoginWithNext = (current: string) =>
  current === operatorRoutes.home ? operatorRoutes.login : `${operatorRoutes.login}?next=${encodeURIComponent(current)}`;
