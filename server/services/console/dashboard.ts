import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TODAY_PERMISSIONS, WORK_QUEUE_KEYS, WORK_QUEUES, type Dashboard, type WorkQueue } from '../../../lib/api/contract/console';
import { ID_CASE_STATUS } from '../../../lib/api/contract/identity';
import { ORG_STATUS } from '../../../lib/api/contract/org';
import type { Permission } from '../../../lib/api/contract/staff';
import type { Db } from '../../db/client';
import { afterSales, identityCases, inquiries, orders, organisations } from '../../db/schema';
import { chinaDay } from '../footprints';
import { dayStart } from '../orders/ledger';

/** Where each work queue's rows are: the table and the state that puts a row in the queue. */
const QUEUE_ROWS: Record<WorkQueue, { table: PgTable; where: SQL }> = {
  toShip: { table: orders, where: eq(orders.status, 'to_ship') },
  // A buyer who chose 对公转账 leaves the order unpaid with its bank payment open until finance confirms it.
  transferToConfirm: { table: orders, where: and(eq(orders.status, 'unpaid'), eq(orders.payMethod, 'bank'))! },
  invoiceToIssue: { table: orders, where: eq(orders.invoiceStatus, 'pending') },
  afterSalePending: { table: afterSales, where: eq(afterSales.status, 'pending') },
  inquiryToQuote: { table: inquiries, where: eq(inquiries.status, 'submitted') },
  identityPending: { table: identityCases, where: eq(identityCases.status, ID_CASE_STATUS.pending) },
  organisationPending: { table: organisations, where: eq(organisations.status, ORG_STATUS.pending) },
  controlledReview: { table: orders, where: eq(orders.status, 'review') },
};

async function countOf(db: Db, queue: WorkQueue): Promise<number> {
  const { table, where } = QUEUE_ROWS[queue];
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Orders placed today and orders paid today with their amount, China day. */
async function todayFigures(db: Db, day: string): Promise<NonNullable<Dashboard['today']>> {
  const start = dayStart(day);
  const end = new Date(start.getTime() + 24 * 3600_000);
  const [placed] = await db.select({ n: count() }).from(orders).where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
  const [paid] = await db
    .select({ n: count(), fen: sql<number>`coalesce(sum(${orders.totalFen}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(gte(orders.paidAt, start), lt(orders.paidAt, end)));
  return { orders: placed?.n ?? 0, paidOrders: paid?.n ?? 0, paidFen: paid?.fen ?? 0 };
}

/** The dashboard of a person holding `permissions`: today's figures (orders or finance) and the queues they may see. */
export async function dashboard(db: Db, permissions: ReadonlySet<Permission>, now = new Date()): Promise<Dashboard> {
  const day = chinaDay(now);
  const visible = WORK_QUEUE_KEYS.filter((key) => permissions.has(WORK_QUEUES[key].permission));
  const [today, counts] = await Promise.all([
    TODAY_PERMISSIONS.some((p) => permissions.has(p)) ? todayFigures(db, day) : null,
    Promise.all(visible.map((key) => countOf(db, key))),
  ]);
  return { day, today, queues: visible.map((key, i) => ({ key, title: WORK_QUEUES[key].title, permission: WORK_QUEUES[key].permission, count: counts[i] })) };
}
