import { expect, test } from '@playwright/test';
import { freshMobile, loginBySms, logoutFromMenu, openLoginModal } from '../support/auth';
import { xlsxFromRows } from '../../tests/support/xlsx';
import { smsResendAllowed } from '../support/outbox';
import { addFromDetail, apiLogin, headerCount, insertRow, serverRows, skusOf, useToken } from '../support/cart';

/*
 * Cart, inquiry basket and quick order against the real mall API (project `live`). Nothing a shopper put in
 * the cart or basket is lost or doubled across login (merge with the rows already on the server), a second
 * tab, reload and logout.
 */

test('a visitor’s cart and basket merge on SMS login with the server rows; a second tab sees them; quantity, delete, logout', async ({ page, context, request }) => {
  test.slow(); // a long journey: eight pages, a login, a second tab
  const mobile = freshMobile();
  // An earlier session of the same customer left rows on the server.
  const { token } = await apiLogin(request, mobile);
  const [aspirin, amlodipine, cipro, caffeine, amlodipineBase] = await skusOf(request, token, ['RM-A001 100mg', 'RM-C001 100mg', 'RM-I001 1g', 'RM-A070 1g', 'RM-C002 100mg']);
  await insertRow(request, token, 'buy/car', aspirin.skuId, 1); // also added by the visitor: quantities add up
  await insertRow(request, token, 'buy/car', caffeine.skuId, 2);
  await insertRow(request, token, 'inquiry/basket', amlodipineBase.skuId, 1);

  // As a visitor: three products to the cart, two to the basket.
  for (const sku of [aspirin, amlodipine, cipro]) await addFromDetail(page, sku, '加入购物车', '已加入购物车');
  for (const sku of [aspirin, amlodipine]) await addFromDetail(page, sku, '加入询价篮', '已加入询价篮');
  await expect(headerCount(page, '购物车', 3)).toBeVisible();
  await expect(headerCount(page, '询价篮', 2)).toBeVisible();
  await page.goto('/settlementCenter');
  await expect(page.getByRole('row').filter({ hasText: '登录后查看' })).toHaveCount(3);

  // Log in by SMS from the pop-up.
  await smsResendAllowed(mobile);
  const dialog = await openLoginModal(page);
  await loginBySms(dialog, page, mobile);
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();

  // Merged: 3 visitor rows + 1 server-only row; aspirin 1 + 1 = 2.
  await expect(headerCount(page, '购物车', 4)).toBeVisible();
  await expect(headerCount(page, '询价篮', 3)).toBeVisible();
  await page.goto('/settlementCenter');
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^删除 / }) });
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: aspirin.name }).getByRole('spinbutton')).toHaveValue('2');
  await expect(rows.filter({ hasText: caffeine.name }).getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByText('登录后查看')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('SHOPPING_CART'))).toBeNull();

  // A second tab (same login, its own session storage) sees the same cart after loading.
  const second = await context.newPage();
  await second.goto('/settlementCenter');
  await expect(second.getByRole('row').filter({ has: second.getByRole('button', { name: /^删除 / }) })).toHaveCount(4);

  // Quantity change goes to the server; the other tab sees it after a reload.
  const cipRow = rows.filter({ hasText: cipro.name });
  await cipRow.getByRole('spinbutton').fill('5');
  await cipRow.getByRole('spinbutton').blur();
  // The stepper settles, then sends one update.
  await expect.poll(async () => (await serverRows(request, token, 'buy/car')).find((r) => r.skuId === cipro.skuId)?.num).toBe(5);
  await second.reload();
  await expect(second.getByRole('row').filter({ hasText: cipro.name }).getByRole('spinbutton')).toHaveValue('5');

  // Delete.
  await rows.filter({ hasText: amlodipine.name }).getByRole('button', { name: /^删除 / }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await second.close();

  // Logout empties the local lists.
  await logoutFromMenu(page);
  await expect(headerCount(page, '购物车', 0)).toBeVisible();
  await expect(headerCount(page, '询价篮', 0)).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('SHOPPING_CART'), sessionStorage.getItem('INTER_QUOTATION')])).toEqual([null, null]);
});

