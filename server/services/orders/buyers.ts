import { inArray } from 'drizzle-orm';
import type { OrderSummary } from '../../../lib/api/contract/order';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { maskMobile } from '../../providers/outbox';

type Buyer = NonNullable<OrderSummary['buyer']>;

/** Who placed orders, by user id: the nickname, else the masked mobile (the names 账号管理 shows). */
export async function buyersOf(db: Db, userIds: number[]): Promise<Map<number, Buyer>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickName: users.nickName, mobile: users.mobile }).from(users).where(inArray(users.id, ids));
  return new Map(
    rows.map((u) => {
      const mobile = u.mobile ? maskMobile(u.mobile) : null;
      return [u.id, { name: u.nickName || mobile || `用户 ${u.id}`, mobile }];
    }),
  );
}

export const buyerName = async (db: Db, userId: number) => (await buyersOf(db, [userId])).get(userId)?.name ?? `用户 ${userId}`;
