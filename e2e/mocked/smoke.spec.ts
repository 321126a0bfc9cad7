import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../lib/messages';
import { setScenario } from '../support/scenario';

/*
 * The storefront against mocks/server.ts (playwright.config.ts, project `mocked`). The category names below
 * come from mocks/fixtures/catalogue.ts, so seeing them proves the pages read the mock API.
 *
 * Independent of order: the catalogue reads of the chrome sit in Next's data cache for a few minutes once
 * they succeed, so whether a fault reaches them depends on what ran before. The fault tests therefore look
 * at keyword search results, which the storefront never caches, and the chrome must hold either way.
 */

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

const productCentre = (page: Page) => page.getByRole('banner').getByText('产品中心', { exact: true });

/** A category link in the mega-menu: its name, the product count "(n)", and a "›" on top-level entries. */
const categoryLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name}\\s*\\(\\d+\\)\\s*›?$`) });

async function expectChrome(page: Page) {
  await expect(productCentre(page)).toBeVisible();
  await expect(page.getByText('标准品商城').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(MSG.researchOnly)).toBeVisible();
  await expect(page.getByText(MSG.errorTitle)).toHaveCount(0);
}

const faults = [
  { name: 'rejected', shown: '演练：服务暂不可用' }, // code 0: the server's refusal is the answer to show
  { name: 'drop', shown: MSG.searchFailed }, // a reset connection: the shop's own words, never a crash
] as const;

for (const { name, shown } of faults) {
  test(`a search page keeps the header and footer when every mall call is ${name}`, async ({ page, request }) => {
    await setScenario(request, { name, message: '演练：服务暂不可用' });
    // A keyword of this journey alone: a page another journey got answered is in the storefront's cache (and is
    // rightly served while the API fails); a failed one never is.
    const res = await page.goto(`/searchCenter?keyword=${encodeURIComponent(`奥美 ${name}`)}`);
    expect(res?.status()).toBe(200);
    await expectChrome(page);
    const products = page.getByRole('region', { name: '产品' });
    await expect(products.getByRole('alert')).toHaveText(shown);
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });
}

test('the home page shows the header, and the 产品中心 mega-menu lists the mock categories', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expectChrome(page);

  await productCentre(page).hover();
  const level1 = categoryLink(page, '对照品');
  await expect(level1).toBeVisible();
  await level1.hover();
  await expect(categoryLink(page, '解热镇痛药')).toBeVisible();
  await expect(categoryLink(page, '水杨酸类')).toBeVisible();
});
