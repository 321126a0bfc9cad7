import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { maintenanceTarget } from '@/lib/http/maintenance';

vi.mock('server-only', () => ({}));

/** proxy.ts as the storefront runs it, with MAINTENANCE_MODE as given (the config is read when the module loads). */
async function proxyWith(mode: string | undefined) {
  vi.resetModules();
  if (mode === undefined) delete process.env.MAINTENANCE_MODE;
  else process.env.MAINTENANCE_MODE = mode;
  return (await import('@/proxy')).proxy;
}
const get = (path: string) => new NextRequest(new URL(path, 'http://shop.test'), { headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' } });

afterEach(() => {
  delete process.env.MAINTENANCE_MODE;
});

describe('maintenance mode (proxy.ts)', () => {
  it('MAINTENANCE_MODE=1 sends every page to /upgradation, not cached', async () => {
    const proxy = await proxyWith('1');
    for (const path of ['/', '/goodsDetail/12?skuId=3', '/enterpriseIntroduction?type=1', '/orderCenter']) {
      const res = proxy(get(path));
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get('location')!).pathname + new URL(res.headers.get('location')!).search).toBe('/upgradation');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves the maintenance page itself and the API forwarder alone', async () => {
    const proxy = await proxyWith('1');
    expect(proxy(get('/upgradation')).headers.get('location')).toBeNull();
    const api = proxy(get('/api/mall/shopping/product/api/catalog/list'));
    expect(api.headers.get('location')).toBeNull();
    expect(api.headers.get('x-middleware-rewrite')).toContain('/mall/shopping/product/api/catalog/list');
  });

  it('is off by default and with 0', async () => {
    for (const mode of [undefined, '0']) {
      const proxy = await proxyWith(mode);
      expect(proxy(get('/technical')).headers.get('location')).toBeNull();
    }
  });

  it('spares the storefront hooks and static assets never reach it', () => {
    expect(maintenanceTarget('/internal/revalidate', true)).toBeNull();
    expect(maintenanceTarget('/downloadCenter', true)).toBe('/upgradation');
    expect(maintenanceTarget('/downloadCenter', false)).toBeNull();
  });
});
