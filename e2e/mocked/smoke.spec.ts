import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '../../lib/messages';
import { MOCK_API } from '../support/ports';

/*
 * The storefront against mocks/server.ts (playwright.config.ts, project `mocked`). The category names below
 * come from mocks/fixtures/catalogue.ts, so seeing them proves the pages read the mock API. Selectors are
 * visible text and roles only: the chrome's markup is still moving.
 *
 * Order matters: the catalogue reads are kept in Next's data cache for a few minutes once they succeed
 * (failures are not cached), so the fault scenarios run first, before any page has cached a good answer.
 */

const SCENARIO_URL = `${MOCK_API}/__scenario`;

type Scenario = { name: 'normal' | 'rejected' | 'sessionInvalid' | 'slow' | 'drop'; match?: string; message?: string; delayMs?: number };

async function setScenario(request: APIRequestContext, scenario: Scenario) {
  const res = await request.post(SCENARIO_URL, { data: scenario });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

/** The header's 产品中心 entry (a link or a menu button, whichever the header renders). */
const productCentre = (page: Page) => page.getByText('产品中心', { exact: true }).first();

/** A category link in the mega-menu: its name, optionally followed by the product count "(n)". */
const categoryLink = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}\\s*(\\(\\d+\\))?\\s*›?$`) }).first();

async function expectChrome(page: Page) {
  await expect(productCentre(page)).toBeVisible();
  await expect(page.getByText('标准品商城').first()).toBeVisible();
  await expect(page.getByText(MSG.researchOnly).first()).toBeVisible(); // the footer's notice
  await expect(page.getByText(MSG.errorTitle)).toHaveCount(0);
}

for (const name of ['rejected', 'drop'] as const) {
  test(`the home page still renders when every mall call is ${name}`, async ({ page, request }) => {
    await setScenario(request, { name, message: '演练：服务暂不可用' });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expectChrome(page);
    // A failed call must not surface the server's text as if it were content.
    await expect(page.getByText('演练：服务暂不可用')).toHaveCount(0);
  });
}

test('the home page shows the header, and the 产品中心 mega-menu lists the mock categories', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expectChrome(page);

  await productCentre(page).hover();
  const level1 = categoryLink(page, '对照品');
  await expect(level1).toBeVisible();
  // Level 2 of the fixture tree; depending on the menu's design it may need its level-1 entry hovered.
  const level2 = categoryLink(page, '解热镇痛药');
  if (!(await level2.isVisible())) await level1.hover();
  await expect(level2).toBeVisible();
});
