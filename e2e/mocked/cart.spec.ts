import { expect, test, type Page } from '@playwright/test';
import { mockPasswordLogin, openLoginModal } from '../support/auth';
import { setScenario } from '../support/scenario';

/*
 * The cart's failure paths against mocks/server.ts (project `mocked`): a refused insert (code 0) shows the
 * server's message and changes nothing; code -1 during an add logs the customer out (SPEC §4/§8).
 * Mock catalogue: product 1 has SKUs 11 and 12; fixture account 13800138000 / Test1234.
 */

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

const cartCount = (page: Page, n: number) => page.getByRole('banner').getByRole('link', { name: `购物车 ${n}`, exact: true });

test('insert answering code 0 shows the server message and changes nothing locally', async ({ page, request }) => {
  await page.goto('/goodsDetail/1?skuId=11');
  await mockPasswordLogin(await openLoginModal(page), page);
  await page.getByRole('button', { name: '加入购物车', exact: true }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cartCount(page, 1)).toBeVisible();

  await setScenario(request, { name: 'rejected', match: 'buy/car/insert', message: '该规格库存不足，暂不能加入购物车' });
  await page.goto('/goodsDetail/1?skuId=12');
  await expect(cartCount(page, 1)).toBeVisible();
  await page.getByRole('button', { name: '加入购物车', exact: true }).click();
  await expect(page.getByText('该规格库存不足，暂不能加入购物车')).toBeVisible();
  await expect(cartCount(page, 1)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('SHOPPING_CART'))).toBeNull();
  await page.getByTestId('sidebar-cart').click();
  await expect(page.getByTestId('cart-preview').getByRole('listitem')).toHaveCount(1);
});

test('code -1 during an add forces the logout: token gone, lists emptied, /login', async ({ page, request }) => {
  await page.goto('/goodsDetail/1?skuId=11');
  await mockPasswordLogin(await openLoginModal(page), page);
  await setScenario(request, { name: 'sessionInvalid', match: 'buy/car/insert' });
  await page.getByRole('button', { name: '加入购物车', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await setScenario(request, { name: 'normal' });
  await page.goto('/settlementCenter');
  await expect(cartCount(page, 0)).toBeVisible();
  await expect(page.getByText('购物车还是空的，去挑选商品吧')).toBeVisible();
});
