import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import {
  catalogueImport,
  IMPORT_FIELD_TEXT,
  IMPORT_MSG,
  IMPORT_TEMPLATE_COLUMNS,
  REQUIRED_IMPORT_FIELDS,
  SDF_MEDIA_TYPE,
  SDF_STRUCTURE_COLUMN,
  SDF_TITLE_COLUMN,
  type ImportCounts,
  type ImportJob,
  type ImportMapping,
  type ImportPhase,
  type ImportProblem,
} from '../../lib/api/contract/catalogue-import';
import { CATALOGUE_MEDIA_TYPE } from '../../lib/api/contract/downloads';
import type { DataOf, Endpoint } from '../../lib/api/contract/endpoint';
import { mock, ok, okPage, rejected, routeOf, type MockResolver, type Reply } from '../mock';
import { caller, refused } from './staff';

/*
 * Catalogue import and export of the mock API (lib/api/contract/catalogue-import.ts), for the console's screens and
 * the mocked Playwright journey. Every call needs the 商品目录 permission. A job has 10 rows and moves on by 3 rows on
 * each read of it (detail or list), so a page that polls sees it advance: queued → running → done.
 *
 * Choosing the journey by the uploaded file's name:
 * - any name (e.g. 目录.xlsx): the dry run ends with 6 new, 1 changed, 1 unchanged and 2 refused rows (two problems
 *   listed), the import with the same counts;
 * - a name holding `fail` or `失败` (e.g. 目录-fail.xlsx): the dry run is the same, the import stops at row 5 with
 *   status failed and IMPORT_MSG.failed;
 * - a name ending in .sdf: the columns are an SDF's (structure and title pseudo-columns, then data fields).
 * Files that are no SDF, XLSX or CSV by name are refused with the API's message; the downloads are small real files.
 */

const TOTAL = 10;
const STEP = 3;
const FAIL_AT = 5;
const OUTCOME: ImportCounts = { created: 6, updated: 1, unchanged: 1, refused: 2 };
const PROBLEMS: ImportProblem[] = [
  { rowNo: 4, code: 'RM-X901', field: 'cas', fieldText: IMPORT_FIELD_TEXT.cas, message: 'CAS 号校验位不正确，请核对' },
  { rowNo: 9, code: 'RM-X906', field: 'brand', fieldText: IMPORT_FIELD_TEXT.brand, message: '品牌“未知品牌”不存在，请先在品牌管理中新建' },
];
const SDF_FIELDS = ['货号', '中文名', '英文名', 'CAS号', '纯度', '储存条件', '运输条件', '品牌', '分类'];

interface MockJob {
  view: ImportJob;
  fails: boolean;
}

const state = { seq: 0, jobs: new Map<number, MockJob>() };
const now = () => new Date().toISOString();
const ZERO: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };

/** The counts after `done` of the TOTAL rows: the final outcome, scaled. */
const countsAt = (done: number): ImportCounts => {
  if (done >= TOTAL) return { ...OUTCOME };
  const refused = Math.min(OUTCOME.refused, Math.floor((done * OUTCOME.refused) / TOTAL));
  const unchanged = Math.min(OUTCOME.unchanged, Math.floor((done * OUTCOME.unchanged) / TOTAL));
  const updated = Math.min(OUTCOME.updated, Math.floor((done * OUTCOME.updated) / TOTAL));
  return { created: done - refused - unchanged - updated, updated, unchanged, refused };
};

/** One read of a job: a queued one starts, a running one moves on by STEP rows (and a failing import stops at FAIL_AT). */
function advance(job: MockJob): ImportJob {
  const v = job.view;
  if (v.status === 'queued') Object.assign(v, { status: 'running', startedAt: v.startedAt ?? now(), queuePosition: null });
  else if (v.status === 'running') {
    const done = Math.min(TOTAL, v.done + STEP);
    if (v.cancelRequested) Object.assign(v, { status: 'cancelled', cancelRequested: false, finishedAt: now() });
    else if (job.fails && v.phase === 'apply' && done >= FAIL_AT) Object.assign(v, { done: FAIL_AT, counts: countsAt(FAIL_AT), status: 'failed', error: IMPORT_MSG.failed, finishedAt: now() });
    else {
      Object.assign(v, { done, counts: countsAt(done), rate: 12.5, secondsLeft: Math.ceil((TOTAL - done) / 12.5) });
      if (done >= TOTAL) {
        Object.assign(v, { status: 'done', finishedAt: now(), rate: null, secondsLeft: null });
        if (v.phase === 'check') v.checked = { total: TOTAL, ...OUTCOME };
      }
    }
  }
  v.updatedAt = now();
  return structuredClone(v);
}

