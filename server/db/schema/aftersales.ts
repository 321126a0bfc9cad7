import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines, orders } from './orders';
import { storedFileColumns } from './columns';

/**
 * An after-sales case (售后单) on one order line. Kind and status values, and the allowed moves, are in
 * lib/api/contract/aftersale.ts and server/services/aftersales/states.ts. `refundFen` is the server's
 * amount (line price × quantity, capped by what was paid and not yet refunded) for the refund kinds.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    caseNo: text('case_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    /** return_refund 退货退款 | refund_only 仅退款 | reship 补发 | invoice 发票问题 */
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    /** pending | approved | refunding | reshipping | completed | rejected | cancelled */
    status: text('status').notNull(),
    refundFen: integer('refund_fen'),
    rejectReason: text('reject_reason'),
    /** 补发: the replacement parcel. */
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('after_sales_no_idx').on(t.caseNo),
    index('after_sales_user_idx').on(t.userId, t.createdAt),
    index('after_sales_order_idx').on(t.orderId),
    // One open case per order line, enforced by the database as well as by the service.
    uniqueIndex('after_sales_open_line_idx')
      .on(t.orderLineId)
      .where(sql`${t.status} in ('pending', 'approved', 'refunding', 'reshipping')`),
    check('after_sales_quantity_check', sql`${t.quantity} between 1 and 9999`),
    check('after_sales_refund_check', sql`${t.refundFen} is null or ${t.refundFen} >= 0`),
  ],
);

/**
 * The case's life: every status change (to_status set) and every message of the buyer or the operator
 * (to_status null), in order. The detail page shows the first as the status flow, the second as the thread.
 */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => afterSales.id),
    /** buyer | operator | system */
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    body: text('body').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sale_events_case_idx').on(t.caseId, t.id)],
);

/**
 * Photos of the buyer's case: uploaded first (case_id null, owned by the user), attached when the case is
 * submitted. Bytes in the database under a random key, never under public/; served to the owner and the operator.
 */
export const afterSaleImages = pgTable(
  'after_sale_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    caseId: integer('case_id').references(() => afterSales.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('after_sale_images_key_idx').on(t.fileKey), index('after_sale_images_user_idx').on(t.userId, t.caseId), index('after_sale_images_case_idx').on(t.caseId)],
);

/**
 * A refund of a case, through the provider that took the order's payment. `refundNo` is the idempotency
 * key every provider is given (Alipay's out_request_no, the sandbox ledger's key): retrying a refund never
 * pays twice. pending → succeeded (bank transfer stays pending until the operator records it).
 */
export const afterSaleRefunds = pgTable(
  'after_sale_refunds',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => afterSales.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundNo: text('refund_no').notNull(),
    provider: text('provider').notNull(),
    payNo: text('pay_no'),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's own reference (Alipay trade, sandbox ledger entry, the operator's bank record). */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('after_sale_refunds_no_idx').on(t.refundNo),
    uniqueIndex('after_sale_refunds_case_idx').on(t.caseId),
    index('after_sale_refunds_order_idx').on(t.orderId),
    check('after_sale_refunds_amount_check', sql`${t.amountFen} > 0`),
  ],
);

/**
 * The sandbox payment institution's refund ledger (its side of the books): one row per refund number, so
 * asking it twice to refund the same number refunds once. It never refunds more than the payment took.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    payNo: text('pay_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_no_idx').on(t.refundNo), index('sandbox_refunds_pay_idx').on(t.payNo), check('sandbox_refunds_amount_check', sql`${t.amountFen} > 0`)],
);
