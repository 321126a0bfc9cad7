import { asc, eq } from 'drizzle-orm';
import type { HelpArticle, HelpNode, HelpSection } from '../../../lib/api/contract/content';
import type { Db } from '../../db/client';
import { helpNodes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { renderMarkdown } from './markdown';

type Row = typeof helpNodes.$inferSelect;

const node = (r: Row, children: HelpNode[] = []): HelpNode => ({
  id: r.id,
  key: r.key,
  pId: r.parentId ?? 0,
  name: r.name,
  type: r.type as 1 | 2,
  section: r.section as HelpSection,
  description: r.description,
  children,
});

const allRows = (db: Db) => db.select().from(helpNodes).orderBy(asc(helpNodes.sort), asc(helpNodes.id));

/** The whole tree: roots in order, each with its children (and theirs). */
export async function helpTree(db: Db): Promise<HelpNode[]> {
  const rows = await allRows(db);
  const byParent = new Map<number, Row[]>();
  for (const r of rows) byParent.set(r.parentId ?? 0, [...(byParent.get(r.parentId ?? 0) ?? []), r]);
  const build = (pId: number, depth: number): HelpNode[] => (depth > 8 ? [] : (byParent.get(pId) ?? []).map((r) => node(r, build(r.id, depth + 1))));
  return build(0, 0);
}

/** SPEC's getMenuTreeListByParentId: the direct children of `pId` (0: the roots), without grandchildren. */
export async function helpChildren(db: Db, pId: number): Promise<HelpNode[]> {
  const rows = await allRows(db);
  return rows.filter((r) => (r.parentId ?? 0) === pId).map((r) => node(r));
}

/** A type-1 node's article; a group without text or a link node is not an article. */
export async function helpArticle(db: Db, id: number): Promise<HelpArticle> {
  const [row] = await db.select().from(helpNodes).where(eq(helpNodes.id, id));
  if (!row || row.type !== 1 || !row.body) throw notFound('帮助文章');
  const [parent] = row.parentId ? await db.select({ name: helpNodes.name }).from(helpNodes).where(eq(helpNodes.id, row.parentId)) : [];
  return {
    id: row.id,
    pId: row.parentId ?? 0,
    name: row.name,
    section: row.section as HelpSection,
    description: row.description,
    groupName: parent?.name ?? null,
    html: renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
