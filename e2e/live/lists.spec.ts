import { expect, test, type Page } from '@playwright/test';
import { freshMobile } from '../support/auth';
import { addDemand, apiLogin, headerCount, insertRow, serverDemand, serverInquiry, serverRows, skusOf, useToken } from '../support/cart';

/*
 * The demand list and the inquiry, against the real mall API (project `live`), as a customer uses them:
 * click, read the message, look at the header counts, and check what the server now holds.
 */

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('demand list: moving an entry to the cart asks for a pack first, then adds it and removes it here; 移除 removes', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  const [aspirin, amlodipine] = await skusOf(request, token, ['RM-A001 100mg', 'RM-C001 100mg']);
  await addDemand(request, token, { skuId: aspirin.skuId });
  await addDemand(request, token, { productId: amlodipine.productId }); // collected without choosing a pack

  await page.goto('/demandsList');
  await expect(headerCount(page, '需求清单', 2)).toBeVisible();
  await expect(headerCount(page, '购物车', 0)).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /移\s*除/ }) });
  await expect(rows).toHaveCount(2);

  // No pack chosen yet: the move is refused with a reason and nothing changes.
  const amloRow = rows.filter({ hasText: amlodipine.name });
  await amloRow.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, '请选择规格')).toBeVisible();
  await expect(headerCount(page, '购物车', 0)).toBeVisible();

  // Choose the first pack (antd's list is virtual: the keyboard picks it), then move.
  const packs = (await serverDemand(request, token)).find((d) => d.productId === amlodipine.productId)!.skus;
  await amloRow.getByRole('combobox', { name: `${amlodipine.name} 请选择规格` }).click();
  await page.keyboard.press('Enter');
  await expect(amloRow).toContainText(packs[0].pack);
  await amloRow.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, '已加入购物车，并从需求清单移除')).toBeVisible();
  await expect(headerCount(page, '购物车', 1)).toBeVisible();
  await expect(headerCount(page, '需求清单', 1)).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await serverRows(request, token, 'buy/car')).toEqual([expect.objectContaining({ skuId: packs[0].id, num: 1 })]);
  expect((await serverDemand(request, token)).map((d) => d.skuId)).toEqual([aspirin.skuId]);

  // 移除 the other entry.
  await rows.filter({ hasText: aspirin.name }).getByRole('button', { name: /移\s*除/ }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(headerCount(page, '需求清单', 0)).toBeVisible();
  await expect(page.getByText('需求清单还是空的')).toBeVisible();
  expect(await serverDemand(request, token)).toEqual([]);
  await page.reload();
  await expect(page.getByText('需求清单还是空的')).toBeVisible();
  await expect(headerCount(page, '购物车', 1)).toBeVisible();
});

test('inquiry: submitted from the basket, then closed from its detail page after confirming', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  const [aspirin] = await skusOf(request, token, ['RM-A001 100mg']);
  await insertRow(request, token, 'inquiry/basket', aspirin.skuId, 3);

  await page.goto('/inquiryCenter');
  await expect(headerCount(page, '询价篮', 1)).toBeVisible();
  await page.getByLabel('联系人').fill('王工');
  await page.getByLabel('联系电话').fill('010-62345678');
  await page.getByLabel('单位名称').fill('北京某药物研究所');
  await page.getByRole('button', { name: '提交询价' }).click();
  await expect(toast(page, '询价单已提交，我们会尽快报价')).toBeVisible();
  await expect(page).toHaveURL(/\/inquiryCenter\/inquiryDetails\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: /询价单详情/ })).toContainText('已提交（待报价）');
  await expect(headerCount(page, '询价篮', 0)).toBeVisible();
  expect(await serverInquiry(request, token, id)).toMatchObject({ status: 'submitted', lines: [{ skuId: aspirin.skuId, num: 3 }] });

  // Cancelling the confirmation changes nothing.
  await page.getByRole('button', { name: '关闭询价单' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '关闭后将不再接收报价，确定关闭该询价单吗？' });
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  expect((await serverInquiry(request, token, id)).status).toBe('submitted');

  await page.getByRole('button', { name: '关闭询价单' }).click();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '询价单已关闭')).toBeVisible();
  await expect(page.getByRole('heading', { name: /询价单详情/ })).toContainText('已关闭');
  await expect(page.getByRole('button', { name: '关闭询价单' })).toHaveCount(0);
  expect(await serverInquiry(request, token, id)).toMatchObject({ status: 'closed', closedAt: expect.any(String) });

  // The list shows it closed too.
  await page.goto('/inquiryCenter/inquiryList');
  await expect(page.getByRole('row').filter({ hasText: `XJ${String(id).padStart(8, '0')}` })).toContainText('已关闭');
});
