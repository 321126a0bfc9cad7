import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, skus } from './catalogue';
import { storedFileColumns } from './columns';
import { organisations } from './organisations';
import { userVouchers } from './vouchers';
import { customRequests } from './custom';

/** The running part of order numbers (yyMMdd + 8 digits); one sequence, shared by every API process. */
export const orderNoSeq = pgSequence('order_no_seq', { startWith: 1, increment: 1 });

/**
 * An order. Status and the allowed moves are in server/services/orders/states.ts; every move is an
 * order_events row. Money is integer fen, computed by the server. The address and invoice are copies
 * (snapshots): editing the address book later does not change an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The organisation the buyer acted for when placing it (their current one); null: a personal order. */
    organisationId: integer('organisation_id').references(() => organisations.id),
    status: text('status').notNull(),
    /** The client's idempotency key of the submit: a retried submit answers the same order. */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    goodsFen: integer('goods_fen').notNull(),
    shippingFen: integer('shipping_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    /** The voucher used and what it took off the goods: total = goods + shipping − discount. */
    voucherId: integer('voucher_id').references(() => userVouchers.id),
    discountFen: integer('discount_fen').notNull().default(0),
    /**
     * An order that settles an accepted custom-synthesis quote: it has no order_lines; its one line is
     * the request (name, CAS, quantity, purity) at the quoted price. One live order per request.
     */
    customRequestId: integer('custom_request_id').references(() => customRequests.id),
    /** 常温 / 冰袋 / 干冰: the strictest condition of the lines decides the fee. */
    shippingCondition: text('shipping_condition').notNull(),
    address: jsonb('address').notNull(),
    /** null: no invoice wanted. */
    invoice: jsonb('invoice'),
    /** none | pending | issued */
    invoiceStatus: text('invoice_status').notNull().default('none'),
    invoiceNo: text('invoice_no'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    /** How it was (or is being) paid: a payment provider name. */
    payMethod: text('pay_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An unpaid order cancels itself at this time (ORDER_PAY_TIMEOUT_MINUTES after creation). */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_idx').on(t.orderNo),
    uniqueIndex('orders_request_key_idx').on(t.userId, t.requestKey),
    index('orders_user_idx').on(t.userId, t.status, t.createdAt),
    index('orders_org_idx').on(t.organisationId, t.createdAt),
    uniqueIndex('orders_custom_request_idx')
      .on(t.customRequestId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('orders_unpaid_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 'unpaid'`),
    check('orders_amounts_check', sql`${t.goodsFen} >= 0 and ${t.shippingFen} >= 0 and ${t.discountFen} >= 0 and ${t.discountFen} <= ${t.goodsFen} and ${t.totalFen} = ${t.goodsFen} + ${t.shippingFen} - ${t.discountFen}`),
  ],
);

/** A line: the SKU, what the buyer saw, how many came from stock (reserved) and how many are made to order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    cas: text('cas').notNull(),
    pack: text('pack').notNull(),
    brandName: text('brand_name').notNull(),
    shippingCondition: text('shipping_condition').notNull(),
    unitFen: integer('unit_fen').notNull(),
    num: integer('num').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** Taken from skus.stock at creation, given back on cancel. */
    fromStock: integer('from_stock').notNull(),
    /** Lead time of the made-to-order remainder (num - fromStock), days. */
    deliveryDays: smallint('delivery_days').notNull(),
    /** The first lot shipping took (first-expiry-first-out); every lot and warehouse is in order_line_lots. */
    lotNo: text('lot_no'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_num_check', sql`${t.num} between 1 and 9999 and ${t.fromStock} between 0 and ${t.num}`)],
);

/** Every status change (and other facts of the order's life), with who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** buyer | operator | system | payment */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * One attempt to pay an order with one provider. `payNo` is our out_trade_no: unique, what the provider
 * echoes in its notify. created → paid | failed | closed. A notify for a paid payment changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    payNo: text('pay_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('created'),
    /** The provider's own transaction number, from the notify. */
    tradeNo: text('trade_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_pay_no_idx').on(t.payNo), index('payments_order_idx').on(t.orderId)],
);

/**
 * The sandbox payment institution's outbox: notifies it still has to deliver to our notify endpoint,
 * retried with growing delays until answered `success` (as real institutions do).
 */
/**
 * Nonces of the payment notifies the shop accepted: a notify whose nonce is here is a replay and is refused.
 * Rows older than the freshness window (a notify older than that is refused by its timestamp) can go.
 */
export const paymentNotifyNonces = pgTable('payment_notify_nonces', {
  nonce: text('nonce').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxNotifies = pgTable(
  'sandbox_notifies',
  {
    id: serial('id').primaryKey(),
    payNo: text('pay_no').notNull(),
    body: jsonb('body').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('sandbox_notifies_due_idx')
      .on(t.nextAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** Bank-transfer slips (转账凭证) uploaded by the buyer: bytes in the database, served to the owner and the operator only. */
export const transferSlips = pgTable(
  'transfer_slips',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('transfer_slips_key_idx').on(t.fileKey), index('transfer_slips_order_idx').on(t.orderId)],
);
