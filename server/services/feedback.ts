import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { member, type HostedImage } from '../../lib/api/contract/member';
import { buildPath } from '../../lib/api/contract/endpoint';
import { FEEDBACK_MAX_IMAGE_BYTES } from '../../lib/constants';
import { IMAGE_UPLOAD_MSG } from '../../lib/validation';
import type { Db } from '../db/client';
import { hostedImages, suggestions, voucherTemplates } from '../db/schema';
import { ApiError, reject } from '../http/errors';
import type { UploadedFile } from '../http/route';
import { issueVoucherIn } from './vouchers/wallet';
import { checkImage, uploadName } from './upload-checks';
import { storedFileResponse } from '../http/stored-file';

/**
 * The generic image upload (news/host/upload, form field img) and 问题反馈 (userSuggest/suggest/add).
 * Images are kept in the database under a random key (the fid), shown only to the uploader and the operator.
 */
export const FEEDBACK_ERR = {
  missing: '请选择要上传的图片',
  notFound: '图片不存在',
  tooManyWaiting: '待提交的图片过多，请先提交反馈或稍后再试',
  tooManySuggestions: '今日反馈次数已达上限，请明天再试',
  suggestionNotFound: '反馈不存在',
} as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Uploaded images not attached to anything are kept a day, at most this many at once. */
const MAX_WAITING = 20;
const MAX_SUGGESTIONS_PER_DAY = 10;

/** PNG or JPEG by content (SPEC §5), never by name or declared type. */
function sniff(bytes: Uint8Array): 'image/png' | 'image/jpeg' {
  let type: string;
  try {
    type = checkImage(bytes).type;
  } catch {
    throw new ApiError(IMAGE_UPLOAD_MSG.badType);
  }
  if (type === 'png') return 'image/png';
  if (type === 'jpg') return 'image/jpeg';
  throw new ApiError(IMAGE_UPLOAD_MSG.badType);
}

const urlOf = (fid: string) => buildPath(member.hostedFile.path, { fid });

export async function uploadHostedImage(db: Db, userId: number, file: UploadedFile | null, scene: 'feedback' | 'generic'): Promise<HostedImage> {
  if (!file) throw reject(FEEDBACK_ERR.missing);
  const mime = sniff(file.bytes);
  // The feedback dialog's own limit (SPEC §5: under 2 MB); the generic 3 MB is checked while reading.
  if (scene === 'feedback' && file.bytes.byteLength > FEEDBACK_MAX_IMAGE_BYTES) throw reject(IMAGE_UPLOAD_MSG.tooLarge(FEEDBACK_MAX_IMAGE_BYTES / 1024 / 1024));
  return db.transaction(async (tx) => {
    const now = Date.now();
    await tx.delete(hostedImages).where(and(eq(hostedImages.userId, userId), isNull(hostedImages.suggestionId), lt(hostedImages.createdAt, new Date(now - DAY_MS))));
    const [{ n }] = await tx.select({ n: count() }).from(hostedImages).where(and(eq(hostedImages.userId, userId), isNull(hostedImages.suggestionId)));
    if (n >= MAX_WAITING) throw reject(FEEDBACK_ERR.tooManyWaiting);
    const fid = randomBytes(16).toString('hex');
    const name = uploadName(file.name, 'image');
    await tx.insert(hostedImages).values({ userId, fileKey: fid, originalName: name, mime, size: file.bytes.byteLength, bytes: file.bytes });
    return { fid, url: urlOf(fid), name, size: file.bytes.byteLength };
  });
}

/** An image's row: the uploader's own (userId given) or any (the operator). */
export async function readHostedImage(db: Db, fid: string, userId?: number) {
  const [row] = await db
    .select()
    .from(hostedImages)
    .where(and(eq(hostedImages.fileKey, fid), userId === undefined ? undefined : eq(hostedImages.userId, userId)));
  if (!row) throw reject(FEEDBACK_ERR.notFound);
  return row;
}

