import { and, asc, count, eq, gt } from 'drizzle-orm';
import { IMPORT_FIELD_TEXT, IMPORT_PHASE_TEXT, type ImportField, type ImportPhase, type ImportProblem } from '../../../lib/api/contract/catalogue-import';
import type { Db } from '../../db/client';
import { catalogueImportProblems } from '../../db/schema';
import { xlsxDownload, type Download } from './download';
import type { JobRow } from './jobs';

/** A job's problems, row by row (docs/api.md "Catalogue import and export"): paged in the API, or all as XLSX. */

const fieldText = (field: string) => (field === 'row' ? '整行' : (IMPORT_FIELD_TEXT[field as ImportField] ?? field));
const BATCH = 1000;

const toProblem = (p: { rowNo: number; code: string; field: string; message: string }): ImportProblem => ({ rowNo: p.rowNo, code: p.code, field: p.field, fieldText: fieldText(p.field), message: p.message });

export async function listProblems(db: Db, jobId: number, phase: ImportPhase, limit: number, offset: number): Promise<{ rows: ImportProblem[]; total: number }> {
  const t = catalogueImportProblems;
  const where = and(eq(t.jobId, jobId), eq(t.phase, phase));
  const rows = await db.select().from(t).where(where).orderBy(asc(t.ordinal), asc(t.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(t).where(where);
  return { rows: rows.map(toProblem), total: n };
}

async function* problemRows(db: Db, jobId: number, phase: ImportPhase): AsyncGenerator<(string | number)[][]> {
  const t = catalogueImportProblems;
  for (let lastId = 0; ; ) {
    const batch = await db
      .select()
      .from(t)
      .where(and(eq(t.jobId, jobId), eq(t.phase, phase), gt(t.id, lastId)))
      .orderBy(asc(t.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    lastId = batch[batch.length - 1].id;
    yield batch.map((p) => {
      const v = toProblem(p);
      return [v.rowNo, v.code, v.fieldText, v.message];
    });
  }
}

export const reportFileName = (job: JobRow, phase: ImportPhase) => `导入问题清单-${IMPORT_PHASE_TEXT[phase]}-${job.fileName.replace(/\.[^.]*$/, '')}.xlsx`;

/** Every problem of the phase, in the order of the rows (problems are written batch by batch, so id order is row order). */
export function problemsXlsx(db: Db, job: JobRow, phase: ImportPhase, onError: (err: unknown) => void): Download {
  const columns = [
    { header: '行号', width: 8 },
    { header: '货号', width: 16 },
    { header: '字段', width: 18 },
    { header: '问题', width: 70 },
  ];
  return xlsxDownload({ name: `问题清单（${IMPORT_PHASE_TEXT[phase]}）`, columns }, problemRows(db, job.id, phase), onError);
}
