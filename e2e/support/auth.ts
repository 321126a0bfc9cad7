import { expect, type Locator, type Page } from '@playwright/test';
import { captchaAnswer, smsCode } from './outbox';

/** A mobile nobody has used yet (each test registers its own; SMS limits count per mobile). */
export function freshMobile(): string {
  const tail = `${Date.now() % 1e6}`.padStart(6, '0') + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0');
  return `17${tail}`;
}

/** The login pop-up, or the /login card. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: '欢迎登录' });

/** Opens the login pop-up from the header's user box. */
export async function openLoginModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '您好，请登录' }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Reads the shown picture code's answer from the outbox and types it. */
export async function fillCaptcha(scope: Locator | Page) {
  const picture = scope.getByRole('button', { name: '图形验证码，点击刷新' });
  await expect(picture).toHaveAttribute('data-captcha-key', /.+/);
  const key = (await picture.getAttribute('data-captcha-key'))!;
  await scope.getByLabel('图形验证码', { exact: true }).fill(await captchaAnswer(key));
}

/** Picture code → 获取验证码 → the SMS code from the outbox into the code field. */
export async function requestAndFillSmsCode(scope: Locator | Page, page: Page, mobile: string, { withCaptcha = true } = {}) {
  if (withCaptcha) await fillCaptcha(scope);
  const since = new Date();
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  await expect(scope.getByRole('button', { name: /\d+s后重试/ })).toBeDisabled();
  await scope.getByLabel('短信验证码', { exact: true }).fill(await smsCode(mobile, since));
}

/** Password-free tab (the default) of a login panel: mobile, picture code, SMS code, 登录. */
export async function loginBySms(scope: Locator | Page, page: Page, mobile: string) {
  await scope.getByRole('tab', { name: '免密登录' }).click();
  await scope.getByLabel('手机号', { exact: true }).fill(mobile);
  await requestAndFillSmsCode(scope, page, mobile);
  await scope.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** The header's user box once logged in. */
export const userMenu = (page: Page) => page.getByTestId('user-menu');

/** Logs out from the user menu, through the confirm. */
export async function logoutFromMenu(page: Page) {
  await userMenu(page).hover();
  await userMenu(page).getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定退出当前账号吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('退出登录成功')).toBeVisible();
}

/** Mocked project: logs the fixture account 13800138000 / Test1234 in by password in `scope` (the pop-up or /login). */
export async function mockPasswordLogin(scope: Locator, page: Page) {
  const tab = scope.getByRole('tab', { name: '密码登录' });
  // A click before hydration is lost: click until the tab is selected.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await scope.getByLabel('手机号/邮箱', { exact: true }).fill('13800138000');
  await scope.getByLabel('密码', { exact: true }).fill('Test1234');
  await expect(scope.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /mock-captcha-/);
  await scope.getByLabel('图形验证码', { exact: true }).fill('ABCD');
  await scope.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
}
