import { eq, sql } from 'drizzle-orm';
import type { CategoryFlat, CategoryNode } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';

export interface CategoryIndex {
  nodes: Map<number, CategoryNode>;
  roots: CategoryNode[];
}

/** Loads the whole tree with listed-product counts summed up the levels (a few hundred rows at most). */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db.select().from(categories).orderBy(categories.level, categories.sort, categories.id);
  const counts = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.status, 1))
    .groupBy(products.categoryId);
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) nodes.set(r.id, { id: r.id, parentId: r.parentId, name: r.name, level: r.level, count: 0, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const { categoryId, n } of counts) {
    for (let node = nodes.get(categoryId); node; node = node.parentId === null ? undefined : nodes.get(node.parentId)) node.count += n;
  }
  return { nodes, roots };
}

/** The category and every category below it. */
export function subtreeIds(index: CategoryIndex, id: number): number[] {
  const start = index.nodes.get(id);
  if (!start) return [];
  const out: number[] = [];
  const stack = [start];
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node.id);
    stack.push(...node.children);
  }
  return out;
}

/** Root-to-node path of names (breadcrumb). */
export function pathTo(index: CategoryIndex, id: number): { id: number; name: string }[] {
  const path: { id: number; name: string }[] = [];
  for (let node = index.nodes.get(id); node; node = node.parentId === null ? undefined : index.nodes.get(node.parentId)) {
    path.unshift({ id: node.id, name: node.name });
  }
  return path;
}

export const flat = (n: CategoryNode): CategoryFlat => ({ id: n.id, parentId: n.parentId, name: n.name, level: n.level, count: n.count });

/** The category tree's root that holds the API reference standards (对照品): its parentless products are the "APIs". */
export const API_ROOT_KEY = 'ref';
/** Roots of an API's impurities (杂质, 亚硝胺杂质) and of its synthesis intermediates (中间体). */
export const IMPURITY_ROOTS = new Set(['imp', 'nitro']);
export const INTERMEDIATE_ROOTS = new Set(['int']);

/** Root category key of every category (a few hundred rows): tells impurities from intermediates. */
export async function categoryRoots(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: categories.id, key: categories.key, parentId: categories.parentId }).from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots = new Map<number, string>();
  for (const r of rows) {
    let node = r;
    for (let guard = 0; node.parentId !== null && byId.has(node.parentId) && guard < 20; guard++) node = byId.get(node.parentId)!;
    roots.set(r.id, node.key);
  }
  return roots;
}
