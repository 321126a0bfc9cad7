/**
 * The storefront's security headers, one static set for every page (next.config.ts `headers()`), so
 * cached pages stay cached: a nonce would make every page render per request (docs/adr/0005-security-headers.md).
 *
 * script-src keeps 'unsafe-inline' because the App Router streams each page's data as inline
 * `self.__next_f.push(…)` scripts whose text differs per page and per revalidation; a static header
 * cannot list their hashes. style-src keeps it for antd's CSS-in-JS, which writes <style> elements.
 */
export interface SecurityHeaderOptions {
  /** NEXT_PUBLIC_API_BASE: a path (same origin) or an absolute URL whose origin is then allowed too. */
  apiBase: string;
  /** `next dev` needs eval for React's debugging and a WebSocket for hot reload. */
  dev: boolean;
}

export function contentSecurityPolicy({ apiBase, dev }: SecurityHeaderOptions): string {
  const api = /^https?:\/\//.test(apiBase) ? ` ${new URL(apiBase).origin}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Structure depictions are SVGs of the API (under {api}); antd and the captcha use data: images.
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/**
 * Browser features no page of the shop uses, denied to the pages and anything they might embed. Clipboard writes
 * stay allowed (the copy buttons of the service panel, the payment bill and /mobileView); every feature named
 * here is one Chromium recognises (an unknown one is a console warning on every page).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(', ');

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/** Sent only when the request reached us over https (the storefront server sets X-Forwarded-Proto). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };
