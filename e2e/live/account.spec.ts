import { expect, test, type Page } from '@playwright/test';
import { mailCode } from '../support/outbox';
import { fillCaptcha, freshMobile, loginBySms, logoutFromMenu, openLoginModal, userMenu } from '../support/auth';

/*
 * Account security end to end against the real mall API (project `live`): a new mobile logs in by SMS, then
 * works on /personalCenter/accountSecurity. Codes come from the outboxes in liveDataDir (SMS, picture, e-mail).
 */

const SECURITY = '/personalCenter/accountSecurity';

async function newCustomerOnSecurityPage(page: Page): Promise<string> {
  const mobile = freshMobile();
  await page.goto('/login');
  await loginBySms(page, page, mobile);
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await page.goto(SECURITY);
  await expect(page.getByRole('heading', { name: '账户安全' })).toBeVisible();
  return mobile;
}

const itemRow = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.locator('strong', { hasText: title }) });

test('sets a first password, changes it with the old one, and logs in with the new one', async ({ page }) => {
  const mobile = await newCustomerOnSecurityPage(page);
  await expect(page.getByText('建议完善：登录密码、邮箱绑定、实名认证')).toBeVisible();

  await itemRow(page, '登录密码').getByRole('button', { name: /设\s*置/ }).click();
  let dialog = page.getByRole('dialog', { name: '设置登录密码' });
  await dialog.getByLabel('新密码', { exact: true }).fill('First2026a');
  await dialog.getByLabel('确认密码', { exact: true }).fill('First2026a');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('登录密码设置成功')).toBeVisible();

  await itemRow(page, '登录密码').getByRole('button', { name: /修\s*改/ }).click();
  dialog = page.getByRole('dialog', { name: '修改登录密码' });
  await dialog.getByLabel('原密码', { exact: true }).fill('First2026a');
  await dialog.getByLabel('新密码', { exact: true }).fill('Second2026b');
  await dialog.getByLabel('确认密码', { exact: true }).fill('Second2026b');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('密码修改成功，其他设备已退出登录')).toBeVisible();

  await page.goto('/');
  await logoutFromMenu(page);
  const login = await openLoginModal(page);
  await login.getByRole('tab', { name: '密码登录' }).click();
  await login.getByLabel('手机号/邮箱', { exact: true }).fill(mobile);
  await login.getByLabel('密码', { exact: true }).fill('Second2026b');
  await fillCaptcha(login);
  await login.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(userMenu(page)).toContainText('惊鸿而过');
});

test('binds an e-mail with the code from the mail outbox', async ({ page }) => {
  const mobile = await newCustomerOnSecurityPage(page);
  const email = `qa.${mobile}@refmall-test.cn`;

  await itemRow(page, '邮箱绑定').getByRole('button', { name: /绑\s*定/ }).click();
  const dialog = page.getByRole('dialog', { name: '绑定邮箱' });
  await dialog.getByLabel('邮箱', { exact: true }).fill(email);
  const since = new Date();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送至邮箱，10分钟内有效')).toBeVisible();
  await dialog.getByLabel('邮箱验证码', { exact: true }).fill(await mailCode(email, since));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('邮箱绑定成功')).toBeVisible();
  await expect(itemRow(page, '邮箱绑定')).toContainText(`已绑定 ${email}`);
});
