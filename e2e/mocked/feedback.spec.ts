import { expect, test } from '@playwright/test';
import { tinyPdf } from '../../tests/support/pdf';
import { mockPasswordLogin, openLoginModal } from '../support/auth';
import { solidPng } from '../support/compliance';

/*
 * The 问题反馈 dialog's image checks against mocks/server.ts (project `mocked`), with SPEC §5's words: png or
 * jpeg only (judged by the file's bytes), under 2 MB, at most 3. A refused file is never shown.
 * Mock fixture: account 13800138000 / Test1234.
 */

const WRONG_TYPE = '只能上传格式正确的图片（PNG、JPG）';

test('a refused image in the feedback dialog shows SPEC §5’s message: wrong type, not really a PNG, too big', async ({ page }) => {
  await page.goto('/goodsDetail/1?skuId=11');
  await mockPasswordLogin(await openLoginModal(page), page);

  await page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('button', { name: '问题反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '问题反馈' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('支持 PNG、JPG 格式，最多 3 张，每张不超过 2MB')).toBeVisible();
  const picker = dialog.getByLabel('添加图片', { exact: true });
  const refusal = dialog.getByRole('alert');
  const shown = dialog.getByRole('button', { name: /^删除图片 / });
  const png = solidPng(16, [120, 150, 180]);

  await picker.setInputFiles({ name: '说明书.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(refusal).toContainText(WRONG_TYPE);
  await picker.setInputFiles({ name: '改了扩展名.png', mimeType: 'image/png', buffer: Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex') });
  await expect(refusal).toContainText(WRONG_TYPE);
  await picker.setInputFiles({ name: '高清截图.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(refusal).toContainText('图片大小不能超过 2MB');
  await expect(shown).toHaveCount(0);

  // A real PNG is taken.
  await picker.setInputFiles({ name: '截图.png', mimeType: 'image/png', buffer: png });
  await expect(shown).toHaveCount(1);
  await expect(refusal).toHaveCount(0);
});
