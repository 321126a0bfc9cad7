import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The client address for per-IP limits and session records. Each trusted proxy in front of the API
 * (the storefront's /api forwarder, an nginx) appends the address it received the request from to
 * X-Forwarded-For, so the last `hops` entries were written by proxies we trust and the entry `hops` from
 * the right is what the outermost one saw: the client. Everything left of it is whatever the client sent
 * and is never read. `hops` = 0: the API is exposed directly and X-Forwarded-For is ignored.
 *
 * Fewer entries than `hops` (a proxy in the chain did not append): the leftmost entry, which a trusted
 * proxy wrote — never the socket, which would put every visitor behind the proxy in one bucket. An entry
 * that is not an IP address (a proxy misconfigured, or the header mangled) gives the socket address.
 */
export function pickClientIp(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const socket = normalise(socketAddress) ?? 'unknown';
  if (hops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((e) => e.trim());
  const chosen = entries[Math.max(0, entries.length - hops)];
  return normalise(chosen) ?? socket;
}

/** A bare IPv4/IPv6 address, IPv4-mapped IPv6 as IPv4 (one client, one bucket); anything else → undefined. */
function normalise(address: string | undefined): string | undefined {
  if (!address || address.length > 64) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const bare = mapped ? mapped[1] : address;
  return isIP(bare) ? bare.toLowerCase() : undefined;
}

export function clientIp(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return pickClientIp(c.req.header('x-forwarded-for'), env?.incoming?.socket?.remoteAddress, c.get('deps').config.TRUST_PROXY_HOPS);
}
