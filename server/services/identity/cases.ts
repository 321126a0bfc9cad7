import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ID_CASE_STATUS, ID_CASE_STATUS_TEXT, type IdCase, type IdCaseStatus, type IdSide } from '../../../lib/api/contract/identity';
import { maskIdCard, maskName } from '../../../lib/api/contract/id-card';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { identityCases, identityImages, users } from '../../db/schema';
import { ApiError, reject } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { checkImage } from '../upload-checks';
import { identityKeys, lookupHash, open, openText, seal } from './crypto';
import { storedFileResponse } from '../../http/stored-file';

export const ID_ERR = {
  missingFile: '请选择身份证照片',
  badType: '只能上传格式正确的图片（PNG 或 JPG）',
  pending: '实名认证正在审核中，请耐心等待',
  verified: '您已完成实名认证，无需重复提交',
  needFront: '请先上传身份证人像面照片',
  needBack: '请先上传身份证国徽面照片',
  numberTaken: '该身份证号码已被其他账号认证或正在审核',
  caseNotFound: '实名认证申请不存在',
  notPending: '该实名认证申请已审核，不能重复审核',
  imageNotFound: '图片不存在',
} as const;

type Config = Pick<ApiConfig, 'IDENTITY_KEY' | 'dataDir'>;
type CaseRow = typeof identityCases.$inferSelect;
type ImageRow = typeof identityImages.$inferSelect;

const imageView = (r: Pick<ImageRow, 'id' | 'side' | 'mime' | 'size' | 'createdAt'>) => ({ id: r.id, side: r.side as IdSide, mime: r.mime, size: r.size, uploadedAt: r.createdAt.toISOString() });
const imageCols = { id: identityImages.id, side: identityImages.side, mime: identityImages.mime, size: identityImages.size, createdAt: identityImages.createdAt };

/** The user's newest case (the one that counts), or null. */
export async function latestCase(db: Db, userId: number): Promise<CaseRow | null> {
  const [row] = await db.select().from(identityCases).where(eq(identityCases.userId, userId)).orderBy(desc(identityCases.id)).limit(1);
  return row ?? null;
}

/** The verified case of the user (status 2), or null: what the order gate asks. */
export async function verifiedCase(db: Db, userId: number): Promise<CaseRow | null> {
  const [row] = await db
    .select()
    .from(identityCases)
    .where(and(eq(identityCases.userId, userId), eq(identityCases.status, ID_CASE_STATUS.verified)))
    .limit(1);
  return row ?? null;
}

/** The newest draft (not yet submitted) photo of each side. */
async function drafts(db: Db, userId: number) {
  const rows = await db
    .select(imageCols)
    .from(identityImages)
    .where(and(eq(identityImages.userId, userId), isNull(identityImages.caseId)))
    .orderBy(desc(identityImages.id));
  return { front: rows.find((r) => r.side === 'front') ?? null, back: rows.find((r) => r.side === 'back') ?? null };
}

export async function caseOf(db: Db, userId: number): Promise<IdCase> {
  const c = await latestCase(db, userId);
  const live = c && c.status !== ID_CASE_STATUS.rejected;
  let front, back;
  if (live) {
    const imgs = await db.select(imageCols).from(identityImages).where(inArray(identityImages.id, [c.frontImageId, c.backImageId]));
    front = imgs.find((i) => i.id === c.frontImageId) ?? null;
    back = imgs.find((i) => i.id === c.backImageId) ?? null;
  } else ({ front, back } = await drafts(db, userId));
  const status = (c?.status ?? ID_CASE_STATUS.none) as IdCaseStatus;
  return {
    status,
    statusText: ID_CASE_STATUS_TEXT[status],
    reason: c?.status === ID_CASE_STATUS.rejected ? c.reason : null,
    submittedAt: c?.createdAt.toISOString() ?? null,
    reviewedAt: c?.reviewedAt?.toISOString() ?? null,
    front: front ? imageView(front) : null,
    back: back ? imageView(back) : null,
  };
}

