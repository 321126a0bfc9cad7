import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { API_ITEM_IDS_MAX, methodSheetUrl } from '../../lib/api/contract/method-compare';
import { apiItems, methods, products } from '../../server/db/schema';
import { darkShare } from '../support/png';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/*
 * The methods' secondary calls on the seeded data: equivalents, summaries, the compare matrix, the lists behind
 * the comparison pages and the method sheet PDF (rendered by pdftoppm and read back by pdftotext).
 */
const mc = contract.methodCompare;
let api: TestApi;
const ids: Record<string, number> = {};
/** Method ids: ChP 奥美拉唑 有关物质 and Ph. Eur. Omeprazole 有关物质 (which names impurities A, C and D). */
let chpOmeprazole: number;
let epOmeprazole: number;
let productIds: Record<string, number>;

const tools = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-method-sheet-'));

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  for (const r of await db.select({ id: apiItems.id, cas: apiItems.cas }).from(apiItems)) ids[r.cas] = r.id;
  const m = await db.select({ id: methods.id, pharmacopoeia: methods.pharmacopoeia, testItem: methods.testItem }).from(methods).where(eq(methods.apiItemId, ids['73590-58-6']));
  chpOmeprazole = m.find((r) => r.pharmacopoeia === 'ChP' && r.testItem === '有关物质')!.id;
  epOmeprazole = m.find((r) => r.pharmacopoeia === 'EP' && r.testItem === '有关物质')!.id;
  const codes = ['RM-D001', 'RM-D002', 'RM-D003', 'RM-D004', 'RM-D005', 'RM-A002'];
  productIds = Object.fromEntries((await db.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, codes))).map((r) => [r.code, r.id]));
}, 240_000);
afterAll(async () => {
  await api?.close();
});

const OMEPRAZOLE = '73590-58-6';
const LANSOPRAZOLE = '103577-45-3';

