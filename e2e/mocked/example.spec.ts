import { expect, test } from '@playwright/test';
import { setScenario } from '../support/scenario';

/*
 * An example to copy (README "For QA engineers"): one journey against the mock API (project `mocked`),
 * with a fault switched on for one call, found by role and label, checked with web-first assertions
 * (expect(locator)… retries until it holds or times out: no sleeps).
 *
 * The fixtures behind it: mocks/fixtures/catalogue.ts — 奥美拉唑 (73590-58-6) and its impurity 奥美拉唑砜.
 */

// Every test leaves the mock server as it found it: the next test may run in any order.
test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

test('a refused search shows the server’s words, and the results come back once the fault is cleared', async ({ page, request }) => {
  // Break one call only: paths containing `match` answer code 0 with this message.
  await setScenario(request, { name: 'rejected', match: '/muti/search', message: '演练：搜索服务维护中' });

  // A keyword no other journey searches: a results page the storefront cached earlier would be served instead of
  // the refusal (answers are cached; refused or failed ones never are).
  await page.goto(`/searchCenter?keyword=${encodeURIComponent('奥美拉')}`);
  await expect(page.getByRole('heading', { level: 1, name: '“奥美拉”的搜索结果' })).toBeVisible();
  const products = page.getByRole('region', { name: '产品' });
  await expect(products.getByRole('alert')).toHaveText('演练：搜索服务维护中');
  await expect(products.getByRole('article')).toHaveCount(0);
  // The rest of the page still works: the header's search box is there.
  await expect(page.getByRole('banner').getByRole('searchbox', { name: '请输入货号、CAS号、分子式、标准号' })).toBeVisible();

  // Clear the fault; the refused page was not cached, so a reload asks again.
  await setScenario(request, { name: 'normal' });
  await page.reload();
  await expect(products.getByRole('alert')).toHaveCount(0);
  await expect(products.getByRole('article')).toHaveCount(2);
  await expect(products.getByRole('article').first()).toContainText('73590-58-6');
  await expect(products.getByText('共找到 2 个相关产品')).toBeVisible();
});
