import { expect, test } from '@playwright/test';
import { tinyPdf } from '../../tests/support/pdf';
import { mockPasswordLogin, openLoginModal } from '../support/auth';
import { solidPng } from '../support/compliance';

/*
 * The after-sales form's photo checks against mocks/server.ts (project `mocked`), with SPEC §5's words:
 * png or jpeg only, at most 2 MB, at most 3. A file the browser lets through (named and typed as a PNG)
 * but whose bytes are not one is refused by the API with the same message. A refused file is never listed.
 * Mock fixtures: account 13800138000 / Test1234, who has one shipped order (2 × 对乙酰氨基酚 200mg, mocks/server.ts).
 */

const WRONG_TYPE = '只能上传格式正确的图片（PNG、JPG）';

test('a refused photo on the after-sales form shows SPEC §5’s message: wrong type, too big, not really a PNG, a fourth photo', async ({ page }) => {
  test.slow(); // a login, the order centre, the order and the form
  await page.goto('/goodsDetail/1?skuId=11');
  await mockPasswordLogin(await openLoginModal(page), page);

  // From the shipped order's page: 申请售后 on its line.
  await page.goto('/orderCenter');
  await page.getByRole('tab', { name: /^已发货/ }).click();
  await page.getByRole('article').filter({ hasText: '对乙酰氨基酚' }).first().getByRole('link', { name: '订单详情' }).click();
  await expect(page).toHaveURL(/\/orderCenter\/orderDetaile\?id=\d+$/);
  await page.getByRole('row').filter({ hasText: '对乙酰氨基酚' }).getByRole('link', { name: '申请售后' }).click();
  await expect(page).toHaveURL(/\/afterSalesCenter\/afterApplication\?orderId=\d+&lineId=\d+$/);

  const form = page.getByRole('form', { name: '申请售后' });
  await expect(form.getByText('支持 PNG、JPG 格式，最多 3 张，每张不超过 2MB')).toBeVisible();
  const picker = form.getByLabel('添加图片', { exact: true });
  const refusal = form.getByRole('alert');
  const listed = form.getByRole('button', { name: /^删除图片 / });
  const png = solidPng(16, [120, 150, 180]);

  // Not an image type: refused in the browser, nothing listed.
  await picker.setInputFiles({ name: '说明书.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(refusal).toContainText(WRONG_TYPE);
  await expect(listed).toHaveCount(0);

  // A PNG over 2 MB.
  await picker.setInputFiles({ name: '高清照片.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(refusal).toContainText('图片大小不能超过 2MB');
  await expect(listed).toHaveCount(0);

  // Named and typed as a PNG, but GIF bytes: the API refuses it with the same words.
  await picker.setInputFiles({ name: '改了扩展名.png', mimeType: 'image/png', buffer: Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex') });
  await expect(refusal).toContainText(WRONG_TYPE);
  await expect(listed).toHaveCount(0);

  // Three real photos are taken and listed; a fourth is refused.
  await picker.setInputFiles(['破损1.png', '破损2.png', '破损3.png'].map((name) => ({ name, mimeType: 'image/png', buffer: png })));
  await expect(listed).toHaveCount(3);
  await expect(refusal).toHaveCount(0);
  await expect(picker).toBeEnabled();
  await picker.setInputFiles({ name: '破损4.png', mimeType: 'image/png', buffer: png });
  await expect(refusal).toContainText('最多只能上传 3 张图片');
  await expect(listed).toHaveCount(3);
});
