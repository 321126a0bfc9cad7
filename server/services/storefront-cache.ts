import type { Logger } from 'pino';
import type { ApiConfig } from '../config';

/** The storefront's route handler that marks cached pages stale (app/internal/revalidate/route.ts). */
export const STOREFRONT_REVALIDATE_PATH = '/internal/revalidate';
const TIMEOUT_MS = 3000;

/**
 * Asks the storefront to re-render cached goods-detail pages after an operator change,
 * so the change shows on the next visit instead of within 5 minutes. Best effort: the change itself is
 * already stored, so a storefront that is down or not configured (STOREFRONT_ORIGIN) is only logged.
 */
export async function refreshStorefrontPages(config: Pick<ApiConfig, 'STOREFRONT_ORIGIN' | 'ADMIN_TOKEN'>, logger: Logger, paths: string[]): Promise<boolean> {
  if (!config.STOREFRONT_ORIGIN || !config.ADMIN_TOKEN || paths.length === 0) return false;
  try {
    const res = await fetch(new URL(STOREFRONT_REVALIDATE_PATH, config.STOREFRONT_ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.ADMIN_TOKEN },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return true;
  } catch (err) {
    logger.warn({ paths, err: err instanceof Error ? err.message : String(err) }, 'storefront pages not refreshed (they refresh within 5 minutes)');
    return false;
  }
}
