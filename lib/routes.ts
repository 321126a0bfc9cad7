/** Every path of SPEC §2, built in one place. */
export const routes = {
  home: '/',
  mobileView: '/mobileView',
  login: '/login',
  forgetPassword: '/login/forgetThePassword',
  register: (token?: string) => (token ? `/register?token=${encodeURIComponent(token)}` : '/register'),
  agreementPrivacy: '/agreementPrivacy',
  productCenter: '/productCenter',
  allClassify: '/productCenter/allClassify',
  productClassifyList: (categoryId: number | string = 0) => `/productCenter/productClassifyList/${categoryId}`,
  formulaProductList: '/productCenter/formulaProductList',
  goodsDetail: (id: number, skuId?: number) => `/goodsDetail/${id}${skuId ? `?skuId=${skuId}` : ''}`,
  qualityControl: '/qualityControl',
  intermediateSynthesis: '/IntermediateSynthesis',
  technical: '/technical',
  methods: '/methods',
  standards: '/searchCenter/dataSearchofStandard',
  customizedServices: '/customizedServices',
  downloadCenter: '/downloadCenter',
  pointsMall: '/pointsMallCenter',
  brandCenter: '/brandCenter',
  brandDetail: (id: number) => `/brandCenter/branParticulars/${id}`,
  news: '/newsInformation',
  enterpriseIntroduction: '/enterpriseIntroduction',
  contact: '/enterpriseIntroduction?type=1',
  searchCenter: '/searchCenter',
  searchIndex: '/searchIndex',
  searchStructureFormula: '/searchStructureFormula',
  settlementCenter: '/settlementCenter',
  inquiryCenter: '/inquiryCenter',
  demandsList: '/demandsList',
  quickOrder: '/quickOrder',
  orderCenter: '/orderCenter',
  personalCenter: '/personalCenter',
  myCollection: '/personalCenter/myCollection',
  history: '/personalCenter/history',
  helpLogin: (id?: number) => (id ? `/helpCenter/loginProblem?id=${id}` : '/helpCenter/loginProblem'),
  helpMember: '/helpCenter/memberProblem',
  upgradation: '/upgradation',
  // Added by the layout work (header search scheme A, footer, help and personal-centre menus).
  methodsSearch: '/searchCenter/methodsSeach',
  downloadCoa: '/downloadCenter/downloadSecond/coa',
  afterSalesCenter: '/afterSalesCenter',
  afterApplication: '/afterSalesCenter/afterApplication',
  myCustomOrders: '/orderCenter/myCustom',
  accountManagement: '/personalCenter/accountManagement',
  accountSecurity: '/personalCenter/accountSecurity',
  receivingAddress: '/personalCenter/receivingAddress',
  invoice: '/personalCenter/invoice',
  invoiceAddress: '/personalCenter/invoiceAddress',
  myIntegral: '/personalCenter/myIntegral',
  accountingPeriod: '/personalCenter/accountingPeriod',
} as const;

/**
 * SPEC §4: paths that need a logged-in customer. Links open the login pop-up; a direct visit is sent
 * to /login by proxy.ts. The cart (/settlementCenter) and demand list stay open to visitors, whose
 * items live in session storage (prices hidden) — see docs/decisions.md.
 */
export const LOGIN_GATED_PREFIXES = [
  '/personalCenter',
  '/orderCenter',
  '/settlementPage',
  '/inquiryCenter',
  '/quickOrder',
  '/customizedServices',
  '/customizedSettlement',
  '/afterSalesCenter',
] as const;

export const isLoginGated = (pathname: string) => LOGIN_GATED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
