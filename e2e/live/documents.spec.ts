import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from '../../tests/support/pdf';
import { adminHeaders, refreshHookHeaders } from '../support/operator';
import { LIVE_API as API } from '../support/ports';

/*
 * COA and MSDS end to end: the operator uploads through the API, the goods detail shows 资料下载 with the
 * links, the downloads are the uploaded bytes, and the COA is found by batch. The PDFs are made here and
 * say they are test files.
 */

const PRODUCT_API = `${API}/mall/shopping/product/api`;
const SHOTS = process.env.E2E_SHOTS_DIR || '/tmp';

async function product(request: APIRequestContext, code: string) {
  const res = await (await request.get(`${PRODUCT_API}/prodproduct/byBrandCode?brandName=refmall&code=${code}`)).json();
  expect(res.code).toBe(1);
  return res.data as { id: number; code: string; nameCn: string; brandName: string };
}

async function upload(request: APIRequestContext, fields: Record<string, string>, pdf: Buffer) {
  const res = await request.post(`${PRODUCT_API}/operator/document/upload`, {
    headers: adminHeaders(),
    multipart: { ...fields, file: { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  const json = await res.json();
  expect(json.code, json.message).toBe(1);
  return json.data as { id: number; fileName: string; url: string };
}

test('COA and MSDS: operator upload, the goods detail block, downloads, lookup by batch', async ({ page, request }) => {
  const p = await product(request, 'RM-A001');
  const batch = `E2E${Date.now().toString(36).toUpperCase()}`;

  // Before any upload the block lists only what the shop generates (the MSDS from the hazard data, the COA of
  // each lot on sale): no uploaded file.
  await page.goto(`/goodsDetail/${p.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p.nameCn })).toBeVisible();
  await expect(page.getByTestId('product-documents')).toBeVisible();
  await expect(page.getByTestId('product-documents').locator('[data-testid^="document-upload-"]')).toHaveCount(0);

  // Without a staff session or API key the API refuses, and stores nothing.
  const refused = await (await request.post(`${PRODUCT_API}/operator/document/upload`, { multipart: { kind: 'msds', code: p.code, file: { name: 'x.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } } })).json();
  expect(refused).toMatchObject({ code: 0, message: '请先登录运营后台（登录已失效或未登录）' });

  const coaPdf = tinyPdf([`TEST FILE - COA ${p.code} batch ${batch}`, 'not a real certificate']);
  const msdsPdf = tinyPdf([`TEST FILE - SDS ${p.code}`, 'not a real safety data sheet']);
  const coa = await upload(request, { kind: 'coa', code: p.code, certBatch: batch }, coaPdf);
  const msds = await upload(request, { kind: 'msds', code: p.code }, msdsPdf);

  await page.goto(`/goodsDetail/${p.id}`);
  const block = page.getByRole('region', { name: '资料下载' });
  await expect(block).toBeVisible();
  await expect(block).toContainText('安全技术说明书（MSDS）');
  await expect(block).toContainText(`批号 ${batch}`);
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/wt-docs-goods-detail-documents.png`, fullPage: true });

  // Each link downloads the uploaded bytes under the Chinese file name (Content-Disposition filename*).
  for (const [doc, bytes] of [
    [coa, coaPdf],
    [msds, msdsPdf],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`document-upload-${doc.id}`).click()]);
    expect(download.suggestedFilename()).toBe(doc.fileName);
    expect(fs.readFileSync(await download.path()).equals(bytes)).toBe(true);
  }

  // 按批号查询 COA: brand and code come along; the batch is typed in lower case and found.
  await block.getByRole('link', { name: /按批号查询 COA/ }).click();
  await expect(page).toHaveURL(/\/downloadCenter\/downloadSecond\/coa\?/);
  const form = page.getByRole('form', { name: 'COA 证书查询' });
  await expect(form.getByLabel('货号')).toHaveValue(p.code);

  await form.getByLabel('批号').fill('NOPE-1');
  await form.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '未找到批号 NOPE-1 的COA证书' })).toBeVisible();

  await form.getByLabel('批号').fill(batch.toLowerCase());
  await form.getByRole('button', { name: /^查\s*询$/ }).click();
  const result = page.getByTestId('coa-result');
  await expect(result).toContainText(`批号 ${batch} 的分析证书`);
  await expect(result).toContainText(p.nameCn);
  await page.screenshot({ path: `${SHOTS}/wt-docs-coa-lookup.png`, fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), result.getByTestId(`coa-file-${coa.id}`).click()]);
  expect(fs.readFileSync(await download.path()).equals(coaPdf)).toBe(true);

  // A bad batch is stopped by the form with the rule's message, before any request.
  await form.getByLabel('批号').fill('a b');
  await form.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(form.getByText('批号格式不正确')).toBeVisible();
});

test('the storefront’s page-refresh hook takes only the operator token and cache tags, and expires a cached goods-detail page by its product tag', async ({ request }) => {
  const hook = '/internal/revalidate';
  const tags = { tags: ['product:1'] };
  expect((await request.post(hook, { data: tags })).status()).toBe(403);
  expect((await request.post(hook, { headers: { 'x-admin-token': 'wrong-token-wrong-token-wrong' }, data: tags })).status()).toBe(403);
  const bad = await request.post(hook, { headers: refreshHookHeaders, data: { tags: ['catalogue', '/goodsDetail/1'] } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 0, message: '参数 tags.1 格式不正确' });
  expect((await request.post(hook, { headers: refreshHookHeaders, data: 'not json' })).status()).toBe(400);

  // Two cached pages; expiring product:1 re-renders only the first.
  for (const id of [1, 2]) {
    await request.get(`/goodsDetail/${id}`);
    expect((await request.get(`/goodsDetail/${id}`)).headers()['x-nextjs-cache']).toBe('HIT');
  }
  const good = await request.post(hook, { headers: refreshHookHeaders, data: tags });
  expect(await good.json()).toMatchObject({ code: 1, data: { revalidated: 1 } });
  expect((await request.get('/goodsDetail/1')).headers()['x-nextjs-cache']).toBe('MISS');
  expect((await request.get('/goodsDetail/2')).headers()['x-nextjs-cache']).toBe('HIT');
});
