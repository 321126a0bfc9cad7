/** The table of contents of /agreementPrivacy: every heading's anchor, in order. */
export const AGREEMENT_SECTIONS = [
  { id: 'agreement-accept', title: '一、协议的接受与适用' },
  { id: 'agreement-account', title: '二、账号注册、登录与安全' },
  { id: 'agreement-research-use', title: '三、产品性质与科研用途限制' },
  { id: 'agreement-orders', title: '四、订单、价格与支付' },
  { id: 'agreement-invoices', title: '五、发票' },
  { id: 'agreement-delivery', title: '六、配送、验收与售后' },
  { id: 'agreement-conduct', title: '七、用户行为规范' },
  { id: 'agreement-ip', title: '八、知识产权' },
  { id: 'agreement-liability', title: '九、责任限制' },
  { id: 'agreement-change', title: '十、协议的变更与终止' },
  { id: 'agreement-law', title: '十一、法律适用与争议解决' },
] as const;

export const PRIVACY_SECTIONS = [
  { id: 'privacy-collect', title: '一、我们收集的个人信息及用途' },
  { id: 'privacy-cookies', title: '二、Cookie 与浏览器本地存储' },
  { id: 'privacy-share', title: '三、委托处理、共享与公开披露' },
  { id: 'privacy-security', title: '四、信息的存储与安全' },
  { id: 'privacy-retention', title: '五、保存期限' },
  { id: 'privacy-rights', title: '六、您的权利' },
  { id: 'privacy-minors', title: '七、未成年人' },
  { id: 'privacy-update', title: '八、本政策的更新' },
  { id: 'privacy-contact', title: '九、联系我们' },
] as const;

export const EFFECTIVE_DATE = '2026年11月22日';
