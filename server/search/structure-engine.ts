import type { SubstructLibrary } from '@rdkit/rdkit';
import { depictSvg, describeMolecule, getRDKit, molfileOf, readMol, type DepictOptions, type MoleculeDescription, type RDKitModule, type RDKitMol } from '../chem/rdkit';
import { bitVectPickle, FP_BYTES, FP_WORDS, MAX_QUERY_ATOMS, MORGAN_PARAMS, PATTERN_PARAMS, popcount, wordsOf } from './fingerprints';
import { yieldToEventLoop } from './yield';

/**
 * The RDKit (CPU) side of structure search: the in-memory structure index and everything computed on it —
 * substructure scan, similarity loop, the matched atoms of a results page — and the structure depictions. No
 * database here: server/search/structure.ts reads the rows and runs the SQL. One ChemEngine lives in the chem
 * worker thread (server/chem/worker.ts, the API's default), or in the caller's thread (CHEM_WORKER=false,
 * scripts); server/chem/remote.ts chooses. See structure.ts for what each search does.
 *
 * Memory: RDKit objects live on the WASM heap and are not garbage-collected; every Mol is deleted in a finally.
 */

export type StructureMode = 'substructure' | 'similarity' | 'exact';

export const MAX_HITS = 1000;
export const TIME_BUDGET_MS = 2000;
const CHUNK = 4000;
const HIGHLIGHT_BUDGET_MS = 400;
/**
 * FP_WORDS as a local constant: the loops below read it once per row and word, and an imported binding is a
 * getter call each time once tsx has compiled the modules (measured: structure searches 16.7 → 7.9 per second).
 */
const WORDS = FP_WORDS;
/** Rows built into the index between yields to the event loop. */
const BUILD_ROWS = 1000;

/** A query RDKit cannot read, or an oversized one: its message is the refusal the buyer sees. */
export class StructureQueryError extends Error {
  override name = 'StructureQueryError';
}

/** Listed products' structure rows as read from the database (one read batch; fingerprints RDKit's word layout). */
export interface RowBatch {
  ids: number[];
  heavy: number[];
  smiles: string[];
  canonical: string[];
  /** `ids.length * FP_WORDS` words each. */
  pattern: Uint32Array;
  morgan: Uint32Array;
}

export interface StructureHit {
  productId: number;
  /** Atom indices (in the product's stored SMILES) matched by the query; empty when not computed. */
  atoms: number[];
  similarity: number | null;
}

/** A substructure or similarity search as the engine answers it (elapsedMs and hint are the caller's). */
export interface EngineSearchResult {
  mode: StructureMode;
  hits: StructureHit[];
  total: number;
  /** False when the search stopped at MAX_HITS or the time budget: `total` is then a lower bound. */
  complete: boolean;
  /** Substructure: products passing the fingerprint screen (an upper bound of the matches). */
  screened: number | null;
  /** The query's heavy atoms (structureHint). */
  heavyAtoms: number;
}

export interface EngineSearchInput {
  query: string;
  mode: 'substructure' | 'similarity';
  threshold: number;
  limit: number;
  offset: number;
  /** Overrides of MAX_HITS and TIME_BUDGET_MS (tests, benchmark). */
  maxHits?: number;
  budgetMs?: number;
}

/** What an exact search needs of its query: the InChIKey ('' when RDKit cannot make one) and canonical SMILES. */
export interface QueryIdentity {
  inchiKey: string;
  canonical: string;
  heavyAtoms: number;
}

export interface LoadedIndex {
  signature: string;
  size: number;
}

interface StructureIndex extends LoadedIndex {
  ids: Int32Array;
  smiles: string[];
  pattern: Uint32Array;
  morgan: Uint32Array;
  morganBits: Uint16Array;
  libs: { lib: SubstructLibrary; offset: number; size: number }[];
}

interface Staged {
  signature: string;
  batches: RowBatch[];
}

/** Parses a query structure (SMILES or molfile); refuses what RDKit cannot read and oversized queries. */
function parseQuery(rdkit: RDKitModule, text: string): RDKitMol {
  const mol = readMol(rdkit, text);
  if (!mol) throw new StructureQueryError('无法识别的结构式');
  if (mol.get_num_atoms(true) > MAX_QUERY_ATOMS) {
    mol.delete();
    throw new StructureQueryError(`结构式过大（最多 ${MAX_QUERY_ATOMS} 个非氢原子）`);
  }
  return mol;
}

