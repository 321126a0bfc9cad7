import { describe, expect, it } from 'vitest';
import { cacheTagRule, revalidateBody } from '@/lib/api/contract/internal';
import { loadStorefrontEnv } from '@/lib/config/storefrontEnv';
import { isPrivateApiPath, trustedForwardedFor } from '@/lib/http/forwarding';
import { contentSecurityPolicy, securityHeaders } from '@/lib/http/securityHeaders';

describe('the X-Forwarded-For the storefront passes on', () => {
  it('drops whatever the visitor sent when no proxy of ours is in front (0 hops)', () => {
    expect(trustedForwardedFor('6.6.6.6, 7.7.7.7', '198.51.100.9', 0)).toBe('198.51.100.9');
    expect(trustedForwardedFor(undefined, '198.51.100.9', 0)).toBe('198.51.100.9');
  });

  it('keeps the entries our own proxies wrote (the last N) and appends the real peer', () => {
    // nginx in front overwrote the header with $remote_addr; a client's made-up entry before it is dropped.
    expect(trustedForwardedFor('6.6.6.6, 203.0.113.5', '10.0.0.2', 1)).toBe('203.0.113.5, 10.0.0.2');
    expect(trustedForwardedFor(['6.6.6.6', '203.0.113.5, 192.0.2.1'], '10.0.0.2', 2)).toBe('203.0.113.5, 192.0.2.1, 10.0.0.2');
  });

  it('writes an IPv4 peer of a dual-stack socket as plain IPv4', () => {
    expect(trustedForwardedFor(undefined, '::ffff:127.0.0.5', 0)).toBe('127.0.0.5');
    expect(trustedForwardedFor(undefined, '::1', 0)).toBe('::1');
  });
});

describe('paths of the API the public site does not forward', () => {
  it.each([
    '/healthz',
    '/HEALTHZ',
    '/internal/revalidate',
    '/mall/shopping/product/api/operator/document/upload',
    '/mall/shopping/order/api/Operator/inquiry/list',
    '/mall/shopping/order/api/%6Fperator/inquiry/list',
    '/mall/shopping/order/api/%4F%50ERATOR/inquiry/list',
    '/mall/x/%2e%2e/operator',
    '/mall/a%2Fb',
    '/mall/%E0%A4%A',
    // The health check and everything under it, however it is written.
    '/healthz/loop',
    '/HealthZ/Loop',
    '/healthz/',
    '/%68ealthz',
    '/%68%65%61%6C%74%68%7A',
    '/%68ealthz/%6Coop',
    '/%2568ealthz',
    '//healthz',
    '//healthz//loop',
    '/./healthz',
    '/%2e/healthz/loop',
    '/mall/%2e%2e/healthz',
    '/healthz%2Floop',
    '/healthz\\loop',
  ])('refuses %s', (path) => expect(isPrivateApiPath(path)).toBe(true));

  it.each([
    '/',
    '/mall/shopping/product/api/prodcategory/list',
    '/mall/user/api/code/getImgCode',
    '/mall/shopping/product/api/prodproduct/structure/12.svg',
    '/healthz-report',
    '/healthzloop',
    '/mall/search/api/healthz',
    '/mall/shopping/product/api/prodproduct/search/%E4%B9%99%E9%86%87',
  ])(
    'forwards %s',
    (path) => expect(isPrivateApiPath(path)).toBe(false),
  );

  it.each(['/mall/staff/api/login/password', '/mall/staff/api/login/code', '/mall/staff/api/enrol/start', '/mall/staff/api/me', '/mall/staff/api/me/sessions/revoke/3'])(
    'forwards the staff console call %s without a staff session',
    (path) => expect(isPrivateApiPath(path)).toBe(false),
  );

  it.each(['/mall/staff/api/operator/staff/list', '/mall/shopping/order/api/operator/order/list', '/mall/shopping/order/api/%6Fperator/order/list', '/mall/staff/api/OPERATOR/audit/export'])(
    'forwards the operator call %s with a staff session only',
    (path) => {
      expect(isPrivateApiPath(path)).toBe(true);
      expect(isPrivateApiPath(path, { staffSession: false })).toBe(true);
      expect(isPrivateApiPath(path, { staffSession: true })).toBe(false);
    },
  );

  it.each(['/healthz', '/healthz/loop', '/%68ealthz', '/internal/revalidate', '/mall/staff/api/operator/%2e%2e/internal', '/mall/x/%2e%2e/operator', '/mall/a%2Fb', '/mall/%E0%A4%A', '//healthz//loop'])(
    'refuses %s even with a staff session',
    (path) => expect(isPrivateApiPath(path, { staffSession: true })).toBe(true),
  );
});

