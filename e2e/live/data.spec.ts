import { expect, test } from '@playwright/test';
import { LIVE_API as API } from '../support/ports';

const PRODUCT_API = `${API}/mall/shopping/product/api`;

/** The data centre: a record page, a library page, and 404s for bad ids, against the real mall API. */
test('a data record shows identifiers, properties, GHS and the products selling it; bad ids are 404', async ({ page, request }) => {
  const found = await (await request.post(`${PRODUCT_API}/data/search`, { data: { keyword: '62-75-9' } })).json();
  const id = found.data[0].id as number;
  const ok = await page.goto(`/searchCenter/dataSearchofStandard/dataDetail/${id}`);
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('N-亚硝基二甲胺（NDMA）');
  await expect(page.getByText('UMFJAHHVKNCGLG-UHFFFAOYSA-N').first()).toBeVisible();
  await expect(page.getByText('H350').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/dataDetail/${id}$`));
  // A script's text is not rendered text: read it as the element's content.
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"Dataset"');
  for (const bad of ['abc', '0', '999999', '1.5']) expect((await page.goto(`/searchCenter/dataSearchofStandard/dataDetail/${bad}`))?.status(), bad).toBe(404);
});

test('the data home lists the libraries; a library page lists its members; bad ids are 404', async ({ page }) => {
  await page.goto('/searchCenter/dataSearch');
  await page.getByRole('link', { name: '亚硝胺杂质', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('亚硝胺杂质');
  await expect(page.getByText('10595-95-6')).toBeVisible();
  for (const bad of ['x', '999999']) expect((await page.goto(`/searchCenter/dataSearchofStandard/secondaryLibrary/${bad}`))?.status(), bad).toBe(404);
});
