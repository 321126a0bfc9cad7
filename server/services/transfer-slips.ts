import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, transferSlips } from '../db/schema';
import { reject } from '../http/errors';
import type { UploadedFile } from '../http/route';
import { checkScanOrPhoto, uploadName } from './upload-checks';
import { ORDER_ERR } from './orders/transitions';
import { storedFileResponse } from '../http/stored-file';

export const SLIP_ERR = {
  missing: '请选择转账凭证文件',
  badType: '转账凭证仅支持 PNG、JPG 图片或 PDF 文件',
  tooMany: '每个订单最多上传 5 份转账凭证',
  notUnpaid: '订单已不是待付款状态，无需上传转账凭证',
  notFound: '转账凭证不存在',
} as const;
const MAX_SLIPS = 5;

export const slipView = (r: typeof transferSlips.$inferSelect) => ({ id: r.id, name: r.originalName, mime: r.mime, size: r.size, uploadedAt: r.createdAt.toISOString() });

export async function listSlips(db: Db, orderId: number) {
  const rows = await db.select().from(transferSlips).where(eq(transferSlips.orderId, orderId)).orderBy(asc(transferSlips.id));
  return rows.map(slipView);
}

/** The buyer's slip for their unpaid order, stored under a random key (the upload's name is kept for display only). */
export async function uploadSlip(db: Db, userId: number, orderId: number, file: UploadedFile | null) {
  if (!file) throw reject(SLIP_ERR.missing);
  const mime = await checkScanOrPhoto(file.bytes, SLIP_ERR.badType);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw reject(ORDER_ERR.notFound);
    if (order.status !== 'unpaid') throw reject(SLIP_ERR.notUnpaid);
    const [{ n }] = await tx.select({ n: count() }).from(transferSlips).where(eq(transferSlips.orderId, orderId));
    if (n >= MAX_SLIPS) throw reject(SLIP_ERR.tooMany);
    const name = uploadName(file.name, 'slip');
    const [row] = await tx
      .insert(transferSlips)
      .values({ orderId, fileKey: randomBytes(16).toString('hex'), originalName: name, mime, size: file.bytes.byteLength, bytes: file.bytes })
      .returning();
    return slipView(row);
  });
}

/** A slip's bytes: for its order's owner (userId) or the operator (no userId). */
export async function readSlip(db: Db, slipId: number, opts: { userId?: number; orderId?: number }) {
  const [row] = await db
    .select({ slip: transferSlips })
    .from(transferSlips)
    .innerJoin(orders, eq(orders.id, transferSlips.orderId))
    .where(
      and(
        eq(transferSlips.id, slipId),
        opts.userId === undefined ? undefined : eq(orders.userId, opts.userId),
        opts.orderId === undefined ? undefined : eq(transferSlips.orderId, opts.orderId),
      ),
    );
  if (!row) throw reject(SLIP_ERR.notFound);
  return row.slip;
}

/** Served as an attachment, never rendered with the shop's origin. */
export function slipResponse(slip: typeof transferSlips.$inferSelect): Response {
  return storedFileResponse(slip, `transfer-slip-${slip.id}`);
}
