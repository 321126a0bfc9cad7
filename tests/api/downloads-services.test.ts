import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { buildPath } from '../../lib/api/contract/endpoint';
import { CATALOGUE_MSG } from '../../lib/api/contract/downloads';
import { SERVICE_MSG, type ServiceRequestInput } from '../../lib/api/contract/service-request';
import { RULE_MSG } from '../../lib/validation';
import { brands, categories, products, serviceRequestFiles, serviceRequests, skus } from '../../server/db/schema';
import { indexProducts } from '../../server/search/indexer';
import { loadCategoryIndex, subtreeIds } from '../../server/services/categories';
import { tinyPdf } from '../support/pdf';
import { freshIp, from } from './accounts-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';

/** Catalogue downloads from the live database, and the service pages' inquiries. */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const admin = { 'x-api-key': OPERATOR_KEY };
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
}, 120_000);
afterAll(() => api?.close());

const download = (format: 'xlsx' | 'csv', key: string, headers: Record<string, string> = {}) =>
  api.app.request(buildPath(format === 'xlsx' ? contract.downloads.catalogueXlsx.path : contract.downloads.catalogueCsv.path, { key }), { headers });

async function readXlsx(res: Response): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

/** What the database says the catalogue holds: one row per listed package of each listed product. */
async function expectedRows(categoryKey: string | null) {
  const db = api.database.db;
  let ids: number[] | null = null;
  if (categoryKey) {
    const [top] = await db.select().from(categories).where(eq(categories.key, categoryKey));
    ids = subtreeIds(await loadCategoryIndex(db), top.id);
  }
  return db
    .select({ cas: products.cas, nameCn: products.nameCn, code: products.code, brand: brands.name, pack: skus.pack, priceFen: skus.priceFen })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(skus, and(eq(skus.productId, products.id), eq(skus.status, 1)))
    .where(and(eq(products.status, 1), ids ? inArray(products.categoryId, ids) : undefined))
    .orderBy(asc(products.id), asc(skus.packMg), asc(skus.id));
}