function suggest(columns: string[], sdf: boolean): ImportMapping {
  const mapping: ImportMapping = {};
  for (const c of IMPORT_TEMPLATE_COLUMNS) if (c.field && columns.includes(c.header)) mapping[c.field] = c.header;
  if (sdf) mapping.structure = SDF_STRUCTURE_COLUMN;
  return mapping;
}

function newJob(name: string, size: number, actorName: string): MockJob {
  const format = /\.(sdf|sd|mol)$/i.test(name) ? 'sdf' : /\.xlsx$/i.test(name) ? 'xlsx' : 'csv';
  const columns = format === 'sdf' ? [SDF_STRUCTURE_COLUMN, SDF_TITLE_COLUMN, ...SDF_FIELDS] : IMPORT_TEMPLATE_COLUMNS.map((c) => c.header);
  const id = ++state.seq;
  const view: ImportJob = {
    id, fileName: name, format, size, encoding: format === 'xlsx' ? null : 'utf-8', columns, suggested: suggest(columns, format === 'sdf'), mapping: null,
    phase: 'check', status: 'uploaded', cancelRequested: false, total: null, done: 0, counts: { ...ZERO }, checked: null, rate: null, secondsLeft: null,
    queuePosition: null, error: null, actorName, createdAt: now(), startedAt: null, updatedAt: now(), finishedAt: null,
  };
  return { view, fails: /fail|失败/i.test(name) };
}

function queue(job: MockJob, phase: ImportPhase, mapping?: ImportMapping): ImportJob {
  Object.assign(job.view, {
    phase, status: 'queued', cancelRequested: false, done: 0, counts: { ...ZERO }, total: TOTAL, error: null, startedAt: null, finishedAt: null, rate: null, secondsLeft: null,
    queuePosition: 0, updatedAt: now(), ...(mapping ? { mapping, checked: null } : {}),
  });
  return structuredClone(job.view);
}

/** An import call of the mock: the caller must hold 商品目录, as on the real API. */
function importMock<E extends Endpoint>(ep: E, resolver: MockResolver<E>) {
  return mock(ep, async (input): Promise<Reply<DataOf<E>> | Response> => {
    const c = caller(input.request, 'catalogue');
    if (refused(c)) return c;
    return resolver(input);
  });
}

const jobOf = (id: number) => state.jobs.get(id);
const missing = () => rejected(IMPORT_MSG.jobMissing);
const busy = (j: MockJob) => j.view.status === 'queued' || j.view.status === 'running';

