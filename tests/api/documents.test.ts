import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { ProductDocument, StoredDocument } from '../../lib/api/contract/documents';
import { buildPath, type QueryOf } from '../../lib/api/contract/endpoint';
import { DOCUMENT_MAX_BYTES } from '../../lib/constants';
import { tinyPdf } from '../support/pdf';
import { ok } from './contract-calls';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';
import { closedPort } from './mock-http';

/** COA (per batch) and MSDS (per product): operator upload with checks, lookups, and the PDF download. */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const admin = { 'x-api-key': OPERATOR_KEY };
let api: TestApi;
let aspirin: { id: number; code: string; nameCn: string };
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
  aspirin = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'refmall', code: 'RM-A001' } }));
});
afterAll(async () => {
  await api.close();
});

/** Code 0 (HTTP 200) with a message containing `text`. */
const rejected = (res: { status: number; json: { code: number; message: string } }, text: string) => {
  expect(res.status).toBe(200);
  expect(res.json.code, JSON.stringify(res.json)).toBe(0);
  expect(String(res.json.message)).toContain(text);
};

type Fields = Record<string, string>;
async function upload(fields: Fields, file: Uint8Array | null, headers: Record<string, string> = admin, target = api) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'upload.pdf');
  return target.upload(contract.documents.operatorUpload, form, headers);
}
/** The stored file's id of a listed document (null for a generated one). */
const idOf = (d: ProductDocument) => (d.source === 'upload' ? d.id : null);
const lookup = (query: QueryOf<typeof contract.documents.getProdCertificate>) => api.call(contract.documents.getProdCertificate, { query, body: {} });

describe('operator/document/upload refuses', () => {
  const coa = () => ({ kind: 'coa', code: 'RM-A001', certBatch: 'LOT-REFUSED-1' }) as const;
  it('a missing or wrong API key, and a customer token', async () => {
    rejected(await upload(coa(), tinyPdf(), {}), '请先登录运营后台（登录已失效或未登录）');
    rejected(await upload(coa(), tinyPdf(), { 'x-api-key': `${OPERATOR_KEY}x` }), '请先登录运营后台（登录已失效或未登录）');
    // A customer's session token is no operator credential either.
    rejected(await upload(coa(), tinyPdf(), { token: ADMIN_TOKEN }), '请先登录运营后台（登录已失效或未登录）');
  });
  it('a file that is not a PDF, by content whatever its name or type', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    rejected(await upload(coa(), png), '文件不是 PDF');
    rejected(await upload(coa(), Buffer.from('%PDX-1.4 hello %%EOF')), '文件不是 PDF');
  });
  it('a PDF cut off before its end marker', async () => {
    rejected(await upload(coa(), tinyPdf().subarray(0, 200)), 'PDF 文件不完整');
  });
  it(`a file over ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, and no file at all`, async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    big.write('%%EOF\n', big.length - 6, 'latin1');
    rejected(await upload(coa(), big), '文件过大，不能超过 10 MB（file）');
    rejected(await upload(coa(), null), '请选择要上传的 PDF 文件（file）');
    // A JSON body reaches the same checks, and lacks the file.
    rejected(await api.call(contract.documents.operatorUpload, { body: coa() }, admin), '请选择要上传的 PDF 文件（file）');
  });
  it('a body that is not multipart as declared, naming no stack', async () => {
    const res = await api.raw(contract.documents.operatorUpload, { body: 'not a form', headers: { ...admin, 'content-type': 'multipart/form-data; boundary=----x' } });
    rejected(res, '请求体不是有效的 multipart/form-data');
  });
  it('a declared length over the cap, before reading the body', async () => {
    const res = await api.raw(contract.documents.operatorUpload, {
      body: 'x',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=----x', 'content-length': String(DOCUMENT_MAX_BYTES * 2) },
    });
    rejected(res, '文件过大');
  });
  it('an unknown product, or a code and prodId of two products', async () => {
    rejected(await upload({ ...coa(), code: 'RM-NOPE99' }, tinyPdf()), '商品不存在（code）');
    rejected(await upload({ kind: 'msds', prodId: '987654' }, tinyPdf()), '商品不存在（prodId）');
    rejected(await upload({ kind: 'msds', code: 'RM-A001', prodId: String(aspirin.id + 1) }, tinyPdf()), '货号与商品编号不是同一个商品');
    rejected(await upload({ kind: 'msds' }, tinyPdf()), '请指定商品');
  });
  it('a COA without a sane batch number, an MSDS with one, an unknown kind or language', async () => {
    rejected(await upload({ kind: 'coa', code: 'RM-A001' }, tinyPdf()), '请输入批号（certBatch）');
    rejected(await upload({ ...coa(), certBatch: 'AB' }, tinyPdf()), '批号格式不正确');
    rejected(await upload({ ...coa(), certBatch: '../../etc/passwd' }, tinyPdf()), '批号格式不正确');
    rejected(await upload({ ...coa(), certBatch: 'X'.repeat(33) }, tinyPdf()), '批号格式不正确');
    rejected(await upload({ kind: 'msds', code: 'RM-A001', certBatch: 'LOT1' }, tinyPdf()), 'MSDS 按商品提供，不填批号');
    rejected(await upload({ kind: 'sds', code: 'RM-A001' }, tinyPdf()), '请选择资料类型');
    rejected(await upload({ kind: 'msds', code: 'RM-A001', language: 'fr' }, tinyPdf()), '语言应为 zh（中文）或 en（英文）');
  });
  it('stored nothing while refusing', async () => {
    // Aspirin has recorded hazard data: its MSDS is the generated one until an operator uploads one.
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: aspirin.id } })).map((d) => d.source)).toEqual(['generated']);
    expect(ok(await api.call(contract.documents.certificateList, { params: { id: aspirin.id } }))).toEqual([]);
  });
});

