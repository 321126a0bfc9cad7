import { z } from 'zod';

/**
 * PUBLIC_ORIGIN — the address buyers open the shop at, one setting for both processes. The mall API builds the
 * links it hands out with it (the sandbox cashier and the payment return page, Alipay's notify, the QR login
 * page, staff enrolment links, a product's shop page); the storefront its canonical URLs, Open Graph, JSON-LD,
 * sitemaps and robots' Sitemap line. SITE_ORIGIN, the storefront's former name for it, is still read when
 * PUBLIC_ORIGIN is unset (deprecated). Unset, `npm start` / `npm run dev` derive it from the storefront's own
 * address (scripts/shop-env.ts); NODE_ENV=production refuses to start without it.
 */

/** The origin when nothing is set and nothing derived one (an API process started on its own in development, unit tests). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';

/** The refusal under NODE_ENV=production, after the setting's name. */
export const PUBLIC_ORIGIN_REQUIRED =
  'required when NODE_ENV is production: the address buyers open the shop at, such as https://www.example.cn (payment return pages, links the API sends, canonical URLs, sitemaps)';

const withoutTrailingSlash = (s: string) => s.replace(/\/+$/, '');

/** An origin setting: empty is unset, a trailing slash is dropped, a path is refused. */
export const originSetting = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? withoutTrailingSlash(v) : undefined))
  .refine((v) => v === undefined || /^https?:\/\/[^/\s?#]+$/.test(v), 'must be an origin such as https://www.example.cn (http or https, no path)');

/** The configured origin: PUBLIC_ORIGIN, else the deprecated SITE_ORIGIN; undefined when neither is set. */
export function configuredPublicOrigin(env: Record<string, string | undefined>): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim() || env.SITE_ORIGIN?.trim();
  return value ? withoutTrailingSlash(value) : undefined;
}

/** Every interface: a server listening there is opened at localhost (publicly) and 127.0.0.1 (from this machine). */
const anyInterface = (host: string) => !host || host === '0.0.0.0' || host === '::';
const hostPart = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The address a server listening on host:port is opened at in a browser on this machine. */
export const listenOrigin = (host: string, port: number) => `http://${anyInterface(host) ? 'localhost' : hostPart(host)}:${port}`;

/** The address another process on this machine reaches a server listening on host:port at. */
export const localOrigin = (host: string, port: number) => `http://${anyInterface(host) ? '127.0.0.1' : hostPart(host)}:${port}`;
