import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { storedFileColumns } from './columns';

/**
 * A custom-synthesis request (定制合成): the structure (SMILES checked by RDKit, and/or a CAS number with a valid
 * check digit, and/or a name), quantity, purity, deadline and documents wanted; the operator's quote beside it.
 * 'expired' is not stored: a quote whose validity date has passed reads as 已过期 (see services/custom).
 */
export const customRequests = pgTable(
  'custom_requests',
  {
    id: serial('id').primaryKey(),
    requestNo: text('request_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    smiles: text('smiles').notNull().default(''),
    cas: text('cas').notNull().default(''),
    name: text('name').notNull().default(''),
    formula: text('formula').notNull().default(''),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    purity: text('purity').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    /** pending / quoted / accepted / declined / cancelled. */
    state: text('state').notNull().default('pending'),
    quotePriceFen: integer('quote_price_fen'),
    quoteLeadDays: integer('quote_lead_days'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    quoteRemark: text('quote_remark'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('custom_requests_state_check', sql`${t.state} in ('pending', 'quoted', 'accepted', 'declined', 'cancelled')`),
    uniqueIndex('custom_requests_no_idx').on(t.requestNo),
    index('custom_requests_user_idx').on(t.userId, t.id),
  ],
);

/** The operator's progress notes of a request (合成中, 质检中, 已发货 …), shown to the buyer as a timeline. */
export const customRequestEvents = pgTable(
  'custom_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => customRequests.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_request_events_request_idx').on(t.requestId)],
);

/**
 * Files a buyer attaches to a request (a route sketch, a specification, a spectrum): PDF, PNG or JPEG by
 * content, at most CUSTOM_ATTACHMENTS_MAX per request. A draft (requestId null) until a request is submitted
 * with it; served by id to its uploader and to the operator only.
 */
export const customRequestFiles = pgTable(
  'custom_request_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => customRequests.id),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('custom_request_files_key_idx').on(t.fileKey), index('custom_request_files_user_idx').on(t.userId, t.requestId), index('custom_request_files_request_idx').on(t.requestId)],
);
