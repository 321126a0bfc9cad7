import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshMobile, loginBySms, openLoginModal, userMenu } from '../support/auth';

/*
 * Screenshots of the account screens for a person to look at — only when AUTH_SCREENS_DIR is set:
 *   AUTH_SCREENS_DIR=/tmp/auth-screens npx playwright test e2e/live/auth-screens.spec.ts
 */
const dir = process.env.AUTH_SCREENS_DIR;
test.skip(!dir, 'set AUTH_SCREENS_DIR to take the account screenshots');
const shot = (name: string) => path.join(dir ?? '', `${name}.png`);

test('login pop-up, each tab, and the QR expiry mask', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await expect(dialog.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /.+/);
  await page.screenshot({ path: shot('modal-1-sms') });
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog.getByText('请输入手机号', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('modal-1-sms-errors') });

  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await expect(dialog.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /.+/);
  await page.screenshot({ path: shot('modal-2-password') });

  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  await expect(dialog.getByTestId('login-qr')).toHaveAttribute('data-qr-state', 'active');
  await page.screenshot({ path: shot('modal-0-qr') });
  await page.clock.fastForward(61_000);
  await expect(dialog.getByText('二维码已失效')).toBeVisible();
  await page.screenshot({ path: shot('modal-0-qr-expired') });
});

test('service pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /.+/);
  await page.screenshot({ path: shot('page-login') });

  await page.goto('/login/forgetThePassword');
  await page.getByRole('button', { name: /确认修改/ }).click();
  await expect(page.getByText('请阅读并勾选同意用户协议和隐私政策')).toBeVisible();
  await page.screenshot({ path: shot('page-forget-consent-error'), fullPage: true });

  await page.goto('/register');
  await expect(page.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /.+/);
  await page.screenshot({ path: shot('page-register'), fullPage: true });

  await page.goto('/agreementPrivacy');
  await page.screenshot({ path: shot('page-agreement') });
  await page.goto('/agreementPrivacy#agreement-research-use');
  await page.screenshot({ path: shot('page-agreement-research-use') });
  await page.goto('/agreementPrivacy#privacy-cookies');
  await page.screenshot({ path: shot('page-agreement-cookies') });
});

test('simulated phone and the bind form', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  const qr = dialog.getByTestId('login-qr');
  await expect(qr).toHaveAttribute('data-qr-url', /scene=/);
  const url = new URL((await qr.getAttribute('data-qr-url'))!);
  const phone = await browser.newContext({ viewport: { width: 390, height: 760 }, locale: 'zh-CN', isMobile: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  const p = await phone.newPage();
  await p.goto(new URL(url.pathname + url.search, baseURL).href);
  await expect(p.getByText(/确认以微信身份登录/)).toBeVisible();
  await p.screenshot({ path: shot('phone-confirm') });
  await p.getByLabel('微信昵称').fill('截图用户');
  await p.getByRole('button', { name: /确认登录/ }).click();
  await expect(p.getByText('已确认，请回到电脑上继续操作。')).toBeVisible();
  await p.screenshot({ path: shot('phone-confirmed') });
  await phone.close();
  await expect(dialog.getByTestId('bind-phone')).toBeVisible();
  await page.screenshot({ path: shot('modal-0-bind') });
});

test('user menu', async ({ page }) => {
  await page.goto('/');
  await page.screenshot({ path: shot('header-visitor'), clip: { x: 0, y: 0, width: 1440, height: 180 } });
  const dialog = await openLoginModal(page);
  await loginBySms(dialog, page, freshMobile());
  await expect(page.getByText('欢迎登录商城平台')).toBeVisible();
  await userMenu(page).hover();
  await expect(userMenu(page).getByRole('link', { name: '会员中心' })).toBeVisible();
  await page.screenshot({ path: shot('header-user-menu'), clip: { x: 0, y: 0, width: 1440, height: 320 } });
});
