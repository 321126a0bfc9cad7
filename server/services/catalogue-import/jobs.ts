import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_FIELD_TEXT,
  IMPORT_MSG,
  REQUIRED_IMPORT_FIELDS,
  type ImportCounts,
  type ImportFormat,
  type ImportJob,
  type ImportMapping,
  type ImportPhase,
  type ImportStatus,
} from '../../../lib/api/contract/catalogue-import';
import type { Db } from '../../db/client';
import { catalogueImportJobs, catalogueImportProblems, catalogueImportRows } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { uploadName } from '../upload-checks';
import type { Actor } from '../staff/context';
import { suggestMapping } from './columns';
import { inspectUpload } from './inspect';
import { storeFile } from './storage';

/**
 * Import jobs (docs/api.md "Catalogue import and export"): one per uploaded file, moved through its phases by
 * staff — a dry run with a mapping, then the import — and run in the background by runner.ts. What the console
 * reads of a job: its state, its counts, its progress (rate and time left measured since the phase last started
 * or resumed) and its place in the queue.
 */

export type JobRow = typeof catalogueImportJobs.$inferSelect;

const ZERO: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
const ACTIVE: ImportStatus[] = ['queued', 'running'];

export async function jobView(db: Db, j: JobRow, now = Date.now()): Promise<ImportJob> {
  let rate: number | null = null;
  let secondsLeft: number | null = null;
  if (j.status === 'running' && j.runStartedAt && j.done > j.runStartedDone) {
    const seconds = Math.max(0.001, (now - j.runStartedAt.getTime()) / 1000);
    rate = Math.round(((j.done - j.runStartedDone) / seconds) * 10) / 10;
    if (j.total !== null && rate > 0) secondsLeft = Math.ceil(Math.max(0, j.total - j.done) / rate);
  }
  let queuePosition: number | null = null;
  if (j.status === 'queued') {
    const t = catalogueImportJobs;
    const [ahead] = await db
      .select({ n: count() })
      .from(t)
      .where(sql`${t.status} = 'running' or (${t.status} = 'queued' and (${t.queuedAt}, ${t.id}) < (${j.queuedAt ?? new Date(now)}, ${j.id}))`);
    queuePosition = ahead.n;
  }
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: j.id,
    fileName: j.fileName,
    format: j.format as ImportFormat,
    size: j.size,
    encoding: j.encoding,
    columns: j.columns,
    suggested: j.suggested as ImportMapping,
    mapping: (j.mapping as ImportMapping | null) ?? null,
    phase: j.phase as ImportPhase,
    status: j.status as ImportStatus,
    cancelRequested: j.cancelRequested,
    total: j.total,
    done: j.done,
    counts: { created: j.created, updated: j.updated, unchanged: j.unchanged, refused: j.refused },
    checked: (j.checked as ImportJob['checked']) ?? null,
    rate,
    secondsLeft,
    queuePosition,
    error: j.error,
    actorName: j.actorName,
    createdAt: j.createdAt.toISOString(),
    startedAt: iso(j.startedAt),
    updatedAt: j.updatedAt.toISOString(),
    finishedAt: iso(j.finishedAt),
  };
}

export async function getJob(db: Db, id: number): Promise<JobRow> {
  const [j] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id));
  if (!j) throw new ApiError(IMPORT_MSG.jobMissing);
  return j;
}

const actorColumns = (actor: Actor) => ({ actorKind: actor.kind, actorId: actor.id, actorName: actor.name });

/** A new job from an upload: the file checked by its content, stored in chunks, its columns and a suggested mapping. */
export async function createJob(db: Db, file: UploadedFile | null, actor: Actor): Promise<ImportJob> {
  if (!file || file.bytes.byteLength === 0) throw new ApiError(IMPORT_MSG.noFile);
  const fileName = uploadName(file.name, 'catalogue');
  const inspection = await inspectUpload(fileName, file.bytes);
  const job = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImportJobs)
      .values({
        fileName,
        format: inspection.format,
        size: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        encoding: inspection.encoding,
        columns: inspection.columns,
        suggested: suggestMapping(inspection.columns, inspection.format),
        ...actorColumns(actor),
      })
      .returning();
    await storeFile(tx, row.id, file.bytes);
    return row;
  });
  return jobView(db, job);
}

