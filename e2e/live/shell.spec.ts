import { expect, test } from '@playwright/test';
import { LIVE_API as API } from '../support/ports';

test('home page shows the header, the mega-menu from the real category tree, the footer and the side bar', async ({ page, request }) => {
  const tree = await (await request.post(`${API}/mall/shopping/product/api/prodcategory/list`, { data: {} })).json();
  const root = tree.data[0];
  const child = root.children[0];

  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: '产品中心' })).toBeVisible();
  await nav.getByRole('link', { name: '产品中心' }).hover();
  await expect(page.getByRole('link', { name: new RegExp(child.name) }).first()).toBeVisible();
  await expect(page.getByText('本站所售产品仅用于科学研究').first()).toBeVisible();
  await expect(page.getByText('返回顶部').or(page.getByRole('button', { name: /客服/ })).first()).toBeAttached();
});

test('the main nav marks only the current section, and the mega-menu closes after a click in it', async ({ page, request }) => {
  const tree = await (await request.post(`${API}/mall/shopping/product/api/prodcategory/list`, { data: {} })).json();
  const root = tree.data[0];

  await page.goto('/brandCenter');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expect(nav.getByRole('link', { name: '品牌中心' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '产品中心' })).not.toHaveAttribute('aria-current', /.*/);

  await nav.getByRole('link', { name: '产品中心' }).hover();
  const category = nav.getByRole('link', { name: new RegExp(root.name) }).first();
  await expect(category).toBeVisible();
  await category.click();
  await expect(page).toHaveURL(/\/productCenter\/productClassifyList\/\d+/);
  await expect(category).toBeHidden();
  await expect(nav.getByRole('link', { name: '产品中心' })).toHaveAttribute('aria-current', 'true');
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** The text of raw HTML as a reader without JavaScript sees it: no scripts, no tags. */
const rawText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test("every kind of 404 has the 404 page's text and its way home in the raw HTML (no JavaScript)", async ({ request }) => {
  // An unmatched address, a single segment that is no CAS number, an unknown id, a malformed one, a help article of the other section.
  for (const path of ['/no/such/page', '/no-such-page', '/goodsDetail/99999999', '/standard/standardDetail/abc', '/methods/methodDetaile/987654', '/helpCenter/loginProblem?id=11']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(rawText(html), path).toContain('This page could not be found');
    expect(html, path).toMatch(/<a [^>]*href="\/"[^>]*>返回首页<\/a>/);
  }
});

test('an address whose percent-encoding does not decode answers 400 in Chinese, not a 500', async ({ page }) => {
  const res = await page.goto('/goodsDetail/%E4%');
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: '网址有误' })).toBeVisible();
  await expect(page.getByText('百分号编码（%）不完整')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an iPhone is sent to /mobileView', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobileView$/);
  await context.close();
});

test('a narrow desktop window is sent to /mobileView by the client check', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobileView$/);
  await context.close();
});

test('the /mobileView round trip: the page is kept, widening returns there, and a reload stays there', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  const page = await context.newPage();
  await page.goto('/brandCenter');
  await expect(page).toHaveURL(/\/mobileView\?from=%2FbrandCenter$/);
  await expect(page.getByText(/\/brandCenter$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '返回电脑版' })).toHaveAttribute('href', '/brandCenter');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page).toHaveURL(/\/brandCenter$/);
  await page.reload();
  await expect(page).toHaveURL(/\/brandCenter$/);
  await context.close();
});

test('a login-gated path without a session goes to /login and remembers where it was going', async ({ page }) => {
  await page.goto('/personalCenter');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalCenter/);
});
