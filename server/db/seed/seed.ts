import { sql } from 'drizzle-orm';
import { describeMolecule } from '../../chem/rdkit';
import { indexProducts } from '../../search/indexer';
import type { Db } from '../client';
import { brands, categories, products, skus } from '../schema';
import { seedLots } from './lots';
import { seedRegions } from './regions';
import { brands as seedBrands, categories as seedCategories, products as seedProducts, type SeedCategory } from './data';

const UNIT_MG: Record<string, number> = { mg: 1, g: 1000, kg: 1_000_000, ml: 1000, mL: 1000, ul: 1, uL: 1 };

/** '25mg' → 25, '1g' → 1000: orders packs by size rather than by text. */
export function packToMg(pack: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(mg|g|kg|ml|mL|ul|uL)$/.exec(pack.trim());
  return m ? Number(m[1]) * UNIT_MG[m[2]] : Number.MAX_SAFE_INTEGER;
}

/** Seeds the catalogue once: a database that already has brands is left alone (restarts keep data). */
export async function seedCatalogue(db: Db, now = new Date('2026-11-01T08:00:00Z')): Promise<{ seeded: boolean; products: number }> {
  // Reference data that databases seeded before it existed also need: loaded whenever its table is empty.
  await seedRegions(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(brands);
  if (n > 0) {
    await seedLots(db);
    return { seeded: false, products: 0 };
  }

  const result = await db.transaction(async (tx) => {
    const brandIds = new Map<string, number>();
    for (const [i, b] of seedBrands.entries()) {
      const [row] = await tx.insert(brands).values({ key: b.key, name: b.name, nameEn: b.nameEn, country: b.country, story: b.story, sort: i }).returning({ id: brands.id });
      brandIds.set(b.key, row.id);
    }

    const categoryIds = new Map<string, number>();
    const insertCategory = async (c: SeedCategory, parentId: number | null, level: number, sort: number) => {
      const [row] = await tx.insert(categories).values({ key: c.key, name: c.name, parentId, level, sort }).returning({ id: categories.id });
      categoryIds.set(c.key, row.id);
      for (const [i, child] of (c.children ?? []).entries()) await insertCategory(child, row.id, level + 1, i);
    };
    for (const [i, c] of seedCategories.entries()) await insertCategory(c, null, 1, i);

    // Parents first, so an impurity can point at its API.
    const ordered = [...seedProducts].sort((a, b) => Number(Boolean(a.parentCas)) - Number(Boolean(b.parentCas)));
    const productIds = new Map<string, number>();
    for (const [i, p] of ordered.entries()) {
      const mol = await describeMolecule(p.smiles);
      if (!mol) throw new Error(`seed: RDKit cannot read the SMILES of ${p.code} ${p.nameEn}`);
      // Listing times spread over the last ~18 months, newest last in the list.
      const listedAt = new Date(now.getTime() - (ordered.length - i) * 3 * 24 * 3600 * 1000);
      const [row] = await tx
        .insert(products)
        .values({
          code: p.code,
          nameCn: p.nameCn,
          nameEn: p.nameEn,
          synonyms: p.synonyms,
          cas: p.cas,
          smiles: p.smiles,
          canonicalSmiles: mol.canonicalSmiles,
          inchiKey: mol.inchiKey,
          formula: mol.formula,
          mw: mol.mw,
          purity: p.purity,
          storage: p.storage,
          shipping: p.shipping,
          impurityLabel: p.impurityLabel ?? null,
          brandId: brandIds.get(p.brand)!,
          categoryId: categoryIds.get(p.category)!,
          parentId: p.parentCas ? productIds.get(p.parentCas) ?? null : null,
          listedAt,
        })
        .returning({ id: products.id });
      productIds.set(p.cas, row.id);
      await tx.insert(skus).values(p.skus.map((s) => ({ productId: row.id, pack: s.pack, packMg: packToMg(s.pack), priceFen: s.priceFen, stock: s.stock, deliveryDays: s.deliveryDays })));
    }
    // Search rows (names, pinyin, fingerprints) in the same transaction: a seeded shop is searchable at once.
    await indexProducts(tx);
    return { seeded: true, products: ordered.length };
  });
  await seedLots(db);
  return result;
}
