import { CONTENT_MSG, MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { NavLink } from './header/navItems';

export interface LinkGroup {
  title: string;
  /**
   * `alsoCurrentOn`: pages (paths) under the link where the menu still marks it current, e.g. an order's page under 我的订单.
   * `alsoCurrentAt`: other URLs of the same page (a path with a query: these parameters; a bare path: no query at all).
   */
  links: (NavLink & { alsoCurrentOn?: string[]; alsoCurrentAt?: string[] })[];
}

/**
 * The help-centre columns of the footer (SPEC §2 Footer) and the help layout's menu. Every link is a
 * route of SPEC §2. Where a help article answers better than a tool page, the link opens the article by its
 * stable key (routes.helpTopic; the help layout's own menu is the API's tree).
 */
export const HELP_GROUPS: LinkGroup[] = [
  {
    title: MSG.helpGroupNewcomer,
    links: [
      { label: MSG.helpLoginIssues, href: routes.helpLogin() },
      { label: MSG.helpMemberIssues, href: routes.helpMember },
      { label: CONTENT_MSG.helpControlled, href: routes.helpTopic('member', 'cmp-controlled') },
      { label: MSG.helpAgreementPrivacy, href: routes.agreementPrivacy },
    ],
  },
  {
    title: MSG.helpGroupShopping,
    links: [
      { label: MSG.helpCategories, href: routes.allClassify },
      { label: CONTENT_MSG.helpOrderFlow, href: routes.helpTopic('member', 'shop-order') },
      { label: CONTENT_MSG.helpQuickInquiry, href: routes.helpTopic('member', 'shop-quick-inquiry') },
      { label: MSG.helpCustomSynthesis, href: routes.customizedServices },
    ],
  },
  {
    title: MSG.helpGroupPayment,
    links: [
      { label: CONTENT_MSG.helpPayMethods, href: routes.helpTopic('member', 'pay-methods') },
      { label: MSG.helpCreditTerms, href: routes.accountingPeriod },
      { label: CONTENT_MSG.helpInvoiceGuide, href: routes.helpTopic('member', 'pay-invoice') },
    ],
  },
  {
    title: MSG.afterSalesService,
    links: [
      { label: MSG.helpAfterSalesCentre, href: routes.afterSalesCenter },
      { label: MSG.helpAfterSalesApply, href: routes.helpTopic('member', 'as-apply') },
      { label: MSG.helpCoaDownload, href: routes.downloadCoa },
      { label: CONTENT_MSG.helpShipping, href: routes.helpTopic('member', 'cmp-shipping') },
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
