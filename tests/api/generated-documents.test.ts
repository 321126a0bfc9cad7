import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { lotCoaUrl, msdsUrl } from '../../lib/api/contract/documents';
import { lots, skus } from '../../server/db/schema';
import { tinyPdf } from '../support/pdf';
import { ok } from './contract-calls';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';

/** The COA the shop generates per lot, the MSDS per product, and an operator's upload winning over both. */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const admin = { 'x-api-key': OPERATOR_KEY };
let api: TestApi;
let aspirin: { id: number; code: string; nameCn: string };
/** No hazard data is recorded for this aspirin impurity (RM-A005); potassium permanganate (RM-K010) has its GHS profile. */
let noProfile: { id: number };
let permanganate: { id: number; nameCn: string };
/** A seeded lot of aspirin, and one of another product (for the upload test, so the two tests stay apart). */
let lot: typeof lots.$inferSelect;

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** The text of a PDF as pdftotext reads it (what a customer's viewer shows, CJK included). */
function pdfText(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coa-text-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.pdf'), bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rejected = (res: { status: number; json: { code: number; message: string } }, text: string) => {
  expect(res.status).toBe(200);
  expect(res.json.code, JSON.stringify(res.json)).toBe(0);
  expect(String(res.json.message)).toContain(text);
};
const lookup = (certBatch: string, code = 'RM-A001') => api.call(contract.documents.getProdCertificate, { query: { brand: 'refmall', code, certBatch }, body: {} });
const download = (url: string, headers: Record<string, string> = {}) => api.app.request(url, { headers });

async function upload(fields: Record<string, string>, file: Uint8Array) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'upload.pdf');
  return api.upload(contract.documents.operatorUpload, form, admin);
}

beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
  aspirin = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'refmall', code: 'RM-A001' } }));
  noProfile = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'puyuan', code: 'RM-A005' } }));
  permanganate = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'hengzhun', code: 'RM-K010' } }));
  [{ lot }] = await api.database.db
    .select({ lot: lots })
    .from(lots)
    .innerJoin(skus, eq(skus.id, lots.skuId))
    .where(eq(skus.productId, aspirin.id))
    .orderBy(asc(lots.id))
    .limit(1);
  // A fresh migrated and seeded database: slow on a machine shared with other jobs.
}, 240_000);
afterAll(async () => {
  await api.close();
});

