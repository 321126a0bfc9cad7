// Part of lib/messages.ts (which re-exports it).
/**
 * The guidance of pages opened without their query (components/ui/PageGuide.tsx): what the page is for and where the
 * visitor finds what it needs. Titles name the page; the links' labels are the pages they lead to.
 */
export const PAGE_GUIDE_MSG = {
  myOrders: '我的订单',
  cart: '购物车',
  home: '返回首页',
  productCenter: '产品中心',
  quickOrder: '快速下单',
  payHelp: '支付方式说明',
  methods: '药典方法库',
  allMethods: '全部药典方法',
  orderPaymentTitle: '订单支付',
  orderPaymentText: '本页用于支付一笔待付款的订单。请在“我的订单”中找到该订单，点“去支付”进入；新订单提交后会直接来到这里。',
  paymentBillTitle: '对公转账',
  paymentBillText: '本页显示一笔订单的对公转账收款账户，并上传转账凭证。请在“我的订单”中打开待付款的订单，在支付方式中选择“对公转账”。',
  payResultTitle: '支付结果',
  payResultText: '本页显示支付机构付款完成后返回的支付结果，需从支付页面跳转而来。如已付款，可在“我的订单”中查看订单状态。',
  confirmationTitle: '商品确认',
  confirmationText: '本页确认报价单、邮件或证书“再次购买”链接所带的商品、规格和数量。请在产品中心或搜索中找到要购买的商品，或用快速下单按货号批量加入购物车。',
  contrast: {
    title: '各药典方法对照',
    text: '本页并列对照一个原料药在各国药典中的检测方法，需要先选定原料药：请在药典方法库中按名称或 CAS 号找到原料药，从它的页面进入“各药典方法对照”。',
  },
  comparison: {
    title: '相关商品对比',
    text: '本页对比一个原料药各药典方法所需的商品，需要先选定原料药：请在药典方法库中找到原料药，从它的页面进入“相关商品对比”。',
  },
  summary: {
    title: '方法与标准品汇总',
    text: '本页汇总一个或多个原料药收录的方法和所需商品，需要先选定原料药：请在药典方法库中找到原料药，从它的页面进入“方法与标准品汇总”。',
  },
  product: {
    title: '引用商品的药典方法',
    text: '本页列出引用某个商品的全部药典方法，需要先选定商品：请在产品中心找到商品，在商品详情页点“按药典查看引用本品的全部方法”。',
  },
  related: {
    title: '同类原料药',
    text: '本页列出与一个原料药同类的其他原料药，需要先选定原料药：请在药典方法库中找到原料药，从它的页面进入“同类原料药”。',
  },
  helpGroupText: (group: string, description: string) => `“${group}”是帮助中心的一个栏目${description ? `（${description}）` : ''}，请选择其中的问题查看：`,
} as const;
