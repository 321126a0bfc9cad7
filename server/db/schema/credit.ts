import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';
import { organisations } from './organisations';

/**
 * A credit line (账期额度, 月结): what the operator grants a buyer. `usedFen` is the sum of the open bills'
 * outstanding amounts, kept on the row so a payment can lock the row (SELECT … FOR UPDATE) and check
 * `limitFen - usedFen` without two payments overdrawing it. Every change of `usedFen` or `limitFen` is a
 * credit_ledger row. The holder is a user today; `organisationId` is the seam for 企业账期 once
 * organisations exist (the line will then belong to the organisation and its members draw on it).
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * An organisation's line (企业账期): its members acting for it draw on it; `userId` is then the
     * organisation's applicant (the holder of record). Null = the user's own line.
     */
    organisationId: integer('organisation_id').references(() => organisations.id),
    limitFen: integer('limit_fen').notNull(),
    usedFen: integer('used_fen').notNull().default(0),
    /** 账期: a bill is due this many days after the order is paid by credit. */
    termDays: smallint('term_days').notNull(),
    /** A suspended line takes no new payments; its bills are still owed. */
    active: boolean('active').notNull().default(true),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_lines_user_idx')
      .on(t.userId)
      .where(sql`${t.organisationId} is null`),
    uniqueIndex('credit_lines_org_idx')
      .on(t.organisationId)
      .where(sql`${t.organisationId} is not null`),
    check('credit_lines_amounts_check', sql`${t.limitFen} >= 0 and ${t.usedFen} >= 0 and ${t.termDays} between 1 and 180`),
  ],
);

/**
 * A bill (账期账单): one per order paid by credit, due on `dueOn` (the payment's date in China + the term).
 * outstanding = amount − repaid − refunded; the bill is `open` until that is 0, then `settled`.
 * 逾期 is not stored: an open bill whose due date is before today (China) is overdue.
 */
export const creditBills = pgTable(
  'credit_bills',
  {
    id: serial('id').primaryKey(),
    billNo: text('bill_no').notNull(),
    lineId: integer('line_id')
      .notNull()
      .references(() => creditLines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountFen: integer('amount_fen').notNull(),
    repaidFen: integer('repaid_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    termDays: smallint('term_days').notNull(),
    dueOn: date('due_on').notNull(),
    /** open | settled */
    status: text('status').notNull().default('open'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_bills_no_idx').on(t.billNo),
    uniqueIndex('credit_bills_order_idx').on(t.orderId),
    index('credit_bills_user_idx').on(t.userId, t.status, t.dueOn),
    check('credit_bills_amounts_check', sql`${t.amountFen} > 0 and ${t.repaidFen} >= 0 and ${t.refundedFen} >= 0 and ${t.repaidFen} + ${t.refundedFen} <= ${t.amountFen}`),
    check('credit_bills_status_check', sql`${t.status} in ('open', 'settled')`),
  ],
);

/**
 * The credit ledger: every movement of a line, append-only (the code never updates or deletes a row).
 * kind: grant (limit / term set or changed) | charge (an order paid by credit) | repay (money received
 * against a bill) | refund (an after-sales refund of a credit-paid order). `usedAfterFen` / `limitAfterFen`
 * are the line's state after the movement, so the ledger can be read without replaying it.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => creditLines.id),
    kind: text('kind').notNull(),
    /** The change of the used amount in fen (+ charge, − repay / refund); 0 for a grant. */
    deltaFen: integer('delta_fen').notNull(),
    usedAfterFen: integer('used_after_fen').notNull(),
    limitAfterFen: integer('limit_after_fen').notNull(),
    billId: integer('bill_id').references(() => creditBills.id),
    orderId: integer('order_id').references(() => orders.id),
    /** buyer | operator | system */
    actor: text('actor').notNull(),
    /** For repayments: the bank's transaction reference (流水号) the operator saw. */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_line_idx').on(t.lineId, t.id), check('credit_ledger_kind_check', sql`${t.kind} in ('grant', 'charge', 'repay', 'refund')`)],
);
