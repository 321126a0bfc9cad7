import { expect, test } from '@playwright/test';
import { contract } from '../../lib/api/contract';
import { apiLogin, useToken } from '../support/cart';
import { freshMobile } from '../support/auth';
import { apiCall, orderBanner, payInSandbox, saveAddress, solidPng } from '../support/compliance';
import { adminHeaders } from '../support/operator';

/*
 * Custom synthesis against the real mall API (project `live`), as a buyer does it: draw a structure in the
 * request form, send it; the operator quotes (an API call, as the back office would); the buyer sees the
 * quote in 定制订单, accepts it, orders it with a saved address, pays at the sandbox institution, and the
 * order and the request both say 待发货.
 */

const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

test('a buyer draws a structure, sends a custom request, accepts the quote and pays for it in the sandbox', async ({ page, request, context, baseURL }, testInfo) => {
  test.slow(); // the structure editor's chunk, six pages and the institution's page
  const { token } = await apiLogin(request, freshMobile());
  await saveAddress(request, token, '漕河泾开发区桂平路680号合成实验室');
  await useToken(context, baseURL!, token);

  // The request: a structure drawn in the editor (its benzene tool is chosen; a click on the drawing area places a
  // ring), quantity, deadline, documents, notes and an attachment.
  await page.goto('/customizedServices');
  await page.getByRole('button', { name: '绘制结构式' }).click();
  const editor = page.getByTestId('structure-editor');
  await expect(editor.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  const box = (await editor.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const smiles = page.getByLabel('SMILES / Molfile');
  await expect(smiles).not.toHaveValue('');
  const drawn = await smiles.inputValue();
  await page.getByLabel('化合物名称').fill('定制合成测试化合物');
  await page.getByLabel('数量').fill('50');
  await page.getByLabel('期望交货').fill(inDays(45));
  await page.getByRole('checkbox', { name: 'HNMR' }).check();
  await page.getByLabel('备注').fill('需提供 HNMR 与 HPLC 谱图');
  // A route sketch as an attachment, uploaded as soon as it is chosen.
  await page.locator('input[type=file]').setInputFiles({ name: 'route-sketch.png', mimeType: 'image/png', buffer: solidPng(64, [30, 90, 160]) });
  await expect(page.getByRole('list', { name: '附件' })).toContainText('route-sketch.png');
  await page.screenshot({ path: testInfo.outputPath('custom-form.png'), fullPage: true });
  await page.getByRole('button', { name: '提交需求' }).click();
  await expect(page).toHaveURL(/\/customizedServices\/customizedsuccess\?no=DZ\d{12}$/);
  await expect(page.getByRole('heading', { name: '定制需求已提交' })).toBeVisible();
  const requestNo = new URL(page.url()).searchParams.get('no')!;

  // The operator finds it and quotes: ¥4,200.00, 28 days, valid for two weeks.
  const waiting = await apiCall(request, contract.custom.operatorList, { query: { state: 'pending' } }, adminHeaders());
  const mine = waiting.find((r) => r.requestNo === requestNo)!;
  expect(mine).toMatchObject({ name: '定制合成测试化合物', quantity: 50, unit: 'mg', documents: ['COA', 'HNMR'], attachments: [{ name: 'route-sketch.png', mime: 'image/png' }] });
  expect(mine.smiles).not.toBe('');
  expect(drawn).not.toBe('');
  await apiCall(request, contract.custom.operatorQuote, { params: { id: mine.id }, body: { priceFen: 420_000, leadDays: 28, validUntil: inDays(14), remark: '含 COA、HNMR 报告' } }, adminHeaders());

  // 定制订单 shows the quote; the buyer accepts it.
  await page.getByRole('link', { name: '查看我的定制订单' }).click();
  await expect(page).toHaveURL(/\/orderCenter\/myCustom$/);
  const card = page.getByRole('article', { name: `需求编号：${requestNo}` });
  await expect(card).toContainText('已报价');
  await expect(card).toContainText('¥4,200.00，交货周期 28 天');
  await card.getByRole('link', { name: '接受报价并下单' }).click();
  await expect(page).toHaveURL(new RegExp(`/customizedSettlement\\?id=${mine.id}$`));
  await expect(page.getByRole('heading', { name: '确认定制订单' })).toBeVisible();
  await expect(page.getByText('定制合成 · 定制合成测试化合物')).toBeVisible();
  await expect(page.getByText('付款后约 28 天交货')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '收货地址' })).toContainText('漕河泾开发区桂平路680号合成实验室');
  await expect(page.getByTestId('amount-total')).toHaveText('¥4,200.00');
  await page.screenshot({ path: testInfo.outputPath('custom-settlement.png'), fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();

  // The order of the quote, paid at the sandbox institution.
  await expect(page).toHaveURL(/\/orderCenter\/orderConfirm\?id=\d+$/);
  await expect(page.getByTestId('order-amount')).toHaveText('¥4,200.00');
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByRole('link', { name: '立即支付' }).click();
  await payInSandbox(page, orderId);
  await expect(orderBanner(page)).toContainText('待发货');
  await expect(page.getByRole('link', { name: '定制合成 · 定制合成测试化合物' })).toBeVisible();
  await expect(page.getByText('50 mg，纯度 ≥98%')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('custom-order.png'), fullPage: true });

  // The request says it was accepted, with its order.
  await page.getByRole('link', { name: '定制合成 · 定制合成测试化合物' }).click();
  await expect(page).toHaveURL(new RegExp(`/customizedServices/customDetails\\?id=${mine.id}$`));
  await expect(page.getByText('已接受', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /（待发货）$/ })).toBeVisible();
  await expect(page.getByText(/已接受报价，生成订单 \d+/)).toBeVisible();
  await expect(page.getByRole('button', { name: '下载 route-sketch.png' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('custom-details.png'), fullPage: true });
});
