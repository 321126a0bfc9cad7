import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { storedFileColumns } from './columns';

/**
 * Footprints (SPEC §7 access/log/record): one row per page a logged-in customer opened, the same-site path
 * only; `productId` is set for a goods-detail page, which is what 我的足迹 lists.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_logs_user_idx').on(t.userId, t.createdAt),
    index('access_logs_user_product_idx')
      .on(t.userId, t.productId, t.createdAt)
      .where(sql`${t.productId} is not null`),
    check('access_logs_path_check', sql`length(${t.path}) between 1 and 300`),
  ],
);

/**
 * The points ledger (积分明细). A credit row carries `remaining` (what is left of it to spend) and
 * `expiresAt`; a spend or an expiry row is negative and has neither. `ref` makes a credit idempotent
 * (order:<id>, suggest:<id>, signup:<userId>). `balanceAfter` is the user's balance once the row applied.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** signup | order | suggestion | spend | expire */
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref'),
    orderNo: text('order_no'),
    remaining: integer('remaining'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('points_ledger_ref_idx').on(t.userId, t.ref),
    check('points_ledger_delta_check', sql`${t.delta} <> 0`),
    check('points_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
    check('points_ledger_remaining_check', sql`${t.remaining} is null or (${t.remaining} >= 0 and ${t.remaining} <= ${t.delta})`),
  ],
);

/** 问题反馈 (SPEC userSuggest/suggest/add): what a customer wrote; the operator may adopt it (reward in points_ledger). */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    adoptedAt: timestamp('adopted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('suggestions_user_idx').on(t.userId, t.createdAt), index('suggestions_created_idx').on(t.createdAt)],
);

/**
 * Images of the generic upload (news/host/upload, form field img): stored here, never under public/, served
 * by their random `fileKey` (the fid) to the uploader and the operator only. `suggestionId` once attached.
 */
export const hostedImages = pgTable(
  'hosted_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionId: integer('suggestion_id').references(() => suggestions.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('hosted_images_key_idx').on(t.fileKey), index('hosted_images_user_idx').on(t.userId, t.createdAt), index('hosted_images_suggestion_idx').on(t.suggestionId)],
);
