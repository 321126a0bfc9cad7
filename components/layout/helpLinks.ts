import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { NavLink } from './header/navItems';

export interface LinkGroup {
  title: string;
  /** `alsoCurrentOn`: pages (paths) under the link where the menu still marks it current, e.g. an order's page under 我的订单. */
  links: (NavLink & { alsoCurrentOn?: string[] })[];
}

/**
 * The help-centre columns of the footer (SPEC §2 Footer) and the help layout's menu. Every link is a
 * route of SPEC §2; the help-centre work may replace the articles with the menu tree of the API.
 */
export const HELP_GROUPS: LinkGroup[] = [
  {
    title: MSG.helpGroupNewcomer,
    links: [
      { label: MSG.helpLoginIssues, href: routes.helpLogin() },
      { label: MSG.helpMemberIssues, href: routes.helpMember },
      { label: MSG.helpAgreementPrivacy, href: routes.agreementPrivacy },
    ],
  },
  {
    title: MSG.helpGroupShopping,
    links: [
      { label: MSG.helpCategories, href: routes.allClassify },
      { label: MSG.quickOrderTitle, href: routes.quickOrder },
      { label: MSG.helpInquiry, href: routes.inquiryCenter },
      { label: MSG.helpCustomSynthesis, href: routes.customizedServices },
    ],
  },
  {
    title: MSG.helpGroupPayment,
    links: [
      { label: MSG.helpOrderPayment, href: routes.orderCenter },
      { label: MSG.helpCreditTerms, href: routes.accountingPeriod },
      { label: MSG.menuInvoices, href: routes.invoice },
    ],
  },
  {
    title: MSG.afterSalesService,
    links: [
      { label: MSG.helpAfterSalesCentre, href: routes.afterSalesCenter },
      { label: MSG.helpAfterSalesApply, href: routes.afterApplication },
      { label: MSG.helpCoaDownload, href: routes.downloadCoa },
    ],
  },
  {
    title: MSG.mobileAboutTitle,
    links: [
      { label: MSG.menuCompany, href: routes.enterpriseIntroduction },
      { label: MSG.menuTechnology, href: routes.technical },
      { label: MSG.menuIndustryNews, href: routes.news },
      { label: MSG.menuContact, href: routes.contact },
    ],
  },
];
