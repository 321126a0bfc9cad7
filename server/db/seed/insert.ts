import { describeMolecule } from '../../chem/rdkit';
import type { Db } from '../client';
import { categories, products, skus } from '../schema';
import type { SeedCategory, SeedProduct } from './data';
import { packToMg } from '../../services/packs';

/**
 * Inserts the categories of the seed tree whose key is not in `ids` yet (all of them on a fresh database),
 * parents before children; `ids` (key → id) is completed in place.
 */
export async function insertSeedCategories(tx: Db, tree: SeedCategory[], ids: Map<string, number>): Promise<number> {
  let added = 0;
  const walk = async (c: SeedCategory, parentId: number | null, level: number, sort: number) => {
    if (!ids.has(c.key)) {
      const [row] = await tx.insert(categories).values({ key: c.key, name: c.name, parentId, level, sort }).returning({ id: categories.id });
      ids.set(c.key, row.id);
      added++;
    }
    for (const [i, child] of (c.children ?? []).entries()) await walk(child, ids.get(c.key)!, level + 1, i);
  };
  for (const [i, c] of tree.entries()) await walk(c, null, 1, i);
  return added;
}

/**
 * Inserts seed products with their SKUs, parents first so an impurity can point at its API (`productIds`,
 * CAS → id, holds parents already in the database and is completed in place). Returns the new product ids.
 */
export async function insertSeedProducts(
  tx: Db,
  list: SeedProduct[],
  refs: { brandIds: Map<string, number>; categoryIds: Map<string, number>; productIds: Map<string, number> },
  listedAt: (index: number, count: number) => Date,
): Promise<number[]> {
  const ordered = [...list].sort((a, b) => Number(Boolean(a.parentCas)) - Number(Boolean(b.parentCas)));
  const added: number[] = [];
  for (const [i, p] of ordered.entries()) {
    const mol = await describeMolecule(p.smiles);
    if (!mol) throw new Error(`seed: RDKit cannot read the SMILES of ${p.code} ${p.nameEn}`);
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
        brandId: refs.brandIds.get(p.brand)!,
        categoryId: refs.categoryIds.get(p.category)!,
        parentId: p.parentCas ? refs.productIds.get(p.parentCas) ?? null : null,
        listedAt: listedAt(i, ordered.length),
      })
      .returning({ id: products.id });
    refs.productIds.set(p.cas, row.id);
    added.push(row.id);
    await tx.insert(skus).values(p.skus.map((s) => ({ productId: row.id, pack: s.pack, packMg: packToMg(s.pack), priceFen: s.priceFen, stock: s.stock, deliveryDays: s.deliveryDays })));
  }
  return added;
}
