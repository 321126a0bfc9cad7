import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, smsResendAllowed } from '../support/outbox';
import { fillCaptcha, freshMobile, loginBySms, loginDialog, logoutFromMenu, openLoginModal, requestAndFillSmsCode, userMenu } from '../support/auth';

/*
 * Accounts end to end against the real mall API (project `live`, CAPTCHA_PROVIDER=test): picture and SMS
 * codes are read from the outboxes in liveDataDir, as a person trying the shop would read the console.
 * Every test uses its own new mobile; the one that texts a mobile twice waits for the resend window, which this
 * run's API keeps at 1 s (E2E_SMS_RESEND_SECONDS).
 */

async function expectLoggedIn(page: Page, name: string) {
  await expect(userMenu(page)).toContainText(name);
  await expect(page.getByRole('button', { name: '您好，请登录' })).toHaveCount(0);
}

async function registerWithPassword(page: Page, mobile: string, password: string) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: '用户注册' });
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  await requestAndFillSmsCode(form, page, mobile);
  await form.getByLabel('登录密码（选填）', { exact: true }).fill(password);
  await form.getByLabel('确认密码', { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: /^注\s*册$/ }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('SMS login through the pop-up, stays logged in across a reload, logs out from the user menu', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await expect(dialog.getByRole('tab', { name: '免密登录' })).toHaveAttribute('aria-selected', 'true');
  await loginBySms(dialog, page, mobile);

  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(page.getByText('欢迎登录商城平台')).toBeVisible();
  await expect(dialog).toBeHidden();
  // A new mobile is registered on the spot, without a name: the fallback is shown.
  await expectLoggedIn(page, '惊鸿而过');
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['token', 'userName', 'loginStatus']));

  await page.reload();
  await expectLoggedIn(page, '惊鸿而过');

  await logoutFromMenu(page);
  await expect(page.getByRole('button', { name: '您好，请登录' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
});

test('a wrong picture code shows the server message and a new picture', async ({ page }) => {
  await page.goto('/login');
  const picture = page.getByRole('button', { name: '图形验证码，点击刷新' });
  await expect(picture).toHaveAttribute('data-captcha-key', /.+/);
  const first = await picture.getAttribute('data-captcha-key');
  const right = await captchaAnswer(first!);
  await page.getByLabel('手机号', { exact: true }).fill(freshMobile());
  await page.getByLabel('图形验证码', { exact: true }).fill(right === 'AAAA' ? 'BBBB' : 'AAAA');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('图形验证码错误，请刷新后重试')).toBeVisible();
  await expect(picture).not.toHaveAttribute('data-captcha-key', first!);
});

test('register with a password on /register, then log in on the password tab with 记住我', async ({ page }) => {
  const mobile = freshMobile();
  const password = 'Refmall2026';
  await registerWithPassword(page, mobile, password);
  await expectLoggedIn(page, '惊鸿而过');
  await logoutFromMenu(page);

  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号/邮箱', { exact: true }).fill(mobile);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await fillCaptcha(dialog);
  await dialog.getByRole('checkbox', { name: '记住我' }).check();
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expectLoggedIn(page, '惊鸿而过');
  // 记住我: the login cookies live as long as the 30-day session.
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
});

