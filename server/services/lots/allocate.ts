import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotStock, orderLineLots, orderLines, skus } from '../../db/schema';
import { reject } from '../../http/errors';
import { sellableStockForUpdate } from './stock';

export const LOT_ERR = {
  short: (name: string, pack: string, have: number, need: number) => `「${name} ${pack}」可发批次库存 ${have}，需 ${need}，暂不能发货`,
} as const;

/**
 * Shipping: each line of the order takes its units from sellable lots, first expiry first out, recorded
 * in order_line_lots (several rows when one lot or warehouse is not enough) and order_lines.lot_no (the
 * first lot). Lot stock goes down; the SKU's sellable stock goes down by what the order had not reserved
 * (its made-to-order units, which must now be on hand). All or nothing, in the caller's transaction.
 */
export async function allocateLots(tx: Db, orderId: number, now = new Date()): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.skuId), asc(orderLines.id));
  for (const line of lines) {
    const unreserved = line.num - line.fromStock;
    const [sku] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, line.skuId)).for('update');
    const rows = await sellableStockForUpdate(tx, line.skuId, now);
    const onHand = rows.reduce((n, r) => n + r.quantity, 0);
    // Reserved units are this order's; the rest must be free sellable stock, not another order's reservation.
    const have = Math.min(onHand, line.fromStock + Math.max(0, sku?.stock ?? 0));
    if (have < line.num) throw reject(LOT_ERR.short(line.name, line.pack, have, line.num));
    let left = line.num;
    let first: string | null = null;
    for (const r of rows) {
      if (left === 0) break;
      const take = Math.min(left, r.quantity);
      left -= take;
      first ??= r.lot.lotNo;
      await tx
        .update(lotStock)
        .set({ quantity: sql`${lotStock.quantity} - ${take}` })
        .where(sql`${lotStock.lotId} = ${r.lot.id} and ${lotStock.warehouseId} = ${r.warehouseId}`);
      await tx.insert(orderLineLots).values({ orderLineId: line.id, lotId: r.lot.id, warehouseId: r.warehouseId, quantity: take });
    }
    await tx.update(orderLines).set({ lotNo: first }).where(eq(orderLines.id, line.id));
    if (unreserved > 0) await tx.update(skus).set({ stock: sql`${skus.stock} - ${unreserved}` }).where(eq(skus.id, line.skuId));
  }
}
