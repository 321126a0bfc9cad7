import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { AFTER_SALE_MAX_IMAGES } from '../../../lib/constants';
import { IMAGE_UPLOAD_MSG } from '../../../lib/validation';
import type { Db } from '../../db/client';
import { afterSaleImages } from '../../db/schema';
import { reject } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { pngOrJpeg, singleLine } from '../upload-checks';
import { storedFileResponse } from '../../http/stored-file';

export const IMAGE_ERR = {
  missing: '请选择要上传的图片',
  notFound: '图片不存在',
  /** Uploaded but not yet submitted with a case, within a day. */
  tooManyWaiting: `待提交的图片过多，请先提交售后申请（每次最多 ${AFTER_SALE_MAX_IMAGES} 张）`,
} as const;
/** Photos uploaded and not attached to a case are kept a day (then swept) and at most this many at once. */
const MAX_WAITING = AFTER_SALE_MAX_IMAGES * 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const imageView = (r: Pick<typeof afterSaleImages.$inferSelect, 'id' | 'originalName' | 'mime' | 'size'>) => ({ id: r.id, name: r.originalName, mime: r.mime, size: r.size });

/** PNG or JPEG by content (SPEC §5: png/jpeg only), never by name or declared type. */
const sniff = (bytes: Uint8Array) => pngOrJpeg(bytes, IMAGE_UPLOAD_MSG.badType);

/** Stores a buyer's photo under a random key, owned by them and not yet attached to a case. */
export async function uploadCaseImage(db: Db, userId: number, file: UploadedFile | null) {
  if (!file) throw reject(IMAGE_ERR.missing);
  const mime = sniff(file.bytes);
  return db.transaction(async (tx) => {
    const now = Date.now();
    // Photos abandoned with a form are swept after a day (this user's, while they are here).
    await tx.delete(afterSaleImages).where(and(eq(afterSaleImages.userId, userId), isNull(afterSaleImages.caseId), lt(afterSaleImages.createdAt, new Date(now - DAY_MS))));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(afterSaleImages)
      .where(and(eq(afterSaleImages.userId, userId), isNull(afterSaleImages.caseId), gt(afterSaleImages.createdAt, new Date(now - DAY_MS))));
    if (n >= MAX_WAITING) throw reject(IMAGE_ERR.tooManyWaiting);
    const name = singleLine(file.name).replace(/[/\\]/g, '').slice(0, 100) || 'image';
    const [row] = await tx
      .insert(afterSaleImages)
      .values({ userId, fileKey: randomBytes(16).toString('hex'), originalName: name, mime, size: file.bytes.byteLength, bytes: file.bytes })
      .returning();
    return imageView(row);
  });
}

/** Attaches the buyer's own unattached photos to a new case (in its transaction); any other id is 图片不存在. */
export async function attachImages(tx: Db, userId: number, caseId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > AFTER_SALE_MAX_IMAGES) throw reject(IMAGE_UPLOAD_MSG.tooMany(AFTER_SALE_MAX_IMAGES));
  for (const id of unique) {
    const updated = await tx
      .update(afterSaleImages)
      .set({ caseId })
      .where(and(eq(afterSaleImages.id, id), eq(afterSaleImages.userId, userId), isNull(afterSaleImages.caseId)))
      .returning({ id: afterSaleImages.id });
    if (updated.length === 0) throw reject(IMAGE_ERR.notFound);
  }
}

/** A photo's bytes: for its owner (userId) or the operator (no userId). */
export async function readCaseImage(db: Db, imageId: number, userId?: number) {
  const [row] = await db
    .select()
    .from(afterSaleImages)
    .where(and(eq(afterSaleImages.id, imageId), userId === undefined ? undefined : eq(afterSaleImages.userId, userId)));
  if (!row) throw reject(IMAGE_ERR.notFound);
  return row;
}

/** Served as an attachment that cannot run in the shop's origin. */
export function imageResponse(img: typeof afterSaleImages.$inferSelect): Response {
  return storedFileResponse(img, `after-sale-${img.id}`, 'inline');
}

export const caseImages = (db: Db, caseId: number) => db.select().from(afterSaleImages).where(eq(afterSaleImages.caseId, caseId)).orderBy(afterSaleImages.id);
