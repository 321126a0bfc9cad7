import Cookies from 'js-cookie';
import { VIEWPORT_WIDTH_COOKIE } from '@/lib/http/mobileView';

/**
 * Writes the window's current width for proxy.ts, which reads it when the browser sends no
 * Sec-CH-Viewport-Width (Firefox, Safari): a window widened again is not sent back to /mobileView on reload.
 * A session cookie, written only when the value changes.
 */
export function rememberViewportWidth(): void {
  const width = String(Math.round(window.innerWidth));
  if (Cookies.get(VIEWPORT_WIDTH_COOKIE) === width) return;
  Cookies.set(VIEWPORT_WIDTH_COOKIE, width, { path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' });
}
