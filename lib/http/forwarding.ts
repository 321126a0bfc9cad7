/**
 * Who sent a request, as the storefront passes it on to the mall API (docs/decisions.md, forwarded
 * addresses). The storefront server (scripts/storefront-server.ts) rewrites X-Forwarded-For on every
 * incoming request before Next sees it; proxy.ts forwards {api} calls with that header, and the API takes
 * the entry TRUST_PROXY_HOPS from the right.
 */

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) is written as 1.2.3.4. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The X-Forwarded-For the storefront passes on: the last `trustedHops` entries of what arrived (written
 * by proxies of our own, e.g. nginx's $remote_addr), then the address the connection really came from.
 * With 0 hops whatever the client sent is dropped.
 */
export function trustedForwardedFor(incoming: string | string[] | undefined, peer: string | undefined, trustedHops: number): string {
  const entries = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const tail = trustedHops > 0 ? entries.slice(-trustedHops) : [];
  return [...tail, plainAddress(peer || 'unknown')].join(', ');
}

/**
 * Is `pathname` (no query) under the {api} prefix the storefront forwards to the mall API? Only a path prefix is
 * forwarded; an absolute NEXT_PUBLIC_API_BASE is called by browsers directly.
 */
export const isApiPath = (pathname: string, apiBase: string): boolean =>
  apiBase.startsWith('/') && (pathname === apiBase || pathname.startsWith(`${apiBase}/`));

/**
 * Paths of the mall API that the public site does not forward: operator calls (operators reach the API
 * directly), internal hooks and the health check. Matched per path segment after decoding, so
 * `%6Fperator` or `OPERATOR` do not slip through; an undecodable or dot segment is refused too.
 */
export function isPrivateApiPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && segments[0].toLowerCase() === 'healthz') return true;
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).toLowerCase();
    } catch {
      return true;
    }
    if (segment === 'operator' || segment === 'internal' || segment === '.' || segment === '..' || /[/\\]/.test(segment)) return true;
  }
  return false;
}
