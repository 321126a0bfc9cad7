import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { structureUrl, type ProductCard, type ProductDetail, type ProductListBody } from '../../lib/api/contract/catalogue';
import type { ApiCard, KeywordCategory } from '../../lib/api/contract/search';
import type { Db } from '../db/client';
import { brands, products } from '../db/schema';
import { notFound } from '../http/errors';
import { matchingIds, searchProducts } from '../search/engine';
import { normaliseText } from '../search/normalise';
import { API_ROOT_KEY, categoryRoots, flat, IMPURITY_ROOTS, INTERMEDIATE_ROOTS, loadCategoryIndex } from './categories';
import { cardsByIds, getProduct } from './products';


export interface Paged<T> {
  rows: T[];
  total: number;
}

/** Ranked product cards for a keyword, with the catalogue filters and sort of a product list. */
export async function keywordProducts(
  db: Db,
  keyword: string,
  filters: Omit<ProductListBody, 'keyword' | 'pageNo' | 'pageSize'>,
  limit: number,
  offset: number,
  pool?: number,
): Promise<Paged<ProductCard> & { display: string; capped: boolean }> {
  const result = await searchProducts(db, keyword, { limit, offset, filters, pool });
  return { rows: await cardsByIds(db, result.ids), total: result.total, capped: result.capped, display: result.plan.display };
}

/**
 * Parent drugs (APIs) for a keyword: an API matches itself, or through a matching impurity or
 * intermediate (水杨酸 → 阿司匹林). Ordered by the best-ranked match of each family.
 */
export async function keywordApis(db: Db, keyword: string, limit: number, offset: number): Promise<Paged<ApiCard>> {
  const { ids } = await matchingIds(db, keyword);
  if (ids.length === 0) return { rows: [], total: 0 };
  const roots = await categoryRoots(db);
  const isApi = (p: { parentId: number | null; categoryId: number }) => p.parentId === null && roots.get(p.categoryId) === API_ROOT_KEY;
  const matched = await db
    .select({ id: products.id, parentId: products.parentId, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(matched.map((m) => [m.id, m]));
  const parentIds = [...new Set(matched.map((m) => m.parentId).filter((id): id is number => id !== null))];
  const parents = parentIds.length
    ? await db
        .select({ id: products.id, parentId: products.parentId, categoryId: products.categoryId })
        .from(products)
        .where(and(inArray(products.id, parentIds), eq(products.status, 1)))
    : [];
  const parentById = new Map(parents.map((p) => [p.id, p]));
  const ordered: number[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    const m = byId.get(id);
    if (!m) continue;
    const api = isApi(m) ? m : m.parentId !== null ? parentById.get(m.parentId) : undefined;
    if (api && isApi(api) && !seen.has(api.id)) {
      seen.add(api.id);
      ordered.push(api.id);
    }
  }
  const page = ordered.slice(offset, offset + limit);
  return { rows: await apiCards(db, page, roots), total: ordered.length };
}

async function apiCards(db: Db, ids: number[], roots: Map<number, string>): Promise<ApiCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      cas: products.cas,
      formula: products.formula,
      mw: products.mw,
      brandName: brands.name,
      inchiKey: products.inchiKey,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  const children = await db
    .select({ parentId: products.parentId, categoryId: products.categoryId })
    .from(products)
    .where(and(inArray(products.parentId, ids), eq(products.status, 1)));
  const counts = new Map<number, { impurity: number; intermediate: number; related: number }>();
  for (const c of children) {
    const n = counts.get(c.parentId!) ?? { impurity: 0, intermediate: 0, related: 0 };
    const root = roots.get(c.categoryId) ?? '';
    if (IMPURITY_ROOTS.has(root)) n.impurity++;
    if (INTERMEDIATE_ROOTS.has(root)) n.intermediate++;
    n.related++;
    counts.set(c.parentId!, n);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { inchiKey, ...card } = r;
    const n = counts.get(id) ?? { impurity: 0, intermediate: 0, related: 0 };
    return [{ ...card, imgUrl: structureUrl(inchiKey), impurityCount: n.impurity, intermediateCount: n.intermediate, relatedCount: n.related }];
  });
}

/**
 * Categories for a keyword: those holding matching products (count = matches in the category and below)
 * and those whose name contains the keyword. Name matches first, then by count, then tree order.
 */
export async function keywordCategories(db: Db, keyword: string): Promise<KeywordCategory[]> {
  const norm = normaliseText(keyword);
  if (!norm) return [];
  const index = await loadCategoryIndex(db);
  const { ids } = await matchingIds(db, keyword);
  const counts = new Map<number, number>();
  if (ids.length) {
    const rows = await db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.status, 1)))
      .groupBy(products.categoryId);
    for (const { categoryId, n } of rows) {
      for (let node = index.nodes.get(categoryId); node; node = node.parentId === null ? undefined : index.nodes.get(node.parentId)) {
        counts.set(node.id, (counts.get(node.id) ?? 0) + n);
      }
    }
  }
  const treeOrder = new Map([...index.nodes.keys()].map((id, at) => [id, at]));
  const out: KeywordCategory[] = [];
  for (const node of index.nodes.values()) {
    const nameMatch = normaliseText(node.name).includes(norm);
    const count = counts.get(node.id) ?? 0;
    if (count > 0 || nameMatch) out.push({ ...flat(node), count, nameMatch });
  }
  return out.sort((a, b) => Number(b.nameMatch) - Number(a.nameMatch) || b.count - a.count || treeOrder.get(a.id)! - treeOrder.get(b.id)!);
}

/** The /{cas} page: the listed product with that CAS (a parent drug before its labelled forms). */
export async function productByCas(db: Db, cas: string): Promise<ProductDetail> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.cas, cas), eq(products.status, 1)))
    .orderBy(sql`${products.parentId} is not null`, products.id)
    .limit(1);
  if (!row) throw notFound('商品');
  return getProduct(db, row.id);
}

/** The /{brandName}/{brandCode} page: brand by key, Chinese or English name (any case); code case-insensitive. */
export async function productByBrandCode(db: Db, brandName: string, code: string): Promise<ProductDetail> {
  const name = brandName.trim().toLowerCase();
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(products.status, 1),
        sql`lower(${products.code}) = ${code.trim().toLowerCase()}`,
        or(sql`lower(${brands.key}) = ${name}`, sql`lower(${brands.name}) = ${name}`, sql`lower(${brands.nameEn}) = ${name}`),
      ),
    )
    .limit(1);
  if (!row) throw notFound('商品');
  return getProduct(db, row.id);
}