export async function listJobs(db: Db, limit: number, offset: number): Promise<{ rows: ImportJob[]; total: number }> {
  const rows = await db.select().from(catalogueImportJobs).orderBy(desc(catalogueImportJobs.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(catalogueImportJobs);
  const now = Date.now();
  return { rows: await Promise.all(rows.map((r) => jobView(db, r, now))), total: n };
}

function checkMapping(j: JobRow, mapping: ImportMapping): void {
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => !mapping[f]);
  if (missing.length) throw new ApiError(IMPORT_MSG.mappingMissing(missing.map((f) => IMPORT_FIELD_TEXT[f]).join('、')));
  for (const column of Object.values(mapping)) if (column && !j.columns.includes(column)) throw new ApiError(IMPORT_MSG.mappingColumn(column));
}

/**
 * Queues a phase from its first row: the cursor, counts, rows and problems of that phase start afresh (a phase run
 * again reads the whole file; the import writes only what differs, so rows already imported count as unchanged).
 */
async function queuePhase(db: Db, id: number, phase: ImportPhase, actor: Actor, extra: Partial<typeof catalogueImportJobs.$inferInsert>): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const [j] = await tx.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id)).for('update');
    if (!j) throw new ApiError(IMPORT_MSG.jobMissing);
    if (ACTIVE.includes(j.status as ImportStatus)) throw new ApiError(IMPORT_MSG.busy);
    if (j.fileRemovedAt) throw new ApiError(IMPORT_MSG.fileGone);
    if (phase === 'apply') {
      const checkedDone = j.checked !== null && (j.phase === 'apply' || j.status === 'done');
      if (!checkedDone || !j.mapping) throw new ApiError(IMPORT_MSG.notChecked);
    }
    await tx.delete(catalogueImportRows).where(and(eq(catalogueImportRows.jobId, id), eq(catalogueImportRows.phase, phase)));
    await tx.delete(catalogueImportProblems).where(and(eq(catalogueImportProblems.jobId, id), eq(catalogueImportProblems.phase, phase)));
    const [row] = await tx
      .update(catalogueImportJobs)
      .set({
        phase,
        status: 'queued',
        cancelRequested: false,
        done: 0,
        ...ZERO,
        runStartedAt: null,
        runStartedDone: 0,
        queuedAt: sql`clock_timestamp()`,
        error: null,
        startedAt: null,
        finishedAt: null,
        updatedAt: sql`clock_timestamp()`,
        ...actorColumns(actor),
        ...extra,
      })
      .where(eq(catalogueImportJobs.id, id))
      .returning();
    return row;
  });
}

export async function queueCheck(db: Db, id: number, mapping: ImportMapping, actor: Actor): Promise<JobRow> {
  checkMapping(await getJob(db, id), mapping);
  return queuePhase(db, id, 'check', actor, { mapping, checked: null });
}

export const queueApply = (db: Db, id: number, actor: Actor): Promise<JobRow> => queuePhase(db, id, 'apply', actor, {});

/** A queued job is cancelled at once; a running one stops after the batch it is committing (the runner sees the flag). */
export async function cancelJob(db: Db, id: number): Promise<JobRow> {
  const [queued] = await db
    .update(catalogueImportJobs)
    .set({ status: 'cancelled', finishedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(catalogueImportJobs.id, id), eq(catalogueImportJobs.status, 'queued')))
    .returning();
  if (queued) return queued;
  const [running] = await db
    .update(catalogueImportJobs)
    .set({ cancelRequested: true, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(catalogueImportJobs.id, id), eq(catalogueImportJobs.status, 'running')))
    .returning();
  if (running) return running;
  await getJob(db, id);
  throw new ApiError(IMPORT_MSG.notCancelable);
}

/** The next job to run: one left running (a process died or stopped mid-way) first, then the queue in order. */
export async function nextJob(db: Db): Promise<JobRow | undefined> {
  const [j] = await db
    .select()
    .from(catalogueImportJobs)
    .where(inArray(catalogueImportJobs.status, ACTIVE))
    .orderBy(desc(sql`${catalogueImportJobs.status} = 'running'`), asc(catalogueImportJobs.queuedAt), asc(catalogueImportJobs.id))
    .limit(1);
  return j;
}
