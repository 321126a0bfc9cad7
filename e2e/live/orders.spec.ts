import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fillAddressDialog } from '../support/address';
import { freshMobile, loginBySms, openLoginModal } from '../support/auth';
import { addFromDetail, apiLogin, headerCount, skusOf } from '../support/cart';
import { adminHeaders } from '../support/operator';
import { smsResendAllowed } from '../support/outbox';
import { LIVE_API } from '../support/ports';

/*
 * The order life against the real mall API (project `live`), as a buyer does it: log in, two products into
 * the cart, 去结算 with a new address through the 省/市/区 cascade and a 增值税专用发票 added on the spot,
 * pay at the sandbox institution (where a visitor with the pay number alone is refused), 待发货; the operator ships (an API call, as the back office would);
 * the buyer confirms receipt and the order is 已完成, every step on its timeline.
 */

const ORDER = `${LIVE_API}/mall/shopping/order/api`;

test('a buyer settles two products with a new address and a special VAT invoice, pays in the sandbox, and confirms receipt once shipped', async ({ browser, page, request }, testInfo) => {
  test.slow(); // ten pages, a login, two dialogs and the institution's page
  const mobile = freshMobile();
  const { token } = await apiLogin(request, mobile);
  const [aspirin, caffeine] = await skusOf(request, token, ['RM-A001 100mg', 'RM-A070 1g']);

  // Log in from the pop-up, then two products into the cart from their pages.
  await page.goto('/');
  await smsResendAllowed(mobile);
  await loginBySms(await openLoginModal(page), page, mobile);
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await addFromDetail(page, aspirin, '加入购物车', '已加入购物车');
  await addFromDetail(page, caffeine, '加入购物车', '已加入购物车');
  await expect(headerCount(page, '购物车', 2)).toBeVisible();

  // 去结算 with both rows selected.
  await page.goto('/settlementCenter');
  await page.getByRole('checkbox', { name: '全选' }).first().check();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/settlementPage\?carIds=\d+,\d+$/);
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByText('暂无收货地址，请先新增收货地址')).toBeVisible();

  // A new receiving address through the cascade.
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fillAddressDialog(page, { consignee: '王化验', mobile: '13912345678', region: ['上海市', '上海市', '徐汇区'], detail: '张江高科技园区蔡伦路88号3号楼质检部' });
  const addresses = page.getByRole('radiogroup', { name: '收货地址' });
  await expect(addresses.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(addresses).toContainText('上海市 上海市 徐汇区 张江高科技园区蔡伦路88号3号楼质检部');

  // 增值税专用发票: a special title and a posting address, both added on this screen.
  await page.getByRole('radiogroup', { name: '发票' }).getByText('增值税专用发票').click();
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const titleForm = page.getByRole('dialog');
  await titleForm.getByLabel('抬头名称').fill('上海某某检测技术有限公司');
  await titleForm.getByLabel('纳税人识别号').fill('91350100M000100Y43');
  await titleForm.getByLabel('注册地址').fill('上海市浦东新区蔡伦路88号');
  await titleForm.getByLabel('注册电话').fill('021-50801234');
  await titleForm.getByLabel('开户银行').fill('招商银行上海张江支行');
  await titleForm.getByLabel('银行账号').fill('1219 0123 4567 890');
  await titleForm.getByRole('button', { name: /保\s*存/ }).click();
  await expect(titleForm).toBeHidden();
  await page.getByRole('button', { name: '新增寄送地址' }).click();
  await fillAddressDialog(page, { consignee: '财务部 李会计', mobile: '13812345678', region: ['北京市', '北京市', '西城区'], detail: '中关村大街1号财务部' });
  await page.getByRole('textbox', { name: '订单备注' }).fill('请随货附COA');

  // Amounts are the server's: two lines, the shipping rule shown.
  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines.getByRole('row').filter({ hasText: aspirin.name })).toHaveCount(1);
  await expect(lines.getByRole('row').filter({ hasText: caffeine.name })).toHaveCount(1);
  await expect(page.getByText('运费按订单中要求最严格的运输条件计算')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settlement.png'), fullPage: true });

  // Submit: one order, the cart emptied, the confirmation with the pay countdown.
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/orderCenter\/orderConfirm\?id=\d+$/);
  await expect(page.getByText('订单提交成功', { exact: true })).toBeVisible();
  await expect(page.getByText(/请在 \d{1,2}:\d{2} 内完成支付，超时订单将自动取消/)).toBeVisible();
  await expect(headerCount(page, '购物车', 0)).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await page.screenshot({ path: testInfo.outputPath('confirm.png'), fullPage: true });

  // Pay at the sandbox institution.
  await page.getByRole('link', { name: '立即支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderCenter/orderPayment\\?id=${orderId}$`));
  await page.getByText('沙箱支付（演示）').click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/sandboxPay\?payNo=P\d+&token=[\w-]{32}$/);
  await expect(page.getByText('演示环境，不会产生真实扣款')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cashier.png'), fullPage: true });

  // A visitor who knows (or guesses) the pay number cannot pay the order: the page, a forged decision and a
  // forged notify (a 1970 timestamp, the key this repository once shipped) are all refused.
  const payNo = new URL(page.url()).searchParams.get('payNo')!;
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const stranger = await visitor.newPage();
  await stranger.goto(`/sandboxPay?payNo=${payNo}`);
  await expect(stranger.getByText('支付单不存在')).toBeVisible();
  await expect(stranger.getByRole('button', { name: '确认付款' })).toHaveCount(0);
  const forged = await visitor.request.post(`/api/mall/shopping/order/api/payment/sandbox/cashier/${payNo}`, { data: { result: 'success' } });
  expect(await forged.json()).toMatchObject({ code: 0, message: '支付单不存在' });
  const unsigned = { amount: 1, nonce: 'ab'.repeat(8), payNo, result: 'success', timestamp: 0, tradeNo: 'SBX1234567890123' };
  const sign = createHmac('sha256', 'refmall-sandbox-development-key').update(Object.entries(unsigned).map(([k, v]) => `${k}=${v}`).join('&')).digest('hex');
  const notify = await request.post(`${ORDER}/order/pay/notify/sandbox`, { data: { ...unsigned, sign } });
  expect(await notify.json()).toMatchObject({ code: 0, message: '通知签名无效' });
  await visitor.close();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/successAliPage\?payNo=P\d+$/);
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();

  // The order centre shows it 待发货.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderCenter/orderDetaile\\?id=${orderId}$`));
  await expect(page.getByText('待发货').first()).toBeVisible();
  await expect(page.getByText('上海某某检测技术有限公司')).toBeVisible();
  await expect(page.getByText('91350100M000100Y43')).toBeVisible();

  // The operator ships (the back office's call).
  const shipped = await request.post(`${ORDER}/operator/order/ship/${orderId}`, { data: { carrier: '顺丰速运', trackingNo: 'SF1400123456789' }, headers: adminHeaders() });
  expect((await shipped.json()).code).toBe(1);

  // The buyer confirms receipt from the order centre's 已发货 tab.
  await page.goto('/orderCenter');
  await page.getByRole('tab', { name: /^已发货/ }).click();
  const card = page.getByRole('article').filter({ hasText: aspirin.name });
  await expect(card).toContainText('已发货');
  await card.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|确认收货/ }).last().click();
  await expect(page.getByText('已确认收货，订单已完成')).toBeVisible();

  // 已完成, with the whole story on the timeline.
  await page.goto(`/orderCenter/orderDetaile?id=${orderId}`);
  await expect(page.getByText('已完成').first()).toBeVisible();
  await expect(page.getByText('SF1400123456789', { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: '订单跟踪' });
  for (const step of ['待付款', '待发货', '已发货', '已完成']) await expect(timeline.getByText(step).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('detail.png'), fullPage: true });
});
