import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgFiles } from '../../db/schema';
import { reject } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { checkScanOrPhoto, uploadName } from '../upload-checks';
import { isAdminOf, ORG_ERR } from './membership';
import { storedFileResponse } from '../../http/stored-file';

/** Unattached uploads one person may hold at once (drafts of a certification not yet submitted). */
const MAX_DRAFTS = 20;

export type OrgFileRow = typeof orgFiles.$inferSelect;
export const orgFileView = (r: Pick<OrgFileRow, 'id' | 'kind' | 'originalName' | 'mime' | 'size' | 'createdAt'>) => ({
  id: r.id,
  kind: r.kind as 'license' | 'other',
  name: r.originalName,
  mime: r.mime,
  size: r.size,
  uploadedAt: r.createdAt.toISOString(),
});

/** A licence or other proof, judged by its bytes (PNG / JPEG / PDF), kept as a draft of the uploader. */
export async function uploadOrgFile(db: Db, userId: number, kind: 'license' | 'other', file: UploadedFile | null) {
  if (!file) throw reject(ORG_ERR.fileMissing);
  const mime = await checkScanOrPhoto(file.bytes, ORG_ERR.badType);
  const [{ n }] = await db
    .select({ n: count() })
    .from(orgFiles)
    .where(and(eq(orgFiles.uploadedBy, userId), isNull(orgFiles.orgId)));
  if (n >= MAX_DRAFTS) throw reject(ORG_ERR.tooManyDrafts);
  const [row] = await db
    .insert(orgFiles)
    .values({ uploadedBy: userId, kind, fileKey: randomBytes(16).toString('hex'), originalName: uploadName(file.name, kind), mime, size: file.bytes.byteLength, bytes: file.bytes })
    .returning();
  return orgFileView(row);
}

/** A file's bytes: for the operator (no viewer), its uploader, or an active admin of its organisation. */
export async function readOrgFile(db: Db, fileId: number, viewerId?: number): Promise<OrgFileRow> {
  const [row] = await db.select().from(orgFiles).where(eq(orgFiles.id, fileId));
  if (!row) throw reject(ORG_ERR.fileNotFound);
  if (viewerId === undefined || row.uploadedBy === viewerId) return row;
  if (row.orgId !== null && (await isAdminOf(db, viewerId, row.orgId))) return row;
  throw reject(ORG_ERR.fileNotFound);
}

/** Served as an attachment, never rendered with the shop's origin. */
export function orgFileResponse(f: OrgFileRow): Response {
  return storedFileResponse(f, `org-${f.kind}-${f.id}`);
}

/** Files of an organisation (the admins' and the operator's view). */
export async function filesOf(db: Db, orgId: number) {
  const rows = await db
    .select({ id: orgFiles.id, kind: orgFiles.kind, originalName: orgFiles.originalName, mime: orgFiles.mime, size: orgFiles.size, createdAt: orgFiles.createdAt })
    .from(orgFiles)
    .where(eq(orgFiles.orgId, orgId))
    .orderBy(orgFiles.id);
  return rows.map(orgFileView);
}

/**
 * The files a certification is submitted with: the caller's drafts, or files already of this organisation
 * (a resubmission keeps them). Other people's files and other organisations' answer "not found".
 */
export async function claimFiles(db: Db, userId: number, orgId: number | null, licenseId: number, otherIds: number[]): Promise<number[]> {
  const usable = async (id: number, kind: 'license' | 'other') => {
    const [row] = await db.select({ id: orgFiles.id, kind: orgFiles.kind, orgId: orgFiles.orgId, uploadedBy: orgFiles.uploadedBy }).from(orgFiles).where(eq(orgFiles.id, id));
    const mine = row && row.kind === kind && ((row.orgId === null && row.uploadedBy === userId) || (orgId !== null && row.orgId === orgId));
    if (!mine) throw reject(kind === 'license' ? ORG_ERR.licenseNotFound : ORG_ERR.otherNotFound);
    return row.id;
  };
  const ids = [await usable(licenseId, 'license')];
  for (const id of new Set(otherIds)) ids.push(await usable(id, 'other'));
  return ids;
}
