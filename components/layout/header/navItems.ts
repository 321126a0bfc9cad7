import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';

export interface NavLink {
  label: string;
  href: string;
}

/** SPEC §2 Header: the main navigation, in order. 产品中心 and 关于我们 carry drop-downs. */
export const NAV_BEFORE_PRODUCTS: NavLink[] = [{ label: MSG.homeCrumb, href: routes.home }];
export const PRODUCT_CENTRE: NavLink = { label: MSG.productCenter, href: routes.productCenter };
export const NAV_AFTER_PRODUCTS: (NavLink & { wideOnly?: boolean })[] = [
  { label: MSG.menuQualityControl, href: routes.qualityControl },
  { label: MSG.menuIntermediateSynthesis, href: routes.intermediateSynthesis },
  { label: MSG.menuPreparation, href: routes.preparativeSeparation },
  { label: MSG.menuMethods, href: routes.methods },
  { label: MSG.menuStandards, href: routes.standards },
  { label: MSG.menuCustomProducts, href: routes.customizedServices },
  { label: MSG.menuCertificates, href: routes.downloadCenter },
  // SPEC §2: the points mall shows on wide screens only (>= WIDE_NAV_WIDTH, a CSS media query).
  { label: MSG.menuPointsMall, href: routes.pointsMall, wideOnly: true },
  { label: MSG.brandCenter, href: routes.brandCenter },
  { label: MSG.menuNews, href: routes.news },
];
export const ABOUT: NavLink = { label: MSG.mobileAboutTitle, href: routes.enterpriseIntroduction };
export const ABOUT_LINKS: NavLink[] = [
  { label: MSG.menuCompany, href: routes.enterpriseIntroduction },
  { label: MSG.menuTechnology, href: routes.technical },
  { label: MSG.menuIndustryNews, href: routes.news },
  { label: MSG.menuContact, href: routes.contact },
];

/** SPEC §2 search, scheme A: the type index is the position in this list. */
export const SEARCH_TYPES: NavLink[] = [
  { label: MSG.all, href: routes.searchCenter },
  { label: MSG.searchTabMethods, href: routes.methodsSearch },
  { label: MSG.searchProducts, href: routes.productClassifyList(0) },
  { label: MSG.searchTabData, href: routes.standards },
];

export const TOP_LINKS: NavLink[] = [
  { label: MSG.myOrders, href: routes.orderCenter },
  { label: MSG.memberCenter, href: routes.personalCenter },
  { label: MSG.quickOrderTitle, href: routes.quickOrder },
  { label: MSG.helpCenter, href: routes.helpLogin() },
];
