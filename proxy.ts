import { NextResponse, type NextRequest } from 'next/server';
import { cachedListPath } from './lib/catalogue/cachedList';
import { cachedMethodsPath } from './lib/method-compare/cachedPage';
import { cachedShellPath } from './lib/http/cachedShell';
import { cachedProductSearchPath, cachedSearchPath } from './lib/search/cachedSearch';
import { VIEW_MODE_COOKIE } from './lib/catalogue/viewMode';
import { ADMIN_TOKEN_HEADER, API_KEY_HEADER, STAFF_TOKEN_HEADER } from './lib/api/contract/endpoint';
import { RESPONSE_CODE } from './lib/api/contract/envelope';
import { storefrontConfig } from './lib/config/storefront';
import { wantsMobileView } from './lib/http/device';
import { FORWARDED_PREFIX_HEADER, isApiPath, isPrivateApiPath } from './lib/http/forwarding';
import { maintenanceTarget } from './lib/http/maintenance';
import { mobileViewPath, VIEWPORT_WIDTH_COOKIE } from './lib/http/mobileView';
import { MSG } from './lib/messages';
import { isLoginGated, routes } from './lib/routes';
import { isOperatorPath } from './lib/operator/routes';

const apiBase = storefrontConfig.NEXT_PUBLIC_API_BASE;
/** A path API_ORIGIN may carry before the forwarded one (none by default). */
const apiOriginPath = new URL(storefrontConfig.API_ORIGIN).pathname.replace(/\/$/, '');
/**
 * Headers a visitor could use to claim another address or the operator's rights; the API never gets them from us.
 * An API key is a machine's: machines call the API directly.
 */
const DROPPED_HEADERS = ['forwarded', 'x-real-ip', ADMIN_TOKEN_HEADER, API_KEY_HEADER];

/**
 * {api}/… → API_ORIGIN. X-Forwarded-For is the chain the storefront server (scripts/storefront-server.ts)
 * wrote from the connection's real address; X-Forwarded-Prefix is the {api} prefix (ours, never the visitor's);
 * internal and health-check paths are refused here with the envelope, and operator paths too unless the request
 * carries a staff session (x-staff-token) and no API key.
 */
function forwardToApi(request: NextRequest, rest: string) {
  // The check reads the path of the very URL that is forwarded, so what was checked is what the API gets.
  const target = new URL(`${storefrontConfig.API_ORIGIN}${rest}${request.nextUrl.search}`);
  const rule = { staffSession: Boolean(request.headers.get(STAFF_TOKEN_HEADER)) && !request.headers.has(API_KEY_HEADER) };
  if (isPrivateApiPath(rest, rule) || isPrivateApiPath(target.pathname.slice(apiOriginPath.length), rule)) {
    return NextResponse.json({ code: RESPONSE_CODE.rejected, data: null, message: MSG.apiNotPublic, messageCode: null, totalCount: null }, { status: 404 });
  }
  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set(FORWARDED_PREFIX_HEADER, apiBase);
  return NextResponse.rewrite(target, { request: { headers } });
}

/** A page of the staff console (app/(operator)): served as it is, with headers that keep it out of caches and indexes. */
function operatorPage() {
  const response = NextResponse.next();
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-robots-tag', 'noindex, nofollow');
  return response;
}

/**
 * Next 16's middleware:
 *  1. {api}/… is forwarded to API_ORIGIN, read at run time (one build serves any backend), see forwardToApi;
 *  2. under maintenance (MAINTENANCE_MODE=1) every page goes to /upgradation (lib/http/maintenance.ts);
 *     then phones and narrow windows go to /mobileView?from=<the page> (lib/http/mobileView.ts);
 *     the staff console (/operator…) is served as it is, not cached and not indexed (operatorPage);
 *  3. login-gated paths without a token go to /login, remembering where the visitor wanted to go;
 *  4. product lists are served by their cached route (lib/catalogue/cachedList.ts), and so are the methods'
 *     comparison pages (lib/method-compare/cachedPage.ts), the home page, cart and agreement (lib/http/cachedShell.ts)
 *     and the 综合 search screen (lib/search/cachedSearch.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  if (isApiPath(pathname, apiBase)) {
    return forwardToApi(request, pathname.slice(apiBase.length) || '/');
  }

  // MAINTENANCE_MODE=1: every page but the maintenance page itself goes there (the API above keeps answering).
  const maintenance = maintenanceTarget(pathname, storefrontConfig.MAINTENANCE_MODE);
  if (maintenance) {
    const url = request.nextUrl.clone();
    url.pathname = maintenance;
    url.search = '';
    const response = NextResponse.redirect(url, 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }

  // The staff console: its own login (no shopper gate), no phone page, no page cache; never stored, never indexed.
  if (isOperatorPath(pathname)) return operatorPage();

  // The simulated WeChat phone (what the login QR encodes) is a phone page itself. The width is the client
  // hint, else the width the page last wrote (components/layout/viewportHint.ts), else the User-Agent decides.
  // /mobileView keeps the page asked for (?from=) and returns there once the window is wide again.
  const widthHint = request.headers.get('sec-ch-viewport-width') || request.cookies.get(VIEWPORT_WIDTH_COOKIE)?.value;
  if (pathname !== routes.mobileView && pathname !== routes.weChatLogin && wantsMobileView(request.headers.get('user-agent'), widthHint)) {
    const response = NextResponse.redirect(new URL(mobileViewPath(pathname + search), request.url));
    response.headers.set('cache-control', 'no-store');
    return response;
  }

  if (isLoginGated(pathname) && !request.cookies.get('token')?.value) {
    const url = request.nextUrl.clone();
    url.pathname = routes.login;
    url.search = `?redirect=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }

  // A product list is served by its cached route; Next runs this function again for the rewritten path.
  const cachedList =
    cachedListPath(pathname, request.nextUrl.searchParams, request.cookies.get(VIEW_MODE_COOKIE)?.value) ??
    cachedMethodsPath(pathname, request.nextUrl.searchParams) ??
    cachedShellPath(pathname, request.nextUrl.search) ??
    cachedSearchPath(pathname, request.nextUrl.searchParams) ??
    cachedProductSearchPath(pathname, request.nextUrl.searchParams, request.cookies.get(VIEW_MODE_COOKIE)?.value);
  const response = cachedList ? NextResponse.rewrite(new URL(cachedList, request.url)) : NextResponse.next();
  // Ask Chromium-based browsers for the viewport width on the next request.
  response.headers.set('Accept-CH', 'Sec-CH-Viewport-Width');
  return response;
}

export const config = {
  // Everything but Next's own assets and files with an extension (icons, robots.txt, sitemap pages …).
  matcher: ['/((?!_next/|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|css|js|map|woff2?)$).*)', '/api/:path*'],
};
