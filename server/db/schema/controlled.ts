import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { storedFileColumns } from './columns';
import { identityCases } from './identity';
import { orderLines, orders } from './orders';

/**
 * A purchase permit or filing certificate (易制毒 购买许可证 / 备案证明, 易制爆 备案) uploaded for a
 * controlled-goods order: a draft until an order is submitted with it (orderId set). Stored under a random
 * key, served to the buyer and the operator only.
 */
export const orderPermits = pgTable(
  'order_permits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('order_permits_key_idx').on(t.fileKey), index('order_permits_user_idx').on(t.userId, t.id), index('order_permits_order_idx').on(t.orderId)],
);

/** What a controlled-goods order carries beside the order: the permit, the use statement, the review. */
export const orderControls = pgTable('order_controls', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  permitId: integer('permit_id')
    .notNull()
    .references(() => orderPermits.id),
  useStatement: text('use_statement').notNull(),
  /** The buyer's verification case when the order was placed (the ledger's buyer). */
  caseId: integer('case_id')
    .notNull()
    .references(() => identityCases.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNote: text('review_note'),
});

/**
 * The sales ledger (购销台账): one row per approved controlled order line. The lot, the shipping date and the
 * line's facts are read from the order at export time, so the ledger shows the lot once shipped.
 */
export const salesLedger = pgTable(
  'sales_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: integer('case_id')
      .notNull()
      .references(() => identityCases.id),
    /** The buying organisation: the order's invoice title, else the account's organisation, else 个人. */
    organisation: text('organisation').notNull(),
    /** e.g. 易制毒化学品第二类；易制爆危险化学品 */
    category: text('category').notNull(),
    useStatement: text('use_statement').notNull(),
    permitId: integer('permit_id')
      .notNull()
      .references(() => orderPermits.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sales_ledger_line_idx').on(t.orderLineId), index('sales_ledger_approved_idx').on(t.approvedAt, t.id)],
);
