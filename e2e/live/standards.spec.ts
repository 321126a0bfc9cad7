import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginDialog } from '../support/auth';
import { LIVE_API as API } from '../support/ports';

/*
 * Standards against the real mall API and its seed: a number typed any way finds its standard, the standard page
 * lists the reference materials it requires with our products, the catch-all URL shows the same standard, and the
 * goods detail links back to the standards that cite the product.
 *
 * The journey starts at the number search (/searchCenter/SearchStandardNumber), the screen made for a standard's
 * number; the header search box with type 全部 is another way in.
 */

const PRODUCT_API = `${API}/mall/shopping/product/api`;

async function standardByCode(request: APIRequestContext, code: string) {
  const res = await (await request.get(`${PRODUCT_API}/standard/byCode?code=${encodeURIComponent(code)}`)).json();
  expect(res.code, res.message).toBe(1);
  return res.data as { id: number; number: string; materials: { nameCn: string; product: { id: number; nameCn: string } | null }[] };
}

test('GB/T 601-2016 typed in the number search finds the standard; its page lists the required materials with our products', async ({ page, request }) => {
  const api = await standardByCode(request, 'GB/T 601-2016');
  const sold = api.materials.filter((m) => m.product);
  expect(sold.length).toBeGreaterThan(0);

  await page.goto('/searchCenter/SearchStandardNumber');
  await page.getByRole('main').getByLabel('标准号', { exact: true }).fill('GB/T 601-2016');
  await page.getByRole('main').getByRole('button', { name: '检索', exact: true }).click();
  await expect(page).toHaveURL(/\/searchCenter\/SearchStandardNumber\?number=GB%2FT(%20|\+)601-2016$/);
  const rows = page.getByTestId('standard-row');
  await expect(rows.filter({ hasText: 'GB/T 601-2016' })).toContainText('现行');
  // Every edition is listed with its status.
  await expect(rows.filter({ hasText: 'GB/T 601-2002' })).toContainText('废止');

  await rows.filter({ hasText: 'GB/T 601-2016' }).getByRole('link', { name: 'GB/T 601-2016' }).click();
  await expect(page).toHaveURL(new RegExp(`/standard/standardDetail/${api.id}$`));
  const detail = page.getByTestId('standard-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toContainText('GB/T 601-2016 化学试剂 标准滴定溶液的制备');
  const materials = detail.getByTestId('standard-material');
  await expect(materials).toHaveCount(api.materials.length);
  for (const m of sold) await expect(detail.getByTestId('material-product').filter({ hasText: m.product!.nameCn })).toHaveAttribute('href', `/goodsDetail/${m.product!.id}`);
  await expect(detail.getByRole('button', { name: '全部加入购物车' })).toBeEnabled();
  // The page names its canonical URL and carries JSON-LD.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/standard/standardDetail/${api.id}$`));
  // A script's text is not rendered text (hasText does not see it): read the elements' content.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.filter((t) => t.includes('"TechArticle"'))).toHaveLength(1);

  // A visitor's 全部加入购物车 opens the login pop-up.
  await detail.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('GBT601 and gb 5009.3 are found as well; the catch-all shows the standard, a malformed or unknown code is a 404', async ({ page, request }) => {
  await page.goto('/searchCenter/SearchStandardNumber?number=GBT601');
  await expect(page.getByTestId('standard-row').filter({ hasText: 'GB/T 601-2016' })).toBeVisible();
  await page.goto('/searchCenter/SearchStandardNumber?number=gb%205009.3');
  await expect(page.getByTestId('standard-row').filter({ hasText: 'GB 5009.3-2016' })).toBeVisible();

  const api = await standardByCode(request, 'GB-T-601-2016');
  expect((await page.goto('/standard/GB-T-601-2016'))?.status()).toBe(200);
  await expect(page.getByTestId('standard-number')).toHaveText('GB/T 601-2016');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/standard/standardDetail/${api.id}$`));
  expect((await page.goto('/standard/NOT-A-NUMBER'))?.status()).toBe(404);
  expect((await page.goto('/standard/GB-99999-2020'))?.status()).toBe(404);
  expect((await page.goto('/standard/standardDetail/abc'))?.status()).toBe(404);
  expect((await page.goto('/standard/standardDetail/987654'))?.status()).toBe(404);
});

test('the nav 法规标准 list filters by status; the goods detail lists the standards citing the product', async ({ page, request }) => {
  await page.goto('/searchCenter/dataSearchofStandard');
  await page.getByTestId('filter-status').getByRole('link', { name: '废止' }).click();
  await expect(page).toHaveURL(/status=%E5%BA%9F%E6%AD%A2/);
  await expect(page.getByTestId('standard-row').first()).toContainText('废止');

  const caffeine = await (await request.get(`${PRODUCT_API}/prodproduct/byBrandCode?brandName=refmall&code=RM-A070`)).json();
  await page.goto(`/goodsDetail/${caffeine.data.id}`);
  const refs = page.getByTestId('product-references');
  await expect(refs.getByRole('heading', { name: '相关方法与标准' })).toBeVisible();
  await refs.getByRole('link', { name: 'GB 5009.139-2014' }).click();
  await expect(page.getByTestId('standard-detail')).toContainText('饮料中咖啡因的测定');
});
