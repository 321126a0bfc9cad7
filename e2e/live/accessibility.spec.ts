import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { htmlcsIssues, isFault } from '../support/htmlcs';

/*
 * Axe finds no violation of any impact on any page family (a test, not a timing). The pages
 * a visitor reaches from the chrome, with the seeded shop's data; each is checked once it has finished loading.
 */
const PAGES: [string, string][] = [
  ['home', '/'],
  ['product list', '/productCenter/productClassifyList/0'],
  ['goods detail', '/goodsDetail/1'],
  ['/{cas}', '/50-78-2'],
  ['search results', `/searchCenter?keyword=${encodeURIComponent('奥美拉唑')}`],
  ['product search', `/searchProduction?keyword=${encodeURIComponent('阿司匹林')}`],
  ['structure search', '/searchStructureFormula'],
  ['methods', '/methods'],
  ['all methods', '/methods/allTheMethods'],
  ['standards', '/standard'],
  ['news', '/newsInformation'],
  ['help', '/helpCenter/loginProblem'],
  ['brands', '/brandCenter'],
  ['downloads', '/downloadCenter'],
  ['company', '/enterpriseIntroduction'],
  ['points mall', '/pointsMallCenter'],
  ['custom synthesis', '/customizedServices'],
  ['quick order', '/quickOrder'],
  ['demand list', '/demandsList'],
  ['cart', '/settlementCenter'],
  ['login', '/login'],
  ['register', '/register'],
  ['agreement', '/agreementPrivacy'],
  ['mobile view', '/mobileView'],
];

/**
 * Two rules axe leaves off by default and Lighthouse's accessibility audit turns on: WCAG 2.5.8 target size and
 * 2.5.3 label in name (bench/lighthouse.ts found both; docs/adr/0010-accessibility-and-form-refusals.md).
 */
const EXTRA_RULES = { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } };

test('axe: no violations on any page family (visitor, 1440 px)', async ({ page }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const [name, path] of PAGES) {
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
    for (const v of violations) found.push(`${name} ${path}: ${v.id} (${v.impact}) × ${v.nodes.length} — ${v.nodes[0]?.target.join(' ')}`);
  }
  expect(found, 'axe violations').toEqual([]);
});

/**
 * HTML_CodeSniffer (pa11y's engine) finds no error, no heading before the page's h1 and no data table without a
 * caption on a handful of page families: the chrome (header, side bar, footer) on each, the help centre's menu, and
 * the pages with tables (method, standard, data record, method comparison, agreement).
 */
const HTMLCS_PAGES: [string, string][] = [
  ['home', '/'],
  ['goods detail', '/goodsDetail/1'],
  ['help', '/helpCenter/memberProblem'],
  ['method', '/methods/methodDetaile/1'],
  ['standard', '/standard/standardDetail/1'],
  ['data record', '/searchCenter/dataSearchofStandard/dataDetail/1'],
  ['methods contrast', '/methods/methodsContrast?apiItemId=1'],
  ['agreement', '/agreementPrivacy'],
];

test('htmlcs (pa11y): no errors, headings in order, captioned tables on the page families', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const [name, path] of HTMLCS_PAGES) {
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBe(200);
    for (const issue of (await htmlcsIssues(page)).filter(isFault)) found.push(`${name} ${path}: ${issue.code} — ${issue.element}`);
  }
  expect(found, 'htmlcs faults').toEqual([]);
});

/** The login forms in the states a page load does not show: each tab of /login, its messages, and the pop-up. */
test('axe: no violations in the login tabs, their error messages and the login pop-up', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const check = async (name: string) => {
    const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
    for (const v of violations) found.push(`${name}: ${v.id} (${v.impact}) × ${v.nodes.length} — ${v.nodes[0]?.target.join(' ')}`);
  };
  await page.goto('/login', { waitUntil: 'networkidle' });
  for (const tab of ['扫码登录', '密码登录']) {
    const button = page.getByRole('tab', { name: tab });
    // A click before hydration is lost: click until the tab is open.
    await expect(async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    await page.waitForLoadState('networkidle');
    await check(`/login ${tab}`);
  }
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await check('/login 密码登录 with its messages');

  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^注\s*册$/ }).click();
  await expect(page.getByText('请阅读并勾选同意用户协议和隐私政策')).toBeVisible();
  await check('/register with its messages');

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '您好，请登录' }).click();
  await expect(page.getByRole('dialog', { name: '欢迎登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('login pop-up over the home page');
  expect(found, 'axe violations').toEqual([]);
});
