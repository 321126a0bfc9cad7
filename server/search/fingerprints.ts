import { getRDKit, readMol, type RDKitMol } from '../chem/rdkit';

/**
 * Fingerprints for structure search, computed once per product by the indexer and stored as raw bits
 * (bytea, RDKit's uint8array layout). Every Mol is deleted in a finally block: RDKit objects live on
 * the WASM heap and are not garbage-collected.
 */

export const FP_BITS = 2048;
export const FP_BYTES = FP_BITS / 8;
/** A fingerprint as the 32-bit words the screens and Tanimoto loops work on. */
export const FP_WORDS = FP_BYTES / 4;
export const MORGAN_PARAMS = JSON.stringify({ radius: 2, nBits: FP_BITS });
export const PATTERN_PARAMS = JSON.stringify({ nBits: FP_BITS });
/** Queries bigger than this are refused: nothing in a reference-standard catalogue needs more, and matching cost grows with size. */
export const MAX_QUERY_ATOMS = 150;

export interface ChemFeatures {
  heavyAtoms: number;
  patternFp: Uint8Array;
  morganFp: Uint8Array;
}

export function featuresOfMol(mol: RDKitMol): ChemFeatures {
  return {
    heavyAtoms: mol.get_num_atoms(true),
    patternFp: new Uint8Array(mol.get_pattern_fp_as_uint8array(PATTERN_PARAMS) as Uint8Array),
    morganFp: new Uint8Array(mol.get_morgan_fp_as_uint8array(MORGAN_PARAMS) as Uint8Array),
  };
}

/** Fingerprints and heavy-atom count of a stored structure; null (and empty fingerprints upstream) when RDKit cannot read it. */
export async function chemFeatures(smiles: string): Promise<ChemFeatures | null> {
  const rdkit = await getRDKit();
  const mol = readMol(rdkit, smiles);
  if (!mol) return null;
  try {
    return featuresOfMol(mol);
  } finally {
    mol.delete();
  }
}

/** Number of set bits of each 32-bit word, summed. */
/** A stored or freshly computed fingerprint (FP_BYTES of RDKit's uint8array layout) as FP_WORDS words, in a buffer of its own. */
export function wordsOf(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + FP_BYTES));
}

export function popcount(words: Uint32Array, from = 0, to = words.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    let v = words[i];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/**
 * Raw fingerprint bits → RDKit's ExplicitBitVect pickle, the form SubstructLibrary takes with
 * `add_trusted_smiles_and_pattern_fp` (version -32, size, on-bit count, then the gaps between on bits
 * as packed integers: 7, 14, 21 or 29 bits with a 1-3 bit length tag, little-endian).
 */
export function bitVectPickle(bits: Uint8Array): Uint8Array {
  const size = bits.length * 8;
  const out: number[] = [];
  const int32 = (v: number) => out.push(v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255);
  const packed = (num: number) => {
    let res = num;
    let val: number;
    let nbytes: number;
    if (res < 1 << 7) {
      val = res << 1;
      nbytes = 1;
    } else if ((res -= 1 << 7) < 1 << 14) {
      val = (res << 2) | 1;
      nbytes = 2;
    } else if ((res -= 1 << 14) < 1 << 21) {
      val = (res << 3) | 3;
      nbytes = 3;
    } else {
      res -= 1 << 21;
      val = (res << 3) | 7;
      nbytes = 4;
    }
    for (let b = 0; b < nbytes; b++) {
      out.push(val & 255);
      val >>>= 8;
    }
  };
  let on = 0;
  for (let i = 0; i < size; i++) if (bits[i >> 3] & (1 << (i & 7))) on++;
  int32(-32);
  int32(size);
  int32(on);
  let prev = -1;
  for (let i = 0; i < size; i++) {
    if (bits[i >> 3] & (1 << (i & 7))) {
      packed(i - prev - 1);
      prev = i;
    }
  }
  packed(size - prev - 1);
  return Uint8Array.from(out);
}

/** Element counts of a stored Hill formula, isotopes folded into their element ('C5[13C]3H7D3N4O2' → C8 H10 N4 O2); charge ignored. */
export function elementCounts(formula: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const re = /\[(\d+)([A-Z][a-z]?)\](\d*)|([A-Z][a-z]?)(\d*)/g;
  for (const m of formula.matchAll(re)) {
    const raw = m[2] ?? m[4];
    const el = raw === 'D' || raw === 'T' ? 'H' : raw;
    counts[el] = (counts[el] ?? 0) + Number(m[3] || m[5] || 1);
  }
  return counts;
}

export const elementSetOf = (counts: Record<string, number>) =>
  Object.keys(counts)
    .filter((k) => counts[k] > 0)
    .sort()
    .join(',');
