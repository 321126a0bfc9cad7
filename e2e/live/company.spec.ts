import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { adminHeaders } from '../support/operator';
import { LIVE_API as API } from '../support/ports';

/*
 * Downloads, company and service pages against the real mall API and its seed: the download centre's catalogue page lists the
 * catalogues generated from the database and its XLSX opens with exceljs; the nav's 中间体合成 takes a visitor's
 * inquiry, which the operator then finds in its list.
 */

const PRODUCT_API = `${API}/mall/shopping/product/api`;
const ORDER_API = `${API}/mall/shopping/order/api`;

test('the download centre leads to the catalogues; the XLSX of 对照品 downloads and opens with exceljs, its rows the listed packages', async ({ page, request }) => {
  const list = await (await request.get(`${PRODUCT_API}/catalog/list`)).json();
  expect(list.code, list.message).toBe(1);
  const ref = (list.data as { key: string; name: string; productCount: number; packageCount: number }[]).find((c) => c.name === '对照品')!;
  expect(ref.productCount).toBeGreaterThan(0);

  await page.goto('/downloadCenter');
  await expect(page.getByRole('heading', { level: 1, name: '资料下载中心' })).toBeVisible();
  await page.getByRole('link', { name: '下载产品目录' }).click();
  await expect(page).toHaveURL(/\/downloadCenter\/downloadSecond\/productCatalog$/);
  const row = page.getByTestId('catalogue-list').getByRole('row').filter({ has: page.getByRole('rowheader', { name: '对照品', exact: true }) });
  await expect(row).toContainText(`${ref.productCount} 种商品 · ${ref.packageCount} 个包装规格`);

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /下载 Excel/ }).click()]);
  expect(download.suggestedFilename()).toBe('产品目录-对照品.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'CAS号', '中文名', '英文名', '分子式', '分子量', '纯度', '品牌', '货号', '包装规格', '价格']);
  expect(sheet.actualRowCount - 1).toBe(ref.packageCount);
  // The list price in yuan, as everyone sees it on the product pages.
  const price = sheet.getRow(2).getCell(10).value;
  expect(typeof price).toBe('number');
  expect(price as number).toBeGreaterThan(0);
});

test('a visitor sends an intermediate-synthesis inquiry from the nav; the operator lists it', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: '中间体合成' }).first().click();
  await expect(page).toHaveURL(/\/IntermediateSynthesis$/);
  await expect(page.getByRole('heading', { level: 1, name: '中间体合成' })).toBeVisible();

  const company = `E2E 合成需求 ${Date.now()}`;
  const form = page.getByRole('form', { name: '提交服务需求' });
  await form.getByLabel('联系人').fill('王工');
  await form.getByLabel('单位名称').fill(company);
  await form.getByLabel('手机号码').fill('1391234567');
  await form.getByRole('button', { name: /提交需求/ }).click();
  await expect(form).toContainText('手机号码长度不为11位');
  await form.getByLabel('手机号码').fill('13912345678');
  await form.getByLabel('需求描述').fill('2-氨基-5-溴吡啶（CAS 1072-97-5）100 g，纯度 ≥ 98%，附 HPLC 与 ¹H-NMR 谱图。');
  await form.getByRole('button', { name: /提交需求/ }).click();
  await expect(page.getByTestId('service-inquiry-sent')).toContainText('需求已提交，我们的工程师将按您留下的电话与您联系');

  const listed = await (await request.get(`${ORDER_API}/operator/serviceRequest/list?kind=intermediate`, { headers: adminHeaders() })).json();
  expect(listed.code, listed.message).toBe(1);
  expect((listed.data as { company: string; kindText: string }[]).find((r) => r.company === company)).toMatchObject({ kindText: '中间体合成' });
});
