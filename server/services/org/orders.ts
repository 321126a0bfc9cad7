import type { Db } from '../../db/client';
import type { BuyerScope } from '../orders/scope';
import { currentMembership } from './membership';

/** The order centre's view of a buyer: their current organisation, and whether they administer it. */
export async function buyerScope(db: Db, userId: number): Promise<BuyerScope> {
  const acting = await currentMembership(db, userId);
  return { userId, orgId: acting?.o.id ?? null, orgAdmin: acting?.m.role === 'admin' };
}
