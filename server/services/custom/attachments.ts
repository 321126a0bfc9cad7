import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { CUSTOM_ATTACHMENTS_MAX, CUSTOM_MSG, type CustomAttachment } from '../../../lib/api/contract/custom';
import type { Db } from '../../db/client';
import { customRequestFiles } from '../../db/schema';
import { reject } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { storedFileResponse } from '../../http/stored-file';
import { checkScanOrPhoto, uploadName } from '../upload-checks';

/** Uploads one buyer may hold before submitting a request with them (a form abandoned leaves drafts behind). */
const MAX_DRAFTS = 10;

type FileRow = typeof customRequestFiles.$inferSelect;
const view = (r: Pick<FileRow, 'id' | 'originalName' | 'mime' | 'size' | 'createdAt'>): CustomAttachment => ({
  id: r.id,
  name: r.originalName,
  mime: r.mime,
  size: r.size,
  uploadedAt: r.createdAt.toISOString(),
});
const listed = { id: customRequestFiles.id, requestId: customRequestFiles.requestId, originalName: customRequestFiles.originalName, mime: customRequestFiles.mime, size: customRequestFiles.size, createdAt: customRequestFiles.createdAt };

/** A route sketch, specification or spectrum: PDF, PNG or JPEG judged by its bytes, kept as the uploader's draft. */
export async function uploadCustomAttachment(db: Db, userId: number, file: UploadedFile | null): Promise<CustomAttachment> {
  if (!file) throw reject(CUSTOM_MSG.attachmentMissing);
  const mime = await checkScanOrPhoto(file.bytes, CUSTOM_MSG.attachmentType);
  const [{ n }] = await db
    .select({ n: count() })
    .from(customRequestFiles)
    .where(and(eq(customRequestFiles.userId, userId), isNull(customRequestFiles.requestId)));
  if (n >= MAX_DRAFTS) throw reject(CUSTOM_MSG.attachmentDrafts);
  const [row] = await db
    .insert(customRequestFiles)
    .values({ userId, fileKey: randomBytes(16).toString('hex'), originalName: uploadName(file.name, 'attachment'), mime, size: file.bytes.byteLength, bytes: file.bytes })
    .returning(listed);
  return view(row);
}

/**
 * Inside the submit's transaction: the buyer's own unused drafts become the request's. An id that is someone
 * else's, unknown or already used refuses the whole request (nothing is submitted without a file the buyer chose).
 */
export async function bindCustomAttachments(tx: Db, userId: number, requestId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  if (wanted.length > CUSTOM_ATTACHMENTS_MAX) throw reject(CUSTOM_MSG.attachmentTooMany);
  const bound = await tx
    .update(customRequestFiles)
    .set({ requestId })
    .where(and(inArray(customRequestFiles.id, wanted), eq(customRequestFiles.userId, userId), isNull(customRequestFiles.requestId)))
    .returning({ id: customRequestFiles.id });
  if (bound.length !== wanted.length) throw reject(CUSTOM_MSG.attachmentNotFound);
}

/** The attachments of these requests, by request, oldest first. */
export async function attachmentsOf(db: Db, requestIds: number[]): Promise<Map<number, CustomAttachment[]>> {
  const rows = requestIds.length ? await db.select(listed).from(customRequestFiles).where(inArray(customRequestFiles.requestId, requestIds)).orderBy(asc(customRequestFiles.id)) : [];
  const by = new Map<number, CustomAttachment[]>();
  for (const r of rows) by.set(r.requestId!, [...(by.get(r.requestId!) ?? []), view(r)]);
  return by;
}

/** A file for its uploader (draft or submitted) or, without `userId`, for the operator; another's id is 不存在. */
export async function customAttachmentResponse(db: Db, id: number, userId?: number): Promise<Response> {
  const [f] = await db
    .select()
    .from(customRequestFiles)
    .where(and(eq(customRequestFiles.id, id), userId === undefined ? undefined : eq(customRequestFiles.userId, userId)));
  if (!f) throw reject(CUSTOM_MSG.attachmentNotFound);
  return storedFileResponse(f, `custom-attachment-${f.id}`);
}
