import type { Logger } from 'pino';
import type { z } from 'zod';
import { ADMIN_TOKEN_HEADER } from '../../lib/api/contract/endpoint';
import { internal, revalidateBody } from '../../lib/api/contract/internal';
import type { ApiConfig } from '../config';

const TIMEOUT_MS = 3000;
type Tags = z.input<typeof revalidateBody>['tags'];

/**
 * Asks the storefront to expire its cached reads and pages with these tags (CACHE_TAG in
 * lib/api/contract/internal.ts) after an operator change, so the change shows on the next visit instead
 * of within 5 minutes. With several storefronts (STOREFRONT_ORIGIN a list) every one is called, at once:
 * sharing one Redis cache one call would do, but each call is cheap and keeps storefronts without Redis,
 * or with Redis briefly unreachable, fresh as well (docs/adr/0007-shared-cache.md).
 * Best effort: the change itself is already stored, so a storefront that is down or not configured is only
 * logged. true when every storefront confirmed.
 */
export async function refreshStorefrontCache(config: Pick<ApiConfig, 'STOREFRONT_ORIGIN' | 'ADMIN_TOKEN'>, logger: Logger, tags: Tags): Promise<boolean> {
  if (config.STOREFRONT_ORIGIN.length === 0 || !config.ADMIN_TOKEN || tags.length === 0) return false;
  const ep = internal.revalidate;
  const body = JSON.stringify(revalidateBody.parse({ tags }));
  const token = config.ADMIN_TOKEN;
  const results = await Promise.all(
    config.STOREFRONT_ORIGIN.map(async (origin) => {
      try {
        const res = await fetch(new URL(ep.path, origin), {
          method: ep.method,
          headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return true;
      } catch (err) {
        logger.warn({ storefront: origin, tags, err: err instanceof Error ? err.message : String(err) }, 'storefront cache not refreshed (it refreshes within 5 minutes)');
        return false;
      }
    }),
  );
  return results.every(Boolean);
}