describe('the COA of a seeded lot', () => {
  it('is listed by getProdCertificate as generated, with its download link', async () => {
    const cert = ok(await lookup(lot.lotNo.toLowerCase()));
    expect(cert.certBatch).toBe(lot.lotNo);
    expect(cert.files).toEqual([
      {
        source: 'generated',
        kind: 'coa',
        productId: aspirin.id,
        certBatch: lot.lotNo,
        language: 'zh',
        title: `${aspirin.nameCn} 分析证书（COA） 批号 ${lot.lotNo}`,
        fileName: `${aspirin.nameCn}_分析证书（COA）_批号_${lot.lotNo}.pdf`,
        url: lotCoaUrl(aspirin.id, lot.lotNo),
      },
    ]);
  });

  it('downloads as a valid PDF naming the lot, the product and its dates, the same bytes each time', async () => {
    const res = await download(lotCoaUrl(aspirin.id, lot.lotNo));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('content-disposition')).toContain(`COA_RM-A001_${lot.lotNo}_zh.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(res.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(lot.lotNo);
    if (hasPdftotext) {
      const text = pdfText(bytes);
      for (const fact of ['分析证书', aspirin.nameCn, 'RM-A001', '50-78-2', lot.lotNo, lot.manufacturedOn, lot.expiresOn, '仅供科研使用', '检验', '审核', '批准']) {
        expect(text, fact).toContain(fact);
      }
      expect(text).toMatch(/第\s*1\s*页\s*\/\s*共\s*\d+\s*页/);
    }
    // Deterministic: the same lot gives the same bytes, so a revalidation answers 304.
    const again = new Uint8Array(await (await download(lotCoaUrl(aspirin.id, lot.lotNo.toLowerCase()))).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    const cached = await download(lotCoaUrl(aspirin.id, lot.lotNo), { 'if-none-match': res.headers.get('etag')! });
    expect(cached.status).toBe(304);
  });

  it('is refused with a Chinese message for a batch that is no lot, a product that does not exist, or a malformed batch', async () => {
    rejected(await lookup('1999A01'), '未找到批号 1999A01 的COA证书，请核对批号，或联系客服索取');
    rejected(await api.call(contract.documents.lotCoa, { params: { id: aspirin.id, certBatch: '1999A01' } }), '未找到批号 1999A01 的COA证书');
    rejected(await api.call(contract.documents.lotCoa, { params: { id: 987654, certBatch: lot.lotNo } }), '商品不存在');
    rejected(await api.call(contract.documents.lotCoa, { params: { id: aspirin.id, certBatch: 'a b' } }), '批号格式不正确');
    rejected(await api.call(contract.documents.lotCoa, { params: { id: aspirin.id, certBatch: '-AB1' } }), '批号格式不正确');
  });
});

describe('an operator’s upload', () => {
  it('replaces the generated COA of its batch, in the lookup and behind the batch link', async () => {
    const pdf = tinyPdf(['TEST FILE - uploaded COA', 'not a real certificate']);
    const stored = ok(await upload({ kind: 'coa', code: 'RM-A001', certBatch: lot.lotNo }, pdf));
    const cert = ok(await lookup(lot.lotNo));
    expect(cert.files.map((f) => [f.source, f.url])).toEqual([['upload', stored.url]]);
    const res = await download(lotCoaUrl(aspirin.id, lot.lotNo));
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(res.headers.get('etag')).toBe(`"${stored.sha256}"`);
    // Deleted again, the lot's generated certificate is back.
    ok(await api.call(contract.documents.operatorDelete, { params: { id: stored.id }, body: {} }, admin));
    expect(ok(await lookup(lot.lotNo)).files.map((f) => f.source)).toEqual(['generated']);
  });
});

describe('the MSDS', () => {
  it('of a product without recorded hazard data is refused with a clear message, never invented', async () => {
    rejected(await api.call(contract.documents.getMsds, { body: { prodId: noProfile.id } }), '该商品暂无安全技术说明书（MSDS）：本商城未收录该商品的危险性数据');
    rejected(await api.call(contract.documents.msds, { params: { id: noProfile.id } }), '该商品暂无安全技术说明书（MSDS）');
    rejected(await api.call(contract.documents.msds, { params: { id: 987654 } }), '商品不存在');
    rejected(await api.raw(contract.documents.msds, { params: { id: 'x' } }), '参数 id 类型错误');
  });

  it('of a product with a hazard profile is generated: the 16 sections, GHS data and transport facts', async () => {
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: permanganate.id } }))).toEqual([
      expect.objectContaining({ source: 'generated', kind: 'msds', certBatch: null, language: 'zh', url: msdsUrl(permanganate.id) }),
    ]);
    const res = await download(msdsUrl(permanganate.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('MSDS_RM-K010_zh.pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toContain(permanganate.nameCn);
    if (hasPdftotext) {
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      for (const fact of ['化学品安全技术说明书', '7722-64-7', '第一部分', '第十六部分', '危险', 'GHS03', '圆圈上方火焰', 'H272', 'UN 1490', '5.1', '0532-83889090']) {
        expect(text, fact).toContain(fact);
      }
    }
  });

  it('uploaded by the operator wins over the generated one, in getMsds and behind the MSDS link', async () => {
    const pdf = tinyPdf(['TEST FILE - SDS', 'not a real safety data sheet']);
    const stored = ok(await upload({ kind: 'msds', prodId: String(permanganate.id) }, pdf));
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: permanganate.id } })).map((d) => d.source)).toEqual(['upload']);
    const res = await download(msdsUrl(permanganate.id));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    ok(await api.call(contract.documents.operatorDelete, { params: { id: stored.id }, body: {} }, admin));
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: permanganate.id } })).map((d) => d.source)).toEqual(['generated']);
  });
});
