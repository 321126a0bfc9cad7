import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { operatorNext } from '@/lib/operator/routes';
import { proxy } from '@/proxy';
import robots from '@/app/robots';

vi.mock('server-only', () => ({}));

/* The staff console's pages through proxy.ts: never sent to the phone page or the shopper login, never cached, never indexed. */

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const get = (path: string, ua = IPHONE) => proxy(new NextRequest(new URL(path, 'http://shop.test'), { headers: { 'user-agent': ua } }));

describe('/operator in proxy.ts', () => {
  it('serves every console page as it is, with no-store and noindex, even on a phone and without a shopper token', () => {
    for (const path of ['/operator', '/operator/login?next=%2Foperator%2Fstaff', '/operator/enrol?token=abc', '/operator/staff/audit', '/operator/catalogue/products']) {
      const res = get(path);
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
  });

  it('leaves the shop alone: a page that merely starts with the letters is not the console', () => {
    expect(get('/operatorx').headers.get('x-robots-tag')).toBeNull();
    expect(get('/operatorx').headers.get('location')).toContain('/mobileView');
  });

  it('is not in robots.txt as allowed', () => {
    const rules = robots().rules;
    const allow = (Array.isArray(rules) ? rules : [rules]).flatMap((r) => [r.allow ?? []].flat());
    expect(allow.some((a) => a.startsWith('/operator'))).toBe(false);
  });
});

describe('operatorNext (the login page\'s ?next=)', () => {
  it('keeps console pages and sends everything else to the dashboard', () => {
    expect(operatorNext('/operator/staff/audit?from=2026-01-01')).toBe('/operator/staff/audit?from=2026-01-01');
    for (const bad of [null, '', '/personalCenter', 'https://evil.example/operator', '//evil.example/operator', '/operator/login', '/operator/enrol?token=x', '/\t/evil.example']) {
      expect(operatorNext(bad)).toBe('/operator');
    }
  });
});
