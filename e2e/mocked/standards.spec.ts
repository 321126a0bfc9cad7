import { expect, test } from '@playwright/test';

/*
 * Standards against mocks/server.ts (project `mocked`, fixtures in mocks/fixtures/standards.ts): an empty result,
 * code 0 answers (an unknown number, an unknown standard), and a fixture standard with its materials.
 */

test('a keyword nothing matches shows the empty state with the way to the number search', async ({ page }) => {
  await page.goto('/searchCenter/dataSearchofStandard?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E6%A0%87%E5%87%86');
  await expect(page.getByTestId('standards-empty')).toContainText('抱歉，没有找到相关标准');
  await page.getByTestId('standards-empty').getByRole('link', { name: '按标准号检索' }).click();
  await expect(page).toHaveURL(/\/searchCenter\/SearchStandardNumber$/);
});

test('a number we do not hold says so; an unknown code or id (code 0) is the 404 page', async ({ page }) => {
  await page.goto('/searchCenter/SearchStandardNumber?number=HJ%209999');
  await expect(page.getByTestId('standards-empty')).toContainText('未收录标准 HJ 9999');
  await page.goto('/searchCenter/SearchStandardNumber?number=abc');
  await expect(page.getByTestId('number-invalid')).toHaveText('请按 GB/T 601-2016 的格式输入标准号');
  expect((await page.goto('/standard/GB-99999-2020'))?.status()).toBe(404);
  expect((await page.goto('/standard/standardDetail/999'))?.status()).toBe(404);
});

test('the fixture standard by its URL code shows its materials, the sold one linked', async ({ page }) => {
  expect((await page.goto('/standard/HJ-809-2016'))?.status()).toBe(200);
  const detail = page.getByTestId('standard-detail');
  await expect(detail.getByTestId('standard-material')).toHaveCount(2);
  await expect(detail.getByTestId('material-product')).toHaveAttribute('href', '/goodsDetail/9');
  await expect(detail.getByTestId('standard-material').nth(1)).toContainText('暂未销售');
});
