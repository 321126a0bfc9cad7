/** Every business constant of SPEC §9, named once. */
export const HTTP_TIMEOUT_MS = 16_000;
export const HTTP_HARD_GUARD_MS = 20_000;
export const TOKEN_COOKIE_MAX_AGE_S = 7200;
export const LOGIN_EXPIRE_MINUTES = 1440;
export const LOGIN_REMEMBER_EXPIRE_MINUTES = 43_200;
export const SMS_RESEND_SECONDS = 60;
export const QR_VALID_SECONDS = 60;
export const QR_POLL_MS = 1000;
export const IMAGE_CAPTCHA_LENGTH = 4;
export const PHONE_LENGTH = 11;
export const HOVER_DELAY_MS = 200;
export const MIN_FETCH_DELAY_MS = 200;
export const CART_PAGE_SIZE = 100;
export const CATEGORY_PAGE_SIZE = 999;
export const HELP_PAGE_SIZE = 100;
export const COMPARE_PAGE_SIZE = 100;
export const BRAND_PAGE_SIZE = 99_999;
export const SEARCH_CARD_PAGE_SIZE = 4;
export const NEWS_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_DAYS = 7;
export const GUIDE_COOKIE_HOURS = 30_000;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const UPLOAD_DEFAULT_MAX_BYTES = 3 * 1024 * 1024;
export const MOBILE_MAX_WIDTH = 1024;
export const WIDE_NAV_WIDTH = 1200;
export const LOGIN_PANEL_WIDTH = 370;
export const SUPPORT_HOURS = '周一至周五 9:00-18:00';
export const FORMULA_DEFAULT_ACCURACY = 100;

// Cart, inquiry basket, demand list, quick order (docs/adr/0015-lists.md)
/** Largest quantity of one SKU in a cart or basket row (and of one quick-order line). */
export const CART_MAX_QTY = 9999;
/** Most distinct SKUs a cart, an inquiry basket or a demand list holds. */
export const CART_MAX_ROWS = 200;
/** Most lines one quick-order resolve or batch insert takes. */
export const QUICK_ORDER_MAX_LINES = 200;
/** Largest file the quick-order upload reads (.xlsx, .csv, .txt); 200 lines are a few KB in any of them. */
export const QUICK_ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Longest note of an inquiry (and of a quote). */
export const INQUIRY_NOTE_MAX = 500;

// Product documents: COA per batch, MSDS per product (docs/adr/0021-coa-and-msds-documents.md)
/** Largest PDF an operator may upload (a scanned multi-page certificate fits; the file is held in memory once). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** COAs listed on a goods detail page (newest batches first); older ones are found by batch number. */
export const DOCUMENT_COA_LIST_SIZE = 10;

// Browser storage: every cookie and storage key the storefront writes, named once. lib/privacy.ts turns them
// into the table of /agreementPrivacy, and tests/unit/privacy.test.tsx fails on a write it does not know.
/** Cookies (js-cookie). token/userName/loginStatus: SPEC §4; resultArray/typeArray: SPEC §3 search history. */
export const COOKIE = {
  token: 'token',
  userName: 'userName',
  loginStatus: 'loginStatus',
  rememberMe: 'rememberMe',
  searchTerms: 'resultArray',
  searchTypes: 'typeArray',
  viewMode: 'viewMode',
  /** SPEC §4/§9: set when the first-visit guide is closed or finished; the guide shows until it exists. */
  firstlogin: 'firstlogin',
  /** The window's width, written by the browser on load and resize: proxy.ts's hint when no client hint is sent. */
  viewportWidth: 'viewportWidth',
} as const;
/** Session storage (gone when the tab closes). The list keys are SPEC §3's; sync keys are `${listSyncPrefix}${list}`. */
export const SESSION_KEY = {
  cart: 'SHOPPING_CART',
  inquiry: 'INTER_QUOTATION',
  loginSourcePath: 'refmall.login.sourcePath',
  listSyncPrefix: 'refmall.sync.',
  /** The page (path + query) last reloaded after a chunk-load failure: a second failure there does not reload again. */
  chunkReload: 'refmall.chunkReload',
  /** The custom-synthesis form's draft (SPEC §3 customizedGoods): its fields and the uploaded attachments' ids and names. */
  customizedGoods: 'refmall.customizedGoods',
  /** Set when a tab first starts: only a new tab asks the open ones for the visitor's cart and basket (stores/tab-seed.ts). */
  tabStarted: 'refmall.tabStarted',
  /** The staff console's login in this tab (stores/staff-session.ts): staff only, never a shopper's. */
  staffSession: 'refmall-staff-session',
} as const;
/** Local storage (kept until removed). */
export const LOCAL_KEY = {
  demand: 'REQUIRELIST',
  rememberedAccount: 'refmall.login.account',
} as const;
/** The product list's view-mode cookie lives a year: a display preference, not a session. */
export const VIEW_MODE_COOKIE_DAYS = 365;

// Orders.
/** Receiving (and invoice) addresses per user and book. */
export const ADDRESS_MAX = 20;
/** Invoice titles per user. */
export const INVOICE_TITLE_MAX = 20;
/** Order note length. */
export const ORDER_NOTE_MAX = 200;
/** Bank-transfer slip: png / jpeg / pdf, at most this size. */
export const TRANSFER_SLIP_MAX_BYTES = 5 * 1024 * 1024;

// After-sales: the photos follow SPEC §5's image rule (png/jpeg, at most 3, 2 MB each).
export const AFTER_SALE_MAX_IMAGES = FEEDBACK_MAX_IMAGES;
export const AFTER_SALE_IMAGE_MAX_BYTES = FEEDBACK_MAX_IMAGE_BYTES;
export const AFTER_SALE_REASON_MAX = 500;
export const AFTER_SALE_MESSAGE_MAX = 500;
// Real-name verification and controlled goods.
/** ID-card photos: png / jpeg, at most this size (SPEC §5: the generic image default, 3 MB). */
export const ID_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Purchase permit / filing certificate of a controlled-goods order: png / jpeg / pdf, at most this size. */
export const PERMIT_MAX_BYTES = 5 * 1024 * 1024;
/** The use statement of a controlled-goods order. */
export const USE_STATEMENT_MAX = 500;

// Points (积分): docs/adr/0029-member-assets.md. 1 point per whole yuan paid for a completed order.
export const POINTS_SIGNUP_BONUS = 100;
/** SPEC §9: an adopted suggestion is rewarded with a 100-yuan voucher (its template: server/db/seed/data/promotions.ts). */
export const FEEDBACK_VOUCHER_FEN = 10_000;
export const POINTS_PER_YUAN = 1;
/** Footprints: how long page visits are kept, and how many product visits 我的足迹 lists. */
export const FOOTPRINT_KEEP_DAYS = 90;
export const FOOTPRINT_MAX_ITEMS = 200;
/** access/log/record: at most this many records per user per minute (beyond it, nothing is stored). */
export const FOOTPRINT_RATE_PER_MINUTE = 60;
