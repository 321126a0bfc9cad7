import { and, eq, sum } from 'drizzle-orm';
import { POINTS_PER_YUAN, POINTS_SIGNUP_BONUS } from '../../../lib/constants';
import type { Db } from '../../db/client';
import { afterSaleRefunds, type orders } from '../../db/schema';
import { creditPoints, creditPointsIn } from './ledger';

/** Where points are earned (docs/adr/0029-member-assets.md): sign-up and completed orders (adopted feedback earns a voucher: server/services/feedback.ts). */

/** 100 points once per new account (called where accounts are created). */
export const creditSignupBonus = (db: Db, userId: number) =>
  creditPoints(db, { userId, kind: 'signup', points: POINTS_SIGNUP_BONUS, reason: '新用户注册奖励', ref: `signup:${userId}` });

/**
 * An order reaching 已完成 earns floor(paid yuan − refunded yuan) points, once (ref order:<id>), inside the
 * transaction that completes it (server/services/orders/transitions.ts `move`).
 */
export async function creditOrderPoints(tx: Db, order: typeof orders.$inferSelect): Promise<void> {
  const [{ refunded }] = await tx
    .select({ refunded: sum(afterSaleRefunds.amountFen).mapWith(Number) })
    .from(afterSaleRefunds)
    .where(and(eq(afterSaleRefunds.orderId, order.id), eq(afterSaleRefunds.status, 'succeeded')));
  const paidFen = Math.max(0, order.totalFen - (refunded ?? 0));
  const points = Math.floor(paidFen / 100) * POINTS_PER_YUAN;
  await creditPointsIn(tx, { userId: order.userId, kind: 'order', points, reason: `订单完成（实付 ¥${(paidFen / 100).toFixed(2)}）`, ref: `order:${order.id}`, orderNo: order.orderNo });
}
