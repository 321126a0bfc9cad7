import { expect, test } from '@playwright/test';
import { fillAddressDialog } from '../support/address';
import { freshMobile, loginBySms, openLoginModal } from '../support/auth';
import { apiLogin, skusOf } from '../support/cart';
import { smsResendAllowed } from '../support/outbox';
import { LIVE_API } from '../support/ports';

/*
 * The points mall against the real mall API (project `live`): a new account has its 100-point sign-up bonus,
 * redeems a 10 元优惠券 (满 200 元可用) in /pointsMallCenter, and uses it at settlement: the discount is the
 * server's, shown in the totals, and the order records it.
 */

const ORDER = `${LIVE_API}/mall/shopping/order/api`;

test('a new buyer redeems the sign-up points for a voucher and the settlement takes it off the total', async ({ page, request }) => {
  test.slow();
  const mobile = freshMobile();
  const { token } = await apiLogin(request, mobile);
  const [sku] = await skusOf(request, token, ['RM-A001 100mg']);
  // Enough of it for goods of at least ¥200 (the voucher's minimum), made to order past the stock if need be.
  const one = await (await request.post(`${ORDER}/order/settlement/preview`, { headers: { token }, data: { buyNow: { skuId: sku.skuId, num: 1 } } })).json();
  expect(one.code, one.message).toBe(1);
  const num = Math.ceil(20000 / one.data.goods);

  // Visitors see the mall; redeeming needs the login pop-up.
  await page.goto('/pointsMallCenter');
  await expect(page.getByRole('heading', { name: '积分商城', level: 1 })).toBeVisible();
  await expect(page.getByText('登录后查看可用积分并兑换')).toBeVisible();
  await smsResendAllowed(mobile);
  await loginBySms(await openLoginModal(page), page, mobile);
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(page.getByText('我的可用积分：100')).toBeVisible();

  await page.getByRole('button', { name: '立即兑换：10 元优惠券' }).click();
  const dialog = page.getByRole('dialog', { name: '兑换「10 元优惠券」' });
  await expect(dialog).toContainText('将使用 100 积分');
  await dialog.getByRole('button', { name: /立即兑换/ }).click();
  await expect(page.getByText('已兑换「10 元优惠券」')).toBeVisible();
  await expect(page.getByText('我的可用积分：0')).toBeVisible();
  await page.getByRole('tab', { name: '兑换记录' }).click();
  await expect(page.getByRole('row').filter({ hasText: '10 元优惠券' }).first()).toContainText('已发放到我的优惠券');

  // 立即购买 at settlement: a receiving address, then the voucher.
  await page.goto(`/settlementPage?skuId=${sku.skuId}&num=${num}`);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fillAddressDialog(page, { consignee: '王化验', mobile: '13912345678', region: ['上海市', '上海市', '徐汇区'], detail: '张江高科技园区蔡伦路88号3号楼质检部' });
  const vouchers = page.getByRole('radiogroup', { name: '优惠券' });
  await vouchers.getByText(/10 元优惠券（满 200 元可用）/).click();
  await expect(page.getByTestId('amount-discount')).toHaveText('-¥10.00');
  const goods = Number((await page.getByTestId('amount-goods').innerText()).replace(/[¥,]/g, ''));
  const shipping = Number((await page.getByTestId('amount-shipping').innerText()).replace(/[¥,]/g, ''));
  await expect(page.getByTestId('amount-total')).toHaveText(`¥${(goods + shipping - 10).toFixed(2)}`);

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('order-discount')).toHaveText('-¥10.00');
  await expect(page.getByTestId('order-amount')).toHaveText(`¥${(goods + shipping - 10).toFixed(2)}`);

  // The voucher is used on that order.
  const mine = await (await request.get(`${ORDER}/voucher/list`, { headers: { token } })).json();
  expect(mine.data).toMatchObject([{ name: '10 元优惠券（满 200 元可用）', state: 'used' }]);
});

test('劳动节 2026 has ended: the page says so and links to the current activities', async ({ page }) => {
  await page.goto('/laborDay');
  await expect(page.getByRole('heading', { name: '2026 劳动节实验室补给季', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '活动已结束' })).toBeVisible();
  await expect(page.getByText('活动时间：2026-05-01 至 2026-05-05')).toBeVisible();
  await page.getByRole('link', { name: '查看进行中的活动' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { name: '优惠活动', level: 1 })).toBeVisible();
});