test('quick order: good, unknown and ambiguous lines; all resolved lines go to the cart in one call', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  await page.goto('/quickOrder');
  await page.getByLabel('货号或CAS号，每行一个').fill('RM-A001 100mg 2\nXX-404 1\nRM-C001 3');
  await page.getByRole('button', { name: /解\s*析/ }).click();
  await expect(page.getByRole('cell', { name: '已识别', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '未找到', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '未找到该货号或CAS号', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '请选择规格', exact: true })).toBeVisible();
  await expect(page.getByText('可加入')).toContainText('1 / 3');

  await page.getByRole('combobox', { name: '第 3 行 规格' }).click();
  // antd's list is virtual: pick the first pack (100mg) with the keyboard.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'RM-C001' }).getByRole('combobox')).toBeVisible();
  await expect(page.getByText('可加入')).toContainText('2 / 3');
  // The line no longer asks for a pack once one is chosen.
  await expect(page.getByRole('cell', { name: '已选规格', exact: true })).toBeVisible();
  await expect(page.getByText('请选择规格')).toHaveCount(0);

  const batch = page.waitForRequest((r) => r.url().includes('/buy/car/batchInsert'));
  await page.getByRole('button', { name: '全部加入购物车' }).click();
  expect((await batch).postDataJSON().items).toHaveLength(2);
  await expect(page.getByText('已加入购物车 2 种商品')).toBeVisible();
  await expect(headerCount(page, '购物车', 2)).toBeVisible();
  await page.goto('/settlementCenter');
  await expect(page.getByRole('row').filter({ hasText: 'RM-A001' }).getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByRole('row').filter({ hasText: 'RM-C001' }).getByRole('spinbutton')).toHaveValue('3');
});

test('quick order from an .xlsx: a refused file keeps the typed text; the sheet resolves good and unknown lines and adds to the cart', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  const [aspirin, amlodipine] = await skusOf(request, token, ['RM-A001 100mg', 'RM-C001 100mg']);
  // The zip reader (fflate; its message 'invalid zip data' survives minifying) loads only when an .xlsx is picked.
  const zipReaderLoads: string[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js') && (await res.text().catch(() => '')).includes('invalid zip data')) zipReaderLoads.push(res.url());
  });
  await page.goto('/quickOrder');
  await page.waitForLoadState('networkidle');
  expect(zipReaderLoads).toEqual([]);
  const box = page.getByLabel('货号或CAS号，每行一个');
  await box.fill('RM-A070 1g 1');
  const file = page.getByTestId('quick-file');
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  await file.setInputFiles({ name: '旧订单.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) });
  await expect(page.getByRole('alert').filter({ hasText: '不支持旧版 Excel（.xls）文件' })).toBeVisible();
  await file.setInputFiles({ name: '订单.xlsx', mimeType: XLSX, buffer: Buffer.from('RM-A001,2\n') });
  await expect(page.getByRole('alert').filter({ hasText: '无法读取该 Excel 文件：文件已损坏或不是 .xlsx 格式' })).toBeVisible();
  await expect(box).toHaveValue('RM-A070 1g 1');
  expect(zipReaderLoads).toHaveLength(1);

  // Header row, a blank row, a skipped cell, and 3 stored as a number: read as Excel shows them.
  const sheet = xlsxFromRows([['货号', '规格', '数量'], ['RM-A001', '100mg', 2], [], ['XX-404', null, 1], ['RM-C001', '100mg', 3]]);
  await file.setInputFiles({ name: '采购清单.xlsx', mimeType: XLSX, buffer: Buffer.from(sheet) });
  await expect(box).toHaveValue('RM-A001 100mg 2\nXX-404 1\nRM-C001 100mg 3');
  await expect(page.getByRole('cell', { name: '已识别', exact: true })).toHaveCount(2);
  await expect(page.getByRole('cell', { name: '未找到该货号或CAS号', exact: true })).toBeVisible();
  await expect(page.getByText('可加入')).toContainText('2 / 3');
  await expect(page.getByRole('alert').filter({ hasText: '无法读取' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/wt-xlsx-quickorder.png', fullPage: true });

  await page.getByRole('button', { name: '全部加入购物车' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '已加入购物车 2 种商品' })).toBeVisible();
  await expect(headerCount(page, '购物车', 2)).toBeVisible();
  const rows = await serverRows(request, token, 'buy/car');
  expect(rows.map((r) => [r.skuId, r.num]).sort()).toEqual([[aspirin.skuId, 2], [amlodipine.skuId, 3]].sort());
});
