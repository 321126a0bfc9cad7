import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * An API (原料药) the methods are about: SPEC §7's `prodapiitem`. Keyed by CAS (the seed data is matched on it at
 * every start). `productId` is the product that sells the API itself, if any. The four classification fields are
 * SPEC §3's `classificationFilter` (categorys, compounds, medicationUses, type).
 */
export const apiItems = pgTable(
  'api_items',
  {
    id: serial('id').primaryKey(),
    cas: text('cas').notNull().unique(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** 药物类别 (therapeutic group), e.g. '消化系统用药'. */
    category: text('category').notNull(),
    /** 化合物类别 (structural class), e.g. '苯并咪唑类'. */
    compound: text('compound').notNull(),
    /** 用药用途 (what it treats), one or more, e.g. {'抑酸','抗消化性溃疡'}. */
    medicationUses: text('medication_uses').array().notNull().default(sql`'{}'::text[]`),
    /** 类型: '化学药' (the only kind the seed has so far). */
    type: text('type').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_items_product_idx').on(t.productId)],
);

/**
 * One test of one pharmacopoeial monograph (药典方法): e.g. ChP 2025 奥美拉唑 有关物质 by HPLC. One row per
 * (pharmacopoeia, monograph, test item). `summary` is our own wording; no numeric limits are stored.
 */
export const methods = pgTable(
  'methods',
  {
    id: serial('id').primaryKey(),
    apiItemId: integer('api_item_id')
      .notNull()
      .references(() => apiItems.id, { onDelete: 'cascade' }),
    /** 'ChP' | 'USP-NF' | 'EP' | 'JP' */
    pharmacopoeia: text('pharmacopoeia').notNull(),
    /** e.g. '2025年版', 'Ph. Eur. 11', 'USP–NF 2025', 'JP XVIII' */
    edition: text('edition').notNull(),
    /** The monograph title as the pharmacopoeia prints it (Chinese for ChP, English otherwise). */
    monograph: text('monograph').notNull(),
    /** '有关物质' | '含量测定' | '鉴别' | '残留溶剂' | '溶出度' | '特定杂质' */
    testItem: text('test_item').notNull(),
    /** The monograph's own heading when it differs from the test item, e.g. '游离水杨酸'. */
    heading: text('heading'),
    /** 'HPLC' | 'GC' | 'TLC' | '滴定' | 'IR' | 'UV' */
    technique: text('technique').notNull(),
    summary: text('summary').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('methods_monograph_test_idx').on(t.pharmacopoeia, t.monograph, t.testItem),
    index('methods_api_item_idx').on(t.apiItemId),
    check('methods_pharmacopoeia_check', sql`${t.pharmacopoeia} in ('ChP', 'USP-NF', 'EP', 'JP')`),
    check('methods_test_item_check', sql`${t.testItem} in ('有关物质', '含量测定', '鉴别', '残留溶剂', '溶出度', '特定杂质')`),
    check('methods_technique_check', sql`${t.technique} in ('HPLC', 'GC', 'TLC', '滴定', 'IR', 'UV')`),
  ],
);

/** A reference standard or impurity a method names, linked to the product that sells it, with its role. */
export const methodStandards = pgTable(
  'method_standards',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => methods.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '对照品' | '杂质对照品' | '系统适用性对照品' */
    role: text('role').notNull(),
    /** How the method calls it, e.g. 'EP 杂质A', '杂质I'; null when it is named as itself. */
    label: text('label'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.methodId, t.productId] }),
    index('method_standards_product_idx').on(t.productId),
    check('method_standards_role_check', sql`${t.role} in ('对照品', '杂质对照品', '系统适用性对照品')`),
  ],
);
