import { expect, test, type Page } from '@playwright/test';
import { LIVE_API as API } from '../support/ports';

/**
 * The search screens against the real mall API and its seeded catalogue: the header search and its
 * drop-down, the 综合 results, formula search and structure search with highlighted depictions.
 */

const headerBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: '请输入货号、CAS号、分子式、标准号' });
const dropdown = (page: Page) => page.getByTestId('search-dropdown');

async function headerSearch(page: Page, keyword: string) {
  await headerBox(page).fill(keyword);
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/searchCenter\\?keyword=${encodeURIComponent(keyword).replace(/[()]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: `“${keyword}”的搜索结果` })).toBeVisible();
}

test('typing 奥美 in the header finds omeprazole on /searchCenter, with its API card and the full list one click away', async ({ page, request }) => {
  // The API agrees: omeprazole is among the product cards of 奥美.
  const cards = await (await request.post(`${API}/mall/shopping/product/api/index/prodapiitem/muti/search`, { data: { keyword: '奥美' } })).json();
  expect(cards.data.map((p: { nameEn: string }) => p.nameEn)).toContain('Omeprazole');

  const hotCount = async () => {
    const hot = await (await request.get(`${API}/mall/shopping/product/api/index/hotSearch`)).json();
    return (hot.data.hotSearches as { keyword: string; count: number }[]).find((h) => h.keyword === '奥美')?.count ?? 0;
  };
  const before = await hotCount();
  await page.goto('/');
  await headerSearch(page, '奥美');
  const products = page.getByRole('region', { name: '产品' });
  await expect(products.getByTestId('product-card').filter({ hasText: 'Omeprazole' }).first()).toBeVisible();
  // 热门搜索 counts the search a person saw (the page's beacon; the page itself may come from the page cache).
  await expect.poll(hotCount, { timeout: 10_000 }).toBeGreaterThan(before);
  await expect(products.getByTestId('product-card').filter({ hasText: '73590-58-6' }).first()).toBeVisible();
  const apis = page.getByRole('region', { name: '原料药' });
  await expect(apis.getByTestId('api-card').filter({ hasText: '奥美拉唑' }).first()).toContainText(/杂质 \d+/);
  // 方法: the omeprazole monographs through the same engine, ChP first.
  await page.getByRole('navigation', { name: '搜索结果分类' }).getByRole('link', { name: /方法/ }).click();
  await expect(page).toHaveURL(/\/searchIndex\?navHandleIndex=2&keyword=/);
  await expect(page.getByTestId('method-hit').first()).toContainText('ChP');
  await expect(page.getByTestId('method-hit').first()).toContainText('奥美拉唑 · 有关物质');
  await page.goBack();
  await page.getByRole('link', { name: /查看全部 \d+ 个产品/ }).click();
  await expect(page).toHaveURL(/\/searchProduction\?keyword=/);
  await expect(page.getByTestId('product-card').filter({ hasText: 'Omeprazole' }).first()).toBeVisible();
  // The header box shows the search on screen.
  await expect(headerBox(page)).toHaveValue('奥美');
});

test('a standard number typed in the header (全部) shows that standard first among the standards; the 标准 tab lists its editions', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page, 'GB/T 601-2016');
  const standards = page.getByRole('region', { name: '法规标准' });
  await expect(standards.getByTestId('standard-hit').first()).toContainText('GB/T 601-2016');
  await standards.getByRole('link', { name: /查看全部 \d+ 个标准/ }).click();
  await expect(page).toHaveURL(/\/searchIndex\?navHandleIndex=3&keyword=/);
  await expect(page.getByTestId('standard-hit').first()).toContainText('化学试剂 标准滴定溶液的制备');
  await expect(page.getByTestId('standard-hit').nth(1)).toContainText('GB/T 601-2002');
  await expect(page.getByTestId('standard-hit').first().getByRole('link')).toHaveAttribute('href', /\/standard\/standardDetail\/\d+$/);
});

