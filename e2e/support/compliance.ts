import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { address } from '../../lib/api/contract/address';
import { buildPath, type BodyOf, type DataOf, type Endpoint, type ParamsOf, type QueryOf } from '../../lib/api/contract/endpoint';
import { user } from '../../lib/api/contract/user';
import { liveDataDir, LIVE_API } from './ports';

/*
 * Helpers of the compliance journeys (e2e/live/compliance.spec.ts): calls of the live mall API typed by the
 * contract (the operator's back office and the state an earlier session left), files made in the test, and
 * the storefront steps the journeys share.
 */

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** One call of the live API by its contract entry; asserts code 1 (with the server's message otherwise) and answers `data`. */
export async function apiCall<E extends Endpoint>(request: APIRequestContext, ep: E, input: CallInput<E>, headers: Record<string, string>): Promise<DataOf<E>> {
  const url = new URL(`${LIVE_API}${buildPath(ep.path, input.params as Record<string, unknown> | undefined)}`);
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) if (v !== undefined) url.searchParams.set(k, String(v));
  const res = ep.method === 'GET' ? await request.get(url.toString(), { headers }) : await request.post(url.toString(), { headers, data: input.body ?? {} });
  const json = (await res.json()) as { code: number; data: DataOf<E>; message: string };
  expect(json.code, `${ep.title}: ${json.message}`).toBe(1);
  return json.data;
}

/** The buyer's own headers for apiCall. */
export const asBuyer = (token: string) => ({ token });

/** The buyer's account id (what the operator's calls name). */
export async function buyerId(request: APIRequestContext, token: string): Promise<number> {
  return (await apiCall(request, user.selectUser, {}, asBuyer(token))).id;
}

/** A default receiving address saved by an earlier session of the buyer (the dialog itself is orders.spec's journey). */
export async function saveAddress(request: APIRequestContext, token: string, detail: string) {
  const regionId = async (level: number, parentId: number, name: string) => {
    const list = await apiCall(request, address.regions, { query: { level, parentId } }, {});
    const found = list.find((r) => r.name === name);
    expect(found, `region ${name}`).toBeTruthy();
    return found!.id;
  };
  const provinceId = await regionId(1, 0, '上海市');
  const cityId = await regionId(2, provinceId, '上海市');
  const districtId = await regionId(3, cityId, '徐汇区');
  return apiCall(request, address.add, { body: { consignee: '王化验', mobile: '13912345678', provinceId, cityId, districtId, detail, isDefault: true } }, asBuyer(token));
}

// ---- Files made in the test ------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG (signature, IHDR, one deflated IDAT, IEND) of `size`×`size` pixels in one colour, made here. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A GB 11643-1999 citizen number nobody else used in this run (the API refuses a number bound to another
 * account): 310104 (上海市徐汇区), a random date of birth in 1970–1999, a random sequence, and the check
 * character by ISO 7064 MOD 11-2, computed here rather than taken from the code under test.
 */
export function freshIdNumber(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const birth = new Date(Date.UTC(1970, 0, 1) + Math.floor(Math.random() * 10_950) * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `310104${ymd}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A downloaded file's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

/** Asserts a download is a real PDF of some size (a generated document with its embedded CJK font, not an error page). */
export async function expectPdf(download: Download, minBytes = 10 * 1024) {
  const bytes = await downloadedBytes(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.byteLength).toBeGreaterThan(minBytes);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
}

// ---- The SMS notices the live API wrote (SMS_PROVIDER console: DATA_DIR/sms-notices.jsonl) -----------------

interface NoticeLine {
  mobile: string;
  notice: string;
  text: string;
  at: string;
}

/** The newest notice of `kind` texted to `mobile` (polled: the API writes it after answering). */
export async function smsNotice(mobile: string, kind: 'shipped' | 'refunded'): Promise<string> {
  let found: NoticeLine | undefined;
  await expect
    .poll(
      async () => {
        let text = '';
        try {
          text = await fs.readFile(path.join(liveDataDir, 'sms-notices.jsonl'), 'utf8');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
        found = text
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as NoticeLine)
          .filter((l) => l.mobile === mobile && l.notice === kind)
          .at(-1);
        return found !== undefined;
      },
      { message: `${kind} SMS to ${mobile}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!.text;
}

// ---- Storefront steps -------------------------------------------------------------------------------------

/** The value of a <dt>label</dt><dd>value</dd> pair inside `scope`. */
export const factOf = (scope: Locator | Page, label: string) => scope.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * 立即购买 on the goods detail of `sku`, once its pack is the chosen one, until the browser leaves for `next`
 * (a cached goods detail reads ?skuId= after hydration, and a click before hydration is lost).
 */
export async function buyNow(page: Page, sku: { productId: number; skuId: number; pack: string }, next: RegExp) {
  await page.goto(`/goodsDetail/${sku.productId}?skuId=${sku.skuId}`);
  await expect(page.getByTestId('sku-option').filter({ has: page.getByText(sku.pack, { exact: true }) }).getByRole('radio')).toBeChecked();
  const button = page.getByRole('button', { name: '立即购买', exact: true });
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2000 });
    await expect(page).toHaveURL(next, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * 立即购买 on a goods detail, then 提交订单 on the settlement with the saved default address and no invoice;
 * answers the new order's id from the confirmation's URL.
 */
export async function buyNowAndSubmit(page: Page, sku: { productId: number; skuId: number; pack: string; name: string }): Promise<number> {
  await buyNow(page, sku, new RegExp(`/settlementPage\\?skuId=${sku.skuId}&num=1$`));
  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '收货地址' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: '商品清单' }).getByRole('row').filter({ hasText: sku.name })).toHaveCount(1);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/orderCenter\/orderConfirm\?id=\d+$/);
  await expect(page.getByText('订单提交成功', { exact: true })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** On /orderCenter/orderPayment: 沙箱支付（演示） → 确认支付 → the institution's 确认付款 → 支付成功 → 查看订单 (the order's page). */
export async function payInSandbox(page: Page, orderId: number) {
  await expect(page).toHaveURL(new RegExp(`/orderCenter/orderPayment\\?id=${orderId}$`));
  await page.getByText('沙箱支付（演示）').click();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/sandboxPay\?payNo=P\d+&token=[\w-]{32}$/);
  await expect(page.getByText('演示环境，不会产生真实扣款')).toBeVisible();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/successAliPage\?payNo=P\d+$/);
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderCenter/orderDetaile\\?id=${orderId}$`));
}

/** The order page's status banner (role status, 订单状态). */
export const orderBanner = (page: Page) => page.getByRole('status', { name: '订单状态' });