async function withQuery<T>(text: string, fn: (rdkit: RDKitModule, query: RDKitMol) => Promise<T> | T): Promise<T> {
  const rdkit = await getRDKit();
  const query = parseQuery(rdkit, text);
  try {
    return await fn(rdkit, query);
  } finally {
    query.delete();
  }
}

const patternWords = (query: RDKitMol) => wordsOf(new Uint8Array(query.get_pattern_fp_as_uint8array(PATTERN_PARAMS) as Uint8Array));

/** Rows whose pattern fingerprint holds every bit of the query's: the candidates a screen lets through. */
function screenCount(index: StructureIndex, q: Uint32Array): number {
  let n = 0;
  const fp = index.pattern;
  for (let row = 0, base = 0; row < index.size; row++, base += WORDS) {
    let ok = true;
    for (let w = 0; w < WORDS; w++) {
      const qw = q[w];
      // `>>> 0`: bitwise results are signed 32-bit, the words unsigned.
      if (qw !== 0 && (fp[base + w] & qw) >>> 0 !== qw) {
        ok = false;
        break;
      }
    }
    if (ok) n++;
  }
  return n;
}

function matchAtoms(rdkit: RDKitModule, smiles: string, query: RDKitMol): number[] {
  const mol = readMol(rdkit, smiles);
  if (!mol) return [];
  try {
    const match = JSON.parse(mol.get_substruct_match(query)) as { atoms?: number[] };
    return match.atoms ?? [];
  } finally {
    mol.delete();
  }
}

/** Atoms of the product in its maximum common substructure with the query (similarity highlights), time-limited. */
function commonAtoms(rdkit: RDKitModule, smiles: string, query: RDKitMol, timeoutS: number): number[] {
  const mol = readMol(rdkit, smiles);
  if (!mol) return [];
  const list = new rdkit.MolList();
  let core: RDKitMol | null = null;
  try {
    list.append(query);
    list.append(mol);
    const mcs = JSON.parse(rdkit.get_mcs_as_json(list, JSON.stringify({ Timeout: timeoutS, RingMatchesRingOnly: true, CompleteRingsOnly: true }))) as {
      smarts?: string;
      numAtoms?: number;
    };
    if (!mcs.smarts || !mcs.numAtoms || mcs.numAtoms < 3) return [];
    core = rdkit.get_qmol(mcs.smarts);
    if (!core) return [];
    return (JSON.parse(mol.get_substruct_match(core)) as { atoms?: number[] }).atoms ?? [];
  } catch {
    return [];
  } finally {
    core?.delete();
    list.delete();
    mol.delete();
  }
}

export class ChemEngine {
  private index: StructureIndex | null = null;
  private staged: Staged | null = null;

  /** The index searches run on now (null before the first load). */
  loaded(): LoadedIndex | null {
    return this.index && { signature: this.index.signature, size: this.index.size };
  }

  /** Starts a load of the catalogue seen as `signature`: rows follow (addRows), then endLoad builds the index. */
  async beginLoad(signature: string): Promise<void> {
    this.staged = { signature, batches: [] };
  }

  async addRows(batch: RowBatch): Promise<void> {
    if (!this.staged) throw new Error('structure index: rows without a load');
    this.staged.batches.push(batch);
  }

