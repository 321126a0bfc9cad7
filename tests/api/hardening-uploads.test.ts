import { createDeflate } from 'node:zlib';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { StoredDocument } from '../../lib/api/contract/documents';
import { lotCoaUrl, msdsUrl } from '../../lib/api/contract/documents';
import { API_KEY_HEADER, buildPath } from '../../lib/api/contract/endpoint';
import { methodSheetUrl } from '../../lib/api/contract/method-sheet';
import { lots, methods, productDocuments, skus } from '../../server/db/schema';
import { UPLOAD_ERR } from '../../server/services/upload-checks';
import { craftedPdf, streamObject, tinyPdf } from '../support/pdf';
import { ok } from './contract-calls';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';

/* Upload checks through the API: the hostile PDF is refused, titles and stored names are single-line. */

const ADMIN_TOKEN = 'operator-token-for-hardening-0123456789';
const UPLOAD = buildPath(contract.documents.operatorUpload.path);
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(() => api.close());

async function upload(fields: Record<string, string>, bytes: Uint8Array, fileName = 'coa.pdf') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  const res = await api.app.request(UPLOAD, { method: 'POST', body: form, headers: { [API_KEY_HEADER]: OPERATOR_KEY } });
  return { status: res.status, json: (await res.json()) as { code: number; message: string; data: StoredDocument | null } };
}

describe('operator document upload', () => {
  it('refuses a file that starts with %PDF-, ends with %%EOF and holds HTML', async () => {
    const hostile = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n', 'latin1');
    const res = await upload({ kind: 'coa', code: 'RM-A001', certBatch: 'HOSTILE-1' }, hostile);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, message: UPLOAD_ERR.unreadablePdf });
    expect(await api.database.db.select().from(productDocuments).where(eq(productDocuments.certBatch, 'HOSTILE-1'))).toEqual([]);
  });

  it('keeps a title on one line, and a file name with control characters (NUL too) without a 500', async () => {
    const res = await upload({ kind: 'coa', code: 'RM-A001', certBatch: 'LINES-1', title: 'COA\r\n批号 LINES-1\t修订版' }, tinyPdf(), 'co\u0000a\r\n.pdf');
    expect(res.status).toBe(200);
    expect(res.json.code, res.json.message).toBe(1);
    expect(res.json.data!.title).toBe('COA 批号 LINES-1 修订版');
    const [row] = await api.database.db.select().from(productDocuments).where(eq(productDocuments.id, res.json.data!.id));
    expect(row.title).toBe('COA 批号 LINES-1 修订版');
    expect(row.originalName).not.toMatch(/[\u0000-\u001f]/);
  });

  it('a title of nothing but line breaks gets the default title', async () => {
    const res = await upload({ kind: 'msds', code: 'RM-A001', title: '\r\n\t' }, tinyPdf());
    expect(res.json.code, res.json.message).toBe(1);
    expect(res.json.data!.title).toMatch(/安全技术说明书（MSDS）$/);
  });
});

/** 1 GiB of zeros, deflated (about 1 MB), one MB at a time. */
async function gibibyteOfZeros(): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < 1024; i++) if (!deflate.write(mb)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

describe('PDFs with active content or that inflate without bound', () => {
  const stored = async (certBatch: string) => api.database.db.select().from(productDocuments).where(eq(productDocuments.certBatch, certBatch));

  it('refuses a COA that runs JavaScript on opening, storing nothing', async () => {
    const pdf = craftedPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /J#61vaScript /JS (app.alert\\(1\\)) >>'] });
    const res = await upload({ kind: 'coa', code: 'RM-A001', certBatch: 'SCRIPT-1' }, pdf);
    expect(res.json).toMatchObject({ code: 0, message: UPLOAD_ERR.activePdf });
    expect(await stored('SCRIPT-1')).toEqual([]);
  });

  it('refuses a 1 MB file that inflates to 1 GiB, storing nothing', async () => {
    const pdf = craftedPdf({ objects: [streamObject('/Filter /FlateDecode', await gibibyteOfZeros())] });
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload({ kind: 'coa', code: 'RM-A001', certBatch: 'BOMB-1' }, pdf);
    expect(res.json).toMatchObject({ code: 0, message: UPLOAD_ERR.pdfTooLarge(50) });
    expect(await stored('BOMB-1')).toEqual([]);
  });

  it('accepts the PDFs the shop generates itself: a COA, an MSDS and a method sheet', async () => {
    const db = api.database.db;
    const [lot] = await db
      .select({ productId: skus.productId, lotNo: lots.lotNo })
      .from(lots)
      .innerJoin(skus, eq(skus.id, lots.skuId))
      .where(isNotNull(lots.certifiedValue))
      .orderBy(asc(lots.id))
      .limit(1);
    const kmno4 = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'hengzhun', code: 'RM-K010' } }));
    const [method] = await db.select({ id: methods.id }).from(methods).orderBy(asc(methods.id)).limit(1);
    for (const [url, certBatch] of [
      [lotCoaUrl(lot.productId, lot.lotNo), 'OWN-COA'],
      [msdsUrl(kmno4.id), 'OWN-MSDS'],
      [methodSheetUrl(method.id), 'OWN-METHOD'],
    ]) {
      const file = await api.app.request(url);
      expect(file.headers.get('content-type'), url).toBe('application/pdf');
      const res = await upload({ kind: 'coa', code: 'RM-A001', certBatch }, new Uint8Array(await file.arrayBuffer()));
      expect(res.json.code, `${url}: ${res.json.message}`).toBe(1);
    }
  });
});
