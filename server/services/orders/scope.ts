import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';

/**
 * Whose orders a buyer sees: their own personal orders and their own orders of their current
 * organisation; an admin of it also sees every member's orders of that organisation.
 */
export interface BuyerScope {
  userId: number;
  orgId: number | null;
  orgAdmin: boolean;
}

export function scopeWhere(s: BuyerScope): SQL | undefined {
  const personal = and(eq(orders.userId, s.userId), isNull(orders.organisationId));
  if (s.orgId === null) return personal;
  if (s.orgAdmin) return or(personal, eq(orders.organisationId, s.orgId));
  return and(eq(orders.userId, s.userId), or(isNull(orders.organisationId), eq(orders.organisationId, s.orgId)));
}
