import { z } from 'zod';
import { listenOrigin, originSetting, PUBLIC_ORIGIN_REQUIRED } from '../http/public-origin';

/**
 * The storefront's settings, described once (.env.example lists them). This file only describes and
 * parses; lib/config/storefront.ts holds the parsed values for the server, and next.config.ts and
 * scripts/start.ts parse with the same schema in their own processes. The default API origin is written
 * here and nowhere else.
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the storefront listens on (scripts/storefront-server.ts -H overrides it); 0.0.0.0: every interface. */
  STOREFRONT_HOST: z.string().trim().min(1).default('0.0.0.0'),
  API_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http(s) URL such as http://127.0.0.1:4000')
    .default('http://127.0.0.1:4000')
    .transform((s) => s.replace(/\/+$/, '')),
  NEXT_PUBLIC_API_BASE: z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be a path such as /api or an absolute URL')
    .default('/api')
    .transform((s) => s.replace(/\/+$/, '') || '/'),
  /** The shop's public address, shared with the mall API (lib/http/public-origin.ts); see storefrontPublicOrigin. */
  PUBLIC_ORIGIN: originSetting,
  /** Deprecated: the former name of PUBLIC_ORIGIN, read when PUBLIC_ORIGIN is unset. */
  SITE_ORIGIN: originSetting,
  /** Page requests rendered at once by one storefront process; more wait in order (lib/http/render-gate.ts). */
  STOREFRONT_RENDERS: z.coerce.number().int().min(1).max(256).default(8),
  /** Memory (MB) for cached pages and cached catalogue reads: one in-memory LRU, nothing on disk (with REDIS_URL: the LRU in front of Redis). */
  PAGE_CACHE_MB: z.coerce.number().int().min(16).max(65_536).default(256),
  /**
   * Several storefronts: one Redis (redis:// or rediss://, a database number in the path if shared) that
   * holds their page and data cache, so a page refreshed on one is refreshed on all
   * (lib/cache/cache-handler.mjs). Unset: each process caches in its own memory, as one storefront needs.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/\s]+/, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * With REDIS_URL: the longest a page waits for Redis (ms). A Redis that does not answer within it is left
   * alone — pages from this process's memory — until it answers again (lib/cache/redis-link.mjs).
   */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** The operator token; the storefront needs it only for the page-refresh hook (/internal/revalidate). */
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((s) => s || undefined),
  /**
   * How many X-Forwarded-For entries, counted from the right, come from proxies of our own in front of the
   * storefront: 0 (default) = the storefront faces visitors and ignores whatever they send; 1 = one nginx
   * in front that sets `X-Forwarded-For $remote_addr` (docs/adr/0004-api-forwarder-and-client-addresses.md).
   */
  STOREFRONT_TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** 1: the shop is under maintenance — proxy.ts sends every page to /upgradation (the API is not affected). */
  MAINTENANCE_MODE: z
    .enum(['0', '1', ''], { error: 'must be 1 (maintenance) or 0' })
    .default('0')
    .transform((s) => s === '1'),
});

export type StorefrontEnv = z.infer<typeof schema>;

export function loadStorefrontEnv(env: Record<string, string | undefined> = process.env): StorefrontEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  return parsed.data;
}

/**
 * The shop's public address for a storefront listening on `listen`: PUBLIC_ORIGIN (or SITE_ORIGIN) as set; unset,
 * the listening address itself — refused when NODE_ENV is production, where only the operator knows the public
 * address. Read before the storefront starts (scripts/start.ts, scripts/storefront-server.ts), with the
 * NODE_ENV it was started with (the Next server always runs as production).
 */
export function storefrontPublicOrigin(cfg: StorefrontEnv, nodeEnv: string | undefined, listen = { host: cfg.STOREFRONT_HOST, port: cfg.PORT }): string {
  const configured = cfg.PUBLIC_ORIGIN ?? cfg.SITE_ORIGIN;
  if (configured) return configured;
  if (nodeEnv === 'production') throw new Error(`Invalid storefront configuration:\n  PUBLIC_ORIGIN: ${PUBLIC_ORIGIN_REQUIRED}\nSee .env.example for every setting.`);
  return listenOrigin(listen.host, listen.port);
}
