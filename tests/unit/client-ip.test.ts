import { describe, expect, it } from 'vitest';
import { pickClientIp } from '../../server/http/client-ip';

/* Which X-Forwarded-For entry is the client, for each number of trusted proxy hops. */

const SOCKET = '192.0.2.10';

describe('pickClientIp', () => {
  it.each([
    // [X-Forwarded-For, hops, expected]
    ['203.0.113.5', 1, '203.0.113.5'],
    ['1.1.1.1, 203.0.113.5', 1, '203.0.113.5'], // the client's own first entry is never read
    ['spoofed, 2.2.2.2 ,203.0.113.5', 1, '203.0.113.5'],
    ['1.1.1.1, 203.0.113.5, 10.0.0.2', 2, '203.0.113.5'], // nginx → storefront → API
    ['203.0.113.5', 2, '203.0.113.5'], // fewer entries than hops: the leftmost, written by a trusted proxy
    ['1.1.1.1, 203.0.113.5', 0, SOCKET], // exposed directly: the header is ignored
    ['', 1, SOCKET],
    [undefined, 1, SOCKET],
    ['not-an-ip', 1, SOCKET],
    ['1.1.1.1, <script>', 1, SOCKET],
    ['1.1.1.1, 203.0.113.5:443', 1, SOCKET],
    ['1.1.1.1, ', 1, SOCKET],
    ['::ffff:203.0.113.5', 1, '203.0.113.5'],
    ['2001:DB8::1', 1, '2001:db8::1'],
  ])('%j with %i hop(s) → %s', (xff, hops, expected) => {
    expect(pickClientIp(xff, SOCKET, hops)).toBe(expected);
  });

  it('uses the socket address (IPv4-mapped as IPv4) when there is no usable header, "unknown" without a socket', () => {
    expect(pickClientIp(undefined, '::ffff:127.0.0.1', 1)).toBe('127.0.0.1');
    expect(pickClientIp('x', undefined, 1)).toBe('unknown');
    expect(pickClientIp('9.9.9.9', undefined, 0)).toBe('unknown');
  });
});
