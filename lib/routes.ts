import { publicApiBase } from './env';
import { methodSheetUrl } from './api/contract/method-sheet';

/** Every path of SPEC §2, built in one place. */
export const routes = {
  home: '/',
  mobileView: '/mobileView',
  login: '/login',
  forgetPassword: '/login/forgetThePassword',
  /** The simulated phone of the embedded WeChat provider: what the login QR encodes (query scene). */
  weChatLogin: '/login/weChatLogin',
  /** WeChat Open Platform redirect target (query code, state). */
  wxLogin: '/login/wxLogin',
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
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
  inquiryList: '/inquiryCenter/inquiryList',
  inquiryDetail: (id: number) => `/inquiryCenter/inquiryDetails/${id}`,
  demandsList: '/demandsList',
  quickOrder: '/quickOrder',
  orderCenter: '/orderCenter',
  personalCenter: '/personalCenter',
  /** SPEC §5: where a buyer without real-name verification is sent (the verification form). */
  needAuthentication: '/personalCenter?needAuthentication=1',
  myCollection: '/personalCenter/myCollection',
  history: '/personalCenter/history',
  helpLogin: (id?: number) => (id ? `/helpCenter/loginProblem?id=${id}` : '/helpCenter/loginProblem'),
  helpMember: '/helpCenter/memberProblem',
  upgradation: '/upgradation',
  // Added by the layout work (header search scheme A, footer, help and personal-centre menus).
  methodsSearch: '/searchCenter/methodsSeach',
  downloadCoa: '/downloadCenter/downloadSecond/coa',
  /** The COA lookup with its fields filled in (the result is rendered from the query). */
  downloadCoaFor: (q: { brand?: string; code?: string; certBatch?: string }) => {
    const params = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])));
    const text = params.toString();
    return text ? `/downloadCenter/downloadSecond/coa?${text}` : '/downloadCenter/downloadSecond/coa';
  },
  afterSalesCenter: '/afterSalesCenter',
  afterApplication: '/afterSalesCenter/afterApplication',
  afterASingle: '/afterSalesCenter/afterASingle',
  /** The list on one tab (全部 / 处理中 / 已完成 / 已关闭) and page. */
  afterSalesFor: (q: { tab?: string; pageNo?: number } = {}) => {
    const params = new URLSearchParams();
    if (q.tab && q.tab !== 'all') params.set('tab', q.tab);
    if (q.pageNo && q.pageNo > 1) params.set('pageNo', String(q.pageNo));
    const text = params.toString();
    return text ? `/afterSalesCenter?${text}` : '/afterSalesCenter';
  },
  /** The application form for one line of an order (SPEC §2 names the path only). */
  afterApplyFor: (orderId: number, lineId?: number) => `/afterSalesCenter/afterApplication?orderId=${orderId}${lineId ? `&lineId=${lineId}` : ''}`,
  afterSaleDetail: (id: number) => `/afterSalesCenter/afterASingle?id=${id}`,
  myCustomOrders: '/orderCenter/myCustom',
  customDetails: (id: number) => `/customizedServices/customDetails?id=${id}`,
  customizedSettlement: (id: number) => `/customizedSettlement?id=${id}`,
  customizedSuccess: (requestNo: string) => `/customizedServices/customizedsuccess?no=${encodeURIComponent(requestNo)}`,
  myCustomOrdersFor: (q: { state?: string; pageNo?: number } = {}) => {
    const text = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all' && v !== 1).map(([k, v]) => [k, String(v)])).toString();
    return text ? `/orderCenter/myCustom?${text}` : '/orderCenter/myCustom';
  },
  accountManagement: '/personalCenter/accountManagement',
  accountSecurity: '/personalCenter/accountSecurity',
  receivingAddress: '/personalCenter/receivingAddress',
  invoice: '/personalCenter/invoice',
  invoiceAddress: '/personalCenter/invoiceAddress',
  myIntegral: '/personalCenter/myIntegral',
  accountingPeriod: '/personalCenter/accountingPeriod',
  // Catalogue pages beyond SPEC §2's list: category product lists and the sitemaps.
  productDetailList: (id: number) => `/productCenter/productDetailList/${id}`,
  productConfirmation: (id: number, skuId?: number, num?: number) => {
    const q = new URLSearchParams({ id: String(id) });
    if (skuId) q.set('skuId', String(skuId));
    if (num) q.set('num', String(num));
    return `/productConfirmation?${q.toString()}`;
  },
  formulaProductListFor: (formula: string, accuracy?: number) =>
    `/productCenter/formulaProductList?formula=${encodeURIComponent(formula)}${accuracy !== undefined ? `&accuracy=${accuracy}` : ''}`,
  /** The catch-alls of SPEC §2: /{cas} and /{brandName}/{brandCode}. */
  casProduct: (cas: string) => `/${cas}`,
  brandCodeProduct: (brandName: string, code: string) => `/${encodeURIComponent(brandName)}/${encodeURIComponent(code)}`,
  sitemapIndex: '/sitemap.xml',
  sitemapPage: (id: number) => `/sitemaps/sitemap/${id}.xml`,
  // Search screens. Scheme B tabs of /searchIndex: 0 all, 2 methods, 3 standards, 4 data.
  searchCenterFor: (keyword: string) => `/searchCenter?keyword=${encodeURIComponent(keyword)}`,
  searchIndexFor: (navHandleIndex: number, keyword: string) => `/searchIndex?navHandleIndex=${navHandleIndex}&keyword=${encodeURIComponent(keyword)}`,
  searchProduction: '/searchProduction',
  searchProductionFor: (keyword: string, categoryId?: number) =>
    `/searchProduction?keyword=${encodeURIComponent(keyword)}${categoryId ? `&cid=${categoryId}` : ''}`,
  relevantSearch: '/searchCenter/relevantSearch',
  relevantSearchFor: (keyword: string) => `/searchCenter/relevantSearch?keyword=${encodeURIComponent(keyword)}`,
  /** The structure/formula page with its query (the query is the state: results are shareable links). */
  searchStructureFormulaFor: (query: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
    const text = q.toString();
    return text ? `/searchStructureFormula?${text}` : '/searchStructureFormula';
  },
  // Orders and payment. Pages take their order by query (`id`, `payNo`): SPEC §2 names the paths only.
  /** Settlement of the cart's selected rows, or of one SKU bought at once (立即购买). */
  settlementPage: (source: { carIds: number[] } | { skuId: number; num: number }) =>
    'carIds' in source ? `/settlementPage?carIds=${source.carIds.join(',')}` : `/settlementPage?skuId=${source.skuId}&num=${source.num}`,
  orderCenterFor: (q: { status?: string; keyword?: string; pageNo?: number } = {}) => {
    const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all' && v !== 1).map(([k, v]) => [k, String(v)]));
    const text = params.toString();
    return text ? `/orderCenter?${text}` : '/orderCenter';
  },
  orderDetail: (id: number) => `/orderCenter/orderDetaile?id=${id}`,
  /** The screen right after submit. */
  orderConfirm: (id: number) => `/orderCenter/orderConfirm?id=${id}`,
  /** Choosing how to pay. */
  orderPayment: (id: number) => `/orderCenter/orderPayment?id=${id}`,
  /** 对公转账: the payee account and the slip upload. */
  paymentBill: (id: number) => `/settlementPage/payment/paymentBill?id=${id}`,
  /** The payment institution's return page: it asks the server for the state. */
  successAliPage: (payNo: string) => `/successAliPage?payNo=${encodeURIComponent(payNo)}`,
  /** The sandbox institution's cashier (server/providers/payment/sandbox.ts builds this URL). */
  sandboxPay: (payNo: string) => `/sandboxPay?payNo=${encodeURIComponent(payNo)}`,
  // Methods, standards and data. Query-taking pages carry their subject in the query.
  /** The catch-all /methods/{api}: an API by Chinese or English name or CAS. */
  methodsOfApi: (api: string) => `/methods/${encodeURIComponent(api)}`,
  methodDetail: (id: number) => `/methods/methodDetaile/${id}`,
  allMethods: (q: { pharmacopoeia?: string; testItem?: string; technique?: string; pageNo?: number } = {}) => {
    const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 1).map(([k, v]) => [k, String(v)]));
    const text = params.toString();
    return text ? `/methods/allTheMethods?${text}` : '/methods/allTheMethods';
  },
  methodsContrast: (apiItemId: number) => `/methods/methodsContrast?apiItemId=${apiItemId}`,
  methodsTheProduct: (productId: number) => `/methods/methodsTheProduct?productId=${productId}`,
  productComparison: (apiItemId: number) => `/methods/productComparison?apiItemId=${apiItemId}`,
  productSummary: (apiItemIds: number[]) => `/methods/productSummary?ids=${apiItemIds.join(',')}`,
  relatedSeries: (apiItemId: number) => `/methods/relatedSeries?apiItemId=${apiItemId}`,
  /** The method sheet PDF (getApiFileStream's GET link), through {api}. */
  methodSheet: (id: number) => `${publicApiBase}${methodSheetUrl(id)}`,
  methodsSearchFor: (keyword: string) => `/searchCenter/methodsSeach?keyword=${encodeURIComponent(keyword)}`,
  standardHome: '/standard',
  standardDetail: (id: number) => `/standard/standardDetail/${id}`,
  /** The catch-all /standard/{standardCode}: 'GB/T 601-2016' → /standard/GB-T-601-2016. */
  standardByCode: (code: string) => `/standard/${encodeURIComponent(code)}`,
  standardsSearchFor: (keyword: string) => `/searchCenter/dataSearchofStandard?keyword=${encodeURIComponent(keyword)}`,
  standardNumberSearch: '/searchCenter/SearchStandardNumber',
  standardNumberSearchFor: (number: string) => `/searchCenter/SearchStandardNumber?number=${encodeURIComponent(number)}`,
  dataSearch: '/searchCenter/dataSearch',
  dataSearchFor: (keyword: string) => `/searchCenter/dataSearch?keyword=${encodeURIComponent(keyword)}`,
  dataDetail: (id: number) => `/searchCenter/dataSearchofStandard/dataDetail/${id}`,
  secondaryLibrary: (id: number) => `/searchCenter/dataSearchofStandard/secondaryLibrary/${id}`,
  // Methods pages: the methods search with its toggles (typeIds, comma list) and page.
  methodsSearchWith: (q: { keyword?: string; typeIds?: number[]; pageNo?: number } = {}) => {
    const params = new URLSearchParams();
    if (q.keyword) params.set('keyword', q.keyword);
    if (q.typeIds?.length) params.set('typeIds', q.typeIds.join(','));
    if (q.pageNo && q.pageNo > 1) params.set('pageNo', String(q.pageNo));
    const text = params.toString();
    return text ? `/searchCenter/methodsSeach?${text}` : '/searchCenter/methodsSeach';
  },
  // Content pages. News by category (slug) and page; help articles by menu-tree id.
  newsCategory: (category?: string, pageNo?: number) => {
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    if (pageNo && pageNo > 1) params.set('pageNo', String(pageNo));
    const text = params.toString();
    return text ? `/newsInformation/informationClassification?${text}` : '/newsInformation/informationClassification';
  },
  newsDetail: (id: number) => `/newsInformation/advisoryDetails/${id}`,
  newsFeed: '/newsInformation/feed.xml',
  helpMemberFor: (id?: number) => (id ? `/helpCenter/memberProblem?id=${id}` : '/helpCenter/memberProblem'),
  productCatalogDownloads: '/downloadCenter/downloadSecond/productCatalog',
  /** The nav's 制备分离 service page (SPEC §2 names no path; docs/spec-notes.md §2). */
  preparativeSeparation: '/preparativeSeparation',
  /** The interstitial before leaving the shop for an external link. */
  jumpIndex: (url: string) => `/jumpIndex?url=${encodeURIComponent(url)}`,
  /** Appends `keyword` to a path that may already carry a query (the header's scheme A targets). */
  withKeyword: (path: string, keyword: string) => `${path}${path.includes('?') ? '&' : '?'}keyword=${encodeURIComponent(keyword)}`,
  // News and help centre. A help article named by its stable key (links written in code).
  helpTopic: (section: 'login' | 'member', key: string) => `${section === 'login' ? '/helpCenter/loginProblem' : '/helpCenter/memberProblem'}?topic=${encodeURIComponent(key)}`,
  // Activities.
  activity: '/activity',
  laborDay: '/laborDay',
} as const;

/**
 * SPEC §4: paths that need a logged-in customer. Links open the login pop-up; a direct visit is sent
 * to /login by proxy.ts. The cart (/settlementCenter) and demand list stay open to visitors, whose
 * items live in session storage (prices hidden) — see docs/adr/0013-storefront-session.md.
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
