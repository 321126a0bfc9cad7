import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * The GHS hazard profile of a product (1:1, only for products with recorded data: no row = no profile, never an
 * invented one). H and P statements are stored as codes; their Chinese texts live in one table
 * (server/services/ghs-statements.ts). The controls (易制毒 / 易制爆 / 危险化学品) are on `products`.
 */
export const productHazards = pgTable(
  'product_hazards',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '危险' | '警告' | null (classified without a signal word, or not classified). */
    signalWord: text('signal_word'),
    /** 'GHS01' … 'GHS09' */
    pictograms: text('pictograms').array().notNull().default(sql`'{}'::text[]`),
    /** Hazard classes with their categories in Chinese, e.g. '急性毒性-经口，类别3'. */
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    hCodes: text('h_codes').array().notNull().default(sql`'{}'::text[]`),
    pCodes: text('p_codes').array().notNull().default(sql`'{}'::text[]`),
    firstAid: text('first_aid').notNull(),
    fireFighting: text('fire_fighting').notNull(),
    handlingStorage: text('handling_storage').notNull(),
    unNumber: text('un_number'),
    transportClass: text('transport_class'),
    packingGroup: text('packing_group'),
    /** Where the classification comes from (e.g. 'ECHA C&L 协调分类; GB 30000'). */
    sources: text('sources').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('product_hazards_signal_check', sql`${t.signalWord} is null or ${t.signalWord} in ('危险', '警告')`)],
);
