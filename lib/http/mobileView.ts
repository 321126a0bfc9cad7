import { COOKIE } from '../constants';
import { routes } from '../routes';
import { safeLocalPath } from '../safe-path';

/** The query parameter of /mobileView that keeps the page a narrow window was sent away from. */
export const MOBILE_FROM_PARAM = 'from';
/** The width hint the browser writes (components/layout/viewportHint.ts) and proxy.ts reads. */
export const VIEWPORT_WIDTH_COOKIE = COOKIE.viewportWidth;

const isMobileView = (path: string) => path === routes.mobileView || path.startsWith(`${routes.mobileView}?`) || path.startsWith(`${routes.mobileView}#`);

/** The remembered page when it is a same-site path (lib/safe-path.ts) other than /mobileView itself, else null. */
function rememberedPage(from: string | null | undefined): string | null {
  const path = safeLocalPath(from);
  return path && !isMobileView(path) ? path : null;
}

/**
 * Where a narrow window is sent: /mobileView?from=<the page asked for> (path, query and hash). The home
 * page, or a target that is not a same-site path, gives plain /mobileView.
 */
export function mobileViewPath(from: string | null | undefined): string {
  const page = rememberedPage(from);
  return page && page !== routes.home ? `${routes.mobileView}?${MOBILE_FROM_PARAM}=${encodeURIComponent(page)}` : routes.mobileView;
}

/** Where /mobileView returns to (its query string given): the remembered page, or the home page. */
export function desktopReturnPath(search: string): string {
  return rememberedPage(new URLSearchParams(search).get(MOBILE_FROM_PARAM)) ?? routes.home;
}
