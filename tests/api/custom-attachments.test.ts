import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { CUSTOM_ATTACHMENT_MAX_BYTES, CUSTOM_MSG, type CustomRequestInput } from '../../lib/api/contract/custom';
import { buildPath } from '../../lib/api/contract/endpoint';
import { customRequestFiles, customRequests } from '../../server/db/schema';
import { chinaDay } from '../../server/services/footprints';
import { PNG } from './aftersales-helpers';
import { customer } from './cart-helpers';
import { ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { ADMIN_TOKEN, admin } from './order-helpers';

/*
 * Custom-synthesis attachments: a PDF / PNG / JPEG judged by its bytes, at most 5 MB, kept
 * as the uploader's draft until a request binds it (at most 3, each once); the owner and the operator download it.
 */
const { custom } = contract;
let api: TestApi;
let pdf: Buffer;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Route sketch: acetylation of salicylic acid', { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  pdf = Buffer.from(await doc.save());
});
afterAll(() => api.close());

type H = Record<string, string>;
const says = (m: string) => new RegExp(`^${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const request = (over: Partial<CustomRequestInput> = {}): CustomRequestInput => ({
  cas: '50-78-2',
  name: '乙酰水杨酸',
  quantity: 500,
  unit: 'mg',
  purity: '≥98%',
  deadline: chinaDay(new Date(Date.now() + 30 * 86_400_000)),
  ...over,
});

async function upload(h: H, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return (await api.upload(custom.attachmentUpload, form, h)).json;
}
const uploaded = async (h: H, bytes: Buffer, name: string) => {
  const answer = await upload(h, bytes, name);
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data!;
};
const download = (id: number, h: H, operator = false) => api.app.request(buildPath((operator ? custom.operatorAttachment : custom.attachmentFile).path, { id }), { headers: h });
const requestsOf = (userId: number) => api.database.db.select().from(customRequests).where(eq(customRequests.userId, userId));

describe('custom-synthesis attachments: upload', () => {
  it('keeps a real PDF and a PNG with their names, types and sizes', async () => {
    const me = await customer(api);
    const sheet = await uploaded(me.h, pdf, '合成路线.pdf');
    expect(sheet).toMatchObject({ name: '合成路线.pdf', mime: 'application/pdf', size: pdf.byteLength });
    const picture = await uploaded(me.h, PNG, 'structure.png');
    expect(picture).toMatchObject({ name: 'structure.png', mime: 'image/png', size: PNG.byteLength });
  });

  it('refuses a text file named .pdf, a file over 5 MB and a missing file with a Chinese message; nothing is kept', async () => {
    const me = await customer(api);
    rejected({ json: await upload(me.h, Buffer.from('这不是 PDF 文件，只是文本。\n'), 'spec.pdf') }, says(CUSTOM_MSG.attachmentType));
    const big = Buffer.concat([PNG, Buffer.alloc(CUSTOM_ATTACHMENT_MAX_BYTES + 1 - PNG.byteLength)]);
    const tooBig = await upload(me.h, big, 'big.png');
    expect([tooBig.code, tooBig.message]).toEqual([0, CUSTOM_MSG.attachmentTooLarge]);
    const res = await api.app.request(buildPath(custom.attachmentUpload.path), { method: 'POST', body: new FormData(), headers: me.h });
    const none = (await res.json()) as { code: number; message: string };
    expect(none.code).toBe(0);
    expect(none.message).toMatch(says(CUSTOM_MSG.attachmentMissing));
    expect(await api.database.db.select().from(customRequestFiles).where(eq(customRequestFiles.userId, me.userId))).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await upload({}, PNG, 'a.png')).code).toBe(-1);
  });
});

describe('custom-synthesis attachments: submit binds them', () => {
  it('a request with two files lists both; the same file again refuses the second request, which is not stored', async () => {
    const me = await customer(api);
    const sheet = await uploaded(me.h, pdf, '合成路线.pdf');
    const picture = await uploaded(me.h, PNG, 'structure.png');
    const sent = ok(await api.call(custom.submit, { body: request({ attachmentIds: [sheet.id, picture.id] }) }, me.h));
    const detail = ok(await api.call(custom.detail, { params: { id: sent.id } }, me.h));
    expect(detail.attachments.map(({ name, mime, size }) => ({ name, mime, size }))).toEqual([
      { name: '合成路线.pdf', mime: 'application/pdf', size: pdf.byteLength },
      { name: 'structure.png', mime: 'image/png', size: PNG.byteLength },
    ]);
    expect(ok(await api.call(custom.mine, {}, me.h))[0].attachments.map((a) => a.id)).toEqual([sheet.id, picture.id]);

    rejected(await api.call(custom.submit, { body: request({ name: '水杨酸', cas: '69-72-7', attachmentIds: [picture.id] }) }, me.h), says(CUSTOM_MSG.attachmentNotFound));
    expect((await requestsOf(me.userId)).map((r) => r.id)).toEqual([sent.id]);
  });

  it("refuses another buyer's file and an unknown id; the other's draft stays theirs and unbound", async () => {
    const me = await customer(api);
    const other = await customer(api);
    const theirs = await uploaded(other.h, PNG, 'theirs.png');
    rejected(await api.call(custom.submit, { body: request({ attachmentIds: [theirs.id] }) }, me.h), says(CUSTOM_MSG.attachmentNotFound));
    rejected(await api.call(custom.submit, { body: request({ attachmentIds: [theirs.id + 100_000] }) }, me.h), says(CUSTOM_MSG.attachmentNotFound));
    expect(await requestsOf(me.userId)).toEqual([]);
    const [row] = await api.database.db.select().from(customRequestFiles).where(eq(customRequestFiles.id, theirs.id));
    expect([row.userId, row.requestId]).toEqual([other.userId, null]);
    // The other buyer can still use it.
    ok(await api.call(custom.submit, { body: request({ attachmentIds: [theirs.id] }) }, other.h));
  });

  it('refuses a fourth file with 附件最多3个 and stores nothing', async () => {
    const me = await customer(api);
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await uploaded(me.h, PNG, `spectrum-${n}.png`)).id);
    rejected(await api.call(custom.submit, { body: request({ attachmentIds: ids }) }, me.h), says(CUSTOM_MSG.attachmentTooMany));
    expect(await requestsOf(me.userId)).toEqual([]);
    const drafts = await api.database.db.select().from(customRequestFiles).where(eq(customRequestFiles.userId, me.userId));
    expect(drafts.map((d) => d.requestId)).toEqual([null, null, null, null]);
  });
});

describe('custom-synthesis attachments: download', () => {
  it('gives the owner the bytes as uploaded, as a sandboxed attachment; another buyer gets 附件不存在, the operator the file', async () => {
    const me = await customer(api);
    const other = await customer(api);
    const sheet = await uploaded(me.h, pdf, '合成路线.pdf');
    ok(await api.call(custom.submit, { body: request({ attachmentIds: [sheet.id] }) }, me.h));

    const mine = await download(sheet.id, me.h);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(mine.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await mine.arrayBuffer()).equals(pdf)).toBe(true);

    const stranger = await download(sheet.id, other.h);
    const refusal = (await stranger.json()) as { code: number; message: string; data: unknown };
    expect([refusal.code, refusal.message, refusal.data]).toEqual([0, CUSTOM_MSG.attachmentNotFound, null]);
    expect(((await (await download(sheet.id, {})).json()) as { code: number }).code).toBe(-1);

    const operator = await download(sheet.id, admin, true);
    expect(operator.status).toBe(200);
    expect(operator.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await operator.arrayBuffer()).equals(pdf)).toBe(true);
    const noToken = (await (await download(sheet.id, me.h, true)).json()) as { code: number };
    expect(noToken.code).not.toBe(1);
  });

  it('the owner can download a draft not yet submitted', async () => {
    const me = await customer(api);
    const picture = await uploaded(me.h, PNG, 'structure.png');
    const res = await download(picture.id, me.h);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
