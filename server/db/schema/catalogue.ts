import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  country: text('country').notNull(),
  story: text('story').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('brands_name_idx').on(t.name)]);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    cas: text('cas').notNull(),
    smiles: text('smiles').notNull(),
    canonicalSmiles: text('canonical_smiles').notNull(),
    inchiKey: text('inchi_key').notNull(),
    formula: text('formula').notNull(),
    mw: doublePrecision('mw').notNull(),
    purity: text('purity').notNull(),
    storage: text('storage').notNull(),
    shipping: text('shipping').notNull(),
    impurityLabel: text('impurity_label'),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id),
    /** 1 listed, 0 unlisted (kept for orders and carts, hidden from the catalogue). */
    status: smallint('status').notNull().default(1),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Chinese controls (server/services/regulatory.ts; data in server/db/seed/data/hazards.ts): 易制毒 category
     * 1/2/3 (易制毒化学品分类和品种目录) or null, 易制爆 (易制爆危险化学品名录 2017), 危险化学品 (危险化学品目录 2015).
     * On the product row because lists, carts and the order gate read them for many products at once.
     */
    precursorCategory: smallint('precursor_category'),
    explosivePrecursor: boolean('explosive_precursor').notNull().default(false),
    hazardous: boolean('hazardous').notNull().default(false),
    /**
     * The catalogue desk's edit check: a product with its SKUs and lots is one record, every desk save names the
     * version it was read at and moves it on by one (server/services/catalogue-desk/product-write.ts).
     */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_precursor_category_check', sql`${t.precursorCategory} is null or ${t.precursorCategory} between 1 and 3`),
    index('products_cas_idx').on(t.cas),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_parent_idx').on(t.parentId),
    index('products_inchikey_idx').on(t.inchiKey),
    index('products_listed_idx').on(t.listedAt),
    // Type-ahead on English names (server/search/suggest.ts): an ordered prefix scan; the expression must stay
    // character for character the one suggest.ts sorts by, or PostgreSQL cannot use it.
    index('products_name_en_prefix_idx').on(sql`lower(${t.nameEn}) text_pattern_ops`),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    pack: text('pack').notNull(),
    /** Pack size in milligrams, for ordering packs sensibly (10mg < 25mg < 1g). */
    packMg: doublePrecision('pack_mg').notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull().default(0),
    deliveryDays: smallint('delivery_days').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('skus_product_pack_idx').on(t.productId, t.pack)],
);
