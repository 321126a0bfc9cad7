import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MSG } from '../../lib/api/contract/catalogue-desk';
import { catalogueImport, IMPORT_MSG, IMPORT_ROW_MSG, SDF_STRUCTURE_COLUMN } from '../../lib/api/contract/catalogue-import';
import { exited, stopApi } from '../../bench/api-process';
import { auditLog, catalogueImportChunks, catalogueImportJobs, products, skus } from '../../server/db/schema';
import { stopImportRunner, sweepFiles } from '../../server/services/catalogue-import/runner';
import { xlsxRows } from '../../server/services/catalogue-import/xlsx';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { applied, dryRun, inlineXlsx, madeUp, molblockOf, problemsOf, productFields, productsCoded, sdf, seeded, settled, spawnedShop, upload, uploaded, xlsx } from './catalogue-import-helpers';
import { admin } from './order-helpers';

/*
 * Bulk import and export of the catalogue (docs/api.md "Catalogue import and export"): files checked by content,
 * a dry run listing each row's problems, the import in the background (idempotent, cancelable, resumable — the
 * restart of a killed API process is catalogue-import-restart.test.ts), and the export that imports back unchanged.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { CATALOGUE_IMPORT_BATCH: '25' } });
});
afterAll(async () => {
  await stopImportRunner(api.database.db);
  await api.close();
});

async function* once(bytes: Uint8Array) {
  yield bytes;
}
async function sheetOf(res: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const rows: string[][] = [];
  for await (const r of xlsxRows(() => once(bytes))) rows.push(r.cells);
  return rows;
}

describe('a dry run of an SDF', () => {
  it('lists exactly the broken records, reads V3000, and the import makes only the good new product', async () => {
    const seed = await seeded(api, 14);
    // The last two are not in the file: rows 12 and 13 clash with the catalogue alone.
    const good = await Promise.all(
      seed.slice(0, 12).map(async (p) => ({
        title: p.code,
        molblock: await molblockOf(p.smiles),
        fields: { 货号: p.code, 中文名: p.nameCn, 英文名: p.nameEn, CAS号: p.cas, 纯度: p.purity, 储存条件: p.storage, 运输条件: p.shipping, 品牌: p.brandName, 分类: p.categoryPath },
      })),
    );
    const fresh = (i: number, code: string, extra: { [k: string]: string } = {}) => ({ ...productFields(code, i), ...extra });
    const broken = [
      { molblock: 'broken\n  junk\n\n  2  1  0  0  0  0  0  0  0  0999 V2000\n    0.0 0.0 0.0 Xx 0\nM  END', fields: fresh(1, 'SDF-B1') },
      { molblock: await molblockOf(madeUp(2).smiles), fields: fresh(2, 'SDF-B2', { CAS号: '50-78-3' }) },
      { molblock: await molblockOf(madeUp(3).smiles), fields: fresh(3, 'SDF-B3', { CAS号: seed[12].cas }) },
      { molblock: await molblockOf(seed[13].smiles), fields: fresh(4, 'SDF-B4') },
      { molblock: await molblockOf(madeUp(5).smiles), fields: fresh(5, 'SDF-B5', { 品牌: '不存在的品牌' }) },
    ];
    const v3000 = { molblock: await molblockOf(madeUp(6).smiles, true), fields: fresh(6, 'SDF-V3') };
    expect(v3000.molblock).toContain('V3000');
    const file = sdf([...good.slice(0, 6), broken[0], broken[1], ...good.slice(6, 9), broken[2], broken[3], v3000, broken[4], ...good.slice(9)]);

    const job = await uploaded(api, '供应商目录.sdf', file);
    expect(job).toMatchObject({ format: 'sdf', encoding: 'utf-8', status: 'uploaded', total: null });
    expect(job.columns.slice(0, 2)).toEqual([SDF_STRUCTURE_COLUMN, '（SDF 标题行）']);
    expect(job.suggested).toMatchObject({ code: '货号', nameCn: '中文名', nameEn: '英文名', cas: 'CAS号', structure: SDF_STRUCTURE_COLUMN, brand: '品牌', category: '分类' });

    const checked = await dryRun(api, job);
    expect(checked.total).toBe(18);
    expect(checked.counts).toEqual({ created: 1, updated: 0, unchanged: 12, refused: 5 });
    expect(checked.checked).toEqual({ total: 18, created: 1, updated: 0, unchanged: 12, refused: 5 });
    const problems = ok(await api.call(catalogueImport.problems, { params: { id: job.id }, pageSize: 2 }, admin));
    expect(problems).toHaveLength(2);
    const all = await problemsOf(api, job.id);
    expect(all.map((p) => [p.rowNo, p.code, p.field, p.message])).toEqual([
      [7, 'SDF-B1', 'structure', DESK_MSG.structure],
      [8, 'SDF-B2', 'cas', DESK_MSG.casDigit],
      [12, 'SDF-B3', 'cas', IMPORT_ROW_MSG.casOtherStructure(seed[12].code)],
      [13, 'SDF-B4', 'structure', IMPORT_ROW_MSG.structureOtherCode(seed[13].code)],
      [15, 'SDF-B5', 'brand', IMPORT_ROW_MSG.brandUnknown('不存在的品牌')],
    ]);
    expect(all[0].fieldText).toBe('结构（SMILES 或 SDF 结构）');
    // Nothing is written by a dry run.
    expect(await productsCoded(api, ['SDF-V3', 'SDF-B1'])).toEqual([]);

    const done = await applied(api, job.id);
    expect(done.counts).toEqual({ created: 1, updated: 0, unchanged: 12, refused: 5 });
    const [made] = await productsCoded(api, ['SDF-V3']);
    expect(made).toMatchObject({ nameCn: '测试化合物6', cas: madeUp(6).cas, canonicalSmiles: madeUp(6).smiles, formula: 'C20H42O', status: 1, version: 1 });
    expect(await productsCoded(api, ['SDF-B1', 'SDF-B2', 'SDF-B3', 'SDF-B4', 'SDF-B5'])).toEqual([]);
  });
});

describe('CSV and XLSX with a mapping', () => {
  it('reads a CSV (BOM, quotes, a header of its own) with the columns staff mapped, SKUs in yuan, and refuses what clashes in the file', async () => {
    const f = (i: number) => ({ ...productFields('', i), smiles: madeUp(i).smiles });
    const line = (cells: string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
    const row = (code: string, i: number, extra: Partial<{ name: string; cas: string; category: string; pack: string; price: string; days: string }> = {}) => {
      const p = f(i);
      return line([code, extra.name ?? p.中文名, `Test, "compound" ${i}`, extra.cas ?? p.CAS号, p.smiles, p.纯度, p.储存条件, p.运输条件, p.品牌, extra.category ?? p.分类, extra.pack ?? '', extra.price ?? '', extra.days ?? '', '备注']);
    };
    const csv = [
      line(['编号', '名称（中文）', 'Name', 'CAS No.', '结构SMILES', '纯度', '储存', '运输方式', '品牌', '类目', '规格', '售价', '货期', '备注']),
      row('CSV-1', 20, { pack: '10mg', price: '¥1,200.50', days: '5天' }),
      row('CSV-1', 20, { pack: '25mg', price: '2000' }),
      '',
      row('CSV-2', 21, { category: '水杨酸类' }),
      row('CSV-3', 22, { cas: madeUp(21).cas }),
      row('CSV-1', 20, { name: '另一个名字', pack: '50mg', price: '3000' }),
      row('CSV-4', 23, { pack: '10mg', price: '十元' }),
    ].join('\r\n');
    const job = await uploaded(api, 'vendor.csv', `\uFEFF${csv}\r\n`);
    expect(job).toMatchObject({ format: 'csv', encoding: 'utf-8' });
    expect(job.suggested).toEqual({ code: '编号', nameEn: 'Name', cas: 'CAS No.', purity: '纯度', storage: '储存', shipping: '运输方式', brand: '品牌', pack: '规格', price: '售价', deliveryDays: '货期' });

    const missing = await api.call(catalogueImport.check, { params: { id: job.id }, body: { mapping: job.suggested } }, admin);
    rejected(missing, IMPORT_MSG.mappingMissing('中文名、结构（SMILES 或 SDF 结构）、分类（一级/二级/三级，或三级分类名）'));
    rejected(await api.call(catalogueImport.check, { params: { id: job.id }, body: { mapping: { ...job.suggested, nameCn: '中文名称' } } }, admin), /文件中没有名为“中文名称”的列|请为以下字段选择对应的列/);
    rejected(await api.call(catalogueImport.apply, { params: { id: job.id } }, admin), IMPORT_MSG.notChecked);

    const mapping = { ...job.suggested, nameCn: '名称（中文）', structure: '结构SMILES', category: '类目' };
    const checked = await dryRun(api, job, mapping);
    expect(checked.counts).toEqual({ created: 2, updated: 1, unchanged: 0, refused: 3 });
    expect((await problemsOf(api, job.id)).map((p) => [p.rowNo, p.code, p.field, p.message])).toEqual([
      [6, 'CSV-3', 'cas', IMPORT_ROW_MSG.casOtherStructureInFile(5)],
      [7, 'CSV-1', 'code', IMPORT_ROW_MSG.duplicateCode(2)],
      [8, 'CSV-4', 'price', IMPORT_ROW_MSG.price],
    ]);
    const done = await applied(api, job.id);
    expect(done.counts).toEqual({ created: 2, updated: 1, unchanged: 0, refused: 3 });
    const [one] = await productsCoded(api, ['CSV-1']);
    expect(one).toMatchObject({ nameCn: '测试化合物20', nameEn: 'Test, "compound" 20' });
    const packs = await api.database.db.select().from(skus).where(eq(skus.productId, one.id)).orderBy(skus.packMg);
    expect(packs.map((s) => [s.pack, s.priceFen, s.deliveryDays, s.stock])).toEqual([
      ['10mg', 120050, 5, 0],
      ['25mg', 200000, 7, 0],
    ]);
  });

  it('reads GB18030 text, and an XLSX whose formula column disagrees with a structure', async () => {
    const gb = Uint8Array.from(Buffer.from('bbf5bac52cd6d0cec4c3fb2cd3a2cec4c3fb0d0a47422d312cb0a2cbbec6a5c1d62c4173706972696e0d0a', 'hex'));
    expect(await uploaded(api, 'gbk.csv', gb)).toMatchObject({ encoding: 'gb18030', columns: ['货号', '中文名', '英文名'] });

    const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '分子式', '纯度', '储存条件', '运输条件', '品牌', '分类', '包装规格', '价格(元)'];
    const cells = (code: string, i: number, formula: string) => {
      const p = productFields(code, i);
      return [code, p.中文名, p.英文名, p.CAS号, madeUp(i).smiles, formula, p.纯度, p.储存条件, p.运输条件, p.品牌, p.分类, '5mg', 88.8];
    };
    const job = await uploaded(api, '目录.xlsx', await xlsx([header, cells('XL-1', 30, 'C44H90O'), cells('XL-2', 31, 'C9H8O4')]));
    expect(job).toMatchObject({ format: 'xlsx', encoding: null, columns: header });
    const checked = await dryRun(api, job);
    expect(checked.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 1 });
    expect((await problemsOf(api, job.id)).map((p) => [p.rowNo, p.field, p.message])).toEqual([[3, 'formula', IMPORT_ROW_MSG.formulaMismatch('C9H8O4', 'C45H92O')]]);
    await applied(api, job.id);
    const [made] = await productsCoded(api, ['XL-1']);
    expect((await api.database.db.select().from(skus).where(eq(skus.productId, made.id)))[0]).toMatchObject({ pack: '5mg', priceFen: 8880 });
  });
});

describe('the import template', () => {
  it('downloads with the columns the importer maps by itself, an example row and a sheet of notes', async () => {
    const res = await api.app.request(catalogueImport.template.path, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const rows: string[][] = [];
    for await (const r of xlsxRows(() => once(bytes))) rows.push(r.cells);
    expect(rows[0]).toEqual(['货号', '中文名', '英文名', '别名', 'CAS号', 'SMILES', '分子式', '纯度', '储存条件', '运输条件', '品牌', '分类', '母体货号', '杂质标识', '包装规格', '价格(元)', '货期(天)']);
    expect(rows[1].slice(0, 2)).toEqual(['EX-0001', '阿司匹林']);
    const job = await uploaded(api, '商品导入模板.xlsx', bytes);
    expect(Object.keys(job.suggested).sort()).toEqual(['brand', 'cas', 'category', 'code', 'deliveryDays', 'formula', 'impurityLabel', 'nameCn', 'nameEn', 'pack', 'parentCode', 'price', 'purity', 'shipping', 'storage', 'structure', 'synonyms']);
  });
});

describe('the same file twice', () => {
  it('writes nothing the second time: every row unchanged, no audit entry of a product change', async () => {
    const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '纯度', '储存条件', '运输条件', '品牌', '分类', '包装规格', '价格(元)', '货期(天)'];
    const rows = Array.from({ length: 25 }, (_, k) => {
      const i = 40 + k;
      const p = productFields(`TWICE-${k}`, i);
      return [p.货号, p.中文名, p.英文名, p.CAS号, madeUp(i).smiles, p.纯度, '-20℃，避光密封保存', p.运输条件, p.品牌, p.分类, '10mg', 100 + k, 3];
    });
    const bytes = await xlsx([header, ...rows]);
    const entries = async () => (await api.database.db.select().from(auditLog).where(and(eq(auditLog.action, catalogueImport.apply.title), eq(auditLog.entity, 'product')))).filter((e) => (e.after as { job: number }).job >= first.id);
    const first = await uploaded(api, 'twice.xlsx', bytes);
    await dryRun(api, first);
    expect((await applied(api, first.id)).counts).toEqual({ created: 25, updated: 0, unchanged: 0, refused: 0 });
    const written = await entries();
    // One entry per batch of 25 rows, naming the products it made.
    expect(written.map((e) => (e.after as { created: string[] }).created.length)).toEqual([25]);
    expect(written.every((e) => e.actorName === '测试运营')).toBe(true);
    const before = await productsCoded(api, rows.map((r) => String(r[0])));

    const second = await uploaded(api, 'twice.xlsx', bytes);
    expect((await dryRun(api, second)).counts).toEqual({ created: 0, updated: 0, unchanged: 25, refused: 0 });
    expect((await applied(api, second.id)).counts).toEqual({ created: 0, updated: 0, unchanged: 25, refused: 0 });
    expect(await entries()).toHaveLength(written.length);
    expect(await productsCoded(api, rows.map((r) => String(r[0])))).toEqual(before);
  });
});

describe('cancel', () => {
  it('stops a running import after the batch it is committing; a queued one at once', async () => {
    const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '纯度', '储存条件', '运输条件', '品牌', '分类'];
    const rows = Array.from({ length: 120 }, (_, k) => {
      const i = 100 + k;
      const p = productFields(`CANCEL-${k}`, i);
      return [p.货号, p.中文名, p.英文名, p.CAS号, madeUp(i).smiles, p.纯度, p.储存条件, p.运输条件, p.品牌, p.分类];
    });
    const job = await uploaded(api, 'cancel.xlsx', await xlsx([header, ...rows]));
    await dryRun(api, job);
    ok(await api.call(catalogueImport.apply, { params: { id: job.id } }, admin));
    for (;;) {
      const now = ok(await api.call(catalogueImport.jobDetail, { params: { id: job.id } }, admin));
      if (now.status === 'running' && now.done >= 25) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const asked = ok(await api.call(catalogueImport.cancel, { params: { id: job.id } }, admin));
    expect(asked.cancelRequested).toBe(true);
    const stopped = await settled(api, job.id);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.done).toBeLessThan(120);
    expect(stopped.counts.created).toBe(stopped.done);
    expect(await productsCoded(api, rows.map((r) => String(r[0])))).toHaveLength(stopped.done);
    rejected(await api.call(catalogueImport.cancel, { params: { id: job.id } }, admin), IMPORT_MSG.notCancelable);
    rejected(await api.call(catalogueImport.cancel, { params: { id: 987654 } }, admin), IMPORT_MSG.jobMissing);
  });
});

describe('a finished job', () => {
  it('keeps its file 7 days, then only its counts and problems', async () => {
    const job = await uploaded(api, 'old.sdf', sdf([{ molblock: await molblockOf(madeUp(7).smiles), fields: productFields('OLD-1', 7, '无此品牌') }]));
    await dryRun(api, job);
    await api.database.db.update(catalogueImportJobs).set({ updatedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(catalogueImportJobs.id, job.id));
    await sweepFiles(api.database.db);
    expect(await api.database.db.select().from(catalogueImportChunks).where(eq(catalogueImportChunks.jobId, job.id))).toEqual([]);
    rejected(await api.call(catalogueImport.check, { params: { id: job.id }, body: { mapping: job.suggested } }, admin), IMPORT_MSG.fileGone);
    expect((await problemsOf(api, job.id)).map((p) => p.field)).toEqual(['brand']);
  });
});

describe('the export', () => {
  it('as SDF and as XLSX imports back with every row unchanged', async () => {
    const sdfRes = await api.app.request(catalogueImport.exportSdf.path, { headers: admin });
    expect(sdfRes.headers.get('content-type')).toBe('chemical/x-mdl-sdfile');
    const text = await sdfRes.text();
    const count = (text.match(/^\$\$\$\$$/gm) ?? []).length;
    expect(count).toBeGreaterThan(250);
    const sdfJob = await dryRun(api, await uploaded(api, 'export.sdf', text));
    expect(sdfJob.counts).toEqual({ created: 0, updated: 0, unchanged: count, refused: 0 });

    const bytes = new Uint8Array(await (await api.app.request(catalogueImport.exportXlsx.path, { headers: admin })).arrayBuffer());
    const sheet = await sheetOf(new Response(bytes));
    expect(sheet[0].at(-1)).toBe('状态');
    // Storage texts starting with '-' are written with a leading apostrophe and read back without it.
    expect(sheet.some((r) => r[8]?.startsWith("'-20℃"))).toBe(true);
    const xlsxJob = await dryRun(api, await uploaded(api, 'export.xlsx', bytes));
    expect(xlsxJob.counts).toEqual({ created: 0, updated: 0, unchanged: sheet.length - 1, refused: 0 });
  });
});

describe('bad files', () => {
  it('are refused by their content with a Chinese message, never a 500', async () => {
    const zip = await xlsx([['a', 'b']]);
    const cases: [string, string | Uint8Array, string][] = [
      ['catalogue.sdf', '货号,中文名\nA,B\n', IMPORT_MSG.notSdf],
      ['catalogue.sdf', zip, IMPORT_MSG.notSdf],
      ['catalogue.xlsx', '货号,中文名\nA,B\n', IMPORT_MSG.notXlsx],
      ['catalogue.xlsx', Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]), IMPORT_MSG.notXlsx],
      ['catalogue.xlsx', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), IMPORT_MSG.oldXls],
      ['catalogue.xls', zip, IMPORT_MSG.oldXls],
      ['catalogue.csv', zip, IMPORT_MSG.notText],
      ['catalogue.csv', '货号,中文名\n', IMPORT_MSG.emptyFile],
      ['catalogue.csv', '只有一列\n1\n', IMPORT_MSG.noHeader],
      ['catalogue.exe', 'MZ', IMPORT_MSG.badType],
      ['catalogue.csv', '', IMPORT_MSG.noFile],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(api, name, content);
      expect(res.status, name).toBe(200);
      rejected(res, message);
    }
    rejected(await api.call(catalogueImport.upload, { body: {} }, admin), IMPORT_MSG.noFile);
    const huge = await api.app.request(catalogueImport.upload.path, { method: 'POST', body: 'x', headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(61 * 1024 * 1024) } });
    rejected({ json: (await huge.json()) as { code: number; message: string } }, IMPORT_MSG.tooLarge);
  });

  it('list hostile rows as problems and go on: a NUL in a cell, a catalogue number of 5,000 characters, a brand as long', async () => {
    const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '纯度', '储存条件', '运输条件', '品牌', '分类'];
    const p = productFields('NUL-1', 8);
    // Incompressible, so that no index could hold it; a NUL written as Excel escapes it (_x0000_).
    const long = randomBytes(2500).toString('hex');
    const job = await uploaded(api, 'hostile.xlsx', inlineXlsx([header, ['NUL-1', '测试_x0000_化合物', p.英文名, p.CAS号, madeUp(8).smiles, p.纯度, p.储存条件, p.运输条件, p.品牌, p.分类], [long, '名', 'Name', madeUp(9).cas, madeUp(9).smiles, '≥98%', '常温', '常温运输', long, '水杨酸类']]));
    const checked = await dryRun(api, job);
    expect(checked.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 1 });
    const problems = await problemsOf(api, job.id);
    expect(problems.map((x) => x.field)).toEqual(['code', 'brand']);
    expect(problems[1].message).toBe(IMPORT_ROW_MSG.brandUnknown(long));
    expect(problems[1].message.length).toBeLessThan(150);
    await applied(api, job.id);
    expect((await productsCoded(api, ['NUL-1']))[0].nameCn).toBe('测试化合物');
  });

  it('neutralises a cell that a spreadsheet would run in the problem list it downloads', async () => {
    const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '纯度', '储存条件', '运输条件', '品牌', '分类'];
    const job = await uploaded(api, 'evil.xlsx', await xlsx([header, ['=HYPERLINK("http://x")', '名', 'Name', '50-78-2', 'C', '≥98%', '常温', '常温运输', 'RefMall 标准品', '水杨酸类']]));
    await dryRun(api, job);
    const res = await api.app.request(catalogueImport.report.path.replace('{id}', String(job.id)), { headers: admin });
    expect(res.status).toBe(200);
    const rows = await sheetOf(res);
    expect(rows[0]).toEqual(['行号', '货号', '字段', '问题']);
    expect(rows[1].slice(0, 3)).toEqual(['2', `'=HYPERLINK("http://x")`, '货号']);
    expect(totalOf(await api.call(catalogueImport.problems, { params: { id: job.id } }, admin))).toBe(rows.length - 1);
  });
});

describe('an API process killed in the middle of an import', () => {
  it('goes on from its last committed row when started again: nothing lost, nothing twice', { timeout: 150_000 }, async () => {
    const spawned = await spawnedShop();
    try {
      const header = ['货号', '中文名', '英文名', 'CAS号', 'SMILES', '纯度', '储存条件', '运输条件', '品牌', '分类', '包装规格', '价格(元)'];
      const rows = Array.from({ length: 200 }, (_, k) => {
        const p = productFields(`KILL-${k}`, k);
        return [p.货号, p.中文名, p.英文名, p.CAS号, madeUp(k).smiles, p.纯度, p.储存条件, p.运输条件, p.品牌, p.分类, '10mg', 50];
      });
      let api1 = await spawned.start();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await xlsx([header, ...rows]))]), 'kill.xlsx');
      const job = await spawned.call(api1, catalogueImport.upload, { form });
      await spawned.call(api1, catalogueImport.check, { params: { id: job.id }, body: { mapping: job.suggested } });
      expect(await spawned.settled(api1, job.id)).toMatchObject({ status: 'done', counts: { created: 200, refused: 0 } });
      await spawned.call(api1, catalogueImport.apply, { params: { id: job.id } });
      let seen = 0;
      while (seen < 30) {
        const now = await spawned.call(api1, catalogueImport.jobDetail, { params: { id: job.id } });
        if (now.status === 'done') throw new Error('the import finished before the process could be killed');
        seen = now.done;
        await new Promise((r) => setTimeout(r, 20));
      }
      api1.child.kill('SIGKILL');
      await exited(api1.child);

      api1 = await spawned.start();
      const finished = await spawned.settled(api1, job.id);
      expect(finished).toMatchObject({ status: 'done', phase: 'apply', total: 200, done: 200, counts: { created: 200, updated: 0, unchanged: 0, refused: 0 } });
      await stopApi(api1);

      await spawned.inspect(async (db) => {
        const [stored] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, job.id));
        // The second process started from the first one's last commit, not from row 1.
        expect(stored.runStartedDone).toBeGreaterThanOrEqual(seen);
        const made = await db.select({ id: products.id }).from(products).where(like(products.code, 'KILL-%'));
        expect(made).toHaveLength(200);
        expect(await db.select().from(skus).where(inArray(skus.productId, made.map((p) => p.id)))).toHaveLength(200);
        const entries = await db.select().from(auditLog).where(and(eq(auditLog.action, catalogueImport.apply.title), eq(auditLog.entity, 'product')));
        const codes = entries.flatMap((e) => (e.after as { created: string[] }).created);
        expect(codes).toHaveLength(200);
        expect(new Set(codes).size).toBe(200);
      });
    } finally {
      await spawned.close();
    }
  });
});
