import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

vi.mock('server-only', () => ({}));

/* proxy.ts's {api} forwarder: operator, internal and health-check paths answer 404 with the envelope; every
 * other call goes to API_ORIGIN at exactly the path that was checked. */
const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://shop.test'), { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', ...headers } }));
const STAFF = { 'x-staff-token': 'a-staff-session-token' };
const KEY = { 'x-api-key': `rk_${'a'.repeat(40)}` };
const refusedWith404 = async (res: Response) => {
  expect(res.status).toBe(404);
  expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  expect(await res.json()).toMatchObject({ code: 0, data: null, messageCode: null, totalCount: null });
};

describe('the {api} forwarder', () => {
  it.each(['/api/healthz', '/api/%68ealthz', '/api/healthz/loop', '/api/%68ealthz/%6Coop', '/api//healthz', '/api/./healthz', '/api/x/../healthz/loop', '/api/HEALTHZ/loop', '/api/internal/revalidate'])(
    '%s answers 404 with the envelope and is not forwarded',
    async (path) => {
      const res = get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
      const body = await res.json();
      expect(body).toMatchObject({ code: 0, data: null, messageCode: null, totalCount: null });
      expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  it.each([
    ['/api/mall/shopping/product/api/prodcategory/list', '/mall/shopping/product/api/prodcategory/list'],
    ['/api/healthz-report', '/healthz-report'],
    ['/api/mall/shopping/product/api/prodproduct/structure/12.svg?w=300', '/mall/shopping/product/api/prodproduct/structure/12.svg'],
  ])('%s is forwarded to the API at %s', (path, forwarded) => {
    const rewrite = get(path).headers.get('x-middleware-rewrite');
    expect(rewrite).not.toBeNull();
    const target = new URL(rewrite!);
    expect(target.origin).toBe('http://127.0.0.1:4000');
    expect(target.pathname).toBe(forwarded);
    expect(target.search).toBe(new URL(path, 'http://shop.test').search);
  });

  it.each(['/api/mall/staff/api/login/password', '/api/mall/staff/api/login/code', '/api/mall/staff/api/enrol/finish', '/api/mall/staff/api/me'])('the staff console call %s is forwarded', (path) => {
    expect(new URL(get(path).headers.get('x-middleware-rewrite')!).pathname).toBe(path.slice('/api'.length));
  });

  it('an operator call is forwarded with a staff session only, never with an API key', async () => {
    const path = '/api/mall/staff/api/operator/staff/list';
    await refusedWith404(get(path));
    await refusedWith404(get(path, KEY));
    await refusedWith404(get(path, { ...STAFF, ...KEY }));
    await refusedWith404(get('/api/mall/shopping/order/api/%6Fperator/order/list', KEY));
    const res = get(path, STAFF);
    expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/mall/staff/api/operator/staff/list');
    expect(res.headers.get('x-middleware-request-x-staff-token')).toBe(STAFF['x-staff-token']);
  });

  it.each(['/api/internal/revalidate', '/api/healthz', '/api/%68ealthz/loop', '/api/mall/staff/api/operator/../../internal/revalidate'])('%s stays refused with a staff session', async (path) => {
    await refusedWith404(get(path, STAFF));
  });

  it('tells the API the prefix it forwarded under (X-Forwarded-Prefix), whatever the visitor sent', () => {
    for (const claimed of [{}, { 'x-forwarded-prefix': '/' }] as Record<string, string>[]) {
      const res = get('/api/openapi.json', claimed);
      expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/openapi.json');
      expect(res.headers.get('x-middleware-request-x-forwarded-prefix')).toBe('/api');
    }
  });

  it('never passes an API key on', () => {
    const res = get('/api/mall/shopping/product/api/prodcategory/list', KEY);
    expect(res.headers.get('x-middleware-rewrite')).not.toBeNull();
    expect(res.headers.get('x-middleware-request-x-api-key')).toBeNull();
    expect(res.headers.get('x-middleware-override-headers')).not.toContain('x-api-key');
  });
});
