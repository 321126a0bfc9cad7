import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A tsvector written as its text literal (built in server/search/analyse.ts, never parsed by a text-search config). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * What keyword search needs of the knowledge records — pharmacopoeia methods and standards — derived by
 * server/search/knowledge/indexer.ts from their own tables, with the same analysis as
 * product_search (jieba words, Han bigrams, pinyin, trigram text). One row per record: `kind` says which table
 * `ref_id` points into ('method' → methods.id, 'standard' → standards.id). Never edited by hand: the indexer
 * rewrites a row whenever its source text changes (source_hash) and removes rows whose record is gone.
 */
export const knowledgeSearch = pgTable(
  'knowledge_search',
  {
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    /** NFKC, lower case: every searchable line (names, words, identifiers), one per line. Trigram-indexed. */
    text: text('text').notNull(),
    /** Every name, '\n' before, between and after (exact and prefix rank, like product_search.names). */
    names: text('names').notNull(),
    /** The record's own names in the same form (an API's names and monograph; a standard's number and titles). */
    primaryNames: text('primary_names').notNull(),
    /** jieba words, Han bigrams and characters, other words and identifiers, weighted A (own) / B (related). */
    tokens: tsvector('tokens').notNull(),
    /** Full pinyin and initials of the Chinese names, from every word start (prefix-matched). */
    pinyin: tsvector('pinyin').notNull(),
    pinyinNames: text('pinyin_names').notNull(),
    pinyinPrimary: text('pinyin_primary').notNull(),
    /**
     * Identifiers, equality-matched through a GIN index: the record's own (CAS of the API, a standard's normalised
     * key and key without year) and, prefixed with '~', those of what it cites (CAS of the standards a method needs).
     */
    keys: text('keys').array().notNull().default(sql`'{}'::text[]`),
    /** A standard's key without the year ('GBT601', 'GB5009.3'): the family prefix 'GB5009' finds GB 5009.x. '' otherwise. */
    numberBase: text('number_base').notNull().default(''),
    /** Order among equally ranked records (a method's data order; a standard's status, then data order). */
    sort: integer('sort').notNull().default(0),
    /** Hash of the source text the row was built from: unchanged records are not analysed again. */
    sourceHash: text('source_hash').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('knowledge_search_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    index('knowledge_search_tokens_idx').using('gin', t.tokens),
    index('knowledge_search_pinyin_idx').using('gin', t.pinyin),
    index('knowledge_search_keys_idx').using('gin', t.keys),
    index('knowledge_search_number_idx').on(t.numberBase.op('text_pattern_ops')),
  ],
);
