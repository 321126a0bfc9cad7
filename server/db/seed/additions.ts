import { gt, inArray } from 'drizzle-orm';
import { indexProducts } from '../../search/indexer';
import type { Db } from '../client';
import { brands, categories, products, skus } from '../schema';
import { brands as seedBrands, categories as seedCategories, products as seedProducts } from './data';
import { insertSeedCategories, insertSeedProducts } from './insert';
import { insertSeedLots } from './lots';

/**
 * Seed products (and their categories) added to the seed after a database was seeded: inserted by catalogue
 * number at start, listed now, indexed for search and given their seed lots, in one transaction. A product the
 * database already holds (by code) is never touched, so an operator's changes stay. Once staff have saved a
 * product at the catalogue desk (or imported one), the catalogue is theirs and the seed adds nothing more: a
 * product whose catalogue number they changed is not added again under its old one. Cheap: two small queries.
 */
export async function seedAdditions(db: Db): Promise<number> {
  const [staffRun] = await db.select({ id: products.id }).from(products).where(gt(products.version, 0)).limit(1);
  if (staffRun) return 0;
  const codes = seedProducts.map((p) => p.code);
  const present = new Set((await db.select({ code: products.code }).from(products).where(inArray(products.code, codes))).map((r) => r.code));
  const missing = seedProducts.filter((p) => !present.has(p.code));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    const brandIds = new Map((await tx.select({ id: brands.id, key: brands.key }).from(brands)).map((b) => [b.key, b.id]));
    const lacking = seedBrands.filter((b) => !brandIds.has(b.key) && missing.some((p) => p.brand === b.key));
    for (const b of lacking) {
      const [row] = await tx.insert(brands).values({ key: b.key, name: b.name, nameEn: b.nameEn, country: b.country, story: b.story, sort: seedBrands.indexOf(b) }).returning({ id: brands.id });
      brandIds.set(b.key, row.id);
    }
    const categoryIds = new Map((await tx.select({ id: categories.id, key: categories.key }).from(categories)).map((c) => [c.key, c.id]));
    await insertSeedCategories(tx, seedCategories, categoryIds);
    const parents = [...new Set(missing.flatMap((p) => (p.parentCas ? [p.parentCas] : [])))];
    const productIds = new Map(
      parents.length ? (await tx.select({ id: products.id, cas: products.cas }).from(products).where(inArray(products.cas, parents))).map((r) => [r.cas, r.id]) : [],
    );
    const listedAt = new Date();
    const ids = await insertSeedProducts(tx, missing, { brandIds, categoryIds, productIds }, () => listedAt);
    await indexProducts(tx, { ids });
    const skuIds = (await tx.select({ id: skus.id }).from(skus).where(inArray(skus.productId, ids))).map((r) => r.id);
    await insertSeedLots(tx, skuIds);
    return ids.length;
  });
}
