import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/*
 * Bulk catalogue import (docs/adr/0040-catalogue-import.md): one job per uploaded file. The file is kept in the
 * database in chunks (every API process can run or resume the job; no shared folder), read back as a stream. A phase
 * (the dry run `check`, then `apply`) commits its rows in batches: the batch's writes, its rows and problems and the
 * job's cursor `done` in one transaction, so a job killed at any point goes on from its last committed row.
 */

export const catalogueImportJobs = pgTable(
  'catalogue_import_jobs',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** sdf | xlsx | csv */
    format: text('format').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** CSV and SDF: utf-8 | gb18030 | utf-16le; null for XLSX. */
    encoding: text('encoding'),
    columns: text('columns').array().notNull(),
    suggested: jsonb('suggested').notNull(),
    /** The mapping of the last dry run (field → column). */
    mapping: jsonb('mapping'),
    /** check | apply */
    phase: text('phase').notNull().default('check'),
    /** uploaded | queued | running | done | cancelled | failed */
    status: text('status').notNull().default('uploaded'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Data rows of the file (counted by the first dry run). */
    total: integer('total'),
    /** The phase's cursor: rows committed. */
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The last finished dry run's counts and total. */
    checked: jsonb('checked'),
    /** When this phase last started or resumed, and its cursor then: the rate shown is measured from there. */
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    runStartedDone: integer('run_started_done').notNull().default(0),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    error: text('error'),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The stored file was removed (retention): the job can no longer run. */
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    index('catalogue_import_jobs_status_idx').on(t.status, t.queuedAt),
    check('catalogue_import_jobs_format_check', sql`${t.format} in ('sdf', 'xlsx', 'csv')`),
    check('catalogue_import_jobs_phase_check', sql`${t.phase} in ('check', 'apply')`),
    check('catalogue_import_jobs_status_check', sql`${t.status} in ('uploaded', 'queued', 'running', 'done', 'cancelled', 'failed')`),
  ],
);

/** The uploaded file, in order, in chunks of IMPORT_CHUNK_BYTES. */
export const catalogueImportChunks = pgTable(
  'catalogue_import_chunks',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => catalogueImportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/**
 * The rows of the running phase, by their position (ordinal) among the file's data rows: what a later row is checked
 * against (a catalogue number, CAS or InChIKey given earlier in the file). Removed when the phase ends.
 */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => catalogueImportJobs.id, { onDelete: 'cascade' }),
    phase: text('phase').notNull(),
    ordinal: integer('ordinal').notNull(),
    rowNo: integer('row_no').notNull(),
    code: text('code').notNull(),
    cas: text('cas'),
    inchiKey: text('inchi_key'),
    pack: text('pack'),
    /** A hash of the row's product fields: rows of one catalogue number must agree on them. */
    productHash: text('product_hash'),
    /** created | updated | unchanged | refused */
    outcome: text('outcome').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.phase, t.ordinal] }),
    index('catalogue_import_rows_code_idx').on(t.jobId, t.phase, t.code),
    index('catalogue_import_rows_cas_idx').on(t.jobId, t.phase, t.cas),
    index('catalogue_import_rows_inchikey_idx').on(t.jobId, t.phase, t.inchiKey),
  ],
);

/** A row's problems in a phase: what the dry run lists and the import refused. */
export const catalogueImportProblems = pgTable(
  'catalogue_import_problems',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => catalogueImportJobs.id, { onDelete: 'cascade' }),
    phase: text('phase').notNull(),
    ordinal: integer('ordinal').notNull(),
    rowNo: integer('row_no').notNull(),
    code: text('code').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('catalogue_import_problems_job_idx').on(t.jobId, t.phase, t.ordinal)],
);
