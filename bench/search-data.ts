/**
 * BENCHMARK DATA ONLY — never loaded into the shop's database.
 *
 * Derives synthetic but chemically valid compounds from the 258 seed molecules by systematic substitution:
 * a substituent (F, Cl, Br, I, methyl, ethyl, methoxy, hydroxy, amino, cyano, CF3, acetyl) is attached to
 * an aromatic or aliphatic carbon of the seed's SMILES, first one at a time, then in pairs. Every candidate
 * is parsed and sanitised by RDKit (a carbon without a free hydrogen fails valence and is dropped), then
 * canonicalised, deduplicated, and given its computed Hill formula, molecular weight and InChIKey.
 * Runs in worker threads (`generateVariants` is the worker body).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { formulaFromMol, getRDKit } from '../server/chem/rdkit';
import { elementCounts } from '../server/search/fingerprints';

export const GROUPS = [
  { smiles: 'F', cn: '氟', en: 'Fluoro' },
  { smiles: 'Cl', cn: '氯', en: 'Chloro' },
  { smiles: 'Br', cn: '溴', en: 'Bromo' },
  { smiles: 'I', cn: '碘', en: 'Iodo' },
  { smiles: 'C', cn: '甲基', en: 'Methyl' },
  { smiles: 'CC', cn: '乙基', en: 'Ethyl' },
  { smiles: 'OC', cn: '甲氧基', en: 'Methoxy' },
  { smiles: 'O', cn: '羟基', en: 'Hydroxy' },
  { smiles: 'N', cn: '氨基', en: 'Amino' },
  { smiles: 'C#N', cn: '氰基', en: 'Cyano' },
  { smiles: 'C(F)(F)F', cn: '三氟甲基', en: 'Trifluoromethyl' },
  { smiles: 'C(C)=O', cn: '乙酰基', en: 'Acetyl' },
] as const;

export interface SeedInput {
  index: number;
  smiles: string;
}

export interface Variant {
  seed: number;
  /** [site number (1-based), group index] per substituent. */
  subs: [number, number][];
  smiles: string;
  formula: string;
  mw: number;
  inchiKey: string;
}

const ATOM_TOKEN = /\[[^\]]*\]|Br|Cl|[BCNOPSFI*]|[bcnops]/y;

/**
 * Where a branch may go: the string position right after each unbracketed carbon (and its ring-closure
 * digits), with the atom's index — atoms are numbered in the order the SMILES writes them.
 */
export function carbonSites(smiles: string): { pos: number; atom: number }[] {
  const sites: { pos: number; atom: number }[] = [];
  let atom = 0;
  for (let i = 0; i < smiles.length; ) {
    ATOM_TOKEN.lastIndex = i;
    const m = ATOM_TOKEN.exec(smiles);
    if (!m) {
      i++;
      continue;
    }
    let j = i + m[0].length;
    if (m[0] === 'c' || m[0] === 'C') {
      while (j < smiles.length && (/\d/.test(smiles[j]) || smiles[j] === '%')) j += smiles[j] === '%' ? 3 : 1;
      sites.push({ pos: j, atom });
    }
    atom++;
    i = j;
  }
  return sites;
}

const WEIGHTS: Record<string, number> = {
  H: 1.008, B: 10.81, C: 12.011, N: 14.007, O: 15.999, F: 18.998, Na: 22.99, Mg: 24.305, Si: 28.085, P: 30.974, S: 32.06,
  Cl: 35.45, K: 39.098, Ca: 40.078, Fe: 55.845, Zn: 65.38, Se: 78.971, Br: 79.904, I: 126.904, Pt: 195.084, Gd: 157.25,
};

/** Substitutions of carbons that carry a hydrogen: singles (by group, then site), then pairs. */
function* candidates(smiles: string, hydrogens: number[]): Generator<{ subs: [number, number][]; text: string }> {
  const sites = carbonSites(smiles).filter((s) => (hydrogens[s.atom] ?? 0) > 0);
  const insert = (pairs: [number, number][]) => {
    let text = smiles;
    for (const [site, g] of [...pairs].sort((a, b) => sites[b[0]].pos - sites[a[0]].pos)) {
      const at = sites[site].pos;
      text = `${text.slice(0, at)}(${GROUPS[g].smiles})${text.slice(at)}`;
    }
    return text;
  };
  for (let g = 0; g < GROUPS.length; g++) for (let s = 0; s < sites.length; s++) yield { subs: [[s + 1, g]], text: insert([[s, g]]) };
  for (let a = 0; a < sites.length; a++)
    for (let b = a + 1; b < sites.length; b++)
      for (let g = 0; g < GROUPS.length; g++)
        for (let h = 0; h < GROUPS.length; h++) yield { subs: [[a + 1, g], [b + 1, h]], text: insert([[a, g], [b, h]]) };
}

/** Hydrogens on each atom of a SMILES, in the SMILES's atom order (commonchem JSON of RDKit). */
function hydrogenCounts(rdkit: Awaited<ReturnType<typeof getRDKit>>, smiles: string): number[] {
  const mol = rdkit.get_mol(smiles);
  if (!mol) return [];
  try {
    const json = JSON.parse(mol.get_json()) as { defaults: { atom: { impHs: number } }; molecules: { atoms: { impHs?: number }[] }[] };
    return json.molecules.flatMap((m) => m.atoms.map((a) => a.impHs ?? json.defaults.atom.impHs));
  } finally {
    mol.delete();
  }
}

/** Up to `quota` valid, distinct variants of each seed. */
export async function generateVariants(seeds: SeedInput[], quota: number): Promise<Variant[]> {
  const rdkit = await getRDKit();
  const out: Variant[] = [];
  for (const seed of seeds) {
    const seen = new Set<string>();
    const original = rdkit.get_mol(seed.smiles);
    if (original) {
      seen.add(original.get_smiles());
      original.delete();
    }
    let made = 0;
    for (const c of candidates(seed.smiles, hydrogenCounts(rdkit, seed.smiles))) {
      if (made >= quota) break;
      const mol = rdkit.get_mol(c.text);
      if (!mol) continue;
      try {
        if (!mol.is_valid()) continue;
        const canonical = mol.get_smiles();
        if (seen.has(canonical)) continue;
        seen.add(canonical);
        const inchi = mol.get_inchi();
        const inchiKey = inchi ? rdkit.get_inchikey_for_inchi(inchi) : '';
        if (!inchiKey) continue;
        const formula = formulaFromMol(mol);
        const mw = Object.entries(elementCounts(formula)).reduce((m, [el, n]) => m + (WEIGHTS[el] ?? 0) * n, 0);
        out.push({ seed: seed.index, subs: c.subs, smiles: canonical, formula, mw: Math.round(mw * 100) / 100, inchiKey });
        made++;
      } finally {
        mol.delete();
      }
    }
  }
  return out;
}

if (parentPort && workerData?.kind === 'bench-variants') {
  const { seeds, quota } = workerData as { seeds: SeedInput[]; quota: number };
  generateVariants(seeds, quota).then(
    (variants) => parentPort!.postMessage({ ok: true, variants }),
    (err: unknown) => parentPort!.postMessage({ ok: false, error: String(err) }),
  );
}
