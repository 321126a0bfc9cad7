/**
 * RDKit (MinimalLib, WebAssembly) helpers for the catalogue: the one reader of
 * SMILES and molfiles, structure description (canonical SMILES, Hill formula,
 * MW, InChI/InChIKey) and SVG depiction. User-typed formulas are formula.ts.
 *
 * Runs in plain Node (tsx, vitest, the Hono API). Not for the browser bundle.
 *
 * Memory: RDKit objects live on the WASM heap and are NOT garbage-collected,
 * so every Mol obtained from get_mol() is deleted in a finally block.
 */
import { createRequire } from 'node:module';
import type { MainModule, Mol } from '@rdkit/rdkit';
import { ELEMENTS } from './formula';

export type RDKitModule = MainModule;
export type RDKitMol = Mol;

type InitRDKit = (options?: { locateFile?: (file: string) => string }) => Promise<RDKitModule>;

let rdkitPromise: Promise<RDKitModule> | null = null;

/**
 * Lazily initialised RDKit singleton.
 *
 * The package ships a single UMD/CommonJS file (dist/RDKit_minimal.js) that sets
 * `module.exports = initRDKitModule`. We load it through createRequire so the
 * same code works under tsx (CJS or ESM transpilation) and vitest (ESM), and
 * we point locateFile at the .wasm explicitly so it is found even if this file
 * ends up bundled somewhere other than node_modules.
 */
export function getRDKit(): Promise<RDKitModule> {
  if (!rdkitPromise) {
    const require = createRequire(import.meta.url);
    const init = require('@rdkit/rdkit') as InitRDKit;
    const wasmPath = require.resolve('@rdkit/rdkit/RDKit_minimal.wasm');
    rdkitPromise = init({ locateFile: (file) => (file.endsWith('.wasm') ? wasmPath : file) }).catch(
      (err: unknown) => {
        rdkitPromise = null; // allow a retry after a failed load
        throw err;
      },
    );
  }
  return rdkitPromise;
}

/**
 * SMILES or a molfile as RDKit should read it. A molfile is a text of lines whose first (the name) may be
 * blank, so it keeps its leading lines; its line breaks, whatever the platform wrote (\r\n, \r or \n),
 * become \n. A SMILES (one line) loses the spaces around it.
 */
export function molText(input: string): string {
  const trimmed = input.trim();
  return /[\r\n]/.test(trimmed) ? input.replace(/\r\n?/g, '\n') : trimmed;
}

/** Parses SMILES or a molfile; null for anything RDKit rejects or that has no atoms. The caller deletes the Mol. */
export function readMol(rdkit: RDKitModule, input: string): Mol | null {
  if (!input.trim()) return null;
  let mol: Mol | null = null;
  try {
    mol = rdkit.get_mol(molText(input));
  } catch {
    mol = null;
  }
  if (!mol) return null;
  if (!mol.is_valid() || mol.get_num_atoms() === 0) {
    mol.delete();
    return null;
  }
  return mol;
}

// ---------------------------------------------------------------------------
// Molecular formula from a Mol (port of RDKit's CalcMolFormula)
// ---------------------------------------------------------------------------

interface FormulaKey {
  isotope: number; // 0 = natural abundance
  symbol: string; // element symbol, or D / T for 2H / 3H
}

/**
 * Order used by RDKit's getMolFormula (HillCompare): C (natural before
 * labelled) first, then H, then D and T, then everything else by
 * (isotope, symbol) — i.e. unlabelled elements alphabetically, labelled
 * ones after them.
 */
function hillCompare(a: FormulaKey, b: FormulaKey): number {
  for (const special of ['C', 'H', 'D', 'T']) {
    if (a.symbol === special && b.symbol === special) return a.isotope - b.isotope;
    if (a.symbol === special) return -1;
    if (b.symbol === special) return 1;
  }
  if (a.isotope !== b.isotope) return a.isotope - b.isotope;
  return a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;
}

interface RDKitJsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
}

/**
 * Hill formula of a whole Mol, all fragments merged (a salt such as amlodipine
 * besylate gives "C26H31ClN2O8S", not "C20H25ClN2O5·C6H6O3S"). Identical to
 * RDKit `CalcMolFormula(mol, separateIsotopes=True, abbreviateHIsotopes=True)`:
 * deuterium/tritium print as D/T, other labels as e.g. "[13C]3"
 * (caffeine-13C3 → "C5[13C]3H10N4O2", paracetamol-d4 → "C8H5D4NO2");
 * a net charge is appended as "+", "2-" style.
 *
 * MinimalLib does not expose CalcMolFormula, so the atoms are read from
 * get_json() (commonchem: z, implicit+explicit H count "impHs", isotope, chg).
 */
