import { z } from 'zod';
import { emptyBody, idParams } from './common';
import { CATALOGUE_MEDIA_TYPE } from './downloads';
import { endpoint } from './endpoint';

/*
 * Bulk import and export of the catalogue by the staff console (docs/api.md, Catalogue import and export). A vendor's
 * file (SDF, XLSX or CSV) is uploaded, its columns mapped to the fields of a product, checked row by row without
 * writing (the dry run), then applied in the background: created or updated by catalogue number, idempotent,
 * resumable after a restart, cancelable, with progress. Every call needs the 'catalogue' permission.
 */

const IMPORT_API = '/mall/staff/api/operator/catalogue/import';
const EXPORT_API = '/mall/staff/api/operator/catalogue/export';

/** The largest file accepted (a 50 MB SDF with room to spare). */
export const IMPORT_MAX_BYTES = 60 * 1024 * 1024;
export const IMPORT_FORMATS = ['sdf', 'xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const SDF_MEDIA_TYPE = 'chemical/x-mdl-sdfile';

/**
 * The fields a row can give. A product: catalogue number (货号) and the catalogue desk's draft fields (names, synonyms,
 * CAS, structure, purity, storage, shipping, brand by name, category by path or third-level name, parent by its
 * catalogue number, impurity label); a formula to cross-check against the structure; and at most one SKU (pack, price
 * in yuan, delivery days). Several rows with one catalogue number and the same product fields are one product with
 * several SKUs.
 */
export const IMPORT_FIELDS = ['code', 'nameCn', 'nameEn', 'synonyms', 'cas', 'structure', 'purity', 'storage', 'shipping', 'brand', 'category', 'parentCode', 'impurityLabel', 'formula', 'pack', 'price', 'deliveryDays'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_TEXT: Record<ImportField, string> = {
  code: '货号',
  nameCn: '中文名',
  nameEn: '英文名',
  synonyms: '别名（多个用 ; 分隔）',
  cas: 'CAS号',
  structure: '结构（SMILES 或 SDF 结构）',
  purity: '纯度',
  storage: '储存条件',
  shipping: '运输条件',
  brand: '品牌（名称）',
  category: '分类（一级/二级/三级，或三级分类名）',
  parentCode: '母体货号',
  impurityLabel: '杂质标识',
  formula: '分子式（仅用于核对结构）',
  pack: '包装规格',
  price: '价格（元）',
  deliveryDays: '货期（天）',
};
/** A product cannot be made without these: each must be mapped to a column (the structure of an SDF maps itself). */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['code', 'nameCn', 'nameEn', 'cas', 'structure', 'purity', 'storage', 'shipping', 'brand', 'category'];
/** The pseudo-columns of an SDF record: its molblock and its first (title) line. */
export const SDF_STRUCTURE_COLUMN = '（SDF 结构）';
export const SDF_TITLE_COLUMN = '（SDF 标题行）';
/**
 * The columns of the import template and of the XLSX export, in order: the header, the field the importer maps it to
 * by itself (null: not imported), and a width for the sheet.
 */
export const IMPORT_TEMPLATE_COLUMNS: readonly { header: string; field: ImportField | null; width: number }[] = [
  { header: '货号', field: 'code', width: 16 },
  { header: '中文名', field: 'nameCn', width: 28 },
  { header: '英文名', field: 'nameEn', width: 32 },
  { header: '别名', field: 'synonyms', width: 30 },
  { header: 'CAS号', field: 'cas', width: 14 },
  { header: 'SMILES', field: 'structure', width: 40 },
  { header: '分子式', field: 'formula', width: 16 },
  { header: '纯度', field: 'purity', width: 10 },
  { header: '储存条件', field: 'storage', width: 26 },
  { header: '运输条件', field: 'shipping', width: 12 },
  { header: '品牌', field: 'brand', width: 16 },
  { header: '分类', field: 'category', width: 32 },
  { header: '母体货号', field: 'parentCode', width: 14 },
  { header: '杂质标识', field: 'impurityLabel', width: 16 },
  { header: '包装规格', field: 'pack', width: 10 },
  { header: '价格(元)', field: 'price', width: 10 },
  { header: '货期(天)', field: 'deliveryDays', width: 8 },
  { header: '状态', field: null, width: 8 },
];
/** A SKU row without a delivery time gets this many days (an existing SKU keeps its own). */
export const DEFAULT_DELIVERY_DAYS = 7;

export const IMPORT_MSG = {
  noFile: '请选择要导入的文件（file）',
  badType: '仅支持 SDF（.sdf、.sd）、Excel（.xlsx）和 CSV（.csv、.txt）文件',
  tooLarge: `文件过大，不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notSdf: '文件不是有效的 SDF：第一条记录中没有 V2000 或 V3000 格式的结构（缺少计数行或 M  END）',
  notXlsx: '文件不是有效的 XLSX（Excel 2007 及以上）文件，请用 Excel 另存为 .xlsx 后上传',
  oldXls: '不支持旧版 .xls 或加密的 Excel 文件，请另存为不加密的 .xlsx 后上传',
  xlsxTooLarge: 'XLSX 文件解压后过大（共享字符串超过 64 MB），请拆分后上传',
  xlsxNoSheet: 'XLSX 文件中没有工作表',
  notText: '文件不是文本格式的 CSV，请用 Excel 另存为“CSV UTF-8（逗号分隔）”后上传',
  noHeader: '文件第一行应为列标题（如 货号、CAS号、中文名）',
  emptyFile: '文件中没有数据行',
  jobMissing: '导入任务不存在',
  mappingMissing: (fields: string) => `请为以下字段选择对应的列：${fields}`,
  mappingColumn: (column: string) => `文件中没有名为“${column}”的列`,
  notChecked: '请先完成预检查（试运行），再执行导入',
  mappingChanged: '列对应已修改，请重新预检查后再导入',
  busy: '该任务正在排队或执行中，请等待完成或先取消',
  notCancelable: '该任务未在排队或执行，无需取消',
  fileGone: '导入文件已过保留期被清理，请重新上传',
  failed: '导入过程中出现意外错误，已提交的行不受影响，请稍后重试',
} as const;

/** A file's text quoted in a message: at most 100 characters. */
const q = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** A row's problems (besides the catalogue desk's own field rules, DESK_MSG and the draft's messages). */
export const IMPORT_ROW_MSG = {
  required: (field: string) => `缺少${field}`,
  tooLarge: 'SDF 记录过大（超过 4 MB），已跳过',
  duplicateCode: (rowNo: number) => `货号与第 ${rowNo} 行重复（同一货号的多行须商品信息相同、包装规格不同）`,
  casOtherStructure: (code: string) => `该 CAS 号已用于结构不同的商品（货号 ${code}）`,
  casOtherStructureInFile: (rowNo: number) => `该 CAS 号在第 ${rowNo} 行已用于结构不同的商品`,
  structureOtherCode: (code: string) => `该结构（InChIKey 相同）已在目录中，货号 ${code}`,
  structureOtherCodeInFile: (rowNo: number) => `该结构（InChIKey 相同）已在第 ${rowNo} 行以其他货号出现`,
  brandUnknown: (name: string) => `品牌“${q(name)}”不存在，请先在品牌管理中新建`,
  categoryUnknown: (path: string) => `分类“${q(path)}”不存在`,
  categoryAmbiguous: (name: string) => `有多个名为“${q(name)}”的三级分类，请写完整路径（一级/二级/三级）`,
  parentUnknown: (code: string) => `母体货号 ${code} 不存在（须已在目录中，或在文件中更早的行）`,
  parentCode: '母体货号格式不正确',
  formulaUnreadable: (text: string) => `分子式“${q(text)}”无法识别`,
  formulaMismatch: (given: string, actual: string) => `分子式 ${q(given)} 与结构不符（结构的分子式为 ${actual}）`,
  price: '价格应为数字（单位：元，最多两位小数）',
  deliveryDays: '货期应为整数天数',
  packWithoutPrice: '有包装规格时须填写价格',
  priceWithoutPack: '有价格时须填写包装规格',
} as const;

/** Which column gives each field: a column name as the upload listed it; absent = not given by the file. */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), z.string().trim().min(1).max(200));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const IMPORT_PHASES = ['check', 'apply'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
export const IMPORT_PHASE_TEXT: Record<ImportPhase, string> = { check: '预检查', apply: '导入' };
/** uploaded: waiting for a mapping and a dry run; queued → running → done | cancelled | failed, per phase. */
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_TEXT: Record<ImportStatus, string> = { uploaded: '待预检查', queued: '排队中', running: '进行中', done: '已完成', cancelled: '已取消', failed: '失败' };

const countsSchema = z.object({
  /** Rows that made a new product. */
  created: z.number().int(),
  /** Rows that changed a product or its SKU (or added a SKU). */
  updated: z.number().int(),
  /** Rows whose product and SKU were already as given. */
  unchanged: z.number().int(),
  /** Rows with a problem: nothing of them is written. */
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof countsSchema>;

export const importJobSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  size: z.number().int(),
  /** The text encoding read (utf-8, gb18030, utf-16le); null for XLSX. */
  encoding: z.string().nullable(),
  /** The columns of the file (an SDF: its data fields and the two pseudo-columns). */
  columns: z.array(z.string()),
  /** The mapping guessed from the column names (Chinese and English headers). */
  suggested: importMappingSchema,
  /** The mapping of the last dry run; null before one. */
  mapping: importMappingSchema.nullable(),
  /** What the job does or did last: the dry run, or the import itself. */
  phase: z.enum(IMPORT_PHASES),
  status: z.enum(IMPORT_STATUSES),
  /** A cancel was asked: the job stops after the rows it is committing. */
  cancelRequested: z.boolean(),
  /** Data rows of the file; null until the first pass has counted them. */
  total: z.number().int().nullable(),
  /** Rows of this phase done (committed): the point a resumed job goes on from. */
  done: z.number().int(),
  /** This phase's outcome so far (the dry run's: what the import would do). */
  counts: countsSchema,
  /** The outcome of the last finished dry run, kept while the import runs. */
  checked: countsSchema.extend({ total: z.number().int() }).nullable(),
  /** Rows per second since this phase last started or resumed; null before there is a measure. */
  rate: z.number().nullable(),
  /** Seconds left at that rate; null when unknown. */
  secondsLeft: z.number().int().nullable(),
  /** Jobs ahead of this one in the queue (one job runs at a time per shop); null when not queued. */
  queuePosition: z.number().int().nullable(),
  /** Why the job failed (Chinese), or null. */
  error: z.string().nullable(),
  /** The staff member or API key that uploaded it. */
  actorName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importProblemSchema = z.object({
  /** The row number as the file shows it: an XLSX/CSV row (the header is row 1), an SDF record (from 1). */
  rowNo: z.number().int(),
  /** The row's catalogue number as given ('' when missing). */
  code: z.string(),
  /** The field at fault (a key of IMPORT_FIELDS), or 'row' for the row as a whole. */
  field: z.string(),
  /** The field's Chinese name. */
  fieldText: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

const jobParams = idParams;
const problemsQuery = z.object({ phase: z.enum(IMPORT_PHASES, { error: 'phase 应为 check（预检查）或 apply（导入）' }).optional() });

export const catalogueImport = {
  upload: endpoint({
    title: '运营：上传商品导入文件',
    method: 'POST',
    path: `${IMPORT_API}/upload`,
    auth: 'operator', permission: 'catalogue',
    upload: { field: 'file', maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MSG.tooLarge },
    body: emptyBody,
    data: importJobSchema,
  }),
  template: endpoint({
    title: '运营：下载商品导入模板',
    method: 'GET',
    path: `${IMPORT_API}/template`,
    auth: 'operator', permission: 'catalogue',
    produces: CATALOGUE_MEDIA_TYPE.xlsx,
    data: z.null(),
  }),
  jobList: endpoint({
    title: '运营：导入任务列表',
    method: 'GET',
    path: `${IMPORT_API}/jobs/list`,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'catalogue',
    data: z.array(importJobSchema),
  }),
  jobDetail: endpoint({ title: '运营：导入任务进度', method: 'GET', path: `${IMPORT_API}/jobs/detail/{id}`, params: jobParams, auth: 'operator', permission: 'catalogue', data: importJobSchema }),
  check: endpoint({
    title: '运营：导入预检查（试运行）',
    method: 'POST',
    path: `${IMPORT_API}/jobs/check/{id}`,
    params: jobParams,
    body: z.object({ mapping: importMappingSchema }),
    auth: 'operator', permission: 'catalogue',
    data: importJobSchema,
  }),
  apply: endpoint({ title: '运营：执行商品导入', method: 'POST', path: `${IMPORT_API}/jobs/apply/{id}`, params: jobParams, body: emptyBody, auth: 'operator', permission: 'catalogue', data: importJobSchema }),
  cancel: endpoint({ title: '运营：取消导入任务', method: 'POST', path: `${IMPORT_API}/jobs/cancel/{id}`, params: jobParams, body: emptyBody, auth: 'operator', permission: 'catalogue', data: importJobSchema }),
  problems: endpoint({
    title: '运营：导入问题清单',
    method: 'GET',
    path: `${IMPORT_API}/jobs/problems/{id}`,
    params: jobParams,
    /** Default: the job's current phase. */
    query: problemsQuery,
    paged: { defaultSize: 50, maxSize: 500 },
    auth: 'operator', permission: 'catalogue',
    data: z.array(importProblemSchema),
  }),
  report: endpoint({
    title: '运营：下载导入问题清单',
    method: 'GET',
    path: `${IMPORT_API}/jobs/report/{id}`,
    params: jobParams,
    query: problemsQuery,
    auth: 'operator', permission: 'catalogue',
    produces: CATALOGUE_MEDIA_TYPE.xlsx,
    data: z.null(),
  }),
  exportSdf: endpoint({
    title: '运营：导出商品目录（SDF）',
    method: 'GET',
    path: `${EXPORT_API}/sdf`,
    auth: 'operator', permission: 'catalogue',
    produces: SDF_MEDIA_TYPE,
    data: z.null(),
  }),
  exportXlsx: endpoint({
    title: '运营：导出商品目录（XLSX）',
    method: 'GET',
    path: `${EXPORT_API}/xlsx`,
    auth: 'operator', permission: 'catalogue',
    produces: CATALOGUE_MEDIA_TYPE.xlsx,
    data: z.null(),
  }),
} as const;
