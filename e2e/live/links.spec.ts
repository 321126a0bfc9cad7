import { expect, test, type Page } from '@playwright/test';
import { freshMobile } from '../support/auth';
import { apiLogin, useToken } from '../support/cart';

/*
 * No link of the chrome — header (top bar, user box, search, nav with its drop-downs),
 * footer, side bar, the personal centre's and the help centre's menus — leads to a 404. Every distinct
 * same-site href is requested as the browser would (redirects followed: a gated page answers the login page
 * for a visitor) and must answer below 400.
 */

const CHROME = 'header a[href], footer a[href], nav a[href], aside a[href]';

async function chromeLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page.locator(CHROME).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0]))];
}

async function expectAllAnswer(page: Page, urls: string[]) {
  const broken: string[] = [];
  for (const url of urls) {
    const res = await page.request.get(url, { maxRedirects: 5 });
    if (res.status() >= 400) broken.push(`${res.status()} ${url}`);
  }
  expect(broken, 'links of the chrome that do not answer a page').toEqual([]);
}

test('every link of the header, footer, side bar and help menu answers a page (visitor)', async ({ page }) => {
  test.setTimeout(180_000);
  const urls = new Set([...(await chromeLinks(page, '/')), ...(await chromeLinks(page, '/helpCenter/memberProblem'))]);
  expect(urls.size).toBeGreaterThan(40);
  await expectAllAnswer(page, [...urls]);
});

test('every link of the personal centre menu and the user menu answers a page (logged in)', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, freshMobile());
  await useToken(context, baseURL!, token);
  const urls = await chromeLinks(page, '/personalCenter');
  await expect(page.getByRole('navigation', { name: '个人中心' })).toBeVisible();
  expect(urls.length).toBeGreaterThan(20);
  await expectAllAnswer(page, urls);
});
