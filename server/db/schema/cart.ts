import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, skus } from './catalogue';

/**
 * Cart and inquiry-basket rows have one shape, so one definition makes both tables (and one service serves
 * both). One row per (user, SKU): adding the same SKU again adds to `num`.
 */
function itemTable(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id),
      skuId: integer('sku_id')
        .notNull()
        .references(() => skus.id),
      productId: integer('product_id')
        .notNull()
        .references(() => products.id),
      num: integer('num').notNull(),
      /** The SKU's price when the customer last chose it at a shown price (insert, batch insert); `priceChanged` compares with it. */
      priceFenAtAdd: integer('price_fen_at_add').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_user_sku_idx`).on(t.userId, t.skuId), check(`${name}_num_check`, sql`${t.num} between 1 and 9999`)],
  );
}

export const cartItems = itemTable('cart_items');
export const basketItems = itemTable('basket_items');
export type ItemTable = typeof cartItems;

/** The demand list (收藏/需求清单): a product, or one SKU of it. No quantity. */
export const demandItems = pgTable(
  'demand_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Null when the product itself was collected (no pack chosen yet). */
    skuId: integer('sku_id').references(() => skus.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('demand_items_user_item_uq').on(t.userId, t.productId, t.skuId).nullsNotDistinct()],
);

/**
 * Synchronize calls already applied, so a retried request does not add the visitor's quantities twice.
 * `requestKey` is `id:<client requestId>` (kept 24 h) or `hash:<sha256 of the list>` when the client sent
 * none (kept 10 minutes).
 */
export const syncRequests = pgTable(
  'sync_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sync_requests_key_idx').on(t.userId, t.kind, t.requestKey), index('sync_requests_created_idx').on(t.createdAt)],
);

/** An inquiry: submitted → quoted (by the shop, may be re-quoted) → closed (by the customer). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('submitted'),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quoteNote: text('quote_note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('inquiries_user_idx').on(t.userId, t.createdAt), index('inquiries_status_idx').on(t.status, t.createdAt)],
);

/** A line of an inquiry, with what the customer saw when submitting (the catalogue may change later). */
export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
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
    num: integer('num').notNull(),
    /** The list price at submission. */
    listPriceFen: integer('list_price_fen').notNull(),
    quotedPriceFen: integer('quoted_price_fen'),
    leadDays: smallint('lead_days'),
  },
  (t) => [index('inquiry_lines_inquiry_idx').on(t.inquiryId)],
);