describe('COA: upload, look up by batch, download', () => {
  const pdf = tinyPdf(['TEST FILE - COA of batch 2026A01', 'not a real certificate']);
  let doc: StoredDocument & { replaced: boolean };
  beforeAll(async () => {
    // Lower case and full-width characters are folded: the batch is stored as 2026A01.
    doc = ok(await upload({ kind: 'coa', code: 'rm-a001', certBatch: ' ２０２６a01 ' }, pdf));
  });

  it('answers the stored document', () => {
    expect(doc).toMatchObject({
      kind: 'coa',
      productId: aspirin.id,
      certBatch: '2026A01',
      language: 'zh',
      title: `${aspirin.nameCn} 分析证书（COA） 批号 2026A01`,
      fileName: `${aspirin.nameCn}_分析证书（COA）_批号_2026A01.pdf`,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      url: buildPath(contract.documents.download.path, { id: doc.id }),
      replaced: false,
    });
  });

  it('is found by brand (key, Chinese or English name), code and batch, in any case', async () => {
    for (const brand of ['refmall', 'RefMall 标准品', 'refmall standards']) {
      const cert = ok(await lookup({ brand, code: 'RM-A001', certBatch: '2026a01' }));
      expect(cert.certBatch).toBe('2026A01');
      expect(cert.product).toMatchObject({ id: aspirin.id, code: 'RM-A001', brandName: 'RefMall 标准品' });
      expect(cert.files.map(idOf)).toEqual([doc.id]);
    }
  });

  it('says clearly when there is no such COA', async () => {
    rejected(await lookup({ brand: 'refmall', code: 'RM-A001', certBatch: '2026A02' }), '未找到批号 2026A02 的COA证书，请核对批号，或联系客服索取');
    rejected(await lookup({ brand: 'puyuan', code: 'RM-A001', certBatch: '2026A01' }), '未找到该品牌和货号的商品，请核对品牌和货号');
    rejected(await lookup({ brand: 'refmall', code: 'RM-ZZZ9', certBatch: '2026A01' }), '未找到该品牌和货号的商品');
    rejected(await api.raw(contract.documents.getProdCertificate, { query: { brand: 'refmall', code: 'RM-A001' }, body: {} }), '缺少必填参数 certBatch');
    rejected(await lookup({ brand: 'refmall', code: 'RM-A001', certBatch: 'a b' }), '批号格式不正确');
    rejected(await lookup({ brand: ' ', code: 'RM-A001', certBatch: '2026A01' }), '请选择品牌（brand）');
  });

  it('is listed on the product, and getMsds still has none', async () => {
    const res = await api.call(contract.documents.certificateList, { params: { id: aspirin.id } });
    expect(res.json.totalCount).toBe(1);
    expect(ok(res).map((d) => d.id)).toEqual([doc.id]);
    // Aspirin has recorded hazard data: its MSDS is the generated one until an operator uploads one.
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: aspirin.id } })).map((d) => d.source)).toEqual(['generated']);
    rejected(await api.call(contract.documents.certificateList, { params: { id: 987654 } }), '商品不存在');
  });

  it('downloads as the same bytes, with type, length, ETag and a Chinese file name (RFC 5987)', async () => {
    const res = await api.app.request(doc.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(res.headers.get('etag')).toBe(`"${doc.sha256}"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="COA_RM-A001_2026A01_zh\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(doc.fileName);
    // Header values must be ASCII (Latin-1 at most): the Chinese name travels percent-encoded only.
    expect(disposition).toMatch(/^[\x20-\x7e]+$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, and the envelope for an unknown id', async () => {
    const again = await api.app.request(doc.url, { headers: { 'if-none-match': `"${doc.sha256}"` } });
    expect(again.status).toBe(304);
    rejected(await api.call(contract.documents.download, { params: { id: 987654 } }), '文件不存在');
  });

  it('is replaced by a new upload of the same batch and language; an English file sits beside it', async () => {
    const v2 = tinyPdf(['TEST FILE - COA 2026A01 corrected']);
    const replaced = ok(await upload({ kind: 'coa', code: 'RM-A001', certBatch: '2026A01', title: '阿司匹林 COA 2026A01 修订版' }, v2));
    expect(replaced).toMatchObject({ id: doc.id, replaced: true, size: v2.length, title: '阿司匹林 COA 2026A01 修订版' });
    const en = ok(await upload({ kind: 'coa', code: 'RM-A001', certBatch: '2026A01', language: 'en' }, pdf));
    expect(en).toMatchObject({ replaced: false, language: 'en', title: `${aspirin.nameCn} 分析证书（COA） 批号 2026A01（英文）` });
    const cert = ok(await lookup({ brand: 'refmall', code: 'RM-A001', certBatch: '2026A01' }));
    expect(cert.files.map((f) => [idOf(f), f.language])).toEqual([
      [doc.id, 'zh'],
      [en.id, 'en'],
    ]);
    const res = await api.app.request(doc.url);
    expect(Buffer.from(await res.arrayBuffer()).equals(v2)).toBe(true);
  });
});

describe('MSDS', () => {
  it('is uploaded per product (by prodId) and answered by getMsds, Chinese first', async () => {
    const en = ok(await upload({ kind: 'msds', prodId: String(aspirin.id), language: 'en' }, tinyPdf(['TEST FILE - SDS EN'])));
    const zh = ok(await upload({ kind: 'msds', prodId: String(aspirin.id) }, tinyPdf(['TEST FILE - SDS ZH'])));
    expect(zh).toMatchObject({ kind: 'msds', certBatch: null, title: `${aspirin.nameCn} 安全技术说明书（MSDS）` });
    const list = ok(await api.call(contract.documents.getMsds, { body: { prodId: aspirin.id } }));
    expect(list.map(idOf)).toEqual([zh.id, en.id]);
    rejected(await api.call(contract.documents.getMsds, { body: { prodId: 987654 } }), '商品不存在');
    rejected(await api.raw(contract.documents.getMsds, { body: {} }), '缺少必填参数 prodId');
  });

  it('is deleted by the operator (and only with the token)', async () => {
    const zh = ok(await api.call(contract.documents.getMsds, { body: { prodId: aspirin.id } }))[0] as StoredDocument;
    rejected(await api.call(contract.documents.operatorDelete, { params: { id: zh.id }, body: {} }), '请先登录运营后台（登录已失效或未登录）');
    ok(await api.call(contract.documents.operatorDelete, { params: { id: zh.id }, body: {} }, admin));
    rejected(await api.call(contract.documents.download, { params: { id: zh.id } }), '文件不存在');
    rejected(await api.call(contract.documents.operatorDelete, { params: { id: zh.id }, body: {} }, admin), '文件不存在');
    expect(ok(await api.call(contract.documents.getMsds, { body: { prodId: aspirin.id } })).map((d) => d.language)).toEqual(['en']);
  });
});

describe('the storefront’s cached goods-detail page', () => {
  it('is refreshed after an upload and a delete (POST /internal/revalidate with the token); a storefront that is down loses nothing', async () => {
    const calls: { path: string; token: string | undefined; body: unknown }[] = [];
    const storefront = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c));
      req.on('end', () => {
        calls.push({ path: req.url ?? '', token: req.headers['x-admin-token'] as string | undefined, body: JSON.parse(text) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1}');
      });
    });
    await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
    const linked = await createTestApi({ env: { ADMIN_TOKEN, STOREFRONT_ORIGIN: origin } });
    const down = await createTestApi({ env: { ADMIN_TOKEN, STOREFRONT_ORIGIN: await closedPort() } });
    try {
      const doc = ok(await upload({ kind: 'msds', prodId: String(aspirin.id) }, tinyPdf(['TEST FILE - SDS']), admin, linked));
      ok(await linked.call(contract.documents.operatorDelete, { params: { id: doc.id }, body: {} }, admin));
      expect(calls).toEqual([
        { path: '/internal/revalidate', token: ADMIN_TOKEN, body: { tags: [`product:${aspirin.id}`] } },
        { path: '/internal/revalidate', token: ADMIN_TOKEN, body: { tags: [`product:${aspirin.id}`] } },
      ]);
      // Refused connection: the upload still answers code 1 and the file is stored.
      const kept = ok(await upload({ kind: 'msds', prodId: String(aspirin.id) }, tinyPdf(['TEST FILE - SDS']), admin, down));
      expect((await down.app.request(kept.url)).status).toBe(200);
    } finally {
      await linked.close();
      await down.close();
      await new Promise((resolve) => storefront.close(resolve));
    }
  });
});
