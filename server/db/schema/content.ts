import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * News articles. The body is Markdown; the API renders it to sanitised HTML when it is read
 * (server/services/content/markdown.ts), so nothing unsanitised is ever stored or sent. Seeded articles carry
 * a `key` (server/db/seed/content.ts inserts the ones a database lacks, never overwriting an operator's edit);
 * articles the operator creates have none.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    /** industry 行业资讯 | regulation 法规动态 | company 公司新闻 | technical 技术文章 (lib/api/contract/content.ts). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** Where the facts come from (NMPA, FDA, EMA …), shown under the article; null for our own texts. */
    source: text('source'),
    sourceUrl: text('source_url'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** false: unpublished by the operator (answers 资讯不存在 to visitors, stays in the table). */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_key_idx').on(t.key),
    index('news_articles_list_idx').on(t.published, t.category, t.publishedAt),
    check('news_articles_category_check', sql`${t.category} in ('industry', 'regulation', 'company', 'technical')`),
  ],
);

/**
 * The help centre's menu tree (SPEC §3: id, name, children, type 1 internal page / 2 external link in the
 * description). Seed-owned reference data: made equal to the data file at every start. `section` says which
 * help page shows a node's article: 'login' /helpCenter/loginProblem, 'member' /helpCenter/memberProblem.
 */
export const helpNodes = pgTable(
  'help_nodes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    type: integer('type').notNull(),
    section: text('section').notNull(),
    sort: integer('sort').notNull(),
    /** Type 2: the external link. Type 1: a one-line summary. */
    description: text('description').notNull().default(''),
    /** Type 1 leaves: the article, Markdown. Empty for groups and links. */
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_nodes_key_idx').on(t.key),
    index('help_nodes_parent_idx').on(t.parentId, t.sort),
    check('help_nodes_type_check', sql`${t.type} in (1, 2)`),
    check('help_nodes_section_check', sql`${t.section} in ('login', 'member')`),
  ],
);
