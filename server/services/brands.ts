import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Brand, BrandDetail, CategoryFlat } from '../../lib/api/contract/catalogue';
import type { Db } from '../db/client';
import { brands, products } from '../db/schema';
import { notFound } from '../http/errors';
import { flat, loadCategoryIndex, subtreeIds } from './categories';

// Written out in full: drizzle renders ${brands.id} unqualified here, which would bind to p.id.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.status = 1)`;
const brandColumns = { id: brands.id, name: brands.name, nameEn: brands.nameEn, country: brands.country, productCount };

export async function listBrands(db: Db, keyword: string | undefined, limit: number, offset: number): Promise<{ rows: Brand[]; total: number }> {
  const where = keyword ? or(ilike(brands.name, `%${escapeLike(keyword)}%`), ilike(brands.nameEn, `%${escapeLike(keyword)}%`)) : undefined;
  const rows = await db.select(brandColumns).from(brands).where(where).orderBy(brands.sort, brands.id).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where);
  return { rows, total: n };
}

export async function getBrand(db: Db, id: number): Promise<BrandDetail> {
  const [row] = await db.select({ ...brandColumns, story: brands.story }).from(brands).where(eq(brands.id, id));
  if (!row) throw notFound('品牌');
  return row;
}

/** Categories (every level) that hold listed products of the given brands. */
export async function categoriesOfBrands(db: Db, brandIds: number[]): Promise<CategoryFlat[]> {
  const index = await loadCategoryIndex(db);
  const rows = await db
    .selectDistinct({ categoryId: products.categoryId })
    .from(products)
    .where(and(inArray(products.brandId, brandIds), eq(products.status, 1)));
  const ids = new Set<number>();
  for (const { categoryId } of rows) {
    for (let node = index.nodes.get(categoryId); node; node = node.parentId === null ? undefined : index.nodes.get(node.parentId)) ids.add(node.id);
  }
  return [...index.nodes.values()].filter((n) => ids.has(n.id)).map(flat);
}

/** Brands with listed products in the given categories (and below); no categories or 0 = all brands. */
export async function brandsOfCategories(db: Db, categoryIds: number[] | undefined): Promise<Brand[]> {
  const wanted = (categoryIds ?? []).filter((id) => id > 0);
  if (wanted.length === 0) return (await listBrands(db, undefined, 99999, 0)).rows;
  const index = await loadCategoryIndex(db);
  const all = [...new Set(wanted.flatMap((id) => subtreeIds(index, id)))];
  if (all.length === 0) return [];
  const brandIds = db
    .selectDistinct({ id: products.brandId })
    .from(products)
    .where(and(inArray(products.categoryId, all), eq(products.status, 1)));
  return db.select(brandColumns).from(brands).where(inArray(brands.id, brandIds)).orderBy(brands.sort, brands.id);
}

/** LIKE patterns treat % and _ as wildcards; a keyword is always literal text. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
