import { expect, test } from '@playwright/test';
import { LIVE_API as API } from '../support/ports';

/*
 * News and help centre against the real mall API and its seed: a visitor reads a news
 * article from the home page's 新闻资讯 block, and finds a help answer from the footer's help columns.
 */

const newest = async (request: import('@playwright/test').APIRequestContext) => {
  const res = await (await request.post(`${API}/mall/shopping/product/api/index/news/data/search`, { data: { pageNo: 1, pageSize: 12 } })).json();
  expect(res.code, res.message).toBe(1);
  return res.data as { id: number; title: string; categoryName: string }[];
};

test('read a news article from the home page: the article, its category crumb, source and neighbours', async ({ page, request }) => {
  const [first] = await newest(request);
  await page.goto('/');
  const block = page.getByRole('region', { name: '新闻资讯' });
  await expect(block).toBeVisible();
  await block.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`/newsInformation/advisoryDetails/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  const crumbs = page.getByRole('navigation', { name: /面包屑|当前位置/ });
  await expect(crumbs.getByRole('link', { name: first.categoryName })).toBeVisible();
  await expect(page.getByText('下一篇：')).toBeVisible();
  await expect(page.getByRole('heading', { name: '相关资讯' })).toBeVisible();
  // The article's structured data and the feed link are in the HTML.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.filter((text) => text.includes('"Article"'))).toHaveLength(1);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  // The category page lists it too.
  await crumbs.getByRole('link', { name: first.categoryName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.categoryName);
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
});

test('find a help answer from the footer: 支付方式说明 opens the article on 对公转账, and the help menu leads to the login help', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: '支付方式说明' }).click();
  await expect(page).toHaveURL(/\/helpCenter\/memberProblem\?topic=pay-methods$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付方式');
  await expect(page.getByRole('heading', { name: '对公转账' })).toBeVisible();
  await expect(page.getByText('转账时请在备注中填写')).toBeVisible();
  // The left menu is the help tree: its 账号与登录 group opens the login help.
  const menu = page.getByRole('navigation', { name: '帮助中心' });
  await menu.getByRole('link', { name: '登录方式说明' }).click();
  await expect(page).toHaveURL(/\/helpCenter\/loginProblem\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录方式说明');
  await expect(page.getByRole('heading', { name: '免密登录（短信验证码）' })).toBeVisible();
});
