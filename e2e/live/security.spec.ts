import http from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_CAPTCHAS_PER_MINUTE } from '../support/outbox';
import { LIVE_WEB_PORT } from '../support/ports';

/*
 * The public site's defences: security headers and a CSP that every page family
 * obeys, the {api} forwarder's refusals, and per-IP limits that a made-up X-Forwarded-For cannot dodge.
 */

const PAGE_FAMILIES = [
  ['home', '/'],
  ['product list', '/productCenter/productClassifyList/0'],
  ['goods detail', '/goodsDetail/1'],
  ['/{cas}', '/50-78-2'],
  ['search', '/searchCenter?keyword=阿司匹林'],
  ['login', '/login'],
  ['cart', '/settlementCenter'],
] as const;

for (const [family, path] of PAGE_FAMILIES) {
  test(`${family} (${path}) is sent with the security headers and breaks no rule of its CSP`, async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const headers = res!.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    // Served over plain http: no HSTS, whatever X-Forwarded-Proto a visitor claims.
    expect(headers['strict-transport-security']).toBeUndefined();
    // Every script and image (structure SVGs through {api}) of the page has loaded by now.
    await page.waitForLoadState('networkidle');
    const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect([...violations, ...reported]).toEqual([]);
  });
}

test('the {api} forwarder refuses operator, internal and health-check paths with the envelope', async ({ request }) => {
  for (const path of [
    '/api/healthz',
    '/api/internal/revalidate',
    '/api/mall/shopping/product/api/operator/document/delete/1',
    '/api/mall/shopping/order/api/OPERATOR/inquiry/list',
    '/api/mall/shopping/order/api/%6Fperator/inquiry/list',
  ]) {
    const res = await request.post(path, { headers: { 'x-admin-token': 'e2e-operator-token-0123456789abcdef' }, data: {} });
    expect(res.status(), path).toBe(404);
    expect(await res.json(), path).toEqual({ code: 0, data: null, message: '该接口不对外开放', messageCode: null, totalCount: null });
  }
  // The public calls still pass.
  expect(await (await request.post('/api/mall/shopping/product/api/prodcategory/list', { data: {} })).json()).toMatchObject({ code: 1 });
});

/** One captcha request through the storefront's /api, sent from `source` (any 127.x address reaches the loopback). */
function captchaFrom(source: string, forwardedFor: string): Promise<{ code: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: LIVE_WEB_PORT,
        path: '/api/mall/user/api/code/getImgCode',
        method: 'POST',
        localAddress: source,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

test('the per-IP captcha limit (E2E_CAPTCHAS_PER_MINUTE on this run) bites through /api whatever X-Forwarded-For the client makes up', async () => {
  // A source address of its own, so the other tests' captchas (from 127.0.0.1) do not count, nor these theirs.
  const octet = () => 2 + Math.floor(Math.random() * 250);
  const source = `127.${octet()}.${octet()}.${octet()}`;
  const answers = [];
  for (let i = 0; i < E2E_CAPTCHAS_PER_MINUTE + 10; i++) answers.push(await captchaFrom(source, `198.51.100.${i % 256}, 203.0.113.${i % 256}`));
  expect(answers.filter((a) => a.code === 1)).toHaveLength(E2E_CAPTCHAS_PER_MINUTE);
  expect(answers.slice(E2E_CAPTCHAS_PER_MINUTE)).toEqual(Array(10).fill(expect.objectContaining({ code: 0, message: '获取图形验证码过于频繁，请稍后再试' })));
  // The limit is this address's, not everyone's.
  expect((await captchaFrom(`127.1.${octet()}.1`, '198.51.100.1')).code).toBe(1);
});