describe('the security headers', () => {
  const headerMap = (dev: boolean, apiBase = '/api') => Object.fromEntries(securityHeaders({ apiBase, dev }).map((h) => [h.key, h.value]));

  it('send a static CSP with no eval in production, and the framing, sniffing and referrer rules', () => {
    const h = headerMap(false);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const csp = h['Content-Security-Policy'].split('; ');
    expect(csp).toEqual(expect.arrayContaining(["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "img-src 'self' data: blob:"]));
    expect(h['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(h['Content-Security-Policy']).not.toMatch(/\*|https?:/);
  });

  it('deny the browser features the shop never uses, keeping clipboard writes (the copy buttons)', () => {
    const policy = Object.fromEntries(
      headerMap(false)
        ['Permissions-Policy'].split(', ')
        .map((d) => d.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'clipboard-read', 'fullscreen', 'display-capture', 'browsing-topics']) {
      expect(policy[feature], feature).toBe('()');
    }
    expect(policy).not.toHaveProperty('clipboard-write');
    expect(headerMap(true)['Permissions-Policy']).toBe(headerMap(false)['Permissions-Policy']);
  });

  it('allow an absolute API base for images and calls, and eval only under next dev', () => {
    const csp = contentSecurityPolicy({ apiBase: 'https://api.example.cn/mall-api', dev: false });
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.cn;");
    expect(csp).toContain("connect-src 'self' https://api.example.cn;");
    expect(contentSecurityPolicy({ apiBase: '/api', dev: true })).toContain("'unsafe-eval'");
  });
});

describe('the page-refresh hook’s body', () => {
  it('takes named tags and per-product tags only', () => {
    expect(revalidateBody.parse({ tags: ['catalogue', 'product:12'] })).toEqual({ tags: ['catalogue', 'product:12'] });
    for (const bad of ['/goodsDetail/1', 'product:0', 'product:1x', 'Products', '']) expect(cacheTagRule.safeParse(bad).success, bad).toBe(false);
    expect(revalidateBody.safeParse({ tags: [] }).success).toBe(false);
    expect(revalidateBody.safeParse({ tags: Array(101).fill('products') }).success).toBe(false);
  });
});

describe('the storefront settings', () => {
  it('default the API origin and proxy hops, trim trailing slashes, and name a bad value', () => {
    const env = loadStorefrontEnv({});
    expect(env).toMatchObject({ API_ORIGIN: 'http://127.0.0.1:4000', NEXT_PUBLIC_API_BASE: '/api', STOREFRONT_TRUST_PROXY_HOPS: 0, PAGE_CACHE_MB: 256 });
    expect(loadStorefrontEnv({ API_ORIGIN: 'http://api.internal:4000/', STOREFRONT_TRUST_PROXY_HOPS: '1' })).toMatchObject({ API_ORIGIN: 'http://api.internal:4000', STOREFRONT_TRUST_PROXY_HOPS: 1 });
    expect(() => loadStorefrontEnv({ API_ORIGIN: 'localhost:4000' })).toThrow(/API_ORIGIN/);
    expect(() => loadStorefrontEnv({ STOREFRONT_TRUST_PROXY_HOPS: '-1' })).toThrow(/STOREFRONT_TRUST_PROXY_HOPS/);
  });

  it('take REDIS_URL only as a redis:// or rediss:// URL; unset or empty means no shared cache', () => {
    expect(loadStorefrontEnv({}).REDIS_URL).toBeUndefined();
    expect(loadStorefrontEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadStorefrontEnv({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).REDIS_URL).toBe('redis://10.0.0.5:6379/2');
    expect(loadStorefrontEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380' }).REDIS_URL).toBe('rediss://:secret@cache.internal:6380');
    for (const bad of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://']) expect(() => loadStorefrontEnv({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL/);
  });

  it('take REDIS_TIMEOUT_MS as whole milliseconds, 1000 when unset', () => {
    expect(loadStorefrontEnv({}).REDIS_TIMEOUT_MS).toBe(1000);
    expect(loadStorefrontEnv({ REDIS_TIMEOUT_MS: '300' }).REDIS_TIMEOUT_MS).toBe(300);
    for (const bad of ['0', '-1', '1.5', 'soon']) expect(() => loadStorefrontEnv({ REDIS_TIMEOUT_MS: bad }), bad).toThrow(/REDIS_TIMEOUT_MS/);
  });
});
