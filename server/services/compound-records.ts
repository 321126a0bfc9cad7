import { and, asc, eq, sql } from 'drizzle-orm';
import { getRDKit, readMol } from '../chem/rdkit';
import type { Db } from '../db/client';
import { compoundRecords, products } from '../db/schema';

/*
 * Data records (compound_records, one per InChIKey of the listed catalogue): the RDKit properties of a structure,
 * computed once per key, and the identifiers of the substance's first listed product (lowest id). The seed fills
 * them at every start (server/db/seed/compounds.ts); the catalogue desk keeps them current when staff change a product.
 */

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export interface ComputedProperties {
  inchi: string;
  exactMass: number;
  logP: number;
  tpsa: number;
  hbd: number;
  hba: number;
  rotatableBonds: number;
  rings: number;
}

/** RDKit MinimalLib descriptors of a structure (get_descriptors: exactmw, CrippenClogP, tpsa, NumHBD, NumHBA, NumRotatableBonds, NumRings); null if unreadable. */
export async function computeProperties(smiles: string): Promise<ComputedProperties | null> {
  const rdkit = await getRDKit();
  const mol = readMol(rdkit, smiles);
  if (!mol) return null;
  try {
    const d = JSON.parse(mol.get_descriptors()) as Record<string, number>;
    let inchi = '';
    try {
      inchi = mol.get_inchi();
    } catch {
      inchi = '';
    }
    return {
      inchi,
      exactMass: round(d.exactmw, 4),
      logP: round(d.CrippenClogP, 2),
      tpsa: round(d.tpsa, 2),
      hbd: d.NumHBD,
      hba: d.NumHBA,
      rotatableBonds: d.NumRotatableBonds,
      rings: d.NumRings,
    };
  } finally {
    mol.delete();
  }
}

/**
 * Makes the record of `inchiKey` follow the catalogue: added (properties computed) when a listed product has the key
 * and no record exists, its identifiers taken from the first listed product otherwise. A key no listed product has
 * keeps its record as it is (records are never deleted: their ids are in links). True when the record was written.
 */
export async function recordCompound(db: Db, inchiKey: string): Promise<boolean> {
  if (!inchiKey) return false;
  const [first] = await db
    .select({ cas: products.cas, nameCn: products.nameCn, nameEn: products.nameEn, smiles: products.smiles, canonicalSmiles: products.canonicalSmiles, formula: products.formula, mw: products.mw })
    .from(products)
    .where(and(eq(products.inchiKey, inchiKey), eq(products.status, 1)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!first) return false;
  const [stored] = await db.select({ id: compoundRecords.id }).from(compoundRecords).where(eq(compoundRecords.inchiKey, inchiKey));
  if (!stored) {
    const props = await computeProperties(first.smiles);
    if (!props) return false;
    const added = await db
      .insert(compoundRecords)
      .values({ inchiKey, cas: first.cas, nameCn: first.nameCn, nameEn: first.nameEn, smiles: first.canonicalSmiles, formula: first.formula, mw: first.mw, ...props })
      .onConflictDoNothing()
      .returning({ id: compoundRecords.id });
    return added.length > 0;
  }
  const updated = await db
    .update(compoundRecords)
    .set({ cas: first.cas, nameCn: first.nameCn, nameEn: first.nameEn, updatedAt: sql`now()` })
    .where(and(eq(compoundRecords.id, stored.id), sql`(${compoundRecords.cas}, ${compoundRecords.nameCn}, ${compoundRecords.nameEn}) is distinct from (${first.cas}, ${first.nameCn}, ${first.nameEn})`))
    .returning({ id: compoundRecords.id });
  return updated.length > 0;
}
