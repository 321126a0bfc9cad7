import { expect, test } from '@playwright/test';
import { member } from '../../lib/api/contract/member';
import { voucher } from '../../lib/api/contract/voucher';
import { freshMobile } from '../support/auth';
import { apiLogin, skusOf, useToken } from '../support/cart';
import { apiCall, asBuyer, solidPng } from '../support/compliance';
import { adminHeaders } from '../support/operator';

/*
 * Member assets against the real mall API (project `live`): 问题反馈 with two images (the operator adopts it
 * and the reward voucher shows in 我的优惠券), a visited product in 我的足迹, a favourite in 我的收藏.
 */

test('feedback with two images reaches the operator; adopting it gives a 100-yuan voucher shown in 我的优惠券', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  await page.goto('/');
  await page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('button', { name: '问题反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '问题反馈' });
  await dialog.getByLabel('反馈内容').fill('希望商品页能直接下载历史批次的 COA');
  await dialog.getByLabel('姓名').fill('赵工');
  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByLabel('添加图片', { exact: true }).setInputFiles([
    { name: '截图1.png', mimeType: 'image/png', buffer: solidPng(24, [200, 80, 60]) },
    { name: '截图2.png', mimeType: 'image/png', buffer: solidPng(24, [60, 80, 200]) },
  ]);
  await expect(dialog.getByRole('button', { name: /^删除图片 / })).toHaveCount(2);
  await dialog.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.getByText('感谢您的反馈，我们会尽快核实并回复您')).toBeVisible();
  await expect(dialog).toBeHidden();

  const listed = await apiCall(request, member.operatorSuggestions, { query: { adopted: '0' } }, adminHeaders());
  const mine = listed.find((s) => s.content === '希望商品页能直接下载历史批次的 COA')!;
  expect(mine.images).toHaveLength(2);
  const adopted = await apiCall(request, member.operatorAdopt, { params: { id: mine.id }, body: {} }, adminHeaders());
  expect(adopted.credited).toBe(true);
  expect(adopted.voucher?.face).toBe(10_000);

  // SPEC §9: the reward is a 100-yuan voucher, in the author's 我的优惠券 (the points mall); the points stay the sign-up 100.
  await page.goto('/pointsMallCenter');
  await page.getByRole('tab', { name: '兑换记录' }).click();
  await expect(page.getByRole('row').filter({ hasText: adopted.voucher!.name })).toContainText('¥100.00');
  expect((await apiCall(request, voucher.mine, { query: {} }, asBuyer(token))).map((v) => [v.name, v.source])).toEqual([[adopted.voucher!.name, 'feedback']]);
  expect((await apiCall(request, member.pointsSummary, {}, asBuyer(token))).balance).toBe(100);
});

test('a product page visited shows under 今天 in 我的足迹', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  const [aspirin] = await skusOf(request, token, ['RM-A001 100mg']);
  await useToken(context, baseURL!, token);
  // The footprint is sent after the page has loaded (fire-and-forget): wait for it before leaving.
  const recorded = page.waitForResponse((r) => r.url().includes('/access/log/record'));
  await page.goto(`/goodsDetail/${aspirin.productId}`);
  await recorded;
  await page.goto('/personalCenter/history');
  const today = page.getByRole('region', { name: '今天' });
  await expect(today.getByRole('link', { name: aspirin.name })).toBeVisible();
});

test('☆收藏 on a product page puts it in 我的收藏', async ({ page, context, request, baseURL }) => {
  const { token } = await apiLogin(request, freshMobile());
  const [amlodipine] = await skusOf(request, token, ['RM-C001 100mg']);
  await useToken(context, baseURL!, token);
  await page.goto(`/goodsDetail/${amlodipine.productId}`);
  await page.getByRole('button', { name: '☆收藏' }).click();
  await expect(page.getByText('已收藏，可在「我的收藏」中查看')).toBeVisible();
  await expect(page.getByRole('button', { name: '★已收藏' })).toBeVisible();
  await page.goto('/personalCenter/myCollection');
  await expect(page.getByText('共 1 件商品')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: amlodipine.name }).getByRole('button', { name: /加入购物车/ })).toBeEnabled();
});
