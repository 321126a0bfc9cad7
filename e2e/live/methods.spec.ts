import { expect, test } from '@playwright/test';
import { freshMobile } from '../support/auth';
import { apiLogin, headerCount, serverRows, useToken } from '../support/cart';

/*
 * The methods journey against the real mall API (project `live`): nav 药典方法 → 奥美拉唑 →
 * ChP 有关物质 → the standards it needs → 全部加入购物车 (one call) → the cart holds them. Plus the 404s of
 * the methods routes and the methods search.
 */

test('药典方法 → 奥美拉唑 → ChP 有关物质 → its standards → 全部加入购物车 puts them all in the cart', async ({ page, context, request, baseURL }) => {
  test.slow();
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: '药典方法', exact: true }).first().click();
  await expect(page).toHaveURL(/\/methods$/);
  await expect(page.getByRole('heading', { level: 1, name: '药典方法' })).toBeVisible();

  await page.getByTestId('methods-index').getByRole('link', { name: '奥美拉唑', exact: true }).first().click();
  await expect(page).toHaveURL(/\/methods\/73590-58-6$/);
  await expect(page.getByRole('heading', { level: 1, name: '奥美拉唑药典方法' })).toBeVisible();

  const chp = page.getByRole('region', { name: /中国药典（ChP/ });
  await chp.getByRole('link', { name: '奥美拉唑 有关物质' }).click();
  await expect(page).toHaveURL(/\/methods\/methodDetaile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ChP 奥美拉唑 有关物质' })).toBeVisible();

  const table = page.getByRole('table', { name: '所需标准品' });
  const rows = table.getByTestId('method-standard');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '杂质Ⅰ' })).toContainText('88546-55-8');
  await expect(rows.filter({ hasText: '杂质Ⅰ' })).toContainText('系统适用性对照品');
  await expect(rows.filter({ hasText: '73590-58-6' })).toContainText('对照品');

  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已将 2 种标准品加入购物车' })).toBeVisible();
  await expect(headerCount(page, '购物车', 2)).toBeVisible();
  const server = await serverRows(request, token, 'buy/car');
  expect(server).toHaveLength(2);
  expect(server.every((r) => r.num === 1)).toBe(true);

  await page.getByRole('link', { name: '去购物车结算' }).click();
  const cartRows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^删除 / }) });
  await expect(cartRows).toHaveCount(2);
  await expect(cartRows.filter({ hasText: '奥美拉唑砜' })).toHaveCount(1);
});

test('a visitor’s 全部加入购物车 opens the login pop-up', async ({ page }) => {
  await page.goto('/methods/omeprazole');
  await expect(page.getByRole('heading', { level: 1, name: '奥美拉唑药典方法' })).toBeVisible();
  await page.getByRole('region', { name: /欧洲药典（EP/ }).getByRole('link', { name: 'Omeprazole 有关物质' }).click();
  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByRole('dialog', { name: '欢迎登录' })).toBeVisible();
});

test('the methods search: keyword, toggles, empty result', async ({ page }) => {
  await page.goto('/searchCenter/methodsSeach');
  const box = page.getByRole('searchbox', { name: '关键词' });
  await box.fill('奥美拉唑 有关物质');
  await expect(box).toHaveValue('奥美拉唑有关物质');
  await page.getByTestId('methods-search').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('searchbox', { name: '关键词' })).toHaveCount(0);
  await expect(page.getByTestId('api-item').filter({ hasText: '奥美拉唑' })).toHaveCount(1);

  await page.goto('/searchCenter/methodsSeach');
  await page.getByRole('group', { name: '化合物类别' }).getByRole('button', { name: '苯并咪唑类' }).click();
  await expect(page).toHaveURL(/typeIds=/);
  await expect(page.getByTestId('api-item').filter({ hasText: '兰索拉唑' })).toHaveCount(1);
  await page.getByRole('button', { name: '清空筛选' }).click();
  await expect(page).not.toHaveURL(/typeIds=/);

  await page.goto('/searchCenter/methodsSeach?keyword=不存在的原料药');
  await expect(page.getByText('抱歉，没有找到相关商品')).toBeVisible();
});

test('unknown APIs, bad and unknown method ids are the 404 page', async ({ page }) => {
  for (const path of ['/methods/不存在的原料药', '/methods/00-00-0', '/methods/methodDetaile/abc', '/methods/methodDetaile/999999', '/methods/methodDetaile/0']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  for (const path of ['/methods/奥美拉唑', '/methods/Omeprazole', '/methods/73590-58-6']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/methods\/73590-58-6$/);
  }
});

test('the method page HTML, without JavaScript, carries the method, its standards and TechArticle JSON-LD; the sitemap lists the methods', async ({ request }) => {
  const api = await request.get('/methods/73590-58-6');
  expect(api.status()).toBe(200);
  const apiHtml = await api.text();
  expect(apiHtml).toContain('<title>奥美拉唑药典方法 - 标准品商城</title>');
  expect(apiHtml).toContain('"@type":"ItemList"');
  const detailPath = apiHtml.match(/href="(\/methods\/methodDetaile\/\d+)"/)?.[1];
  expect(detailPath).toBeTruthy();

  const pages = await (await request.get('/sitemaps/sitemap/0.xml')).text();
  expect(pages).toContain('/methods/73590-58-6');
  expect(pages).toContain(detailPath!);

  const detail = await request.get(detailPath!);
  expect(detail.status()).toBe(200);
  const html = await detail.text();
  expect(html).toContain('"@type":"TechArticle"');
  expect(html).toContain('rel="canonical"');
  expect(html).toContain('所需标准品');
});