  /**
   * Builds the index of the staged rows, smallest molecules first (substructure chunks stop early on the small
   * ones), then by id, yielding between runs of rows; searches meanwhile run on the previous index. Then swaps.
   */
  async endLoad(): Promise<LoadedIndex> {
    const staged = this.staged;
    if (!staged) throw new Error('structure index: no load under way');
    this.staged = null;
    const rdkit = await getRDKit();
    const where: { batch: number; slot: number }[] = [];
    staged.batches.forEach((b, batch) => b.ids.forEach((_, slot) => where.push({ batch, slot })));
    const size = where.length;
    const at = (i: number) => staged.batches[where[i].batch];
    const order = Array.from({ length: size }, (_, i) => i).sort(
      (a, b) => at(a).heavy[where[a].slot] - at(b).heavy[where[b].slot] || at(a).ids[where[a].slot] - at(b).ids[where[b].slot],
    );
    const index: StructureIndex = {
      signature: staged.signature,
      size,
      ids: new Int32Array(size),
      smiles: new Array<string>(size),
      pattern: new Uint32Array(size * WORDS),
      morgan: new Uint32Array(size * WORDS),
      morganBits: new Uint16Array(size),
      libs: [],
    };
    let lib: SubstructLibrary | null = null;
    try {
      for (let i = 0; i < size; i++) {
        // 100k rows take seconds: let searches (and, in-thread, requests) through meanwhile.
        if (i % BUILD_ROWS === BUILD_ROWS - 1) await yieldToEventLoop();
        const { batch, slot } = where[order[i]];
        const rows = staged.batches[batch];
        const from = slot * WORDS;
        index.ids[i] = rows.ids[slot];
        index.smiles[i] = rows.smiles[slot];
        index.pattern.set(rows.pattern.subarray(from, from + WORDS), i * WORDS);
        index.morgan.set(rows.morgan.subarray(from, from + WORDS), i * WORDS);
        index.morganBits[i] = popcount(index.morgan, i * WORDS, (i + 1) * WORDS);
        if (i % CHUNK === 0) {
          lib = new rdkit.SubstructLibrary();
          index.libs.push({ lib, offset: i, size: 0 });
        }
        lib!.add_trusted_smiles_and_pattern_fp(rows.canonical[slot], bitVectPickle(new Uint8Array(index.pattern.buffer, i * FP_BYTES, FP_BYTES)));
        index.libs[index.libs.length - 1].size += 1;
      }
    } catch (err) {
      for (const l of index.libs) l.lib.delete();
      throw err;
    }
    const old = this.index;
    this.index = index;
    for (const { lib: l } of old?.libs ?? []) l.delete();
    return { signature: index.signature, size };
  }

  /** Forgets the index (tests, benchmark): the next search loads it again. */
  async reset(): Promise<void> {
    for (const { lib } of this.index?.libs ?? []) lib.delete();
    this.index = null;
    this.staged = null;
  }

  /** How many indexed products pass the query's pattern-fingerprint screen (benchmark: the in-process bitset). */
  screen(text: string): Promise<number> {
    const index = this.index;
    if (!index) return Promise.reject(new Error('structure index not loaded'));
    return withQuery(text, (_rdkit, query) => screenCount(index, patternWords(query)));
  }

  /** A substructure or similarity search on the loaded index. Throws StructureQueryError for an unreadable query. */
  search(input: EngineSearchInput): Promise<EngineSearchResult> {
    const index = this.index;
    if (!index) return Promise.reject(new Error('structure index not loaded'));
    return withQuery(input.query, async (rdkit, query) => {
      const result = input.mode === 'similarity' ? similarity(index, rdkit, query, input) : await substructure(index, rdkit, query, input);
      return { ...result, heavyAtoms: query.get_num_atoms(true) };
    });
  }

  /** The InChIKey and canonical SMILES an exact search looks up. Throws StructureQueryError for an unreadable query. */
  identify(text: string): Promise<QueryIdentity> {
    return withQuery(text, (rdkit, query) => {
      let inchiKey = '';
      try {
        const inchi = query.get_inchi();
        inchiKey = inchi ? rdkit.get_inchikey_for_inchi(inchi) : '';
      } catch {
        inchiKey = '';
      }
      return { inchiKey, canonical: query.get_smiles(), heavyAtoms: query.get_num_atoms(true) };
    });
  }

  /** The query's matched atoms in each of `smiles` (exact hits' highlights). */
  matchAtoms(text: string, smiles: string[]): Promise<number[][]> {
    return withQuery(text, (rdkit, query) => smiles.map((s) => matchAtoms(rdkit, s, query)));
  }

  /** An SVG depiction (rdkit.ts depictSvg); null when RDKit cannot read the SMILES. */
  depict(smiles: string, opts: DepictOptions = {}): Promise<string | null> {
    return depictSvg(smiles, opts);
  }

