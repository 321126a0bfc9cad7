import { routes } from '../routes';

/**
 * Under maintenance (MAINTENANCE_MODE=1) every page goes to /upgradation, except the maintenance page itself,
 * the {api} forwarder (handled before this check) and the storefront's own hooks (/internal/…: the API's
 * page-refresh call). Static assets never reach proxy.ts (its matcher leaves them out).
 */
export function maintenanceTarget(pathname: string, enabled: boolean): string | null {
  if (!enabled) return null;
  if (pathname === routes.upgradation || pathname.startsWith('/internal/')) return null;
  return routes.upgradation;
}
