import { Readable } from 'node:stream';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueImportChunks } from '../../db/schema';

/**
 * An import's file in the database, in chunks (docs/adr/0040-catalogue-import.md): written once at upload, read
 * back a few chunks at a time as a stream, so a job reads a 50 MB file holding at most READ_AHEAD chunks.
 */

export const IMPORT_CHUNK_BYTES = 1024 * 1024;
const READ_AHEAD = 2;

export async function storeFile(tx: Db, jobId: number, bytes: Uint8Array): Promise<void> {
  for (let seq = 0, at = 0; at < bytes.byteLength; seq++, at += IMPORT_CHUNK_BYTES) {
    await tx.insert(catalogueImportChunks).values({ jobId, seq, bytes: bytes.subarray(at, Math.min(at + IMPORT_CHUNK_BYTES, bytes.byteLength)) });
  }
}

/** The file's bytes, in order, fetched a few chunks at a time. */
export async function* fileChunks(db: Db, jobId: number): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += READ_AHEAD) {
    const rows = await db
      .select({ seq: catalogueImportChunks.seq, bytes: catalogueImportChunks.bytes })
      .from(catalogueImportChunks)
      .where(and(eq(catalogueImportChunks.jobId, jobId), gte(catalogueImportChunks.seq, seq)))
      .orderBy(asc(catalogueImportChunks.seq))
      .limit(READ_AHEAD);
    for (const r of rows) yield r.bytes;
    if (rows.length < READ_AHEAD) return;
  }
}

/** The file as a Node stream (what exceljs' reader takes). */
export const fileStream = (db: Db, jobId: number): Readable => Readable.from(fileChunks(db, jobId), { objectMode: false });

export async function removeFile(db: Db, jobId: number): Promise<void> {
  await db.delete(catalogueImportChunks).where(eq(catalogueImportChunks.jobId, jobId));
}
