import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { order } from '../../lib/api/contract/order';
import { freshMobile } from '../support/auth';
import { apiLogin, skusOf, useToken } from '../support/cart';
import { apiCall, asBuyer, escapeRegExp, saveAddress } from '../support/compliance';
import { LIVE_WEB_PORT } from '../support/ports';

/*
 * The live shop listens on LIVE_WEB_PORT (3110, not 3000) and is given no PUBLIC_ORIGIN: playwright.config.ts
 * starts both servers with what scripts/shop-env.ts derives from the storefront's PORT and STOREFRONT_HOST, as
 * `npm start` does. A buyer pays in the sandbox: the institution's cashier and the return page open on that very
 * origin, and what a crawler follows (robots' Sitemap line, the sitemap index, a product's canonical URL) names it.
 */

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test('on a port other than 3000 without PUBLIC_ORIGIN, the sandbox cashier and the return page open on the shop, and robots, sitemaps and canonical URLs name it', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  expect(LIVE_WEB_PORT).not.toBe(3000);
  expect(new URL(origin).port).toBe(String(LIVE_WEB_PORT));
  const onShop = (path: string) => new RegExp(`^${escapeRegExp(origin)}${path}`);

  // An earlier session: logged in, a default address, one package ordered.
  const { token } = await apiLogin(request, freshMobile());
  const address = await saveAddress(request, token, '张江高科技园区蔡伦路88号3号楼');
  const [sku] = await skusOf(request, token, ['RM-A001 100mg']);
  const buyNow = { skuId: sku.skuId, num: 1 };
  const { quoteHash } = await apiCall(request, order.preview, { body: { buyNow } }, asBuyer(token));
  const placed = await apiCall(request, order.submit, { body: { buyNow, addressId: address.id, invoice: { kind: 'none' }, requestKey: randomUUID(), quoteHash } }, asBuyer(token));
  await useToken(page.context(), origin, token);

  // 沙箱支付: the institution's page, then after 确认付款 the return page, both on this origin.
  await page.goto(`/orderCenter/orderPayment?id=${placed.id}`);
  await page.getByText('沙箱支付（演示）').click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(onShop('/sandboxPay\\?payNo=P\\d+&token=[\\w-]{32}$'));
  await expect(page.getByText('演示环境，不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(onShop('/successAliPage\\?payNo=P\\d+$'));
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();

  // What a crawler follows: robots' Sitemap line, the index's pages (the first one followed), a product's canonical URL.
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const pages = locsOf(await (await request.get('/sitemap.xml')).text());
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((loc) => !onShop('/').test(loc))).toEqual([]);
  const first = await request.get(pages[0]);
  expect(first.status()).toBe(200);
  const urls = locsOf(await first.text());
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((loc) => !onShop('/').test(loc))).toEqual([]);
  const detail = await (await request.get(`/goodsDetail/${sku.productId}`)).text();
  expect(detail).toContain(`<link rel="canonical" href="${origin}/goodsDetail/${sku.productId}"`);
});
