import { expect, test, type Page } from '@playwright/test';
import { setScenario } from '../support/scenario';

/*
 * The header search against mocks/server.ts (project `mocked`): results come from the search mocks
 * (mocks/handlers/search.ts) over the catalogue fixtures — 奥美拉唑 (73590-58-6) and its impurity 奥美拉唑砜.
 * Keyword searches are never cached by the storefront, so a fault scenario shows on the very next search.
 */

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

const headerBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: '请输入货号、CAS号、分子式、标准号' });

async function headerSearch(page: Page, keyword: string) {
  await page.goto('/');
  // A key press before hydration is lost: type and press until the search has navigated.
  await expect(async () => {
    await headerBox(page).fill(keyword);
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/searchCenter\\?keyword=${encodeURIComponent(keyword)}$`), { timeout: 2000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: `“${keyword}”的搜索结果` })).toBeVisible();
}

test('searching 奥美 from the header lists omeprazole first, its impurity, its API card and its category', async ({ page }) => {
  await headerSearch(page, '奥美');
  const products = page.getByRole('region', { name: '产品' });
  const cards = products.getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('奥美拉唑');
  await expect(cards.first()).toContainText('73590-58-6');
  await expect(cards.nth(1)).toContainText('奥美拉唑砜');
  await expect(products.getByText('共找到 2 个相关产品')).toBeVisible();
  await expect(page.getByRole('region', { name: '原料药' }).getByTestId('api-card').first()).toContainText('奥美拉唑');
  await expect(page.getByRole('region', { name: '相关分类' }).getByRole('link', { name: /质子泵抑制剂/ }).first()).toBeVisible();
});

test('a refused search shows the server message in place of the results', async ({ page, request }) => {
  await setScenario(request, { name: 'rejected', match: '/muti/search', message: '演练：搜索服务维护中' });
  // Not the keyword above: its answered page is in the storefront's cache (and would rightly be served).
  await headerSearch(page, '奥美拉唑');
  await expect(page.getByRole('alert').filter({ hasText: '演练：搜索服务维护中' }).first()).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
});