describe('catalogue downloads', () => {
  it('lists 全部产品 and each top category with live product counts and both formats', async () => {
    const list = ok(await api.call(contract.downloads.catalogueList));
    expect(list[0]).toMatchObject({ key: 'all', name: '全部产品' });
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['对照品', '杂质', '质控样品']));
    const total = list.slice(1).reduce((s, c) => s + c.productCount, 0);
    expect(list[0].productCount).toBe(total);
    const listed = await api.database.db.select({ id: products.id }).from(products).where(eq(products.status, 1));
    expect(list[0].productCount).toBe(listed.length);
    expect(list[0].files.xlsx).toBe(buildPath(contract.downloads.catalogueXlsx.path, { key: 'all' }));
  });

  it('streams an XLSX that opens with exceljs, its rows matching the database, under a Chinese file name', async () => {
    const res = await download('xlsx', 'ref');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="catalogue-ref.xlsx"; filename*=UTF-8''${encodeURIComponent('产品目录-对照品.xlsx')}`);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['CAS号', '中文名', '英文名', '分子式', '分子量', '纯度', '品牌', '货号', '包装规格', '价格']);
    const want = await expectedRows('ref');
    expect(rows.length - 1).toBe(want.length);
    expect(want.length).toBeGreaterThan(10);
    for (const [i, w] of want.entries()) {
      const r = rows[i + 1];
      expect([r[0], r[1], r[6], r[7], r[8]]).toEqual([w.cas, w.nameCn, w.brand, w.code, w.pack]);
      // The list price in yuan, as everyone sees it on the product pages (SPEC §6 hides prices in the cart only).
      expect(r[9]).toBe(String(w.priceFen / 100));
    }
  });

  it('streams a CSV with a BOM, one line per package, and answers 304 to its ETag', async () => {
    const res = await download('csv', 'all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n').filter(Boolean);
    // (TextDecoder drops the BOM checked above.)
    expect(lines[0]).toBe('CAS号,中文名,英文名,分子式,分子量,纯度,品牌,货号,包装规格,价格');
    const want = await expectedRows(null);
    expect(lines.length - 1).toBe(want.length);
    // The price column: the package's list price in yuan with two decimals.
    expect(lines.slice(1).map((l) => l.slice(l.lastIndexOf(',') + 1))).toEqual(want.map((w) => (w.priceFen / 100).toFixed(2)));
    const again = await download('csv', 'all', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('is cached under DATA_DIR until the catalogue changes, then regenerated', async () => {
    const first = await download('xlsx', 'qc');
    await first.arrayBuffer();
    const dir = path.join(api.dataDir, 'catalogues');
    const before = fs.readdirSync(dir).filter((f) => f.startsWith('qc-') && f.endsWith('.xlsx'));
    expect(before).toHaveLength(1);
    // Served again from the same file: same ETag.
    const second = await download('xlsx', 'qc');
    await second.arrayBuffer();
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    // A product of the category is renamed and re-indexed (what every catalogue change does).
    const db = api.database.db;
    const [top] = await db.select().from(categories).where(eq(categories.key, 'qc'));
    const ids = subtreeIds(await loadCategoryIndex(db), top.id);
    const [p] = await db.select().from(products).where(and(inArray(products.categoryId, ids), eq(products.status, 1))).orderBy(asc(products.id)).limit(1);
    await db.update(products).set({ nameCn: `${p.nameCn}（新批次）` }).where(eq(products.id, p.id));
    await new Promise((r) => setTimeout(r, 5));
    await indexProducts(db, { ids: [p.id] });

    const third = await download('xlsx', 'qc');
    expect(third.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const rows = await readXlsx(third);
    expect(rows.some((r) => r[1] === `${p.nameCn}（新批次）`)).toBe(true);
    const after = fs.readdirSync(dir).filter((f) => f.startsWith('qc-') && f.endsWith('.xlsx'));
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it('refuses an unknown category in Chinese', async () => {
    rejected(await api.call(contract.downloads.catalogueXlsx, { params: { key: 'no-such-category' } }), CATALOGUE_MSG.unknown);
    rejected(await api.call(contract.downloads.catalogueCsv, { params: { key: 'ref-analgesic' } }), CATALOGUE_MSG.unknown);
    const bad = await download('csv', 'DROP%20TABLE');
    expect(bad.status).toBe(200);
    expect(((await bad.json()) as { message: string }).message).toContain(CATALOGUE_MSG.unknown);
  });
});

describe('service requests', () => {
  const fields = (over: Record<string, string> = {}) => ({
    kind: 'intermediate',
    name: '王工',
    company: '某某药业研究院',
    phone: '13912345678',
    email: 'wang@example.com',
    description: '需要 2-氨基-5-溴吡啶（CAS 1072-97-5）100 g，纯度 ≥ 98%，附 HPLC 与 1H NMR 谱图。',
    ...over,
  }) as ServiceRequestInput;
  const form = (over: Record<string, string> = {}, file?: { bytes: Uint8Array; name: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields(over))) f.set(k, v);
    if (file) f.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    return f;
  };

  it('takes a visitor inquiry with a PDF attachment; the operator lists it and downloads the file', async () => {
    const sent = ok(await api.upload(contract.serviceRequest.submit, form({}, { bytes: tinyPdf(), name: '合成路线.pdf' }), from(freshIp())));
    const [row] = await api.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, sent.id));
    expect(row).toMatchObject({ kind: 'intermediate', name: '王工', phone: '13912345678', userId: null });
    const list = ok(await api.call(contract.serviceRequest.operatorList, { query: { kind: 'intermediate' } }, admin));
    const mine = list.find((r) => r.id === sent.id)!;
    expect(mine).toMatchObject({ kindText: '中间体合成', company: '某某药业研究院', file: { name: '合成路线.pdf', mime: 'application/pdf' } });
    const file = await api.app.request(buildPath(contract.serviceRequest.operatorFile.path, { id: mine.file!.id }), { headers: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).equals(tinyPdf())).toBe(true);
  });

  it('takes a JSON inquiry for 制备分离 without attachment', async () => {
    const sent = ok(await api.call(contract.serviceRequest.submit, { body: fields({ kind: 'preparative', email: '' }) }, from(freshIp())));
    const list = ok(await api.call(contract.serviceRequest.operatorList, { query: { kind: 'preparative' } }, admin));
    expect(list.find((r) => r.id === sent.id)).toMatchObject({ kindText: '制备分离', email: '', file: null });
  });

  it('answers bad fields with the §5 messages and stores nothing', async () => {
    const count = async () => (await api.database.db.select().from(serviceRequests)).length;
    const before = await count();
    const ip = freshIp();
    /** The API names the field after the message: 手机号码不能为空（phone）. */
    const says = (m: string) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ phone: '' }) }, from(ip)), says(RULE_MSG.phoneEmpty));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ phone: '1391234567' }) }, from(ip)), says(RULE_MSG.phoneLength));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ phone: '23912345678' }) }, from(ip)), says(RULE_MSG.phoneFormat));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ email: 'a@b.org' }) }, from(ip)), says(SERVICE_MSG.emailPattern));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ description: '  ' }) }, from(ip)), says(SERVICE_MSG.descriptionRequired));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ name: '' }) }, from(ip)), says(SERVICE_MSG.nameRequired));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ kind: 'other' }) }, from(ip)), says(SERVICE_MSG.kind));
    rejected(await api.upload(contract.serviceRequest.submit, form({}, { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'a.png' }), from(ip)), SERVICE_MSG.badFile);
    expect(await count()).toBe(before);
    expect((await api.database.db.select().from(serviceRequestFiles)).length).toBeLessThanOrEqual(1);
  });

  it('limits one address to 5 inquiries a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) ok(await api.call(contract.serviceRequest.submit, { body: fields({ phone: `1380000000${i}` }) }, from(ip)));
    rejected(await api.call(contract.serviceRequest.submit, { body: fields({ phone: '13800000009' }) }, from(ip)), SERVICE_MSG.tooMany);
  });

  it('keeps the list and attachments for the operator only', async () => {
    rejected(await api.call(contract.serviceRequest.operatorList, {}), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(contract.serviceRequest.operatorList, {}, { 'x-api-key': 'wrong' }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(contract.serviceRequest.operatorFile, { params: { id: 1 } }), '请先登录运营后台（登录已失效或未登录）');
    rejected(await api.call(contract.serviceRequest.operatorFile, { params: { id: 999999 } }, admin), SERVICE_MSG.fileNotFound);
  });
});
