import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { DESK_MSG } from '../../../lib/api/contract/catalogue-desk';
import { catalogueImport, IMPORT_MSG, type ImportCounts, type ImportFormat, type ImportMapping, type ImportPhase } from '../../../lib/api/contract/catalogue-import';
import { CACHE_TAG, REVALIDATE_MAX_TAGS } from '../../../lib/api/contract/internal';
import type { Db } from '../../db/client';
import { catalogueImportJobs, catalogueImportProblems, catalogueImportRows } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { AppDeps } from '../../http/context';
import { published } from '../catalogue-desk/after-change';
import { recordAudit } from '../staff/audit';
import type { Actor } from '../staff/context';
import { ChemDown, judgeBatch, type JudgedRow, type Outcome } from './check';
import { nextJob, type JobRow } from './jobs';
import { loadRefs } from './refs';
import { parseRow, type ParsedRow } from './row';
import { ImportFileError, sourceRows } from './source';
import { fileChunks, removeFile } from './storage';
import type { TextEncoding } from './text';
import { writeBatch } from './write';

/*
 * The import's background runner (docs/adr/0040-catalogue-import.md). One job runs at a time per shop: on
 * PostgreSQL the process that holds the advisory lock IMPORT_LOCK_KEY (on a connection of its own, freed by the
 * server when the process dies) runs the queue; the embedded database belongs to one process anyway. Every API
 * process polls, so a job left running by a process that died (kill -9, a crash, a deploy) is taken up by the next
 * one that polls or starts.
 *
 * A phase reads the file from its first row, skips the rows its cursor says are done, and commits batches of
 * CATALOGUE_IMPORT_BATCH rows: the cursor is moved on by a conditional UPDATE (where done = the batch's start and
 * status = running) in the same transaction as the batch's writes, rows, problems and audit entry. A runner that
 * lost the job (cancelled, or taken over) finds no row to update and stops; a killed one leaves the cursor at its
 * last commit, so nothing is lost or done twice.
 */

const POLL_MS = 5_000;
/** pg_advisory_lock key of the import runner (any constant shared by every API process: 'refmall' and 02). */
const IMPORT_LOCK_KEY = '8243107312943524866';
/** A batch that failed for a passing reason (the chem worker restarting, a write conflict) is tried this often. */
const BATCH_TRIES = 3;
const RETRY_MS = 2_000;
/** Stored files of finished jobs are removed this long after (the job and its problems stay). */
export const FILE_KEEP_MS = 7 * 24 * 3600_000;
const SWEEP_MS = 3600_000;

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

interface RunnerLock {
  release(): Promise<void>;
}

/** The shop's runner lock; null when another API process holds it. */
async function takeLock(url: string | undefined): Promise<RunnerLock | null> {
  if (!url) return { release: async () => {} };
  const client = new pg.Client({ connectionString: url });
  // The server ending this connection frees the lock; the batch's own cursor check keeps the work right meanwhile.
  client.on('error', () => {});
  await client.connect();
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [IMPORT_LOCK_KEY]);
  const release = () => client.end().catch(() => {});
  if (!rows[0].ok) {
    await release();
    return null;
  }
  return { release };
}

const jobActor = (j: JobRow): Actor => ({ kind: j.actorKind as Actor['kind'], id: j.actorId, name: j.actorName });

class LostJob extends Error {}

function tally(outcomes: Outcome[]): ImportCounts {
  const c: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const o of outcomes) c[o]++;
  return c;
}

/** The storefront tags of a batch's products: one per product while they fit in one refresh, else the whole catalogue. */
function tagsOf(productIds: number[]) {
  const common = [CACHE_TAG.products, CACHE_TAG.categories, CACHE_TAG.brands, CACHE_TAG.sitemap, CACHE_TAG.data];
  return productIds.length + common.length <= REVALIDATE_MAX_TAGS ? [...common, ...productIds.map((id) => CACHE_TAG.product(id))] : [...common, CACHE_TAG.catalogue];
}