  /** What the catalogue stores of a structure given as SMILES or a molfile (rdkit.ts describeMolecule), with its molfile; null when RDKit cannot read it. */
  async describe(text: string): Promise<StructureDescription | null> {
    const described = await describeMolecule(text);
    const molfile = described && (await molfileOf(text));
    return described && molfile ? { ...described, molfile } : null;
  }
}

export interface StructureDescription extends MoleculeDescription {
  molfile: string;
}

/** What the chem worker answers (server/chem/worker.ts): the engine's methods that return a promise. */
export const CHEM_OPS = ['beginLoad', 'addRows', 'endLoad', 'reset', 'search', 'identify', 'matchAtoms', 'depict', 'screen', 'describe'] as const satisfies readonly (keyof ChemEngine)[];
export type ChemOp = (typeof CHEM_OPS)[number];
/** The engine as its callers see it, in this thread or the worker's: `loaded` plus the asynchronous operations. */
export type Chem = Pick<ChemEngine, ChemOp | 'loaded'>;

async function substructure(index: StructureIndex, rdkit: RDKitModule, query: RDKitMol, input: EngineSearchInput) {
  // The budget counts from here: a search that waited for the index to (re)load still gets its full time.
  const started = performance.now();
  const maxHits = input.maxHits ?? MAX_HITS;
  const budget = input.budgetMs ?? TIME_BUDGET_MS;
  const rows: number[] = [];
  let complete = true;
  for (const { lib, offset } of index.libs) {
    if (rows.length >= maxHits || performance.now() - started > budget) {
      complete = false;
      break;
    }
    const want = maxHits - rows.length;
    const found = lib.get_matches_as_uint32array(query, false, 1, want) as Uint32Array;
    for (const i of found) rows.push(offset + i);
    if (found.length >= want) complete = false;
    await yieldToEventLoop();
  }
  // When the search stopped early, the screen's count says how far the matches might go.
  const screened = complete ? rows.length : screenCount(index, patternWords(query));
  const page = rows.slice(input.offset, input.offset + input.limit);
  const hits = page.map((row) => ({ productId: index.ids[row], atoms: matchAtoms(rdkit, index.smiles[row], query), similarity: null }));
  return { mode: 'substructure' as const, hits, total: rows.length, complete, screened };
}

function similarity(index: StructureIndex, rdkit: RDKitModule, query: RDKitMol, input: EngineSearchInput) {
  const q = wordsOf(new Uint8Array(query.get_morgan_fp_as_uint8array(MORGAN_PARAMS) as Uint8Array));
  const qBits = popcount(q);
  const t = input.threshold;
  const found: { row: number; sim: number }[] = [];
  if (qBits > 0) {
    const fp = index.morgan;
    for (let row = 0, base = 0; row < index.size; row++, base += WORDS) {
      const bits = index.morganBits[row];
      // Tanimoto ≤ min(|a|,|b|) / max(|a|,|b|): rows too small or too big cannot reach the threshold.
      if (bits < qBits * t || bits * t > qBits) continue;
      let inter = 0;
      for (let w = 0; w < WORDS; w++) {
        let v = fp[base + w] & q[w];
        if (v === 0) continue;
        v -= (v >>> 1) & 0x55555555;
        v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
        inter += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
      }
      const sim = inter / (qBits + bits - inter);
      if (sim >= t) found.push({ row, sim });
    }
  }
  // Most similar first; ties: smaller molecule (index order), then id.
  found.sort((a, b) => b.sim - a.sim || a.row - b.row);
  const page = found.slice(input.offset, input.offset + input.limit);
  const highlightStarted = performance.now();
  const hits = page.map(({ row, sim }) => {
    const left = HIGHLIGHT_BUDGET_MS - (performance.now() - highlightStarted);
    const atoms = sim >= 0.999 ? matchAtoms(rdkit, index.smiles[row], query) : left > 20 ? commonAtoms(rdkit, index.smiles[row], query, Math.min(0.1, left / 1000)) : [];
    return { productId: index.ids[row], atoms, similarity: Math.round(sim * 1000) / 1000 };
  });
  return { mode: 'similarity' as const, hits, total: found.length, complete: true, screened: null };
}
