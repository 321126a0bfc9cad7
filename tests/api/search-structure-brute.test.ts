import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRDKit, type RDKitModule } from '../../server/chem/rdkit';
import { products } from '../../server/db/schema';
import { searchStructure, type StructureMode } from '../../server/search/structure';
import { createTestApi, type TestApi } from './harness';

/**
 * Structure search against brute force on the seed: the engine screens by stored pattern fingerprints and
 * matches in SubstructLibrary chunks, reads stored Morgan fingerprints, and looks exact matches up by
 * InChIKey in SQL. Here every listed product's SMILES is read again and checked exhaustively — a substructure
 * match per molecule with no screen, Morgan fingerprints recomputed as bit strings, InChIKeys recomputed —
 * and the sets must be equal. Queries are SMILES (or molfiles): the API reads no SMARTS — `[#7]` parses as a
 * SMILES nitrogen radical, which matches nothing here.
 */
let api: TestApi;
let catalogue: { id: number; smiles: string }[];
let rdkit: RDKitModule;
beforeAll(async () => {
  api = await createTestApi();
  rdkit = await getRDKit();
  catalogue = await api.database.db.select({ id: products.id, smiles: products.smiles }).from(products).where(eq(products.status, 1));
});
afterAll(() => api.close());

async function engineIds(query: string, mode: StructureMode, threshold = 0.7): Promise<Set<number>> {
  const found = await searchStructure(api.database.db, { query, mode, threshold, limit: 10_000, offset: 0 });
  expect(found.complete).toBe(true);
  expect(found.hits).toHaveLength(found.total);
  return new Set(found.hits.map((h) => h.productId));
}

/** Calls `fn` with each readable catalogue molecule, deleting it afterwards. */
function eachMolecule(fn: (id: number, mol: NonNullable<ReturnType<RDKitModule['get_mol']>>) => void) {
  for (const { id, smiles } of catalogue) {
    const mol = rdkit.get_mol(smiles);
    if (!mol) continue;
    try {
      fn(id, mol);
    } finally {
      mol.delete();
    }
  }
}

const withMol = <T,>(smiles: string, fn: (mol: NonNullable<ReturnType<RDKitModule['get_mol']>>) => T): T => {
  const mol = rdkit.get_mol(smiles)!;
  try {
    return fn(mol);
  } finally {
    mol.delete();
  }
};

function bruteSubstructure(query: string): Set<number> {
  return withMol(query, (q) => {
    const out = new Set<number>();
    eachMolecule((id, mol) => {
      if (mol.get_substruct_match(q) !== '{}') out.add(id);
    });
    return out;
  });
}

const MORGAN = JSON.stringify({ radius: 2, nBits: 2048 });
const onBits = (bits: string) => {
  const on: number[] = [];
  for (let i = 0; i < bits.length; i++) if (bits[i] === '1') on.push(i);
  return on;
};

function bruteSimilarity(query: string, threshold: number): Set<number> {
  const q = new Set(withMol(query, (m) => onBits(m.get_morgan_fp(MORGAN))));
  const out = new Set<number>();
  eachMolecule((id, mol) => {
    const bits = onBits(mol.get_morgan_fp(MORGAN));
    const common = bits.filter((b) => q.has(b)).length;
    const union = q.size + bits.length - common;
    if (union > 0 && common / union >= threshold) out.add(id);
  });
  return out;
}

const inchiKeyOf = (mol: NonNullable<ReturnType<RDKitModule['get_mol']>>) => {
  const inchi = mol.get_inchi();
  return inchi ? rdkit.get_inchikey_for_inchi(inchi) : '';
};

function bruteExact(query: string): Set<number> {
  const key = withMol(query, inchiKeyOf);
  const out = new Set<number>();
  eachMolecule((id, mol) => {
    if (inchiKeyOf(mol) === key) out.add(id);
  });
  return out;
}

const SUBSTRUCTURES: { what: string; query: string; atLeast: number }[] = [
  { what: 'benzene (matches most of the catalogue)', query: 'c1ccccc1', atLeast: 100 },
  { what: 'carboxylic acid, no ring', query: 'C(=O)O', atLeast: 20 },
  { what: 'sulfonamide', query: 'S(N)(=O)=O', atLeast: 3 },
  { what: 'indole ring system', query: 'c1ccc2[nH]ccc2c1', atLeast: 1 },
  { what: 'benzimidazole ring system (the prazoles)', query: 'c1ccc2[nH]cnc2c1', atLeast: 5 },
  { what: 'piperazine ring', query: 'C1CNCCN1', atLeast: 2 },
  { what: 'bracket atoms with explicit hydrogens ([NH2], [OH]: H counts are not compared)', query: '[NH2]c1ccc([OH])cc1', atLeast: 3 },
  { what: 'perfluoroethane (matches nothing)', query: 'FC(F)(F)C(F)(F)F', atLeast: 0 },
];

describe('substructure = exhaustive get_substruct_match over every listed seed molecule', () => {
  it.each(SUBSTRUCTURES)('$what: $query', async ({ query, atLeast }) => {
    const expected = bruteSubstructure(query);
    expect(expected.size).toBeGreaterThanOrEqual(atLeast);
    if (atLeast === 0) expect(expected.size).toBe(0);
    expect(await engineIds(query, 'substructure')).toEqual(expected);
  });
});

const SIMILAR: { what: string; query: string; threshold: number; none?: boolean }[] = [
  { what: 'aspirin', query: 'CC(=O)Oc1ccccc1C(=O)O', threshold: 0.3 },
  { what: 'omeprazole', query: 'COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1', threshold: 0.5 },
  { what: 'paracetamol', query: 'CC(=O)Nc1ccc(O)cc1', threshold: 0.7 },
  { what: 'ibuprofen', query: 'CC(C)Cc1ccc(C(C)C(=O)O)cc1', threshold: 0.4 },
  { what: 'perfluoroethane (nothing is similar)', query: 'FC(F)(F)C(F)(F)F', threshold: 0.5, none: true },
];

describe('similarity = exhaustive Tanimoto over Morgan fingerprints recomputed from every SMILES', () => {
  it.each(SIMILAR)('$what ≥ $threshold', async ({ query, threshold, none }) => {
    const expected = bruteSimilarity(query, threshold);
    expect(expected.size > 0).toBe(!none);
    expect(await engineIds(query, 'similarity', threshold)).toEqual(expected);
  });
});

const EXACT: { what: string; query: string; size: number }[] = [
  { what: 'caffeine written another way', query: 'O=c1n(C)c(=O)c2n(C)cnc2n1C', size: 1 },
  { what: 'aspirin', query: 'OC(=O)c1ccccc1OC(C)=O', size: 1 },
  { what: 'omeprazole (racemic: same InChIKey as no other product)', query: 'COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1', size: 1 },
  { what: 'a molecule not in the catalogue', query: 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCCC', size: 0 },
];

describe('exact = same InChIKey, recomputed for every molecule', () => {
  it.each(EXACT)('$what', async ({ query, size }) => {
    const expected = bruteExact(query);
    expect(expected.size).toBe(size);
    expect(await engineIds(query, 'exact')).toEqual(expected);
  });
});
