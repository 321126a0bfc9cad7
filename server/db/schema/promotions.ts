import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { userVouchers, voucherTemplates } from './vouchers';

/**
 * An item of the points mall (积分商城): a voucher (`templateId` set: redeeming issues a user voucher) or a
 * lab gift shipped to the buyer. Price in points, stock, and how many one user may redeem in all.
 */
export const mallItems = pgTable(
  'mall_items',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** voucher | gift */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    perUserLimit: integer('per_user_limit').notNull(),
    templateId: integer('template_id').references(() => voucherTemplates.id),
    sort: integer('sort').notNull().default(0),
    listed: integer('listed').notNull().default(1),
  },
  (t) => [
    uniqueIndex('mall_items_key_idx').on(t.key),
    check('mall_items_numbers_check', sql`${t.points} > 0 and ${t.stock} >= 0 and ${t.perUserLimit} > 0`),
    check('mall_items_kind_check', sql`(${t.kind} = 'voucher') = (${t.templateId} is not null) and ${t.kind} in ('voucher', 'gift')`),
  ],
);

/** One redemption: the points spent (ledger ref mall:<id>), the voucher issued or the address a gift goes to. */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id),
    itemName: text('item_name').notNull(),
    points: integer('points').notNull(),
    userVoucherId: integer('user_voucher_id').references(() => userVouchers.id),
    /** Gifts: a copy of the receiving address. */
    address: jsonb('address'),
    /** issued (voucher) | to_ship | shipped (gift) */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_redemptions_user_idx').on(t.userId, t.createdAt), index('mall_redemptions_item_idx').on(t.itemId, t.userId)],
);

/** A promotion (活动): dated, with featured products and vouchers to claim. `slug` names it in URLs (laborDay). */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('activities_slug_idx').on(t.slug), index('activities_dates_idx').on(t.endsAt), check('activities_dates_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const activityProducts = pgTable(
  'activity_products',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.productId] })],
);

/** A voucher template claimable in an activity: `stock` in all, `claimed` so far. */
export const activityVouchers = pgTable(
  'activity_vouchers',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => voucherTemplates.id),
    stock: integer('stock').notNull(),
    claimed: integer('claimed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.templateId] }), check('activity_vouchers_stock_check', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.stock}`)],
);
