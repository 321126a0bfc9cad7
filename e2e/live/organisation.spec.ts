import { expect, test, type Page } from '@playwright/test';
import { org } from '../../lib/api/contract/org';
import { freshMobile, loginBySms, logoutFromMenu, openLoginModal } from '../support/auth';
import { apiCall, factOf, solidPng } from '../support/compliance';
import { adminHeaders } from '../support/operator';

/*
 * Organisations end to end against the real mall API: a buyer verifies an enterprise on the
 * personal centre, the operator approves it through the API (the back office is not part of the shop),
 * the buyer adds a sub-account by mobile, and that person logs in by SMS code and sees the organisation.
 */

/** A unified social credit code nobody used in this run: 91 + 310115 (上海市浦东新区) + a random body, and the GB 32100 check character computed here. */
function freshCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const body = Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
  const first17 = `91310115${body}`;
  const sum = [...first17].reduce((s, c, i) => s + chars.indexOf(c) * weights[i], 0);
  return first17 + chars[(31 - (sum % 31)) % 31];
}

async function smsLoginFromHeader(page: Page, mobile: string) {
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await loginBySms(dialog, page, mobile);
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
}

test('verify an enterprise (operator approves), add a sub-account that then logs in and sees the organisation', async ({ page, request }) => {
  const name = `上海浦东示例检测技术有限公司${Date.now() % 100000}`;
  const creditCode = freshCreditCode();
  await smsLoginFromHeader(page, freshMobile());

  await page.goto('/personalCenter');
  const card = page.locator('#enterprise');
  await expect(card.getByText('您还没有所属机构')).toBeVisible();
  await card.getByLabel('企业名称', { exact: true }).fill(name);
  await card.getByLabel('统一社会信用代码', { exact: true }).fill(creditCode);
  await card.getByLabel('法定代表人', { exact: true }).fill('张示例');
  await card.getByLabel('机构类型', { exact: true }).click();
  // antd's options are a virtual list (its role=option items are hidden): click the shown item by its title.
  await page.locator('.ant-select-item-option[title="检测机构"]').click();
  await card.getByLabel('营业执照', { exact: true }).setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: solidPng(64, [200, 40, 40]) });
  await card.getByRole('button', { name: '提交认证' }).click();
  await expect(card.getByText('企业认证审核中，通常 1-2 个工作日内完成')).toBeVisible();

  // The operator approves through the API.
  const queue = await apiCall(request, org.operatorList, { query: { status: 1 } }, adminHeaders());
  const mine = queue.find((o) => o.creditCode === creditCode)!;
  expect(mine.name).toBe(name);
  await apiCall(request, org.operatorReview, { params: { id: mine.id }, body: { decision: 'approve' } }, adminHeaders());
  await page.reload();
  await expect(page.locator('#enterprise').getByText('企业已认证')).toBeVisible();
  await expect(factOf(page, '所属机构')).toHaveText(name);

  // 新增子账号 by a new mobile, as 采购员.
  const subMobile = freshMobile();
  await page.locator('#enterprise').getByRole('link', { name: '账号管理' }).click();
  await expect(page).toHaveURL(/\/personalCenter\/accountManagement$/);
  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByLabel('手机号', { exact: true }).fill(subMobile);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已添加子账号，对方可用该手机号通过短信验证码登录')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${subMobile.slice(0, 3)}****${subMobile.slice(-4)}` });
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('正常');
  await logoutFromMenu(page);

  // The sub-account logs in by SMS code and sees the organisation and its role.
  await smsLoginFromHeader(page, subMobile);
  await page.goto('/personalCenter');
  await expect(factOf(page, '所属机构')).toHaveText(name);
  const subCard = page.locator('#enterprise');
  await expect(subCard.getByText('企业已认证')).toBeVisible();
  await expect(subCard.getByText('采购员', { exact: true })).toBeVisible();
});
