import { and, asc, eq, ne } from 'drizzle-orm';
import { DESK_MSG, type StructureCheck } from '../../../lib/api/contract/catalogue-desk';
import { chem, ChemUnavailable } from '../../chem/remote';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { StructureDescription } from '../../search/structure-engine';

/** Products with the same structure listed at most in a check. */
const SAME_STRUCTURE_MAX = 20;

/** RDKit's work off the event loop (the chem worker); a worker that is down answers a clear refusal, never a 500. */
async function inChem<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ChemUnavailable) throw new ApiError(DESK_MSG.structureUnavailable);
    throw err;
  }
}

/**
 * What RDKit makes of a structure as staff give it (SMILES, or a V2000 / V3000 molfile): canonical SMILES, molfile,
 * Hill formula of every component together (the catalogue's: rdkit.ts formulaFromMol), MW (2 decimals), exact mass
 * (4 decimals), InChIKey. Refused with DESK_MSG.structure when RDKit cannot read it or cannot make an InChIKey of it
 * (query atoms, R groups): a product's picture and data record are addressed by its InChIKey.
 */
export async function describeStructure(text: string): Promise<StructureDescription> {
  const described = await inChem(() => chem().describe(text));
  if (!described || !described.inchiKey) throw new ApiError(DESK_MSG.structure);
  return described;
}

/** The products holding this InChIKey (a salt of another brand, a solution of the neat material), but `exceptId`. */
export async function sameStructure(db: Db, inchiKey: string, exceptId?: number): Promise<StructureCheck['sameStructure']> {
  return db
    .select({ id: products.id, code: products.code, nameCn: products.nameCn })
    .from(products)
    .where(and(eq(products.inchiKey, inchiKey), exceptId ? ne(products.id, exceptId) : undefined))
    .orderBy(asc(products.id))
    .limit(SAME_STRUCTURE_MAX);
}

/** The desk's structure check: what would be stored, the picture, and the products that already have this structure. */
export async function checkStructure(db: Db, text: string, productId?: number): Promise<StructureCheck> {
  const d = await describeStructure(text);
  const svg = await inChem(() => chem().depict(d.canonicalSmiles));
  if (!svg) throw new ApiError(DESK_MSG.structure);
  return {
    canonicalSmiles: d.canonicalSmiles,
    molfile: d.molfile,
    formula: d.formula,
    mw: d.mw,
    exactMass: d.exactMass ?? 0,
    inchiKey: d.inchiKey,
    svg,
    sameStructure: await sameStructure(db, d.inchiKey, productId),
  };
}