describe('getProdSummaryByProdApiItemIds/{x}', () => {
  it('counts omeprazole’s methods by pharmacopoeia and test item and lists the impurities its methods need', async () => {
    const [s] = ok(await api.call(mc.prodSummary, { params: { x: String(ids[OMEPRAZOLE]) }, body: {} }));
    const stored = await api.database.db.select({ id: methods.id }).from(methods).where(eq(methods.apiItemId, ids[OMEPRAZOLE]));
    expect(s.apiItem.nameCn).toBe('奥美拉唑');
    expect(s.apiItem.compound).toBe('苯并咪唑类');
    expect(s.methodCount).toBe(stored.length);
    expect(s.byPharmacopoeia.map((p) => p.key)).toEqual(expect.arrayContaining(['ChP', 'EP']));
    expect(s.byPharmacopoeia.find((p) => p.key === 'ChP')!.edition).toBe('2025年版');
    expect(s.byPharmacopoeia.reduce((n, p) => n + p.count, 0)).toBe(stored.length);
    expect(s.byTestItem.find((t) => t.key === '有关物质')!.pharmacopoeias).toEqual(expect.arrayContaining(['ChP', 'EP']));
    const impurities = s.byRole.find((r) => r.role === '杂质对照品')!.products.map((p) => p.code);
    expect(impurities).toEqual(expect.arrayContaining(['RM-D003', 'RM-D004', 'RM-D005']));
    expect(s.byRole.find((r) => r.role === '对照品')!.products.map((p) => p.code)).toContain('RM-D001');
    expect(s.products.sold).toBeGreaterThanOrEqual(4);
    expect(s.products.inStock).toBeLessThanOrEqual(s.products.sold);
    expect(s.products.linked).toBeGreaterThanOrEqual(s.products.sold);
  });

  it('answers several API items in the order asked, duplicates once', async () => {
    const x = `${ids[LANSOPRAZOLE]},${ids[OMEPRAZOLE]},${ids[LANSOPRAZOLE]}`;
    const list = ok(await api.call(mc.prodSummary, { params: { x }, body: {} }));
    expect(list.map((s) => s.apiItem.nameCn)).toEqual(['兰索拉唑', '奥美拉唑']);
  });

  it('an unlisted product is no longer counted as sold, but still as linked', async () => {
    const db = api.database.db;
    const [before] = ok(await api.call(mc.prodSummary, { params: { x: String(ids[OMEPRAZOLE]) }, body: {} }));
    await db.update(products).set({ status: 0 }).where(eq(products.id, productIds['RM-D004']));
    try {
      const [after] = ok(await api.call(mc.prodSummary, { params: { x: String(ids[OMEPRAZOLE]) }, body: {} }));
      expect(after.products.sold).toBe(before.products.sold - 1);
      expect(after.products.linked).toBe(before.products.linked);
      expect(after.byRole.flatMap((r) => r.products.map((p) => p.code))).not.toContain('RM-D004');
    } finally {
      await db.update(products).set({ status: 1 }).where(eq(products.id, productIds['RM-D004']));
    }
  });

  it('refuses unknown, malformed and too many ids with a Chinese message', async () => {
    rejected(await api.call(mc.prodSummary, { params: { x: `${ids[OMEPRAZOLE]},999999` }, body: {} }), '原料药不存在：999999');
    rejected(await api.raw(mc.prodSummary, { params: { x: '1,abc' }, body: {} }), /原料药编号应为以逗号分隔的正整数/);
    rejected(await api.raw(mc.prodSummary, { params: { x: '0' }, body: {} }), /原料药编号应为以逗号分隔的正整数/);
    const many = Array.from({ length: API_ITEM_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    rejected(await api.raw(mc.prodSummary, { params: { x: many }, body: {} }), /一次最多查询 20 个原料药/);
  });
});

describe('getProdEqByProdApiItemIds', () => {
  it('gives the product that is the API itself; a stereoisomer (esomeprazole) is not an equivalent', async () => {
    const [eq1] = ok(await api.call(mc.prodEquivalents, { body: { ids: [ids[OMEPRAZOLE]] } }));
    expect(eq1.apiItem.cas).toBe(OMEPRAZOLE);
    expect(eq1.products[0].code).toBe('RM-D001');
    expect(eq1.products.every((p) => p.cas === OMEPRAZOLE)).toBe(true);
    expect(eq1.products.map((p) => p.code)).not.toContain('RM-D002');
    expect(eq1.products[0].skus.length).toBeGreaterThan(0);
    expect(eq1.products[0].skus.every((s) => Number.isInteger(s.price) && s.price > 0)).toBe(true);
  });

  it('a second brand’s product of the same substance (same InChIKey) joins the list', async () => {
    const db = api.database.db;
    const [own] = await db.select().from(products).where(eq(products.code, 'RM-D001'));
    const { id: _id, code: _code, ...rest } = own;
    const [copy] = await db.insert(products).values({ ...rest, code: 'RM-D001-X', cas: '73590-58-6' }).returning({ id: products.id });
    try {
      const [e] = ok(await api.call(mc.prodEquivalents, { body: { ids: [ids[OMEPRAZOLE]] } }));
      expect(e.products.map((p) => p.code)).toEqual(['RM-D001', 'RM-D001-X']);
    } finally {
      await db.delete(products).where(eq(products.id, copy.id));
    }
  });

  it('refuses an unknown id, no ids and too many', async () => {
    rejected(await api.call(mc.prodEquivalents, { body: { ids: [999998] } }), '原料药不存在：999998');
    rejected(await api.call(mc.prodEquivalents, { body: { ids: [] } }), /请给出原料药编号/);
    rejected(await api.call(mc.prodEquivalents, { body: { ids: Array.from({ length: 21 }, (_, i) => i + 1) } }), /一次最多查询 20 个原料药/);
    rejected(await api.raw(mc.prodEquivalents, { body: {} }), /ids/);
  });
});

describe('prodapiitem/product/compare/list', () => {
  it('lists every product omeprazole’s methods name, the API’s standard first, with the pharmacopoeias that call for each', async () => {
    const res = await api.call(mc.compareList, { body: { apiItemId: ids[OMEPRAZOLE] }, pageNo: 1, pageSize: 100 });
    const rows = ok(res);
    expect(totalOf(res)).toBe(rows.length);
    expect(rows[0].product.code).toBe('RM-D001');
    expect(rows[0].pharmacopoeias.map((p) => p.pharmacopoeia)).toEqual(expect.arrayContaining(['ChP', 'EP']));
    const sulfone = rows.find((r) => r.product.code === 'RM-D005')!;
    // EP impurity D, and ChP 杂质Ⅰ for system suitability.
    expect(sulfone.pharmacopoeias.map((p) => p.pharmacopoeia)).toEqual(['ChP', 'EP']);
    expect(sulfone.pharmacopoeias.find((p) => p.pharmacopoeia === 'EP')!.methods).toContainEqual(expect.objectContaining({ id: epOmeprazole, testItem: '有关物质', role: '杂质对照品', label: 'EP 杂质D' }));
  });

  it('pages: page 2 of size 2 starts with the third row', async () => {
    const all = ok(await api.call(mc.compareList, { body: { apiItemId: ids[OMEPRAZOLE] }, pageNo: 1, pageSize: 100 }));
    const res = await api.call(mc.compareList, { body: { apiItemId: ids[OMEPRAZOLE] }, pageNo: 2, pageSize: 2 });
    expect(ok(res).map((r) => r.product.id)).toEqual(all.slice(2, 4).map((r) => r.product.id));
    expect(totalOf(res)).toBe(all.length);
  });

  it('refuses an unknown API item and a missing one', async () => {
    rejected(await api.call(mc.compareList, { body: { apiItemId: 999997 } }), '原料药不存在：999997');
    rejected(await api.raw(mc.compareList, { body: {} }), /apiItemId/);
  });
});

describe('the lists behind the comparison pages', () => {
  it('methodList: every method, filtered by pharmacopoeia, test item and technique', async () => {
    const stored = await api.database.db.select({ id: methods.id }).from(methods);
    const all = await api.call(mc.methodList, { body: {}, pageNo: 1, pageSize: 20 });
    expect(totalOf(all)).toBe(stored.length);
    expect(totalOf(all)).toBeGreaterThanOrEqual(60);
    expect(ok(all)).toHaveLength(20);
    const ep = await api.call(mc.methodList, { body: { pharmacopoeia: 'EP', testItem: '有关物质', technique: 'HPLC' }, pageNo: 1, pageSize: 100 });
    const rows = ok(ep);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.pharmacopoeia === 'EP' && r.testItem === '有关物质' && r.technique === 'HPLC')).toBe(true);
    const omeprazole = rows.find((r) => r.id === epOmeprazole)!;
    expect(omeprazole.apiItem.nameCn).toBe('奥美拉唑');
    expect(omeprazole.standardCount).toBeGreaterThanOrEqual(3);
    rejected(await api.raw(mc.methodList, { body: { pharmacopoeia: 'BP' } }), /药典应为 ChP、USP-NF、EP、JP 之一/);
    rejected(await api.raw(mc.methodList, { body: { technique: 'NMR' } }), /检测技术应为/);
  });

  it('methodsContrast: the same API’s methods across pharmacopoeias, with summaries and standards', async () => {
    const c = ok(await api.call(mc.methodsContrast, { params: { id: ids[OMEPRAZOLE] } }));
    expect(c.apiItem.nameEn).toBe('Omeprazole');
    expect(new Set(c.methods.map((m) => m.pharmacopoeia))).toEqual(new Set(['ChP', 'EP', ...c.methods.map((m) => m.pharmacopoeia)]));
    const ep = c.methods.find((m) => m.id === epOmeprazole)!;
    expect(ep.summary.length).toBeGreaterThan(10);
    expect(ep.standards.map((s) => s.code)).toEqual(expect.arrayContaining(['RM-D003', 'RM-D004', 'RM-D005']));
    expect(c.methods.find((m) => m.id === chpOmeprazole)!.standards.map((s) => s.code)).toContain('RM-D001');
    rejected(await api.call(mc.methodsContrast, { params: { id: 999996 } }), '原料药不存在：999996');
    rejected(await api.raw(mc.methodsContrast, { params: { id: 'abc' } }), /id/);
  });

  it('methodsOfProduct: every method that names a product; a product no method names has none; unknown refused', async () => {
    const r = ok(await api.call(mc.methodsOfProduct, { params: { id: productIds['RM-A002'] } }));
    expect(r.product.code).toBe('RM-A002');
    // 水杨酸 is named by aspirin's ChP 游离水杨酸 and 有关物质 and Ph. Eur. related substances.
    expect(r.methods.map((m) => `${m.pharmacopoeia} ${m.testItem}`)).toEqual(expect.arrayContaining(['ChP 特定杂质', 'ChP 有关物质', 'EP 有关物质']));
    expect(r.methods.every((m) => m.apiItem.nameCn === '阿司匹林')).toBe(true);
    expect(r.methods.every((m) => m.standards.some((s) => s.code === 'RM-A002'))).toBe(true);
    const none = ok(await api.call(mc.methodsOfProduct, { params: { id: productIds['RM-D002'] } }));
    expect(none.methods).toEqual([]);
    rejected(await api.call(mc.methodsOfProduct, { params: { id: 999995 } }), '商品不存在');
  });

  it('relatedSeries: the other 苯并咪唑类 APIs with their method counts', async () => {
    const r = ok(await api.call(mc.relatedSeries, { params: { id: ids[OMEPRAZOLE] } }));
    expect(r.apiItem.nameCn).toBe('奥美拉唑');
    expect(r.apiItem.methodCount).toBeGreaterThan(0);
    const names = r.sameCompound.map((s) => s.nameCn);
    expect(names).toEqual(expect.arrayContaining(['兰索拉唑', '泮托拉唑', '雷贝拉唑钠', '替米沙坦']));
    expect(names).not.toContain('奥美拉唑');
    expect(r.sameCompound.every((s) => s.compound === '苯并咪唑类' && s.methodCount > 0)).toBe(true);
    expect(r.sameCategory.every((s) => s.category === '消化系统药物' && s.compound !== '苯并咪唑类')).toBe(true);
    rejected(await api.call(mc.relatedSeries, { params: { id: 999994 } }), '原料药不存在：999994');
  });
});

