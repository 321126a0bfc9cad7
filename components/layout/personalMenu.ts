import { MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import type { LinkGroup } from './helpLinks';

/** An order's pages (they take the order by query): 我的订单 stays current on them. */
const ORDER_PAGES = [routes.orderDetail, routes.orderConfirm, routes.orderPayment].map((page) => page(0).split('?')[0]);

/** SPEC §2 "Menu groups in the personal centre": member centre, order centre, asset centre, customer service. */
export const PERSONAL_GROUPS: LinkGroup[] = [
  {
    title: MSG.memberCenter,
    links: [
      { label: MSG.personalInfo, href: routes.personalCenter },
      { label: MSG.personalAccounts, href: routes.accountManagement },
      { label: MSG.personalSecurity, href: routes.accountSecurity },
      { label: MSG.personalAddresses, href: routes.receivingAddress },
      { label: MSG.myCollection, href: routes.myCollection },
      { label: MSG.myFootprints, href: routes.history },
    ],
  },
  {
    title: MSG.personalGroupOrders,
    links: [
      { label: MSG.myOrders, href: routes.orderCenter, alsoCurrentOn: ORDER_PAGES },
      { label: MSG.personalCustomOrders, href: routes.myCustomOrders },
      { label: MSG.personalInquiries, href: routes.inquiryList },
      { label: MSG.menuInvoices, href: routes.invoice },
      { label: MSG.personalInvoiceAddresses, href: routes.invoiceAddress },
    ],
  },
  {
    title: MSG.personalGroupAssets,
    links: [
      { label: MSG.personalPoints, href: routes.myIntegral },
      { label: MSG.personalBalance, href: routes.accountingPeriod },
    ],
  },
  {
    title: MSG.personalGroupService,
    links: [
      { label: MSG.personalConsult, href: routes.contact },
      { label: MSG.afterSalesService, href: routes.afterSalesCenter },
    ],
  },
];