export function formulaFromMol(mol: Mol): string {
  const json = JSON.parse(mol.get_json()) as {
    defaults: { atom: Required<RDKitJsonAtom> };
    molecules: { atoms: RDKitJsonAtom[] }[];
  };
  const defaults = json.defaults.atom;
  const counts = new Map<string, { key: FormulaKey; n: number }>();
  const add = (key: FormulaKey, n: number) => {
    const id = `${key.isotope}:${key.symbol}`;
    const entry = counts.get(id);
    if (entry) entry.n += n;
    else counts.set(id, { key, n });
  };
  let charge = 0;
  let hydrogens = 0;
  for (const molecule of json.molecules) {
    for (const atom of molecule.atoms) {
      const z = atom.z ?? defaults.z;
      const isotope = atom.isotope ?? defaults.isotope;
      let key: FormulaKey = { isotope, symbol: ELEMENTS[z] ?? '*' };
      if (z === 1 && (isotope === 2 || isotope === 3)) key = { isotope: 0, symbol: isotope === 2 ? 'D' : 'T' };
      add(key, 1);
      hydrogens += atom.impHs ?? defaults.impHs;
      charge += atom.chg ?? defaults.chg;
    }
  }
  if (hydrogens) add({ isotope: 0, symbol: 'H' }, hydrogens);
  const parts = [...counts.values()]
    .sort((a, b) => hillCompare(a.key, b.key))
    .map(({ key, n }) => (key.isotope ? `[${key.isotope}${key.symbol}]` : key.symbol) + (n > 1 ? n : ''));
  const sign = charge > 0 ? '+' : '-';
  const chargeText = charge === 0 ? '' : sign + (Math.abs(charge) > 1 ? Math.abs(charge) : '');
  return parts.join('') + chargeText;
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

export interface MoleculeDescription {
  canonicalSmiles: string;
  /** Hill formula, all components merged (see formulaFromMol). */
  formula: string;
  /** Average molecular weight (RDKit "amw"), 2 decimals. */
  mw: number;
  /** Monoisotopic mass (RDKit "exactmw"), 4 decimals. */
  exactMass?: number;
  inchi: string;
  inchiKey: string;
}

/** Describe a structure given as SMILES or molfile; null if RDKit cannot parse it. */
export async function describeMolecule(input: string): Promise<MoleculeDescription | null> {
  const rdkit = await getRDKit();
  const mol = readMol(rdkit, input);
  if (!mol) return null;
  try {
    const descriptors = JSON.parse(mol.get_descriptors()) as { amw: number; exactmw: number };
    let inchi = '';
    let inchiKey = '';
    try {
      inchi = mol.get_inchi();
      inchiKey = inchi ? rdkit.get_inchikey_for_inchi(inchi) : '';
    } catch {
      // InChI generation can fail for exotic inputs (e.g. query atoms); keep the rest.
    }
    return {
      canonicalSmiles: mol.get_smiles(),
      formula: formulaFromMol(mol),
      mw: Math.round(descriptors.amw * 100) / 100,
      exactMass: Math.round(descriptors.exactmw * 10000) / 10000,
      inchi,
      inchiKey,
    };
  } finally {
    mol.delete();
  }
}

/** The molfile (V2000, 2D coordinates: the input's own, or RDKit's for a SMILES) of a structure; null if unparsable. */
export async function molfileOf(input: string): Promise<string | null> {
  const rdkit = await getRDKit();
  const mol = readMol(rdkit, input);
  if (!mol) return null;
  try {
    return mol.get_molblock();
  } finally {
    mol.delete();
  }
}

export interface DepictOptions {
  width?: number;
  height?: number;
  /** 0-based atom indices (in input order) to highlight. */
  highlightAtoms?: number[];
}

/** SVG depiction (white background, 300×240 by default); null if unparsable. */
export async function depictSvg(smiles: string, opts: DepictOptions = {}): Promise<string | null> {
  const rdkit = await getRDKit();
  const mol = readMol(rdkit, smiles);
  if (!mol) return null;
  try {
    const atomCount = mol.get_num_atoms();
    const atoms = (opts.highlightAtoms ?? []).filter((i) => Number.isInteger(i) && i >= 0 && i < atomCount);
    const details: Record<string, unknown> = {
      width: opts.width ?? 300,
      height: opts.height ?? 240,
    };
    if (atoms.length) {
      details.atoms = atoms;
      // also highlight bonds lying between two highlighted atoms
      const bonds: number[] = [];
      const highlighted = new Set(atoms);
      const json = JSON.parse(mol.get_json()) as { molecules: { bonds?: { atoms: [number, number] }[] }[] };
      (json.molecules[0]?.bonds ?? []).forEach((b, idx) => {
        if (highlighted.has(b.atoms[0]) && highlighted.has(b.atoms[1])) bonds.push(idx);
      });
      details.bonds = bonds;
    }
    return mol.get_svg_with_highlights(JSON.stringify(details));
  } finally {
    mol.delete();
  }
}
