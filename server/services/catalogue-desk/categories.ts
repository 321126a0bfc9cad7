import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_MSG, type categorySaveBody, type deskCategorySchema } from '../../../lib/api/contract/catalogue-desk';
import { CACHE_TAG } from '../../../lib/api/contract/internal';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ChangeAudit } from '../../http/operator';
import { changedFields } from '../staff/audit';
import { published } from './after-change';
import type { DeskDeps } from './product-write';

type CategorySave = z.output<typeof categorySaveBody>;
type DeskCategory = z.infer<typeof deskCategorySchema>;
type CategoryRow = typeof categories.$inferSelect;

/** Three levels at most: products sit in the third (一级 / 二级 / 三级). */
export const CATEGORY_LEVELS = 3;

/** Every category, top level first, with the products (listed or not) in it and below it. */
export async function deskCategories(db: Db): Promise<DeskCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  const direct = await db.select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` }).from(products).groupBy(products.categoryId);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const counts = new Map<number, number>();
  for (const { categoryId, n } of direct) {
    for (let at: number | null | undefined = categoryId, i = 0; at != null && i <= CATEGORY_LEVELS; at = parentOf.get(at), i++) counts.set(at, (counts.get(at) ?? 0) + n);
  }
  return rows.map((r) => view(r, counts.get(r.id) ?? 0));
}

const view = (r: CategoryRow, productCount: number): DeskCategory => ({ id: r.id, parentId: r.parentId, name: r.name, level: r.level, sort: r.sort, productCount });

async function categoryView(db: Db, id: number): Promise<DeskCategory> {
  const found = (await deskCategories(db)).find((c) => c.id === id);
  if (!found) throw new ApiError(DESK_MSG.categoryMissing);
  return found;
}

const auditView = (c: CategoryRow) => ({ name: c.name, parentId: c.parentId, level: c.level, sort: c.sort });

/** A new category: first level without a parent, else one level below its parent (three at most). */
export async function createCategory(deps: DeskDeps, body: CategorySave, audit: ChangeAudit): Promise<DeskCategory> {
  const id = await deps.db.transaction(async (tx) => {
    let level = 1;
    if (body.parentId !== null) {
      const [parent] = await tx.select({ level: categories.level }).from(categories).where(eq(categories.id, body.parentId));
      if (!parent) throw new ApiError(DESK_MSG.categoryMissing);
      if (parent.level >= CATEGORY_LEVELS) throw new ApiError(DESK_MSG.categoryDepth);
      level = parent.level + 1;
    }
    // The key only tells categories apart for the seed (the roots it knows by key); the desk's are random.
    const [row] = await tx
      .insert(categories)
      .values({ key: `c-${randomBytes(6).toString('hex')}`, name: body.name, parentId: body.parentId, level, sort: body.sort })
      .returning();
    await audit(tx, { entity: 'category', entityId: row.id, before: null, after: auditView(row) });
    return row.id;
  });
  await published(deps, [CACHE_TAG.categories]);
  return categoryView(deps.db, id);
}

export async function updateCategory(deps: DeskDeps, id: number, body: Omit<CategorySave, 'parentId'>, audit: ChangeAudit): Promise<DeskCategory> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new ApiError(DESK_MSG.categoryMissing);
    const [after] = await tx.update(categories).set({ name: body.name, sort: body.sort }).where(eq(categories.id, id)).returning();
    const diff = changedFields(auditView(before), auditView(after));
    await audit(tx, { entity: 'category', entityId: id, ...diff, detail: Object.keys(diff.after).length ? undefined : '未改动' });
  });
  await published(deps, [CACHE_TAG.categories, CACHE_TAG.products]);
  return categoryView(deps.db, id);
}

/** Deletes an empty category: no products (listed or not) and no categories below it. */
export async function deleteCategory(deps: DeskDeps, id: number, audit: ChangeAudit): Promise<null> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw new ApiError(DESK_MSG.categoryMissing);
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
    if (child || product) throw new ApiError(DESK_MSG.categoryInUse);
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, { entity: 'category', entityId: id, before: auditView(row), after: null });
  });
  await published(deps, [CACHE_TAG.categories]);
  return null;
}
