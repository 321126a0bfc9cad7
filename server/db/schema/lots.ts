import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { skus } from './catalogue';
import { orderLines } from './orders';

/** Where stock is kept and shipped from (上海 / 北京 / 广州). Reference data, seeded with the catalogue. */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** Orders paid before this time (Beijing time, HH:mm) leave the same working day. */
  cutoff: text('cutoff').notNull(),
  /** Typical transit to most of the mainland once dispatched, days. */
  transitMinDays: smallint('transit_min_days').notNull(),
  transitMaxDays: smallint('transit_max_days').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A lot (batch) of one SKU. Sellable only while its expiry / retest date is far enough ahead
 * (server/services/lots/rules.ts). `writtenOffAt` is set once an expired lot's stock has been taken
 * out of skus.stock, so that happens exactly once.
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    lotNo: text('lot_no').notNull(),
    manufacturedOn: date('manufactured_on').notNull(),
    /** expiry: 有效期至; retest: 复验期 (neat materials re-tested rather than discarded). */
    expiryKind: text('expiry_kind').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Quantitative standards only (null otherwise): the certified property, value, expanded U (k=2) and unit, as printed. */
    certifiedProperty: text('certified_property'),
    certifiedValue: text('certified_value'),
    uncertainty: text('uncertainty'),
    unit: text('unit'),
    writtenOffAt: timestamp('written_off_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_sku_no_idx').on(t.skuId, t.lotNo),
    index('lots_sku_expiry_idx').on(t.skuId, t.expiresOn),
    check('lots_kind_check', sql`${t.expiryKind} in ('expiry', 'retest') and ${t.expiresOn} > ${t.manufacturedOn}`),
  ],
);

/** Units of a lot in a warehouse (physical stock: reservations stay on skus.stock until shipping). */
export const lotStock = pgTable(
  'lot_stock',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.warehouseId] }), check('lot_stock_quantity_check', sql`${t.quantity} >= 0`)],
);

/** What shipping took for an order line: one row per lot and warehouse (a line may need several lots). */
export const orderLineLots = pgTable(
  'order_line_lots',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_line_lots_line_idx').on(t.orderLineId), check('order_line_lots_quantity_check', sql`${t.quantity} > 0`)],
);