/** Searches from the header, checks the first product card, and opens it: its goods detail page. */
async function firstResultOpens(page: Page, keyword: string, nameCn: string, cas: string) {
  await page.goto('/');
  await headerSearch(page, keyword);
  const first = page.getByRole('region', { name: '产品' }).getByTestId('product-card').first();
  await expect(first).toContainText(nameCn);
  await expect(first).toContainText(cas);
  await first.getByRole('link', { name: nameCn, exact: true }).click();
  await expect(page).toHaveURL(/\/goodsDetail\/\d+/);
  const detail = page.getByTestId('goods-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(nameCn);
  await expect(detail.getByTestId('cas')).toHaveText(cas);
  return page.url();
}

test('a full CAS typed in the header puts its product first; its card opens the goods detail, the same page as /{cas}', async ({ page }) => {
  const detailUrl = await firstResultOpens(page, '73590-58-6', '奥美拉唑', '73590-58-6');
  expect((await page.goto('/73590-58-6'))?.status()).toBe(200);
  await expect(page.getByTestId('goods-detail').getByRole('heading', { level: 1 })).toHaveText('奥美拉唑');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(detailUrl).pathname}$`));
});

test('pinyin initials typed in the header find the drug first: amlz → 奥美拉唑, atftt → 阿托伐他汀钙', async ({ page }) => {
  await firstResultOpens(page, 'amlz', '奥美拉唑', '73590-58-6');
  await firstResultOpens(page, 'atftt', '阿托伐他汀钙', '134523-03-8');
});

test('a search lands in the drop-down history, which can be cleared per term and wholesale', async ({ page, context }) => {
  await page.goto('/searchCenter');
  await headerBox(page).hover();
  await expect(dropdown(page)).toBeVisible();
  await expect(dropdown(page).getByText('搜索历史')).toHaveCount(0);
  await expect(dropdown(page).getByRole('button', { name: 'GB/T 601-2016' })).toBeVisible();

  await headerSearch(page, '阿司匹林');
  await headerSearch(page, '奥美');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'resultArray')?.value).toBeTruthy();
  expect(cookies.find((c) => c.name === 'typeArray')?.value).toBe(encodeURIComponent('0,0'));

  await page.mouse.move(5, 700);
  await headerBox(page).hover();
  const history = dropdown(page).locator('section').filter({ hasText: '搜索历史' });
  await expect(history.getByRole('button', { name: '奥美', exact: true })).toBeVisible();
  await expect(history.getByRole('button', { name: '阿司匹林', exact: true })).toBeVisible();

  await history.getByRole('button', { name: '删除搜索历史“阿司匹林”' }).click();
  await expect(history.getByRole('button', { name: '阿司匹林', exact: true })).toHaveCount(0);
  await dropdown(page).getByRole('button', { name: '清空搜索历史' }).click();
  await expect(dropdown(page).getByText('搜索历史')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'resultArray')).toBeUndefined();

  // The panel hides shortly after the mouse leaves.
  await page.mouse.move(5, 700);
  await expect(dropdown(page)).toBeHidden();
});

test('an empty keyword does nothing', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page, '奥美');
  await headerBox(page).fill('   ');
  await headerBox(page).press('Enter');
  // The next search lands one history entry after 奥美: the blank Enter in between navigated nowhere.
  await headerSearch(page, '阿司匹林');
  await page.goBack();
  await expect(page).toHaveURL(/\/searchCenter\?keyword=%E5%A5%A5%E7%BE%8E$/);
});

test('formula search C9H8O4 finds aspirin', async ({ page }) => {
  await page.goto('/searchStructureFormula');
  await page.getByRole('navigation', { name: '搜索方式' }).getByRole('link', { name: '分子式搜索' }).click();
  const form = page.locator('form').filter({ has: page.getByLabel('分子式', { exact: true }) });
  await form.getByLabel('分子式', { exact: true }).fill('C9H8O4');
  await expect(form.getByLabel('精确度')).toHaveValue('100');
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/tab=formula&formula=C9H8O4&accuracy=100/);
  const aspirin = page.getByTestId('product-card').filter({ hasText: '50-78-2' });
  await expect(aspirin).toHaveCount(1);
  await expect(aspirin).toContainText('阿司匹林');
});

test('structure search: phenol (pasted SMILES) as a substructure finds paracetamol with a highlighted depiction', async ({ page, request }) => {
  await page.goto('/searchStructureFormula');
  // The editor loads on demand only.
  await expect(page.getByTestId('structure-editor')).toHaveCount(0);
  await page.getByRole('button', { name: '绘制结构' }).click();
  await expect(page.getByTestId('structure-editor').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '收起编辑器' }).click();

  const form = page.locator('form').filter({ has: page.getByLabel('结构式（SMILES 或 Molfile）') });
  await form.getByLabel('结构式（SMILES 或 Molfile）').fill('c1ccccc1O');
  await expect(form.getByRole('radio', { name: '子结构' })).toBeChecked();
  await form.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/smiles=c1ccccc1O&mode=substructure/);
  await expect(page.getByText(/找到 \d+ 个商品/)).toBeVisible();

  // Paracetamol (CAS 103-90-2) is among the hits, on whichever page the ranking puts it.
  const paracetamol = page.getByTestId('structure-hit').filter({ hasText: '103-90-2' });
  for (let i = 0; i < 10 && (await paracetamol.count()) === 0; i++) {
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(paracetamol).toHaveCount(1);
  await expect(paracetamol).toContainText('对乙酰氨基酚');

  const img = paracetamol.locator('img');
  await img.scrollIntoViewIfNeeded();
  const src = await img.getAttribute('src');
  expect(src).toMatch(/\/structure\/highlight\/\d+\.svg\?atoms=\d+(,\d+){6,}/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const svg = await request.get(`${API}${src!.replace(/^\/api/, '')}`);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');

  // An unparseable structure answers the server's message.
  await page.goto('/searchStructureFormula?smiles=xx(&mode=substructure');
  // Next's route announcer is an empty role=alert too: pick ours by its text.
  await expect(page.getByRole('alert').filter({ hasText: '无法识别的结构式' })).toBeVisible();
});
