import { describe, expect, it } from 'vitest';
import { safeLocalPath } from '@/lib/safe-path';

/*
 * The login page's `redirect` and the saved source path never send anyone off the shop.
 * Each hostile form is given as the login page receives it: the raw query text, decoded by URLSearchParams.
 * A kept target must also stay on the shop when a browser resolves it (checked with the WHATWG URL parser,
 * which strips tab/CR/LF and treats \ as / exactly as the browser does).
 */

const SHOP = 'https://shop.example';
const fromQuery = (raw: string) => new URLSearchParams(`redirect=${raw}`).get('redirect');

const hostile: string[] = [
  '%2F%09%2Fevil.example%2Fx', // the audit's case: "/\t/evil.example/x"
  '%2F%0A%2Fevil.example%2Fx',
  '%2F%0D%2Fevil.example%2Fx',
  '%2F%0D%0A%2Fevil.example',
  '%09%2F%2Fevil.example',
  '%2F%2F%09evil.example',
  '%2F%2Fevil.example',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '%2F%5Cevil.example',
  '%5C%5Cevil.example',
  '/%5Cevil.example', // decoded once: "/\\evil.example"
  '///evil.example',
  '////evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example',
  'https://evil.example/x',
  'https:evil.example',
  'https:/evil.example',
  '%20%2F%2Fevil.example',
  '%20/x',
  '%E3%80%80//evil.example', // ideographic space first
  '%00//evil.example',
  '/%00/evil.example',
  '%2F%2F%2Fevil.example',
  'evil.example',
  '',
  '/\t\\evil.example',
];

describe('safeLocalPath refuses every hostile target', () => {
  it.each(hostile)('%s', (raw) => {
    const target = fromQuery(raw);
    expect(safeLocalPath(target), JSON.stringify(target)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeLocalPath(null)).toBeNull();
    expect(safeLocalPath(undefined)).toBeNull();
  });
});

describe('safeLocalPath keeps the shop’s own paths', () => {
  it.each([
    ['/', '/'],
    ['/personalCenter?tab=1', '/personalCenter?tab=1'],
    ['/goodsDetail/12', '/goodsDetail/12'],
    ['/searchCenter?keyword=%E4%BA%8C%E7%94%B2%E5%8F%8C%E8%83%8D&type=1', '/searchCenter?keyword=%E4%BA%8C%E7%94%B2%E5%8F%8C%E8%83%8D&type=1'],
    ['/quickOrder#paste', '/quickOrder#paste'],
    ['/orderCenter/detail/A1?x=1&y=2', '/orderCenter/detail/A1?x=1&y=2'],
    ['/%2F/evil.example', '/%2F/evil.example'], // still encoded: a path segment on the shop
    ['/a/../b', '/b'],
  ])('%s → %s', (target, expected) => {
    expect(safeLocalPath(target)).toBe(expected);
  });

  it('a kept target resolves to the shop in a browser, whatever the input', () => {
    const inputs = [...hostile.map(fromQuery), '/x', '/%2F/evil.example', '/a?next=//evil.example'];
    for (const input of inputs) {
      const kept = safeLocalPath(input);
      if (kept !== null) expect(new URL(kept, SHOP).origin, JSON.stringify(input)).toBe(SHOP);
    }
  });
});
