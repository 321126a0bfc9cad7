import { IMPORT_FORMATS, IMPORT_MAX_BYTES, IMPORT_MSG, IMPORT_FIELD_TEXT, REQUIRED_IMPORT_FIELDS, type ImportJob, type ImportMapping } from '@/lib/api/contract/catalogue-import';

/** The screen's steps: 上传文件 → 列对应 → 预检查 → 导入 → 完成. */
export type ImportStep = 0 | 1 | 2 | 3 | 4;

/** Queued or running: the screen polls it. */
export const isActive = (job: Pick<ImportJob, 'status'>) => job.status === 'queued' || job.status === 'running';

/** Where a job stands on the screen. */
export function stepOf(job: Pick<ImportJob, 'phase' | 'status'>): ImportStep {
  if (job.status === 'uploaded') return 1;
  if (job.phase === 'check') return 2;
  return isActive(job) ? 3 : 4;
}

/** Percent done of this phase (0 before the rows are counted). */
export const percentOf = (job: Pick<ImportJob, 'done' | 'total'>) => (job.total ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0);

/** The names the API reads as each format (an old .xls is refused with its own message). */
const EXTENSIONS: Record<string, (typeof IMPORT_FORMATS)[number]> = { sdf: 'sdf', sd: 'sdf', sdfile: 'sdf', mol: 'sdf', xlsx: 'xlsx', xlsm: 'xlsx', csv: 'csv', txt: 'csv', tsv: 'csv' };
export const IMPORT_ACCEPT = Object.keys(EXTENSIONS).map((e) => `.${e}`).join(',');

/** The file as the API takes it (by name and size here; the API reads its content). Null: fine. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  if (ext === 'xls') return IMPORT_MSG.oldXls;
  if (!EXTENSIONS[ext]) return IMPORT_MSG.badType;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MSG.tooLarge;
  return null;
}

/** The fields a product needs that no column gives yet, as the API names them (IMPORT_MSG.mappingMissing). */
export function mappingProblem(mapping: ImportMapping): string | null {
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => !mapping[f]);
  return missing.length ? IMPORT_MSG.mappingMissing(missing.map((f) => IMPORT_FIELD_TEXT[f]).join('、')) : null;
}

/** Rows the import would write: those the dry run found to create or update. */
export const rowsToWrite = (job: Pick<ImportJob, 'checked'>) => (job.checked ? job.checked.created + job.checked.updated : 0);
