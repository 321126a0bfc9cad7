import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { orderLines } from '../../db/schema';
import { cartService } from '../cart';
import type { BuyerScope } from './scope';
import { orderToAct } from './viewer';

/**
 * 再次购买: the order's lines go into the viewer's cart at today's prices (the cart's own insert, so its
 * limits and merge rules hold) — the buyer's, or the organisation admin's for a member's order. Lines no
 * longer sold are named, not silently dropped.
 */
export async function buyAgain(db: Db, scope: BuyerScope, orderId: number): Promise<{ carIds: number[]; skipped: string[] }> {
  const { userId } = scope;
  await orderToAct(db, scope, orderId, 'buyAgain');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const carIds: number[] = [];
  const skipped: string[] = [];
  for (const l of lines) {
    try {
      const { id } = await cartService.insert(db, userId, { skuId: l.skuId, prodDetailId: l.productId, num: l.num });
      carIds.push(id);
    } catch (err) {
      // The cart's refusals name the line; anything else (the database gone) fails the call.
      if (!(err instanceof ApiError)) throw err;
      skipped.push(`${l.name} ${l.pack}：${err.message}`);
    }
  }
  return { carIds, skipped };
}