/** Commits one batch: the cursor, the writes (apply), the rows and problems, the audit entry. Answers whether a cancel was asked. */
async function commitBatch(deps: Deps, job: JobRow, start: number, batch: ParsedRow[]): Promise<{ cancel: boolean; done: number }> {
  const phase = job.phase as ImportPhase;
  const judged: JudgedRow[] = await judgeBatch(deps.db, job.id, phase, batch, await loadRefs(deps.db));
  const end = batch[batch.length - 1].ordinal;
  const result = await deps.db.transaction(async (tx) => {
    const t = catalogueImportJobs;
    const [claimed] = await tx
      .update(t)
      .set({ done: end, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(t.id, job.id), eq(t.done, start), eq(t.status, 'running'), eq(t.phase, phase)))
      .returning({ cancel: t.cancelRequested });
    if (!claimed) throw new LostJob();
    const write = phase === 'apply' ? await writeBatch(tx, judged) : null;
    const outcomes = write ? write.outcomes : judged.map((j) => j.outcome);
    const c = tally(outcomes);
    await tx
      .update(t)
      .set({ created: sql`${t.created} + ${c.created}`, updated: sql`${t.updated} + ${c.updated}`, unchanged: sql`${t.unchanged} + ${c.unchanged}`, refused: sql`${t.refused} + ${c.refused}` })
      .where(eq(t.id, job.id));
    await tx.insert(catalogueImportRows).values(judged.map((j, i) => ({ jobId: job.id, phase, ...j.file, outcome: outcomes[i] })));
    const problems = judged.flatMap((j) => j.problems.map((p) => ({ jobId: job.id, phase, ordinal: j.row.ordinal, rowNo: j.row.rowNo, code: j.row.fields.code.slice(0, 100), field: p.field, message: p.message })));
    if (problems.length) await tx.insert(catalogueImportProblems).values(problems);
    if (write && (write.created.length || write.updated.length)) {
      await recordAudit(tx, {
        actor: jobActor(job),
        permission: 'catalogue',
        action: catalogueImport.apply.title,
        entity: 'product',
        entityId: null,
        after: { job: job.id, rows: [batch[0].rowNo, batch[batch.length - 1].rowNo], created: write.created, updated: write.updated },
        detail: `导入任务 #${job.id}（${job.fileName}）：新建 ${write.created.length}，更新 ${write.updated.length}`,
      });
    }
    return { cancel: claimed.cancel, productIds: write?.productIds ?? [] };
  });
  if (result.productIds.length) await published(deps, tagsOf(result.productIds));
  return { cancel: result.cancel, done: end };
}

/** A batch, tried again while the chem worker restarts or a write met a concurrent one. */
async function commitWithRetry(deps: Deps, job: JobRow, start: number, batch: ParsedRow[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await commitBatch(deps, job, start, batch);
    } catch (err) {
      if (err instanceof LostJob || isDatabaseUnavailable(err) || attempt >= BATCH_TRIES) throw err;
      deps.logger.warn({ job: job.id, attempt, err }, 'catalogue import batch failed; trying again');
      await new Promise((r) => setTimeout(r, RETRY_MS));
    }
  }
}

const jobRows = (db: Db, job: JobRow) => sourceRows(job.format as ImportFormat, job.encoding as TextEncoding | null, () => fileChunks(db, job.id));

