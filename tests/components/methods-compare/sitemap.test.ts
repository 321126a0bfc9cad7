import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '@/mocks/node';
import { routes } from '@/lib/routes';

/* Sitemap 0 lists the methods' comparison pages: the read goes to the MSW mocks through the storefront's client. */
vi.mock('server-only', () => ({}));
vi.mock('@/lib/api/read', async () => {
  const { createApiClient } = await import('@/lib/api/client');
  const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
  return {
    defineRead:
      <A extends unknown[], T>(_name: string, fn: (a: typeof api, ...args: A) => Promise<T>) =>
      async (...args: A) => ({ ok: true as const, data: await fn(api, ...args) }),
  };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('methods comparison pages in the sitemap', () => {
  it('lists all methods, its pharmacopoeia filters and four pages per API item with methods', async () => {
    const { methodCompareSitemapPaths } = await import('@/lib/method-compare/sitemap');
    const paths = await methodCompareSitemapPaths();
    expect(paths.ok).toBe(true);
    const list = paths.ok ? paths.data : [];
    expect(list.slice(0, 5)).toEqual([routes.allMethods(), ...['ChP', 'USP-NF', 'EP', 'JP'].map((p) => routes.allMethods({ pharmacopoeia: p }))]);
    // The fixtures' API items with methods: 奥美拉唑 (1), 阿司匹林 (2), 对乙酰氨基酚 (3); 兰索拉唑 (4) has none.
    expect(list.slice(5)).toEqual([1, 2, 3].flatMap((id) => [routes.methodsContrast(id), routes.productComparison(id), routes.productSummary([id]), routes.relatedSeries(id)]));
  });
});
