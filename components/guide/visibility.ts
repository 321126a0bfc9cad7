import Cookies from 'js-cookie';
import { COOKIE, GUIDE_COOKIE_HOURS, MOBILE_MAX_WIDTH } from '@/lib/constants';
import { isCrawler } from '@/lib/http/device';
import { routes } from '@/lib/routes';

/** The guide cookie: SPEC §4 "shown until the firstlogin cookie is set", SPEC §9 lifetime 30000 hours. */
export const GUIDE_COOKIE = COOKIE.firstlogin;

export interface GuideContext {
  seen: boolean;
  userAgent: string;
  pathname: string;
  width: number;
}

/** Pages without the desktop header the steps point at: the phone page and the login pages. */
const EXCLUDED = [routes.mobileView, routes.login];
const excluded = (pathname: string) => EXCLUDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Whether a visit gets the guide: not seen yet, a person (no crawler), a desktop window, a page with the header. */
export function shouldShowGuide({ seen, userAgent, pathname, width }: GuideContext): boolean {
  return !seen && !isCrawler(userAgent) && width >= MOBILE_MAX_WIDTH && !excluded(pathname);
}

/** Read in the browser only (never on the server: the guide is not part of any page's HTML). */
export function browserGuideContext(): GuideContext {
  return { seen: Cookies.get(GUIDE_COOKIE) !== undefined, userAgent: navigator.userAgent, pathname: window.location.pathname, width: window.innerWidth };
}

/** Closing or finishing the guide: it is not shown again in this browser for GUIDE_COOKIE_HOURS. */
export function markGuideSeen(): void {
  const secure = window.location.protocol === 'https:';
  Cookies.set(GUIDE_COOKIE, '1', { path: '/', sameSite: 'lax', secure, expires: new Date(Date.now() + GUIDE_COOKIE_HOURS * 3600 * 1000) });
}
