import { MOBILE_MAX_WIDTH } from '../constants';

/** Phones and small tablets; iPad and desktop browsers are not matched. */
const MOBILE_UA = /iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|MicroMessenger.+Mobile|HarmonyOS.+Mobile|Mobile Safari/i;
/** Crawlers keep the desktop page: redirecting their smartphone agents would drop product pages from the index. */
const CRAWLER_UA = /Googlebot|Baiduspider|bingbot|Sogou|360Spider|YisouSpider|Bytespider|Sosospider|YandexBot|DuckDuckBot|Slurp|AhrefsBot|SemrushBot|facebookexternalhit|Twitterbot/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && CRAWLER_UA.test(userAgent));
}

/**
 * SPEC §2: screens narrower than 1024 px go to /mobileView. The server decides from the window width —
 * the Sec-CH-Viewport-Width client hint, else the width cookie the pages write (lib/http/mobileView.ts) —
 * and without one from the User-Agent; components/layout/MobileGuard checks again in the browser.
 */
export function wantsMobileView(userAgent: string | null | undefined, viewportWidth: string | null | undefined): boolean {
  if (isCrawler(userAgent)) return false;
  const width = Number(viewportWidth);
  if (viewportWidth && Number.isFinite(width) && width > 0) return width < MOBILE_MAX_WIDTH;
  return Boolean(userAgent && MOBILE_UA.test(userAgent));
}