test('forgotten password: reset with an SMS code, then log in with the new password', async ({ page }) => {
  test.slow(); // a long journey: register, log out, reset, log in
  const mobile = freshMobile();
  await registerWithPassword(page, mobile, 'OldPass2026');
  await logoutFromMenu(page);
  // One SMS per mobile per resend window, whatever the purpose (1 s in this run): the reset code waits for it.
  await smsResendAllowed(mobile);

  await page.goto('/login/forgetThePassword');
  const form = page.getByRole('form', { name: '找回密码' });
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  await requestAndFillSmsCode(form, page, mobile);
  await form.getByLabel('新密码', { exact: true }).fill('NewPass2026');
  await form.getByLabel('确认新密码', { exact: true }).fill('NewPass2026');
  await form.getByRole('button', { name: /确认修改/ }).click();
  // Unticked consent: the error look, and nothing is sent.
  await expect(form.getByText('请阅读并勾选同意用户协议和隐私政策')).toBeVisible();
  await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await form.getByRole('button', { name: /确认修改/ }).click();
  await expect(page.getByText('密码修改成功，请使用新密码登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('手机号/邮箱', { exact: true }).fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill('NewPass2026');
  await fillCaptcha(page);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectLoggedIn(page, '惊鸿而过');
});

test('WeChat QR: a second browser confirms the scan, the first binds a mobile and is logged in', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  const qr = dialog.getByTestId('login-qr');
  await expect(qr).toHaveAttribute('data-qr-url', /\/login\/weChatLogin\?scene=/);
  await expect(qr.locator('svg')).toBeVisible();
  const qrUrl = new URL((await qr.getAttribute('data-qr-url'))!);
  await expect(dialog.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('href', qrUrl.href);

  // The "phone": another browser context. The QR's origin is the API's PUBLIC_ORIGIN; this run serves the
  // shop at baseURL, so only the path and query are taken from it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const phonePage = await phone.newPage();
  await phonePage.goto(new URL(qrUrl.pathname + qrUrl.search, baseURL).href);
  await expect(phonePage.getByText('确认以微信身份登录标准品商城？')).toBeVisible();
  const nickname = `扫码${Date.now() % 100000}`;
  await phonePage.getByLabel('微信昵称', { exact: true }).fill(nickname);
  await phonePage.getByRole('button', { name: /确认登录/ }).click();
  await expect(phonePage.getByText('已确认，请回到电脑上继续操作。')).toBeVisible();
  await phone.close();

  // Poll code 1: a new WeChat identity binds a phone (no picture code: the bind key is the proof).
  const bind = dialog.getByTestId('bind-phone');
  await expect(bind).toBeVisible();
  await expect(bind).toContainText(`${nickname}，扫码成功`);
  const mobile = freshMobile();
  await bind.getByLabel('手机号', { exact: true }).fill(mobile);
  await requestAndFillSmsCode(bind, page, mobile, { withCaptcha: false });
  await bind.getByRole('button', { name: /绑定并登录/ }).click();
  await expect(page.getByText('手机号绑定成功！')).toBeVisible();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expectLoggedIn(page, nickname);
});

test('a gated path sends a visitor to /login?redirect and the login lands there', async ({ page }) => {
  await page.goto('/personalCenter');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalCenter$/);
  await loginBySms(page, page, freshMobile());
  // The success toast may be gone by the time the navigation has finished: the URL and the user box prove it.
  await expect(page).toHaveURL(/\/personalCenter$/);
  await expect(page.getByText('惊鸿而过').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await expect(page.getByText('未认证', { exact: true })).toBeVisible();
  // needAuthentication=1 prompts real-name verification for a customer who has not done it.
  await page.goto('/personalCenter?needAuthentication=1');
  await expect(page.getByRole('alert').filter({ hasText: '您还未完成实名认证' })).toBeVisible();
});

test('a visitor clicking 快速下单 in the header gets the login pop-up and lands on /quickOrder after an SMS login', async ({ page }) => {
  await page.goto('/');
  // Start-up has looked at the cookies (the user box shows): the header's links now take a visitor's click.
  await expect(page.getByRole('button', { name: '您好，请登录' })).toBeVisible();
  const quickOrder = page.getByRole('banner').getByRole('link', { name: '快速下单', exact: true });
  await expect(quickOrder).toHaveAttribute('href', '/quickOrder');
  await quickOrder.click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  // The pop-up, not the /login page: the visitor stays where they were until logged in.
  await expect(page).toHaveURL(/\/$/);

  await loginBySms(dialog, page, freshMobile());
  await expect(page).toHaveURL(/\/quickOrder$/);
  await expect(page.getByRole('heading', { name: '快速下单', exact: true })).toBeVisible();
  await expect(page.getByLabel('货号或CAS号，每行一个')).toBeVisible();
  await expectLoggedIn(page, '惊鸿而过');
});

test('logging out on a protected page goes to /login', async ({ page }) => {
  await page.goto('/');
  await loginBySms(await openLoginModal(page), page, freshMobile());
  await expectLoggedIn(page, '惊鸿而过');
  await page.goto('/personalCenter');
  await expect(page.getByRole('heading', { name: '个人信息' })).toBeVisible();
  await logoutFromMenu(page);
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('token');
});

test('the simulated phone page says so when the QR is unknown or expired', async ({ page }) => {
  await page.goto('/login/weChatLogin?scene=0000');
  await expect(page.getByText('二维码已失效，请在电脑上刷新二维码后重新扫码。')).toBeVisible();
});

test('the agreement and privacy page has its sections and the effective date', async ({ page }) => {
  await page.goto('/agreementPrivacy#privacy-cookies');
  await expect(page.getByRole('heading', { name: '用户协议', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '隐私政策', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '二、Cookie 与浏览器本地存储' })).toBeInViewport();
  await expect(page.getByText('生效日期：2026年11月22日')).toBeVisible();
});
