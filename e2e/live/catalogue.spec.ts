import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIVE_API as API } from '../support/ports';

/* The catalogue against the live API: lists, filters, sorts, view mode, pager, goods detail, catch-alls, SEO. */

const PRODUCT_API = `${API}/mall/shopping/product/api`;
const LIST = '/productCenter/productClassifyList/0';

async function brandNamed(request: APIRequestContext, name: string) {
  const brands = await (await request.post(`${PRODUCT_API}/brand/list`, { data: {} })).json();
  const brand = brands.data.find((b: { name: string }) => b.name === name);
  expect(brand, `seed brand ${name}`).toBeTruthy();
  return brand as { id: number; name: string; productCount: number };
}

async function productByCas(request: APIRequestContext, cas: string) {
  const res = await (await request.get(`${PRODUCT_API}/prodproduct/byCas/${cas}`)).json();
  expect(res.code).toBe(1);
  return res.data as {
    id: number;
    nameCn: string;
    nameEn: string;
    cas: string;
    formula: string;
    mw: number;
    code: string;
    categoryPath: { id: number; name: string }[];
    skus: { id: number; pack: string; price: number; stock: number }[];
  };
}

/** Fen → the shop's '¥1,234.50'. */
const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const filterRow = (page: Page, key: string) => page.locator(`[data-filter="${key}"]`);
const cards = (page: Page) => page.getByTestId('product-card');

test('a list filters by brand and pages with the jump box (integers 1..last only)', async ({ page, request }) => {
  const brand = await brandNamed(request, '谱源杂质');
  const last = Math.ceil(brand.productCount / 10);
  expect(last).toBeGreaterThan(2);

  await page.goto(LIST);
  await filterRow(page, 'brand').getByRole('link', { name: brand.name, exact: true }).click();
  await expect(page).toHaveURL(/brandName=/);
  expect(new URL(page.url()).searchParams.getAll('brandName')).toEqual([brand.name]);
  await expect(page.getByText(`共 ${brand.productCount} 种商品`).first()).toBeVisible();
  await expect(page.locator('[data-chip="brand"]')).toContainText(`品牌：${brand.name}`);
  await expect(cards(page)).toHaveCount(10);
  for (const text of await page.getByTestId('card-brand').allTextContents()) expect(text.trim()).toBe(brand.name);

  const pager = page.getByRole('navigation', { name: '分页' });
  const box = pager.getByRole('textbox');
  for (const wrong of ['0', String(last + 1), '2.5', 'abc']) {
    await box.fill(wrong);
    await pager.getByRole('button', { name: '确定' }).click();
    await expect(pager.getByRole('alert')).toHaveText(`请输入 1-${last} 之间的整数页码`);
    expect(new URL(page.url()).searchParams.get('pageNo')).toBeNull();
  }
  await box.fill(String(last));
  await pager.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(new RegExp(`pageNo=${last}$`));
  await expect(cards(page)).toHaveCount(brand.productCount - (last - 1) * 10);
  await expect(pager.getByText('末页')).toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: '上一页' }).click();
  await expect(page).toHaveURL(new RegExp(`pageNo=${last - 1}$`));
  for (const text of await page.getByTestId('card-brand').allTextContents()) expect(text.trim()).toBe(brand.name);

  // Removing the chip drops the filter.
  await page.locator('[data-chip="brand"]').click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('sorts by molecular weight, ascending and descending', async ({ page }) => {
  const mws = async () => (await page.getByTestId('card-mw').allTextContents()).map(Number);
  await page.goto(LIST);
  await page.getByRole('link', { name: '分子量升序' }).click();
  await expect(page).toHaveURL(/sort=mw-asc/);
  await expect(page.getByRole('link', { name: '分子量升序' })).toHaveAttribute('aria-current', 'true');
  const up = await mws();
  expect(up).toHaveLength(10);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await page.getByRole('link', { name: '分子量降序' }).click();
  await expect(page).toHaveURL(/sort=mw-desc/);
  await expect(page.getByRole('link', { name: '分子量降序' })).toHaveAttribute('aria-current', 'true');
  const down = await mws();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down[0]).toBeGreaterThan(up[0]);
});

