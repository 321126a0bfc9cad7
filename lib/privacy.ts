import { COOKIE, GUIDE_COOKIE_HOURS, LOCAL_KEY, LOGIN_REMEMBER_EXPIRE_MINUTES, MOBILE_MAX_WIDTH, SEARCH_HISTORY_DAYS, SEARCH_HISTORY_MAX, SESSION_KEY, TOKEN_COOKIE_MAX_AGE_S, VIEW_MODE_COOKIE_DAYS } from './constants';

/**
 * What the privacy policy (/agreementPrivacy, section 二) tells a visitor about the browser storage the shop
 * uses: every cookie and storage key of lib/constants.ts, with its real lifetime computed from the same
 * constants the code uses. tests/unit/privacy.test.tsx fails when the code writes a key this list does not name.
 */
export type BrowserStorageKind = 'cookie' | 'session' | 'local';

export interface BrowserStorageEntry {
  names: readonly string[];
  kind: BrowserStorageKind;
  purpose: string;
  lifetime: string;
}

export const STORAGE_KIND_LABEL: Record<BrowserStorageKind, string> = {
  cookie: 'Cookie',
  session: '会话存储',
  local: '本地存储',
};

const loginHours = TOKEN_COOKIE_MAX_AGE_S / 3600;
const rememberDays = LOGIN_REMEMBER_EXPIRE_MINUTES / (24 * 60);

/** `refmall.sync.*`: one per list (cart, inquiry, demand). */
export const LIST_SYNC_KEYS = `${SESSION_KEY.listSyncPrefix}*`;

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  {
    names: [COOKIE.token],
    kind: 'cookie',
    purpose: '登录凭证，用于识别您的登录状态',
    lifetime: `普通登录 ${loginHours} 小时（浏览时自动延长）；勾选“记住我” ${rememberDays} 天；退出登录即删除`,
  },
  { names: [COOKIE.userName, COOKIE.loginStatus], kind: 'cookie', purpose: '在页面顶部显示您的名称和登录状态', lifetime: '与 token 相同' },
  {
    names: [COOKIE.rememberMe],
    kind: 'cookie',
    purpose: '记录您选择了“记住我”，以保持相应的登录时长（仅在勾选时设置）',
    lifetime: `${rememberDays} 天；退出登录即删除`,
  },
  {
    names: [COOKIE.searchTerms, COOKIE.searchTypes],
    kind: 'cookie',
    purpose: `搜索历史（最近 ${SEARCH_HISTORY_MAX} 条搜索词及搜索类型），方便再次搜索；可在搜索框中逐条或全部清除`,
    lifetime: `自最近一次搜索起 ${SEARCH_HISTORY_DAYS} 天`,
  },
  { names: [COOKIE.viewMode], kind: 'cookie', purpose: '记住您在商品列表选择的大图或列表显示方式', lifetime: `${VIEW_MODE_COOKIE_DAYS} 天` },
  {
    names: [COOKIE.firstlogin],
    kind: 'cookie',
    purpose: '记录您已看完或关闭首次访问的新手引导，此后不再显示',
    // Chrome and Edge keep no cookie longer than 400 days, whatever it asks for.
    lifetime: `${GUIDE_COOKIE_HOURS} 小时（约 ${Math.floor((GUIDE_COOKIE_HOURS / 24 / 365) * 10) / 10} 年；Chrome、Edge 等浏览器最长保存 400 天）`,
  },
  {
    names: [COOKIE.viewportWidth],
    kind: 'cookie',
    purpose: `浏览器窗口的宽度（像素），用于判断显示电脑版页面还是手机版提示页（窄于 ${MOBILE_MAX_WIDTH} 像素时显示手机版）`,
    lifetime: '关闭浏览器即删除',
  },
  {
    names: [SESSION_KEY.cart, SESSION_KEY.inquiry],
    kind: 'session',
    purpose: '未登录时暂存购物车和询价篮中的商品，登录后合并到您的账号；新打开的标签页从已打开的标签页复制一份（仅在您的浏览器内传递）',
    lifetime: '合并到账号或关闭浏览器标签页即清除',
  },
  {
    names: [SESSION_KEY.tabStarted],
    kind: 'session',
    purpose: '标记本标签页已打开过，只有新打开的标签页才会从其他标签页复制购物车和询价篮',
    lifetime: '关闭浏览器标签页即清除',
  },
  {
    names: [LIST_SYNC_KEYS],
    kind: 'session',
    purpose: '登录时合并上述清单的请求编号，网络重试时不会重复合并（* 为 cart、inquiry 或 demand）',
    lifetime: '合并完成或关闭浏览器标签页即清除',
  },
  { names: [SESSION_KEY.loginSourcePath], kind: 'session', purpose: '记录登录前您想访问的页面，登录后带您回到该页面', lifetime: '登录后即删除' },
  {
    names: [SESSION_KEY.chunkReload],
    kind: 'session',
    purpose: '网站更新后页面脚本加载失败时会自动刷新一次；记录已刷新的页面地址，避免反复刷新',
    lifetime: '关闭浏览器标签页即清除',
  },
  {
    names: [SESSION_KEY.staffSession],
    kind: 'session',
    purpose: '仅本商城员工使用：运营后台（/operator）的登录凭证、姓名与权限；顾客访问商城时不会写入',
    lifetime: '退出运营后台、登录失效（30 分钟未操作或 12 小时）或关闭浏览器标签页即清除',
  },
  {
    names: [SESSION_KEY.customizedGoods],
    kind: 'session',
    purpose: '暂存您正在填写的定制合成需求（结构、数量、纯度、交货日期、备注及已上传附件的名称），登录或刷新页面后可继续填写；不保存附件文件本身',
    lifetime: '提交需求、退出登录或关闭浏览器标签页即清除',
  },
  {
    names: [LOCAL_KEY.demand],
    kind: 'local',
    purpose: '未登录时的需求清单（收藏的待采购产品），登录后合并到您的账号',
    lifetime: '合并到账号、您清空清单或清除浏览器数据前',
  },
  {
    names: [LOCAL_KEY.rememberedAccount],
    kind: 'local',
    purpose: '勾选“记住我”时记住登录账号（手机号或邮箱），不保存密码',
    lifetime: '直至您取消“记住我”或清除浏览器数据',
  },
];
