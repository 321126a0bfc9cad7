import { expect, test } from '@playwright/test';
import { FIRST_VISIT } from '../support/guide';

/*
 * SPEC §2/§4 first-visit guide, as a new visitor meets it: seven steps over the header with 下一步, then it
 * stays away (the firstlogin cookie, 30000 hours). Every other spec runs as a returning visitor
 * (playwright.config.ts storageState); this one starts with a browser that has never been here.
 */
test.use({ storageState: FIRST_VISIT });

const STEPS = ['产品中心', '药典方法', '法规标准', '行业数据', '定制产品', '证书下载', '快速下单'];

test('a first visit shows the guide; 下一步 walks its seven steps to the end; after a reload it is not shown', async ({ page, context }) => {
  await page.goto('/');
  const guide = page.getByRole('dialog', { name: '新手引导' });
  await expect(guide).toBeVisible();

  for (const [i, title] of STEPS.entries()) {
    await expect(guide.getByRole('heading', { name: title })).toBeVisible();
    await expect(guide.getByText(`${i + 1} / 7`, { exact: true })).toBeVisible();
    if (i < STEPS.length - 1) await guide.getByRole('button', { name: '下一步' }).click();
  }
  await expect(guide.getByRole('button', { name: '下一步' })).toHaveCount(0);
  await guide.getByRole('button', { name: '完成' }).click();
  await expect(guide).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === 'firstlogin');
  expect(cookie?.value).toBe('1');
  // The shop asks for 30000 hours (SPEC §9; the unit test checks the request); Chromium keeps a cookie at most
  // 400 days, so the browser's expiry is somewhere between 399 days and 30000 hours from now.
  const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(399 * 24);
  expect(hours).toBeLessThanOrEqual(30_000);

  await page.reload();
  // The header's client islands are running (the guide would have opened by now).
  await expect(page.getByRole('button', { name: '您好，请登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(guide).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '产品中心' })).toBeVisible();
});
