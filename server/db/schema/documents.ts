import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { bytea } from './columns';

/**
 * Product documents: a COA (certificate of analysis) belongs to one batch of a product, an MSDS (safety data
 * sheet) to the product. The PDF itself is kept in `content` (docs/adr/0021-coa-and-msds-documents.md: every API process
 * reads the same database, so no shared folder is needed and a backup of the database holds the files too).
 * The brand is the product's (`products.brand_id`): a certificate is issued for the brand's own item number.
 *
 * One file per (product, kind, batch, language): uploading again replaces it. The unique constraint's index
 * (product, kind, batch, …) serves every read: a product's documents and a batch lookup. Reads that list documents must
 * name their columns so `content` is never fetched for a list.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    /** 'coa' | 'msds' */
    kind: text('kind').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The batch (lot) number in upper case; set for a COA, null for an MSDS. */
    certBatch: text('cert_batch'),
    /** 'zh' | 'en' */
    language: text('language').notNull().default('zh'),
    title: text('title').notNull(),
    /** The operator's original file name (shown nowhere; kept to trace what was uploaded). */
    originalName: text('original_name').notNull().default(''),
    content: bytea('content').notNull(),
    /** Hex SHA-256 of `content`: the download's ETag and a check a customer can make. */
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('product_documents_item_uq').on(t.productId, t.kind, t.certBatch, t.language).nullsNotDistinct(),
    check('product_documents_kind_check', sql`${t.kind} in ('coa', 'msds')`),
    check('product_documents_language_check', sql`${t.language} in ('zh', 'en')`),
    check('product_documents_batch_check', sql`(${t.kind} = 'coa') = (${t.certBatch} is not null)`),
    check('product_documents_size_check', sql`${t.size} = octet_length(${t.content})`),
  ],
);
