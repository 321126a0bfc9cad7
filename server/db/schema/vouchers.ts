import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A voucher template (优惠券): face value and minimum order amount in fen; valid either `validDays` from the
 * moment it is issued, or within a fixed window [validFrom, validTo). `key` is the seed's stable name.
 */
export const voucherTemplates = pgTable(
  'voucher_templates',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    faceFen: integer('face_fen').notNull(),
    minOrderFen: integer('min_order_fen').notNull().default(0),
    validDays: integer('valid_days'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_templates_key_idx').on(t.key),
    check('voucher_templates_face_check', sql`${t.faceFen} > 0 and ${t.minOrderFen} >= 0`),
    check('voucher_templates_validity_check', sql`(${t.validDays} is not null and ${t.validDays} > 0) or (${t.validTo} is not null)`),
  ],
);

/**
 * A voucher a user holds. `source` points (积分兑换) | activity (活动领取) | feedback (反馈奖励); `ref` makes the issue
 * idempotent (redeem:<redemptionId>, claim:<templateId>: once per user per template, suggest:<suggestionId>: once per
 * adopted suggestion). status unused | used; an unused voucher past `expiresAt` is 已过期 (derived when read).
 * `orderId` is the order it was used on (orders point back through orders.voucher_id); cancelling that order gives it
 * back (status unused, orderId null).
 */
export const userVouchers = pgTable(
  'user_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => voucherTemplates.id),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    status: text('status').notNull().default('unused'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_vouchers_ref_idx').on(t.userId, t.ref),
    index('user_vouchers_user_idx').on(t.userId, t.status, t.expiresAt),
    index('user_vouchers_order_idx').on(t.orderId),
    check('user_vouchers_status_check', sql`${t.status} in ('unused', 'used') and (${t.status} = 'used') = (${t.orderId} is not null)`),
  ],
);