test('the view mode is kept in the viewMode cookie across a reload', async ({ page, context }) => {
  await page.goto(LIST);
  await expect(page.locator('[data-view="grid"]')).toBeVisible();
  await page.getByRole('button', { name: /列表/ }).click();
  await expect(page.locator('[data-view="list"]')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'viewMode')?.value).toBe('2');
  await page.reload();
  await expect(page.locator('[data-view="list"]')).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(10);
  await expect(page.getByRole('button', { name: /列表/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /大图/ }).click();
  await expect(page.locator('[data-view="grid"]')).toBeVisible();
});

test('goods detail shows the facts and, to a visitor, every package with its list price; add to cart keeps the item', async ({ page, request }) => {
  const aspirin = await productByCas(request, '50-78-2');
  await page.goto(`/goodsDetail/${aspirin.id}`);
  const detail = page.getByTestId('goods-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(aspirin.nameCn);
  await expect(detail.getByText(aspirin.nameEn).first()).toBeVisible();
  await expect(detail.getByTestId('cas')).toHaveText(aspirin.cas);
  await expect(detail.getByTestId('formula')).toHaveText(aspirin.formula);
  await expect(detail.getByTestId('mw')).toHaveText(aspirin.mw.toFixed(2));
  // List prices for everyone (SPEC §6 hides prices in the cart only).
  await expect(page.getByTestId('sku-option').getByTestId('sku-price')).toHaveText(aspirin.skus.map((s) => yuan(s.price)));
  await expect(page.getByText('登录后查看', { exact: true })).toHaveCount(0);

  await page.getByTestId('sku-option').nth(1).click();
  await expect(page).toHaveURL(/skuId=\d+/);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  const cart = JSON.parse((await page.evaluate(() => sessionStorage.getItem('SHOPPING_CART'))) ?? '[]');
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({ productId: aspirin.id, number: 1, name: aspirin.nameCn, carId: null, price: aspirin.skus[1].price, specification: [{ propName: '规格' }] });
});

test('an impurity links its parent drug and lists the family', async ({ page, request }) => {
  const impurity = await productByCas(request, '123-30-8');
  await page.goto(`/goodsDetail/${impurity.id}`);
  await expect(page.getByTestId('parent-link')).toHaveText('对乙酰氨基酚');
  await expect(page.getByRole('heading', { name: '该原料药的杂质' })).toBeVisible();
  await page.getByRole('link', { name: /查看全部/ }).click();
  await expect(page).toHaveURL(/\/productCenter\/productDetailList\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('对乙酰氨基酚 及其杂质、中间体');
});

test('/{cas}: a valid CAS shows the product, a wrong check digit is a 404, static routes still win', async ({ page }) => {
  const ok = await page.goto('/50-78-2');
  expect(ok?.status()).toBe(200);
  await expect(page.getByTestId('goods-detail').getByRole('heading', { level: 1 })).toHaveText('阿司匹林');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/goodsDetail\/\d+$/);

  const missing = await page.goto('/50-78-3');
  expect(missing?.status()).toBe(404);
  // The 404 names the CAS number and what is wrong with it, in the body and the title.
  await expect(page.getByRole('heading', { level: 1, name: 'CAS 号 50-78-3 无效' })).toBeVisible();
  await expect(page).toHaveTitle(/CAS 号 50-78-3 无效/);
  const absent = await page.goto('/7732-18-5');
  expect(absent?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '未找到 CAS 号为 7732-18-5 的商品' })).toBeVisible();
  await expect(page).toHaveTitle(/未找到 CAS 号为 7732-18-5 的商品/);

  expect((await page.goto('/brandCenter'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('品牌中心');
  expect((await page.goto('/productCenter'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心');
});

test('/{brandName}/{brandCode} shows the goods; an unknown code is a 404', async ({ page, request }) => {
  const aspirin = await productByCas(request, '50-78-2');
  const brand = (await (await request.get(`${PRODUCT_API}/prodproduct/detail/${aspirin.id}`)).json()).data.brandName as string;
  expect((await page.goto(`/${encodeURIComponent(brand)}/${aspirin.code}`))?.status()).toBe(200);
  await expect(page.getByTestId('cas')).toHaveText('50-78-2');
  expect((await page.goto(`/${encodeURIComponent(brand)}/NO-SUCH-CODE`))?.status()).toBe(404);
});

test('a brand page lists only that brand’s products', async ({ page, request }) => {
  const brand = await brandNamed(request, '痕析');
  await page.goto(`/brandCenter/branParticulars/${brand.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  await expect(page.getByText(`共 ${brand.productCount} 种商品`).first()).toBeVisible();
  const names = await page.getByTestId('card-brand').allTextContents();
  expect(names.length).toBe(Math.min(10, brand.productCount));
  for (const n of names) expect(n.trim()).toBe(brand.name);
});

test('/sitemap.xml is a sitemap index of pages with the products; /robots.txt points at it', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs).toContain('/sitemaps/sitemap/0.xml');
  expect(locs).toContain('/sitemaps/sitemap/1.xml');
  const pages = await (await request.get('/sitemaps/sitemap/0.xml')).text();
  expect(pages).toContain('/productCenter/productClassifyList/');
  expect(pages).toContain('/brandCenter/branParticulars/');
  const products = await request.get('/sitemaps/sitemap/1.xml');
  expect(products.status()).toBe(200);
  const urls = [...(await products.text()).matchAll(/<loc>([^<]+)<\/loc>/g)];
  expect(urls.length).toBeGreaterThan(100);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  expect(urls.every((m) => /\/goodsDetail\/\d+$/.test(m[1]))).toBe(true);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  for (const path of ['/personalCenter', '/orderCenter', '/settlementCenter', '/inquiryCenter', '/login']) expect(text).toContain(`Disallow: ${path}`);
});

test('the product page HTML, without JavaScript, carries name, CAS, formula, MW, list prices and JSON-LD offers', async ({ request }) => {
  const aspirin = await productByCas(request, '50-78-2');
  const res = await request.get(`/goodsDetail/${aspirin.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${aspirin.nameCn} ${aspirin.cas} - 标准品商城</title>`);
  expect(html).toContain('50-78-2');
  expect(html).toContain(aspirin.nameCn);
  expect(html).toContain(aspirin.mw.toFixed(2));
  for (const s of aspirin.skus) expect(html).toContain(yuan(s.price));
  expect(html).toMatch(/C<\/span><sub>9<\/sub><span>H<\/span><sub>8<\/sub><span>O<\/span><sub>4<\/sub>/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/goodsDetail\/\d+"/);
  const lds = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown> & { itemListElement?: { position: number; name: string; item: string }[] });
  const product = lds.find((l) => l['@type'] === 'Product')!;
  expect(product).toBeDefined();
  // The visible breadcrumbs as a BreadcrumbList: 首页 › 产品中心 › its categories › the product, each with its URL.
  const crumbs = lds.find((l) => l['@type'] === 'BreadcrumbList')!;
  expect(crumbs.itemListElement!.map((i) => [i.position, i.name])).toEqual(
    ['首页', '产品中心', ...aspirin.categoryPath.map((c) => c.name), aspirin.nameCn].map((name, i) => [i + 1, name]),
  );
  expect(crumbs.itemListElement!.at(-1)!.item).toMatch(new RegExp(`/goodsDetail/${aspirin.id}$`));
  expect(product).toMatchObject({ '@type': 'Product', name: aspirin.nameCn, sku: aspirin.code, productID: 'CAS:50-78-2' });
  expect(product.offers).toEqual(
    aspirin.skus.map((s) =>
      expect.objectContaining({
        '@type': 'Offer',
        sku: String(s.id),
        price: (s.price / 100).toFixed(2),
        priceCurrency: 'CNY',
        availability: s.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
        url: expect.stringMatching(new RegExp(`/goodsDetail/${aspirin.id}\\?skuId=${s.id}$`)),
      }),
    ),
  );
});
