import { routes } from '@/lib/routes';

export interface NavLink {
  label: string;
  href: string;
}

/** SPEC §2 Header: the main navigation, in order. 产品中心 and 关于我们 carry drop-downs. */
export const NAV_BEFORE_PRODUCTS: NavLink[] = [{ label: '首页', href: routes.home }];
export const PRODUCT_CENTRE: NavLink = { label: '产品中心', href: routes.productCenter };
export const NAV_AFTER_PRODUCTS: (NavLink & { wideOnly?: boolean })[] = [
  { label: '质控样品', href: routes.qualityControl },
  { label: '中间体合成', href: routes.intermediateSynthesis },
  { label: '制备分离', href: routes.technical },
  { label: '药典方法', href: routes.methods },
  { label: '法规标准', href: routes.standards },
  { label: '定制产品', href: routes.customizedServices },
  { label: '证书下载', href: routes.downloadCenter },
  // SPEC §2: the points mall shows on wide screens only (>= WIDE_NAV_WIDTH, a CSS media query).
  { label: '积分商城', href: routes.pointsMall, wideOnly: true },
  { label: '品牌中心', href: routes.brandCenter },
  { label: '新闻资讯', href: routes.news },
];
export const ABOUT: NavLink = { label: '关于我们', href: routes.enterpriseIntroduction };
export const ABOUT_LINKS: NavLink[] = [
  { label: '公司介绍', href: routes.enterpriseIntroduction },
  { label: '技术实力', href: routes.technical },
  { label: '行业资讯', href: routes.news },
  { label: '联系我们', href: routes.contact },
];

/** SPEC §2 search, scheme A: the type index is the position in this list. */
export const SEARCH_TYPES: NavLink[] = [
  { label: '全部', href: routes.searchCenter },
  { label: '方法', href: routes.methodsSearch },
  { label: '产品', href: routes.productClassifyList(0) },
  { label: '数据', href: routes.standards },
];

export const TOP_LINKS: NavLink[] = [
  { label: '我的订单', href: routes.orderCenter },
  { label: '会员中心', href: routes.personalCenter },
  { label: '快速下单', href: routes.quickOrder },
  { label: '帮助中心', href: routes.helpLogin() },
];
