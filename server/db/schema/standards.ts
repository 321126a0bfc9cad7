import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * National and industry standards (GB, GB/T, HJ, …) where reference materials matter. Reference data written by
 * the seed only (server/db/seed/standards.ts makes the table equal to the data files at every start); unknown
 * facts (dates, issuing body, replacements) are null, never guessed.
 */
export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    /** Normalised key, unique: 'GBT601-2016' (lib/standards/number.ts). */
    key: text('key').notNull(),
    /** The key without the year ('GBT601'): a number typed without a year finds its editions. */
    baseKey: text('base_key').notNull(),
    /** The number as printed: 'GB/T 601-2016'. */
    number: text('number').notNull(),
    /** 标准代号: 'GB', 'GB/T', 'HJ', 'GBZ', 'JJF', … */
    prefix: text('prefix').notNull(),
    /** Area, for browsing: '化学试剂', '食品安全', '农兽药残留', '饮用水', '环境监测', '职业卫生', '化学品安全', '计量'. */
    field: text('field').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en'),
    /** 发布单位 as printed on the cover; null when not recorded. */
    issuedBy: text('issued_by'),
    issuedOn: date('issued_on', { mode: 'string' }),
    effectiveOn: date('effective_on', { mode: 'string' }),
    status: text('status').notNull(),
    /** Keys of the seeded standards this one replaces (代替), in the order printed. */
    replaces: text('replaces').array().notNull().default(sql`'{}'::text[]`),
    /** Key of the seeded standard that replaced this one; null when none (or not recorded). */
    replacedBy: text('replaced_by'),
    /** What the standard covers, in our own words. */
    scope: text('scope').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('standards_key_idx').on(t.key),
    index('standards_base_key_idx').on(t.baseKey),
    check('standards_status_check', sql`${t.status} in ('现行', '即将实施', '废止')`),
  ],
);

/**
 * The reference materials a standard calls for. `productCode` links one to the product we sell (null when we do
 * not sell it: the material is then shown by name and CAS only).
 */
export const standardMaterials = pgTable(
  'standard_materials',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en'),
    cas: text('cas'),
    /** What the standard uses it for, e.g. '标定氢氧化钠标准滴定溶液的基准物质'; null when just an analyte. */
    role: text('role'),
    productCode: text('product_code').references(() => products.code, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('standard_materials_sort_idx').on(t.standardId, t.sort), index('standard_materials_product_idx').on(t.productCode)],
);