/** Refuses a new upload or submission while a case is pending or verified. */
function assertOpen(c: CaseRow | null) {
  if (c?.status === ID_CASE_STATUS.pending) throw reject(ID_ERR.pending);
  if (c?.status === ID_CASE_STATUS.verified) throw reject(ID_ERR.verified);
}

/** One side's photo: png or jpeg by content (upload-checks.ts), encrypted, under a random key. */
export async function uploadIdImage(db: Db, config: Config, userId: number, side: IdSide, file: UploadedFile | null) {
  if (!file) throw reject(ID_ERR.missingFile);
  let type: string;
  try {
    type = checkImage(file.bytes).type;
  } catch (err) {
    // An image too large in pixels keeps its own message; anything that is not a picture gets SPEC §5's.
    if (err instanceof ApiError && err.message.includes('像素')) throw err;
    throw reject(ID_ERR.badType);
  }
  if (type !== 'png' && type !== 'jpg') throw reject(ID_ERR.badType);
  assertOpen(await latestCase(db, userId));
  const [row] = await db
    .insert(identityImages)
    .values({
      userId,
      side,
      fileKey: randomBytes(16).toString('hex'),
      mime: type === 'png' ? 'image/png' : 'image/jpeg',
      size: file.bytes.byteLength,
      bytes: seal(identityKeys(config), file.bytes),
    })
    .returning(imageCols);
  return imageView(row);
}

/** Submits name, number and the two newest draft photos as a pending case. */
export async function bindIdCard(db: Db, config: Config, userId: number, input: { name: string; idCard: string }): Promise<IdCase> {
  const keys = identityKeys(config);
  const hash = lookupHash(keys, input.idCard);
  await db.transaction(async (tx) => {
    // One submission per user at a time, and one live case per number across accounts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-user:${userId}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-number:${hash}`}))`);
    assertOpen(await latestCase(tx, userId));
    const { front, back } = await drafts(tx, userId);
    if (!front) throw reject(ID_ERR.needFront);
    if (!back) throw reject(ID_ERR.needBack);
    const [taken] = await tx
      .select({ id: identityCases.id })
      .from(identityCases)
      .where(and(eq(identityCases.idNoHash, hash), inArray(identityCases.status, [ID_CASE_STATUS.pending, ID_CASE_STATUS.verified])));
    if (taken) throw reject(ID_ERR.numberTaken);
    const [created] = await tx
      .insert(identityCases)
      .values({ userId, status: ID_CASE_STATUS.pending, nameEnc: seal(keys, input.name), idNoEnc: seal(keys, input.idCard), idNoHash: hash, frontImageId: front.id, backImageId: back.id })
      .returning({ id: identityCases.id });
    await tx.update(identityImages).set({ caseId: created.id }).where(inArray(identityImages.id, [front.id, back.id]));
    await tx.update(users).set({ authStatus: String(ID_CASE_STATUS.pending) }).where(eq(users.id, userId));
  });
  return caseOf(db, userId);
}

/** The live case's name and number, masked; null when the user has none (or only a refused one). */
export async function maskedInfo(db: Db, config: Config, userId: number) {
  const c = await latestCase(db, userId);
  if (!c) return null;
  const keys = identityKeys(config);
  const status = c.status as IdCaseStatus;
  return { name: maskName(openText(keys, c.nameEnc)), idCard: maskIdCard(openText(keys, c.idNoEnc)), status, statusText: ID_CASE_STATUS_TEXT[status] };
}

/** A photo's decrypted bytes: for its owner (userId) or the operator (no userId). */
export async function readIdImage(db: Db, config: Config, imageId: number, userId?: number): Promise<{ mime: string; bytes: Buffer; id: number }> {
  const [row] = await db
    .select()
    .from(identityImages)
    .where(and(eq(identityImages.id, imageId), userId === undefined ? undefined : eq(identityImages.userId, userId)));
  if (!row) throw reject(ID_ERR.imageNotFound);
  return { id: row.id, mime: row.mime, bytes: open(identityKeys(config), row.bytes) };
}

/** Served inline as the picture it is (checked at upload), never cached, never sniffed. */
export function idImageResponse(img: { mime: string; bytes: Buffer; id: number }): Response {
  return storedFileResponse(img, `id-card-${img.id}`, 'inline');
}