async function finish(db: Db, job: JobRow, status: 'done' | 'cancelled'): Promise<void> {
  await db.transaction(async (tx) => {
    const t = catalogueImportJobs;
    const [row] = await tx
      .update(t)
      .set({ status, finishedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()`, cancelRequested: false })
      .where(and(eq(t.id, job.id), eq(t.status, 'running')))
      .returning();
    if (!row) return;
    if (status === 'done' && row.phase === 'check') {
      await tx
        .update(t)
        .set({ total: row.done, checked: { total: row.done, created: row.created, updated: row.updated, unchanged: row.unchanged, refused: row.refused } })
        .where(eq(t.id, job.id));
    }
    await tx.delete(catalogueImportRows).where(and(eq(catalogueImportRows.jobId, job.id), eq(catalogueImportRows.phase, row.phase)));
  });
}

async function fail(db: Db, job: JobRow, message: string): Promise<void> {
  await db
    .update(catalogueImportJobs)
    .set({ status: 'failed', error: message, finishedAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()`, cancelRequested: false })
    .where(and(eq(catalogueImportJobs.id, job.id), eq(catalogueImportJobs.status, 'running')));
}

/** Runs a job's phase from its cursor to the end, a cancel, or the process stopping (`stopping`: left running, resumed later). */
async function runPhase(deps: Deps, job: JobRow, batchRows: number, stopping: () => boolean): Promise<void> {
  const { db } = deps;
  if (job.total === null) {
    let total = 0;
    for await (const _ of jobRows(db, job)) {
      total++;
      if (stopping()) return;
    }
    await db.update(catalogueImportJobs).set({ total }).where(eq(catalogueImportJobs.id, job.id));
  }
  const mapping = job.mapping as ImportMapping;
  let done = job.done;
  let batch: ParsedRow[] = [];
  const flush = async () => {
    const r = await commitWithRetry(deps, job, done, batch);
    done = r.done;
    batch = [];
    return r.cancel;
  };
  for await (const row of jobRows(db, job)) {
    if (row.ordinal <= done) continue;
    batch.push(parseRow(row, mapping));
    if (batch.length < batchRows) continue;
    if (await flush()) return finish(db, job, 'cancelled');
    if (stopping()) return;
  }
  if (batch.length && (await flush())) return finish(db, job, 'cancelled');
  await finish(db, job, 'done');
}

async function runJob(deps: Deps, job: JobRow, stopping: () => boolean): Promise<void> {
  const t = catalogueImportJobs;
  const [running] = await deps.db
    .update(t)
    .set({ status: 'running', startedAt: sql`coalesce(${t.startedAt}, clock_timestamp())`, runStartedAt: sql`clock_timestamp()`, runStartedDone: sql`${t.done}`, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(t.id, job.id), inArray(t.status, ['queued', 'running'])))
    .returning();
  if (!running) return;
  if (running.cancelRequested) return finish(deps.db, running, 'cancelled');
  try {
    await runPhase(deps, running, deps.config.CATALOGUE_IMPORT_BATCH, stopping);
  } catch (err) {
    if (err instanceof LostJob) return;
    if (isDatabaseUnavailable(err)) throw err;
    if (err instanceof ImportFileError) return fail(deps.db, running, err.message);
    if (err instanceof ChemDown) return fail(deps.db, running, DESK_MSG.structureUnavailable);
    deps.logger.error({ job: job.id, err }, 'catalogue import failed');
    await fail(deps.db, running, IMPORT_MSG.failed);
  }
}

/** Removes the stored files of jobs that ended more than FILE_KEEP_MS ago (and uploads never run for as long). */
export async function sweepFiles(db: Db): Promise<void> {
  const t = catalogueImportJobs;
  const old = await db
    .update(t)
    .set({ fileRemovedAt: sql`clock_timestamp()` })
    .where(sql`${t.status} not in ('queued', 'running') and ${t.fileRemovedAt} is null and ${t.updatedAt} < ${new Date(Date.now() - FILE_KEEP_MS)}`)
    .returning({ id: t.id });
  for (const { id } of old) await removeFile(db, id);
}

export interface ImportRunner {
  /** Looks for work now (after a job was queued). */
  kick(): void;
  /** Stops between batches; a running job stays running and is resumed by the next runner. */
  stop(): Promise<void>;
  /** Resolves when no drain is under way (tests). */
  idle(): Promise<void>;
}

const runners = new WeakMap<Db, ImportRunner>();

/** The runner of this database in this process, started on first use: polls every POLL_MS and at once when kicked. */
export function importRunner(deps: Deps): ImportRunner {
  const existing = runners.get(deps.db);
  if (existing) return existing;
  let draining: Promise<void> | null = null;
  let again = false;
  let stopping = false;
  let sweptAt = 0;
  const drain = async () => {
    const { db } = deps;
    if (Date.now() - sweptAt > SWEEP_MS) {
      sweptAt = Date.now();
      await sweepFiles(db);
    }
    if (!(await nextJob(db))) return;
    const lock = await takeLock(deps.config.DATABASE_URL);
    if (!lock) return;
    try {
      for (let job = await nextJob(db); job && !stopping; job = await nextJob(db)) await runJob(deps, job, () => stopping);
    } finally {
      await lock.release();
    }
  };
  const kick = () => {
    if (stopping) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((err: unknown) => deps.logger[isDatabaseUnavailable(err) ? 'warn' : 'error']({ err }, 'catalogue import runner'))
      .finally(() => {
        draining = null;
        if (again && !stopping) {
          again = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  const runner: ImportRunner = {
    kick,
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await draining;
      runners.delete(deps.db);
    },
    idle: async () => {
      while (draining) await draining;
    },
  };
  runners.set(deps.db, runner);
  kick();
  return runner;
}

/** Stops this database's runner in this process, if one was started (tests, before closing the database). */
export async function stopImportRunner(db: Db): Promise<void> {
  await runners.get(db)?.stop();
}
