/**
 * Who sent a request, as the storefront passes it on to the mall API (docs/adr/0004-api-forwarder-and-client-addresses.md). The storefront server (scripts/storefront-server.ts) rewrites X-Forwarded-For on every
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
 * The {api} prefix the storefront forwarded a call under (`/api`), set by proxy.ts on every forwarded call over
 * whatever the visitor sent. The mall API reads it as "asked through the public site": its OpenAPI document then
 * lists only the calls the public site forwards, with that prefix as its server (server/openapi/routes.ts).
 * A direct caller that sends it only gets that smaller document.
 */
export const FORWARDED_PREFIX_HEADER = 'x-forwarded-prefix';

/** A segment that marks an operator call anywhere in a path. */
const OPERATOR_SEGMENT = 'operator';
/** A segment that marks an internal hook anywhere in a path. */
const INTERNAL_SEGMENT = 'internal';
/** The health check and everything under it (`/healthz`, `/healthz/loop`): the API's first segment. */
const HEALTH_SEGMENT = 'healthz';

/**
 * A segment percent-decoded until nothing changes (at most three rounds: `%2568` → `%68` → `h`), lower case.
 * null when the first round fails: the storefront server answers such paths 400 before they get here.
 */
function decodedName(raw: string): string | null {
  let segment = raw;
  for (let round = 0; round < 3 && segment.includes('%'); round++) {
    try {
      segment = decodeURIComponent(segment);
    } catch {
      if (round === 0) return null;
      break;
    }
  }
  return segment.toLowerCase();
}

/**
 * Paths of the mall API that the public site does not forward: internal hooks and the health check with
 * everything under it, always; operator calls unless `staffSession` (the staff console in a browser sends its
 * x-staff-token; machines with an API key call the API directly). Matched per segment after percent-decoding
 * and in any case, so `%6Fperator`, `OPERATOR`, `/%68ealthz` and `/healthz/loop` do not slip through; empty
 * segments (`//healthz`) are skipped, and a segment that does not decode, a dot segment or one that decodes to a
 * slash is refused.
 */
export function isPrivateApiPath(path: string, { staffSession = false }: { staffSession?: boolean } = {}): boolean {
  const segments = path.split(/[/\\]/).filter(Boolean);
  for (const [index, raw] of segments.entries()) {
    const name = decodedName(raw);
    if (name === null || name === INTERNAL_SEGMENT || (name === OPERATOR_SEGMENT && !staffSession) || (index === 0 && name === HEALTH_SEGMENT)) return true;
    // What the API decodes once: a dot segment would move up a level there, a slash would add one.
    const once = decodeURIComponent(raw);
    if (once === '.' || once === '..' || /[/\\]/.test(once)) return true;
  }
  return false;
}
