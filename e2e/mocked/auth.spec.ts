import { expect, test } from '@playwright/test';
import { openLoginModal, userMenu } from '../support/auth';
import { setScenario } from '../support/scenario';

/*
 * Accounts against mocks/server.ts (project `mocked`). The mock accepts any 4-character picture code, SMS
 * code 123456, and 13800138000 / Test1234 (mocks/handlers/user.ts).
 */

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

const tokenCookie = async (page: import('@playwright/test').Page) => (await page.context().cookies()).find((c) => c.name === 'token');

test('password login with the fixture account shows its name', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号/邮箱', { exact: true }).fill('13800138000');
  await dialog.getByLabel('密码', { exact: true }).fill('Test1234');
  await expect(dialog.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /mock-captcha-/);
  await dialog.getByLabel('图形验证码', { exact: true }).fill('ABCD');
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(userMenu(page)).toContainText('测试采购员');
  expect((await tokenCookie(page))?.value).toMatch(/^mock-token-1-/);
});

test("a rejected accountLogin shows the server's message and the visitor stays logged out", async ({ page, request }) => {
  await setScenario(request, { name: 'rejected', match: 'accountLogin', message: '演练：账号已被冻结，请联系客服' });
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号/邮箱', { exact: true }).fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('Test1234');
  await expect(page.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /mock-captcha-/);
  await page.getByLabel('图形验证码', { exact: true }).fill('ABCD');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('演练：账号已被冻结，请联系客服')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
  await expect(page.getByText('登录成功', { exact: true })).toHaveCount(0);
});

test('code -1 on selectUser at start-up: the app goes to /login and clears the token cookie', async ({ page, request, baseURL }) => {
  await setScenario(request, { name: 'sessionInvalid', match: 'selectUser' });
  await page.context().addCookies([
    { name: 'token', value: 'mock-token-1-1', url: baseURL! },
    { name: 'userName', value: encodeURIComponent('测试采购员'), url: baseURL! },
    { name: 'loginStatus', value: '1', url: baseURL! },
  ]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('登录已失效，请重新登录')).toBeVisible();
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('userName');
  expect(names).not.toContain('loginStatus');
});

test('a broken connection while sending the SMS code shows the network toast', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /mock-captcha-/);
  await setScenario(request, { name: 'drop', match: 'getMsgCode' });
  await page.getByLabel('手机号', { exact: true }).fill('13800138000');
  await page.getByLabel('图形验证码', { exact: true }).fill('ABCD');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('服务器异常，请稍后重试')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible(); // no countdown: nothing was sent
});

test('a call that outlasts the 16 s timeout shows the network-fault toast', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '图形验证码，点击刷新' })).toHaveAttribute('data-captcha-key', /mock-captcha-/);
  await setScenario(request, { name: 'slow', match: 'getMsgCode', delayMs: 19_000 });
  await page.getByLabel('手机号', { exact: true }).fill('13800138000');
  await page.getByLabel('图形验证码', { exact: true }).fill('ABCD');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('网络故障，请稍后重试')).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
});

test('the Open Platform callback with an unbound WeChat identity goes on to /register with the noBind_ token', async ({ page }) => {
  await page.goto('/login/wxLogin?code=new-user&state=s1');
  await expect(page).toHaveURL(/\/register\?token=noBind_/);
  await expect(page.getByText('您的微信账号尚未绑定手机号')).toBeVisible();
  await expect(page.getByLabel('图形验证码', { exact: true })).toHaveCount(0);
});

test('the Open Platform callback with a bound identity logs in and goes home', async ({ page }) => {
  await page.goto('/login/wxLogin?code=bound&state=s2');
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page)).toContainText('测试采购员');
});