describe('getApiFileStream: the method sheet', () => {
  const post = (body: string, type: string, headers: Record<string, string> = {}) =>
    api.app.request(mc.methodSheet.path, { method: 'POST', body, headers: { 'content-type': type, ...headers } });

  it('answers the same PDF to the POST (JSON or form) and to the link, with a Chinese file name', async () => {
    const link = await api.app.request(methodSheetUrl(epOmeprazole));
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toBe('application/pdf');
    expect(link.headers.get('content-disposition')).toBe(
      `attachment; filename="METHOD_${epOmeprazole}_EP.pdf"; filename*=UTF-8''${encodeURIComponent('奥美拉唑_EP_有关物质_方法说明.pdf')}`,
    );
    const bytes = Buffer.from(await link.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const json = await post(JSON.stringify({ id: epOmeprazole }), 'application/json');
    const form = await post(`id=${epOmeprazole}`, 'application/x-www-form-urlencoded');
    expect(Buffer.from(await json.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Buffer.from(await form.arrayBuffer()).equals(bytes)).toBe(true);
    const again = await api.app.request(methodSheetUrl(epOmeprazole), { headers: { 'if-none-match': link.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('refuses an unknown and a malformed method id with the envelope', async () => {
    rejected(await api.call(mc.methodSheet, { body: { id: 999993 } }), '药典方法不存在');
    rejected(await api.raw(mc.methodSheetLink, { params: { id: 999993 } }), '药典方法不存在');
    rejected(await api.raw(mc.methodSheet, { body: {} }), /id/);
    rejected(await api.raw(mc.methodSheetLink, { params: { id: 'x' } }), /id/);
  });

  it.skipIf(!tools)('page 1 is an A4 page with the method, its standards and our item numbers on it (pdftoppm, pdftotext)', async () => {
    const res = await api.app.request(methodSheetUrl(epOmeprazole));
    const pdf = path.join(out, 'method-sheet.pdf');
    fs.writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(out, 'method-sheet-p1')]);
    console.info(`page 1 of the method sheet: ${path.join(out, 'method-sheet-p1.png')}`);
    const page = darkShare(fs.readFileSync(path.join(out, 'method-sheet-p1.png')));
    expect(Math.abs(page.width - 496)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - 702)).toBeLessThanOrEqual(1);
    expect(page.dark).toBeGreaterThan(0.01);
    expect(page.dark).toBeLessThan(0.3);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    for (const fact of ['药典方法说明', '奥美拉唑', 'Omeprazole', '73590-58-6', 'Ph. Eur. 11', '有关物质', 'HPLC', 'RM-D003', 'RM-D004', 'RM-D005', 'EP 杂质D', '仅供科研使用']) {
      expect(text).toContain(fact);
    }
  });

  it('a titration method names no standard and its sheet says so', async () => {
    const [titration] = await api.database.db
      .select({ id: methods.id })
      .from(methods)
      .where(and(eq(methods.technique, '滴定'), eq(methods.pharmacopoeia, 'ChP')))
      .limit(1);
    const res = await api.app.request(methodSheetUrl(titration.id));
    expect(res.status).toBe(200);
    if (tools) {
      const pdf = path.join(out, 'titration.pdf');
      fs.writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
      expect(execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' })).toContain('本方法不需要对照品');
    }
  });
});
