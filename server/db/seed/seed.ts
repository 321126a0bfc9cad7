import { sql } from 'drizzle-orm';
import { indexProducts } from '../../search/indexer';
import { indexKnowledge } from '../../search/knowledge/indexer';
import type { Db } from '../client';
import { brands } from '../schema';
import { seedAdditions } from './additions';
import { seedCompoundRecords, seedLibraries } from './compounds';
import { seedHazards } from './hazards';
import { seedMethods } from './methods';
import { insertSeedCategories, insertSeedProducts } from './insert';
import { seedLots } from './lots';
import { seedPromotions } from './promotions';
import { seedRegions } from './regions';
import { seedStandards } from './standards';
import { seedContent } from './content';
import { brands as seedBrands, categories as seedCategories, products as seedProducts } from './data';

export { packToMg } from '../../services/packs';

/**
 * Seeds the catalogue once: a database that already has brands keeps its data (restarts keep data) and only
 * gets what later seed versions added (regions, lots, seed products and categories it lacks, hazard data, methods,
 * standards, compound data records and libraries).
 */
export async function seedCatalogue(db: Db, now = new Date('2026-11-01T08:00:00Z')): Promise<{ seeded: boolean; products: number }> {
  // Reference data that databases seeded before it existed also need: loaded whenever its table is empty.
  await seedRegions(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
  if (n > 0) {
    await seedLots(db);
    await seedAdditions(db);
    await seedHazards(db);
    await seedMethods(db);
    await seedStandards(db);
    await seedCompoundRecords(db);
    await seedLibraries(db);
    await indexKnowledge(db);
    await seedContent(db);
    await seedPromotions(db);
    return { seeded: false, products: 0 };
  }

  const result = await db.transaction(async (tx) => {
    const brandIds = new Map<string, number>();
    for (const [i, b] of seedBrands.entries()) {
      const [row] = await tx.insert(brands).values({ key: b.key, name: b.name, nameEn: b.nameEn, country: b.country, story: b.story, sort: i }).returning({ id: brands.id });
      brandIds.set(b.key, row.id);
    }
    const categoryIds = new Map<string, number>();
    await insertSeedCategories(tx, seedCategories, categoryIds);
    // Listing times spread over the last ~18 months, newest last in the list.
    const ids = await insertSeedProducts(tx, seedProducts, { brandIds, categoryIds, productIds: new Map() }, (i, count) => new Date(now.getTime() - (count - i) * 3 * 24 * 3600 * 1000));
    // Search rows (names, pinyin, fingerprints) in the same transaction: a seeded shop is searchable at once.
    await indexProducts(tx);
    return { seeded: true, products: ids.length };
  });
  await seedLots(db);
  await seedHazards(db);
  await seedMethods(db);
  await seedStandards(db);
  await seedCompoundRecords(db);
  await seedLibraries(db);
  // Methods and standards searchable like products (knowledge_search); only changed records are analysed again.
  await indexKnowledge(db);
  await seedContent(db);
  // Vouchers, points-mall items and activities (they name catalogue products, so after them).
  await seedPromotions(db);
  return result;
}
