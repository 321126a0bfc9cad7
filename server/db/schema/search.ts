import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { bytea } from './columns';

/** A tsvector written as its text literal (built in server/search/analyse.ts, never parsed by a text-search config). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });


/**
 * What search needs of a product, derived by server/search/indexer.ts from `products` (never edited by hand;
 * re-run the indexer for a product after changing its names, CAS, code or structure). One row per product,
 * listed or not: `listed` follows products.status through a trigger (migration 0005).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** NFKC, lower case: names, synonyms, CAS (with and without dashes) and catalogue number, one per line. Trigram-indexed. */
    text: text('text').notNull(),
    /** Every name and synonym (NFKC, lower case), '\n' before, between and after, so `strpos(names, '\n' || q)` is a prefix test. */
    names: text('names').notNull(),
    /** The product's own names in the same form: Chinese, its drug stem without salt words (盐酸二甲双胍 → 二甲双胍), English. */
    primaryNames: text('primary_names').notNull(),
    /** jieba words, CJK bigrams and single characters, English words, CAS and catalogue number, weighted A (name) / B (synonyms). */
    tokens: tsvector('tokens').notNull(),
    /** Full pinyin and pinyin initials of the Chinese names, each also from every word boundary: prefix-matched (`'asp':*`). */
    pinyin: tsvector('pinyin').notNull(),
    /** Full pinyin and initials of every Chinese name, '\n'-separated like `names` (exact-pinyin rank). */
    pinyinNames: text('pinyin_names').notNull(),
    /** The same for the Chinese name and its drug stem only (pinyin-prefix rank). */
    pinyinPrimary: text('pinyin_primary').notNull(),
    cas: text('cas').notNull(),
    /** Lower-case catalogue number. */
    code: text('code').notNull(),
    /** Hill formula as stored on the product (isotopes as D or [13C], charge suffix kept). */
    formula: text('formula').notNull(),
    /** Element counts with isotopes folded into their element (D → H, [13C] → C), for tolerance search. */
    elements: jsonb('elements').$type<Record<string, number>>().notNull(),
    /** The sorted element symbols, comma-separated ('C,H,N,O'): tolerance search requires the same set. */
    elementSet: text('element_set').notNull(),
    /** products.status = 1, kept in step by the indexer and a trigger on products: keyword search reads this table alone. */
    listed: boolean('listed').notNull().default(true),
    /** Characters of the Chinese name: shorter names (the API before its impurities) rank first among equals. */
    nameLen: smallint('name_len').notNull().default(0),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_search_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    index('product_search_tokens_idx').using('gin', t.tokens),
    index('product_search_pinyin_idx').using('gin', t.pinyin),
    index('product_search_cas_idx').on(t.cas.op('text_pattern_ops')),
    index('product_search_code_idx').on(t.code.op('text_pattern_ops')),
    index('product_search_formula_idx').on(t.formula),
    index('product_search_element_set_idx').on(t.elementSet, sql`((${t.elements} ->> 'C')::int)`),
    index('product_search_indexed_at_idx').on(t.indexedAt),
    // Always-ranked name matches of a keyword (server/search/engine.ts, nameReadings); the engine's
    // expressions must stay character for character the same as these, or PostgreSQL cannot use them.
    // Every exact name of tier 1 (names, the drug stem, full pinyin and initials) as one array.
    index('product_search_name_set_idx').using('gin', sql`string_to_array(btrim(${t.names}, E'\\n') || rtrim(${t.primaryNames}, E'\\n') || rtrim(${t.pinyinNames}, E'\\n'), E'\\n')`),
    // The Chinese name (the first line of primary_names), for prefix matches (tier 2).
    index('product_search_name_cn_prefix_idx').on(sql`split_part(${t.primaryNames}, E'\\n', 2) text_pattern_ops`),
  ],
);

/**
 * Structure-search data of a product (written by the indexer with its product_search row): kept apart so the
 * keyword table stays narrow — each keyword candidate is a heap page read, and these bytes are read only when
 * an API process loads its structure index.
 */
export const productStructure = pgTable('product_structure', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  heavyAtoms: smallint('heavy_atoms').notNull(),
  /** RDKit pattern fingerprint (2048 bits; RDKit's uint8array layout: bit i is bit i%8 of byte i/8) for substructure screening; empty when RDKit cannot read the SMILES. */
  patternFp: bytea('pattern_fp').notNull(),
  /** RDKit Morgan fingerprint (radius 2, 2048 bits) for Tanimoto similarity. */
  morganFp: bytea('morgan_fp').notNull(),
});

/** Keywords people searched for (one row per normalised keyword): the source of the hot-search list. */
export const searchLog = pgTable(
  'search_log',
  {
    /** NFKC, lower case, trimmed, at most 50 characters. */
    keyword: text('keyword').primaryKey(),
    /** The keyword as last typed, for display. */
    display: text('display').notNull(),
    count: integer('count').notNull().default(1),
    /** Results of the latest search: only keywords that find something are offered as hot searches. */
    hits: integer('hits').notNull().default(0),
    /** The first result of the latest search (hot content). */
    topProductId: integer('top_product_id').references(() => products.id, { onDelete: 'set null' }),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_count_idx').on(t.count, t.lastAt)],
);
