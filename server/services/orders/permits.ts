import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PERMIT_MSG } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { orderPermits } from '../../db/schema';
import { reject } from '../../http/errors';
import type { UploadedFile } from '../../http/route';
import { checkScanOrPhoto, uploadName } from '../upload-checks';
import { storedFileResponse } from '../../http/stored-file';

export const PERMIT_ERR = {
  missing: '请选择许可证或备案证明文件',
  badType: '许可证或备案证明仅支持 PNG、JPG 图片或 PDF 文件',
  notFound: '许可证文件不存在，请重新上传',
} as const;

type PermitRow = typeof orderPermits.$inferSelect;

export const permitView = (r: Pick<PermitRow, 'id' | 'originalName' | 'mime' | 'size' | 'createdAt'>) => ({ id: r.id, name: r.originalName, mime: r.mime, size: r.size, uploadedAt: r.createdAt.toISOString() });

/** The buyer's permit, a draft until an order is submitted with it; stored under a random key. */
export async function uploadPermit(db: Db, userId: number, file: UploadedFile | null) {
  if (!file) throw reject(PERMIT_ERR.missing);
  const mime = await checkScanOrPhoto(file.bytes, PERMIT_ERR.badType);
  const name = uploadName(file.name, 'permit');
  const [row] = await db.insert(orderPermits).values({ userId, fileKey: randomBytes(16).toString('hex'), originalName: name, mime, size: file.bytes.byteLength, bytes: file.bytes }).returning();
  return permitView(row);
}

/** Inside the submit: the buyer's own unused permit, locked and bound to the new order by the caller. */
export async function takePermit(tx: Db, userId: number, permit: { permitId?: number; useStatement: string } | undefined): Promise<{ id: number; useStatement: string }> {
  if (!permit?.permitId) throw reject(PERMIT_MSG.permitRequired);
  const [row] = await tx
    .select({ id: orderPermits.id })
    .from(orderPermits)
    .where(and(eq(orderPermits.id, permit.permitId), eq(orderPermits.userId, userId), isNull(orderPermits.orderId)))
    .for('update');
  if (!row) throw reject(PERMIT_ERR.notFound);
  return { id: row.id, useStatement: permit.useStatement };
}

export async function readPermit(db: Db, id: number): Promise<PermitRow> {
  const [row] = await db.select().from(orderPermits).where(eq(orderPermits.id, id));
  if (!row) throw reject(PERMIT_ERR.notFound);
  return row;
}

/** Served as an attachment, never rendered with the shop's origin. */
export function permitResponse(p: PermitRow): Response {
  return storedFileResponse(p, `permit-${p.id}`);
}
