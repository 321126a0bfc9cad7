import { expect, test } from '@playwright/test';
import { setScenario } from '../support/scenario';

/*
 * When the mall API is too slow for a page's main read (4 s), the storefront answers 503 with
 * Retry-After and a page that says the shop is busy — never a 500 — and the same address works once the API
 * answers again. 双氰胺 (id 8) is a product no other mocked spec opens, so its detail is not cached yet.
 */
test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

test('a goods-detail page the API does not answer in time is 503 + Retry-After, busy, and fine again later', async ({ page, request }) => {
  await setScenario(request, { name: 'slow', match: 'prodproduct/detail/8', delayMs: 6_000 });
  // A second visitor at the same moment shares the first one's render: 503 as well, never a 500.
  const other = request.get('/goodsDetail/8', { maxRedirects: 0 });
  const slow = await page.goto('/goodsDetail/8');
  expect(slow?.status()).toBe(503);
  const shared = await other;
  expect([shared.status(), shared.headers()['retry-after']]).toEqual([503, '30']);
  expect(slow?.headers()['retry-after']).toBe('30');
  await expect(page.getByRole('heading', { name: '系统繁忙' })).toBeVisible();
  await expect(page.getByText('页面暂时无法显示，请稍后刷新重试')).toBeVisible();

  await setScenario(request, { name: 'normal' });
  const fine = await page.goto('/goodsDetail/8');
  expect(fine?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /双氰胺/ })).toBeVisible();
});
