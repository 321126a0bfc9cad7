import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { helpNodes, newsArticles } from '../schema';
import type { SeedHelpNode } from './data/content-types';
import { helpTree } from './data/content-help';
import { newsSeed } from './data/content-news';

const SEED_AUTHOR = '标准品商城编辑部';

/**
 * News: the seeded articles a database lacks are inserted (by key), at every start. An article already there is
 * never rewritten: the operator may have edited or unpublished it (docs/adr/0034-content-and-service-pages.md).
 */
export async function seedNews(db: Db): Promise<number> {
  const rows = newsSeed.map((a) => ({
    key: a.key,
    category: a.category,
    title: a.title,
    summary: a.summary,
    body: a.body.trim(),
    source: a.source ?? null,
    sourceUrl: a.sourceUrl ?? null,
    author: SEED_AUTHOR,
    publishedAt: new Date(`${a.date}T09:00:00+08:00`),
  }));
  const inserted = await db.insert(newsArticles).values(rows).onConflictDoNothing({ target: newsArticles.key }).returning({ id: newsArticles.id });
  return inserted.length;
}

type HelpRow = Omit<typeof helpNodes.$inferInsert, 'id' | 'parentId' | 'updatedAt'> & { parentKey: string | null };

function flatten(nodes: SeedHelpNode[], parentKey: string | null, out: HelpRow[] = []): HelpRow[] {
  nodes.forEach((n, i) => {
    out.push({
      key: n.key,
      parentKey,
      name: n.name,
      type: n.url ? 2 : 1,
      section: n.section,
      sort: i,
      description: n.url ?? n.description ?? '',
      body: n.body?.trim() ?? '',
    });
    if (n.children) flatten(n.children, n.key, out);
  });
  return out;
}

const COLUMNS = ['name', 'type', 'section', 'sort', 'description', 'body'] as const;

/** The help tree is the shop's own reference text: made equal to the data file at every start (changed rows only). */
export async function seedHelp(db: Db): Promise<number> {
  const rows = flatten(helpTree, null);
  return db.transaction(async (tx) => {
    const cols = COLUMNS.map((k) => sql.raw(`"help_nodes"."${helpNodes[k].name}"`));
    const excl = COLUMNS.map((k) => sql.raw(`excluded.${helpNodes[k].name}`));
    await tx
      .insert(helpNodes)
      .values(rows.map(({ parentKey: _p, ...r }) => r))
      .onConflictDoUpdate({
        target: helpNodes.key,
        set: { ...Object.fromEntries(COLUMNS.map((k, i) => [k, excl[i]])), updatedAt: sql`now()` },
        setWhere: sql`(${sql.join(cols, sql`, `)}) is distinct from (${sql.join(excl, sql`, `)})`,
      });
    await tx.delete(helpNodes).where(notInArray(helpNodes.key, rows.map((r) => r.key)));
    const ids = new Map((await tx.select({ id: helpNodes.id, key: helpNodes.key, parentId: helpNodes.parentId }).from(helpNodes)).map((r) => [r.key, r]));
    for (const r of rows) {
      const want = r.parentKey ? ids.get(r.parentKey)!.id : null;
      const row = ids.get(r.key)!;
      if (row.parentId !== want) await tx.update(helpNodes).set({ parentId: want }).where(eq(helpNodes.id, row.id));
    }
    return rows.length;
  });
}

/** News and help centre, at every start (seed.ts). */
export async function seedContent(db: Db): Promise<void> {
  await seedNews(db);
  await seedHelp(db);
}
