import { routes } from '@/lib/routes';
import type { LinkGroup } from './helpLinks';

/** SPEC §2 "Menu groups in the personal centre": member centre, order centre, asset centre, customer service. */
export const PERSONAL_GROUPS: LinkGroup[] = [
  {
    title: '会员中心',
    links: [
      { label: '个人信息', href: routes.personalCenter },
      { label: '账号管理', href: routes.accountManagement },
      { label: '账户安全', href: routes.accountSecurity },
      { label: '收货地址', href: routes.receivingAddress },
      { label: '我的收藏', href: routes.myCollection },
      { label: '我的足迹', href: routes.history },
    ],
  },
  {
    title: '订单中心',
    links: [
      { label: '我的订单', href: routes.orderCenter },
      { label: '定制订单', href: routes.myCustomOrders },
      { label: '我的询价', href: routes.inquiryCenter },
      { label: '发票管理', href: routes.invoice },
      { label: '发票地址', href: routes.invoiceAddress },
    ],
  },
  {
    title: '资产中心',
    links: [
      { label: '我的积分', href: routes.myIntegral },
      { label: '账户余额', href: routes.accountingPeriod },
    ],
  },
  {
    title: '客户服务',
    links: [
      { label: '咨询客服', href: routes.contact },
      { label: '售后服务', href: routes.afterSalesCenter },
    ],
  },
];
