import { routes } from '@/lib/routes';
import type { NavLink } from './header/navItems';

export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/**
 * The help-centre columns of the footer (SPEC §2 Footer) and the help layout's menu. Every link is a
 * route of SPEC §2; the help-centre work may replace the articles with the menu tree of the API.
 */
export const HELP_GROUPS: LinkGroup[] = [
  {
    title: '新手指南',
    links: [
      { label: '注册登录问题', href: routes.helpLogin() },
      { label: '会员问题', href: routes.helpMember },
      { label: '用户协议与隐私', href: routes.agreementPrivacy },
    ],
  },
  {
    title: '购物指南',
    links: [
      { label: '产品分类', href: routes.allClassify },
      { label: '快速下单', href: routes.quickOrder },
      { label: '询价服务', href: routes.inquiryCenter },
      { label: '定制合成', href: routes.customizedServices },
    ],
  },
  {
    title: '支付方式',
    links: [
      { label: '订单支付', href: routes.orderCenter },
      { label: '企业账期', href: routes.accountingPeriod },
      { label: '发票管理', href: routes.invoice },
    ],
  },
  {
    title: '售后服务',
    links: [
      { label: '售后中心', href: routes.afterSalesCenter },
      { label: '申请售后', href: routes.afterApplication },
      { label: 'COA 下载', href: routes.downloadCoa },
    ],
  },
  {
    title: '关于我们',
    links: [
      { label: '公司介绍', href: routes.enterpriseIntroduction },
      { label: '技术实力', href: routes.technical },
      { label: '行业资讯', href: routes.news },
      { label: '联系我们', href: routes.contact },
    ],
  },
];
