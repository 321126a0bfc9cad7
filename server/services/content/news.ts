import { and, desc, eq, gt, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { NEWS_CATEGORY_NAME, type NewsCategory, type NewsDetail, type NewsInput, type NewsSearchBody, type NewsSummary } from '../../../lib/api/contract/content';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';
import { notFound, reject } from '../../http/errors';
import { renderMarkdown } from './markdown';

type Row = typeof newsArticles.$inferSelect;

const RELATED = 4;
/** Who signs what the operator publishes without naming an author. */
export const NEWS_DEFAULT_AUTHOR = '标准品商城编辑部';
const missing = () => notFound('资讯');

export const toSummary = (r: Row): NewsSummary => ({
  id: r.id,
  category: r.category as NewsCategory,
  categoryName: NEWS_CATEGORY_NAME[r.category as NewsCategory],
  title: r.title,
  summary: r.summary,
  source: r.source,
  author: r.author,
  publishedAt: r.publishedAt.toISOString(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** Published articles, newest first, by category and keyword (title or summary). */
export async function searchNews(db: Db, body: NewsSearchBody, limit: number, offset: number): Promise<{ rows: NewsSummary[]; total: number }> {
  const where: SQL[] = [eq(newsArticles.published, true)];
  if (body.category) where.push(eq(newsArticles.category, body.category));
  if (body.keyword) {
    const pattern = `%${escapeLike(body.keyword)}%`;
    where.push(or(ilike(newsArticles.title, pattern), ilike(newsArticles.summary, pattern))!);
  }
  const cond = and(...where);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(newsArticles).where(cond).orderBy(...newestFirst).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(newsArticles).where(cond),
  ]);
  return { rows: rows.map(toSummary), total: n };
}

/** One published article with its HTML, its newer (prev) and older (next) neighbour in the category and related ones. */
export async function getNews(db: Db, id: number): Promise<NewsDetail> {
  const [row] = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), eq(newsArticles.published, true)));
  if (!row) throw missing();
  const same = and(eq(newsArticles.published, true), eq(newsArticles.category, row.category));
  const newer = or(gt(newsArticles.publishedAt, row.publishedAt), and(eq(newsArticles.publishedAt, row.publishedAt), gt(newsArticles.id, row.id)));
  const older = or(lt(newsArticles.publishedAt, row.publishedAt), and(eq(newsArticles.publishedAt, row.publishedAt), lt(newsArticles.id, row.id)));
  const neighbour = { id: newsArticles.id, title: newsArticles.title };
  const [[prev], [next], related] = await Promise.all([
    db.select(neighbour).from(newsArticles).where(and(same, newer)).orderBy(newsArticles.publishedAt, newsArticles.id).limit(1),
    db.select(neighbour).from(newsArticles).where(and(same, older)).orderBy(...newestFirst).limit(1),
    db.select().from(newsArticles).where(and(same, ne(newsArticles.id, row.id))).orderBy(...newestFirst).limit(RELATED),
  ]);
  return {
    ...toSummary(row),
    html: renderMarkdown(row.body),
    sourceUrl: row.sourceUrl,
    updatedAt: row.updatedAt.toISOString(),
    prev: prev ?? null,
    next: next ?? null,
    related: related.map(toSummary),
  };
}

const adminView = (r: Row) => ({ ...toSummary(r), published: r.published });

export async function createNews(db: Db, input: NewsInput) {
  const [row] = await db
    .insert(newsArticles)
    .values({
      category: input.category,
      title: input.title,
      summary: input.summary,
      body: input.body,
      source: input.source ?? null,
      sourceUrl: input.sourceUrl ?? null,
      author: input.author ?? NEWS_DEFAULT_AUTHOR,
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
    })
    .returning();
  return adminView(row);
}

/** Changes the fields given; an empty change is refused (nothing to do is a mistake worth naming). */
export async function updateNews(db: Db, id: number, input: Partial<NewsInput>) {
  const set: Partial<typeof newsArticles.$inferInsert> = {};
  for (const k of ['category', 'title', 'summary', 'body', 'source', 'sourceUrl', 'author'] as const) {
    if (input[k] !== undefined) Object.assign(set, { [k]: input[k] });
  }
  if (input.publishedAt !== undefined) set.publishedAt = new Date(input.publishedAt);
  if (Object.keys(set).length === 0) throw reject('没有要修改的内容');
  const [row] = await db.update(newsArticles).set({ ...set, updatedAt: new Date() }).where(eq(newsArticles.id, id)).returning();
  if (!row) throw missing();
  return adminView(row);
}

export async function publishNews(db: Db, id: number, published: boolean) {
  const [row] = await db.update(newsArticles).set({ published, updatedAt: new Date() }).where(eq(newsArticles.id, id)).returning();
  if (!row) throw missing();
  return adminView(row);
}
