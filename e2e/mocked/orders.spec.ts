import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { fillAddressDialog } from '../support/address';
import { mockPasswordLogin, openLoginModal } from '../support/auth';
import { MOCK_API } from '../support/ports';
import { setScenario } from '../support/scenario';

/*
 * The order's failure paths against mocks/server.ts (project `mocked`): code -1 while submitting sends the
 * buyer through the login and back to the same screen with the choices kept; a double click while the
 * answer is slow still makes one order; a failed payment at the sandbox institution leaves the order
 * 待付款 and offers to pay again. Mock catalogue: product 1 has SKU 11; fixture account 13800138000 / Test1234.
 */

test.afterEach(async ({ request }) => {
  await setScenario(request, { name: 'normal' });
});

/** How many orders the logged-in buyer has, asked of the mock API with the browser's token. */
async function orderCount(request: APIRequestContext, context: BrowserContext): Promise<number> {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  const res = await request.get(`${MOCK_API}/mall/shopping/order/api/order/counts`, { headers: { token } });
  return ((await res.json()) as { data: { all: number } }).data.all;
}

test('立即购买: code -1 on submit keeps the choices through the login; a slow double click makes one order; a failed payment leaves it 待付款', async ({ page, request, context }) => {
  test.slow();
  await page.goto('/goodsDetail/1?skuId=11');
  await mockPasswordLogin(await openLoginModal(page), page);
  await page.getByRole('button', { name: '立即购买', exact: true }).click();
  await expect(page).toHaveURL(/\/settlementPage\?skuId=11&num=1$/);

  // An address through the cascade and a note: the choices the buyer must not lose.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fillAddressDialog(page, { consignee: '张三', mobile: '13800138000', region: ['北京市', '北京市', '西城区'], detail: '西长安街1号' });
  await page.getByRole('textbox', { name: '订单备注' }).fill('周五前送达');
  const before = await orderCount(request, context);

  // Code -1 while submitting: the login, then the same screen with the same choices; nothing was ordered.
  await setScenario(request, { name: 'sessionInvalid', match: '/order/submit' });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await setScenario(request, { name: 'normal' });
  await mockPasswordLogin(page.getByRole('main'), page);
  await expect(page).toHaveURL(/\/settlementPage\?skuId=11&num=1$/);
  await expect(page.getByRole('radiogroup', { name: '收货地址' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: '订单备注' })).toHaveValue('周五前送达');
  expect(await orderCount(request, context)).toBe(before);

  // A slow answer and a double click: one order.
  await setScenario(request, { name: 'slow', match: '/order/submit', delayMs: 1500 });
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/orderCenter\/orderConfirm\?id=\d+$/);
  await setScenario(request, { name: 'normal' });
  expect(await orderCount(request, context)).toBe(before + 1);

  // Pay at the sandbox institution, which fails: 支付失败, pay again offered, the order still 待付款.
  await page.getByRole('link', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/sandboxPay\?payNo=P\d+&token=[\w-]{32}$/);
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expect(page).toHaveURL(/\/successAliPage\?payNo=P\d+$/);
  await expect(page.getByText('支付失败', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '重新支付' })).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByText('待付款').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '去支付' }).first()).toBeVisible();
});