/** A one-sheet workbook of inline strings (what Excel and the shop's readers open), built without a spreadsheet library. */
function tinyXlsx(rows: string[][]): Uint8Array {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheet = rows.map((r, y) => `<row r="${y + 1}">${r.map((v, x) => `<c r="${col(x)}${y + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`).join('');
  const ns = 'http://schemas.openxmlformats.org';
  return zipSync({
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`),
  });
}

const file = (bytes: Uint8Array | string, type: string, name: string) =>
  new HttpResponse(typeof bytes === 'string' ? bytes : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
  });
const answer = <T>(reply: Reply<T>) => HttpResponse.json({ code: reply.code, data: reply.data ?? null, message: reply.message, messageCode: reply.messageCode ?? null, totalCount: null });
const EXAMPLE = ['RM-A001', '阿司匹林', 'Aspirin', '乙酰水杨酸', '50-78-2', 'CC(=O)Oc1ccccc1C(=O)O', 'C9H8O4', '≥99%', '常温（10-30℃），避光密封保存', '常温运输', 'RefMall 标准品', '对照品/解热镇痛抗炎药/水杨酸类', '', '', '100mg', '180', '3'];

export const catalogueImportHandlers = [
  // The upload's file arrives as multipart (mock() leaves an upload's body to the resolver).
  http.post(routeOf(catalogueImport.upload.path), async ({ request }) => {
    const c = caller(request, 'catalogue');
    if (refused(c)) return answer(c);
    const form = await request.formData().catch(() => null);
    const f = form?.get('file');
    if (!(f instanceof File) || f.size === 0) return answer(rejected(IMPORT_MSG.noFile));
    if (!/\.(sdf|sd|mol|xlsx|xlsm|csv|txt|tsv)$/i.test(f.name)) return answer(rejected(/\.xls$/i.test(f.name) ? IMPORT_MSG.oldXls : IMPORT_MSG.badType));
    const job = newJob(f.name, f.size, c.who.view.name);
    state.jobs.set(job.view.id, job);
    return answer(ok(structuredClone(job.view)));
  }),
  importMock(catalogueImport.template, () => file(tinyXlsx([IMPORT_TEMPLATE_COLUMNS.filter((c) => c.field).map((c) => c.header), EXAMPLE]), CATALOGUE_MEDIA_TYPE.xlsx, 'catalogue-import-template.xlsx')),
  importMock(catalogueImport.jobList, ({ paging }) => okPage([...state.jobs.values()].reverse().map(advance), paging)),
  importMock(catalogueImport.jobDetail, ({ params }) => {
    const j = jobOf(params.id);
    return j ? ok(advance(j)) : missing();
  }),
  importMock(catalogueImport.check, ({ params, body }) => {
    const j = jobOf(params.id);
    if (!j) return missing();
    const absent = REQUIRED_IMPORT_FIELDS.filter((f) => !body.mapping[f]);
    if (absent.length) return rejected(IMPORT_MSG.mappingMissing(absent.map((f) => IMPORT_FIELD_TEXT[f]).join('、')));
    const unknown = Object.values(body.mapping).find((c) => c && !j.view.columns.includes(c));
    if (unknown) return rejected(IMPORT_MSG.mappingColumn(unknown));
    if (busy(j)) return rejected(IMPORT_MSG.busy);
    return ok(queue(j, 'check', body.mapping));
  }),
  importMock(catalogueImport.apply, ({ params }) => {
    const j = jobOf(params.id);
    if (!j) return missing();
    if (busy(j)) return rejected(IMPORT_MSG.busy);
    if (!j.view.checked) return rejected(IMPORT_MSG.notChecked);
    return ok(queue(j, 'apply'));
  }),
  importMock(catalogueImport.cancel, ({ params }) => {
    const j = jobOf(params.id);
    if (!j) return missing();
    if (j.view.status === 'queued') Object.assign(j.view, { status: 'cancelled', finishedAt: now(), queuePosition: null });
    else if (j.view.status === 'running') j.view.cancelRequested = true;
    else return rejected(IMPORT_MSG.notCancelable);
    return ok(structuredClone(j.view));
  }),
  importMock(catalogueImport.problems, ({ params, paging }) => {
    const j = jobOf(params.id);
    if (!j) return missing();
    return okPage(j.view.done >= TOTAL || j.view.checked ? PROBLEMS : [], paging);
  }),
  importMock(catalogueImport.report, ({ params }) => {
    const j = jobOf(params.id);
    if (!j) return missing();
    return file(tinyXlsx([['行号', '货号', '字段', '问题'], ...PROBLEMS.map((p) => [String(p.rowNo), p.code, p.fieldText, p.message])]), CATALOGUE_MEDIA_TYPE.xlsx, `catalogue-import-${j.view.id}.xlsx`);
  }),
  importMock(catalogueImport.exportXlsx, () => file(tinyXlsx([IMPORT_TEMPLATE_COLUMNS.map((c) => c.header), [...EXAMPLE, '上架']]), CATALOGUE_MEDIA_TYPE.xlsx, 'catalogue.xlsx')),
  importMock(catalogueImport.exportSdf, () =>
    file(`RM-A001\n  RDKit          2D\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\nM  END\n> <货号>\nRM-A001\n\n$$$$\n`, SDF_MEDIA_TYPE, 'catalogue.sdf'),
  ),
];