/** Served inline, private, and unable to run anything in the shop's origin. */
export function hostedImageResponse(img: typeof hostedImages.$inferSelect): Response {
  return storedFileResponse(img, `image-${img.id}`, 'inline');
}

export interface SuggestionInput {
  content: string;
  name: string;
  phone: string;
  files: { fid: string; url: string }[];
}

/** Stores a suggestion with the user's own, not yet attached images (another user's fid is 图片不存在). */
export async function addSuggestion(db: Db, userId: number, input: SuggestionInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(suggestions)
      .where(and(eq(suggestions.userId, userId), gt(suggestions.createdAt, new Date(Date.now() - DAY_MS))));
    if (n >= MAX_SUGGESTIONS_PER_DAY) throw reject(FEEDBACK_ERR.tooManySuggestions);
    const [row] = await tx.insert(suggestions).values({ userId, content: input.content, name: input.name, phone: input.phone }).returning({ id: suggestions.id });
    for (const fid of new Set(input.files.map((f) => f.fid))) {
      const attached = await tx
        .update(hostedImages)
        .set({ suggestionId: row.id })
        .where(and(eq(hostedImages.fileKey, fid), eq(hostedImages.userId, userId), isNull(hostedImages.suggestionId)))
        .returning({ id: hostedImages.id });
      if (attached.length === 0) throw reject(FEEDBACK_ERR.notFound);
    }
    return { id: row.id };
  });
}

const operatorImageUrl = (fid: string) => buildPath(member.operatorImage.path, { fid });

export async function listSuggestions(db: Db, adopted: '0' | '1' | undefined, limit: number, offset: number) {
  const where = adopted === undefined ? undefined : adopted === '1' ? isNotNull(suggestions.adoptedAt) : isNull(suggestions.adoptedAt);
  const rows = await db.select().from(suggestions).where(where).orderBy(desc(suggestions.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(suggestions).where(where);
  const images = rows.length
    ? await db
        .select({ suggestionId: hostedImages.suggestionId, fid: hostedImages.fileKey })
        .from(hostedImages)
        .where(
          inArray(
            hostedImages.suggestionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(hostedImages.id)
    : [];
  return {
    rows: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      content: r.content,
      name: r.name,
      phone: r.phone,
      images: images.filter((i) => i.suggestionId === r.id).map((i) => operatorImageUrl(i.fid)),
      adoptedAt: r.adoptedAt ? r.adoptedAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(n),
  };
}

/** The voucher template an adopted suggestion earns (SPEC §9: 100 yuan; seeded at every start: server/db/seed/promotions.ts). */
export const FEEDBACK_VOUCHER_TEMPLATE = 'feedback-100';

/**
 * Marks a suggestion adopted and issues its author the feedback voucher, both once (the voucher's ref is
 * suggest:<id>): a second call changes nothing and answers credited false, voucher null.
 */
export async function adoptSuggestion(db: Db, id: number, now = new Date()): Promise<{ adoptedAt: string; credited: boolean; voucher: { id: number; name: string; face: number } | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(suggestions).where(eq(suggestions.id, id)).for('update');
    if (!row) throw reject(FEEDBACK_ERR.suggestionNotFound);
    const adoptedAt = row.adoptedAt ?? now;
    if (!row.adoptedAt) await tx.update(suggestions).set({ adoptedAt }).where(eq(suggestions.id, id));
    const [template] = await tx.select().from(voucherTemplates).where(eq(voucherTemplates.key, FEEDBACK_VOUCHER_TEMPLATE));
    if (!template) throw new Error(`voucher template ${FEEDBACK_VOUCHER_TEMPLATE} is missing (it is seeded at start)`);
    const voucherId = await issueVoucherIn(tx, { userId: row.userId, template, source: 'feedback', ref: `suggest:${row.id}`, now });
    return { adoptedAt: adoptedAt.toISOString(), credited: voucherId !== null, voucher: voucherId === null ? null : { id: voucherId, name: template.name, face: template.faceFen } };
  });
}
