import { sql } from 'drizzle-orm';
import type { SubstructLibrary } from '@rdkit/rdkit';
import { getRDKit, readMol, type RDKitModule, type RDKitMol } from '../chem/rdkit';
import type { Db } from '../db/client';
import { bitVectPickle, FP_BYTES, MAX_QUERY_ATOMS, MORGAN_PARAMS, popcount } from './fingerprints';
import { catalogueSignature } from './signature';
import { queryRows } from './sql';
import { SMALL_QUERY_ATOMS, type StructureHint } from '../../lib/api/contract/search';

/**
 * Structure search answered by RDKit in the API process.
 *
 * The fingerprints live in `product_search` (bytea). Each API process loads them once into an in-memory
 * index (typed arrays; no Mol objects are kept) ordered by heavy-atom count, and reloads it when the
 * listed catalogue changes (catalogueSignature: the newest `indexed_at`, checked at most every few seconds).
 *   substructure  RDKit SubstructLibrary holding canonical SMILES and our stored pattern fingerprints, in
 *                 chunks: each chunk screens by fingerprint and matches the survivors in WebAssembly. Chunks
 *                 run smallest molecules first and stop at MAX_HITS matches or TIME_BUDGET_MS, yielding to
 *                 the event loop between chunks. A query that matches everything ('C') answers the first
 *                 MAX_HITS (smallest) with `complete: false` and the screen's candidate count.
 *   similarity    Tanimoto on Morgan fingerprints (radius 2, 2048 bits) over the typed arrays, with the
 *                 popcount bound (|a|/|b| ≥ t) skipping rows that cannot reach the threshold.
 *   exact         InChIKey equality in SQL (canonical SMILES when RDKit cannot make an InChI).
 * Matched atoms (for the highlighted depiction) are computed only for the page: substructure match of the
 * query in the product's stored SMILES; for similarity the maximum common substructure (time-limited).
 */

export type StructureMode = 'substructure' | 'similarity' | 'exact';

export const MAX_HITS = 1000;
export const TIME_BUDGET_MS = 2000;
const CHUNK = 4000;
const WORDS = FP_BYTES / 4;
const HIGHLIGHT_BUDGET_MS = 400;

export class StructureQueryError extends Error {}

interface StructureIndex {
  signature: string;
  size: number;
  ids: Int32Array;
  smiles: string[];
  pattern: Uint32Array;
  morgan: Uint32Array;
  morganBits: Uint16Array;
  libs: { lib: SubstructLibrary; offset: number; size: number }[];
}

let current: StructureIndex | null = null;
let loading: Promise<StructureIndex> | null = null;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows read per query while loading: each query and its decoding stay a short block of the event loop. */
const LOAD_ROWS = 1000;

interface StagedRows {
  ids: number[];
  heavy: number[];
  smiles: string[];
  canonical: string[];
  /** Fingerprint words of each row: in `pattern[batch[i]]` / `morgan[batch[i]]` at word `slot[i] * WORDS`. */
  batch: number[];
  slot: number[];
  pattern: Uint32Array[];
  morgan: Uint32Array[];
}

/**
 * The listed products' fingerprints, LOAD_ROWS at a time in product id order (primary-key range scans), yielding to
 * the event loop between queries: one query of 100k rows held the event loop for seconds (PGlite runs a query and
 * parses its answer in one synchronous stretch), so /healthz and keyword searches stalled during the warm-up. Rows
 * without fingerprints (RDKit could not read the SMILES) are skipped here rather than in SQL: a filter on length()
 * made the planner expect a handful of rows and sort the whole table for the first batches.
 */
async function readRows(db: Db): Promise<StagedRows> {
  const staged: StagedRows = { ids: [], heavy: [], smiles: [], canonical: [], batch: [], slot: [], pattern: [], morgan: [] };
  for (let last = 0; ; ) {
    // Fingerprints travel as base64 text: PGlite's bytea parser took ~4x longer for 100k rows (bench/search.ts).
    const rows = await queryRows<{ id: number; heavy: number; smiles: string; canonical: string; pattern: string; morgan: string }>(
      db,
      sql`select s.product_id as id, s.heavy_atoms as heavy, p.smiles, p.canonical_smiles as canonical,
                 encode(s.pattern_fp, 'base64') as pattern, encode(s.morgan_fp, 'base64') as morgan
          from product_structure s join products p on p.id = s.product_id
          where s.product_id > ${last} and p.status = 1
          order by s.product_id limit ${LOAD_ROWS}`,
    );
    const b = staged.pattern.length;
    const pattern = new Uint32Array(rows.length * WORDS);
    const morgan = new Uint32Array(rows.length * WORDS);
    let n = 0;
    for (const r of rows) {
      const p = Buffer.from(r.pattern, 'base64');
      const m = Buffer.from(r.morgan, 'base64');
      if (p.length !== FP_BYTES || m.length !== FP_BYTES) continue;
      pattern.set(wordsOf(p), n * WORDS);
      morgan.set(wordsOf(m), n * WORDS);
      staged.ids.push(r.id);
      staged.heavy.push(r.heavy);
      staged.smiles.push(r.smiles);
      staged.canonical.push(r.canonical);
      staged.batch.push(b);
      staged.slot.push(n++);
    }
    staged.pattern.push(pattern);
    staged.morgan.push(morgan);
    if (rows.length < LOAD_ROWS) return staged;
    last = rows[rows.length - 1].id;
    await yieldToEventLoop();
  }
}

async function load(db: Db, signature: string): Promise<StructureIndex> {
  const rdkit = await getRDKit();
  const staged = await readRows(db);
  const size = staged.ids.length;
  // Smallest molecules first (substructure chunks stop early on the small ones), then by id.
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => staged.heavy[a] - staged.heavy[b] || staged.ids[a] - staged.ids[b]);
  const index: StructureIndex = {
    signature,
    size,
    ids: new Int32Array(size),
    smiles: new Array<string>(size),
    pattern: new Uint32Array(size * WORDS),
    morgan: new Uint32Array(size * WORDS),
    morganBits: new Uint16Array(size),
    libs: [],
  };
  let lib: SubstructLibrary | null = null;
  for (let i = 0; i < size; i++) {
    // 100k rows take seconds: let requests through meanwhile.
    if (i % LOAD_ROWS === LOAD_ROWS - 1) await yieldToEventLoop();
    const from = order[i];
    const batch = staged.batch[from];
    const at = staged.slot[from] * WORDS;
    index.ids[i] = staged.ids[from];
    index.smiles[i] = staged.smiles[from];
    index.pattern.set(staged.pattern[batch].subarray(at, at + WORDS), i * WORDS);
    index.morgan.set(staged.morgan[batch].subarray(at, at + WORDS), i * WORDS);
    index.morganBits[i] = popcount(index.morgan, i * WORDS, (i + 1) * WORDS);
    if (i % CHUNK === 0) {
      lib = new rdkit.SubstructLibrary();
      index.libs.push({ lib, offset: i, size: 0 });
    }
    lib!.add_trusted_smiles_and_pattern_fp(staged.canonical[from], bitVectPickle(new Uint8Array(index.pattern.buffer, i * FP_BYTES, FP_BYTES)));
    index.libs[index.libs.length - 1].size += 1;
  }
  return index;
}

/** The loaded index, reloaded when the listed catalogue changed (catalogueSignature). Concurrent callers share one load. */
export async function structureIndex(db: Db): Promise<StructureIndex> {
  const signature = await catalogueSignature(db);
  if (current && current.signature === signature) return current;
  if (loading) return loading;
  loading = (async () => {
    const fresh = await load(db, signature);
    const old = current;
    current = fresh;
    for (const { lib } of old?.libs ?? []) lib.delete();
    return fresh;
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Forget the index (tests, benchmark): the next search loads it again. */
export function resetStructureIndex() {
  for (const { lib } of current?.libs ?? []) lib.delete();
  current = null;
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

function wordsOf(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + FP_BYTES));
}

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

export interface StructureHit {
  productId: number;
  /** Atom indices (in the product's stored SMILES) matched by the query; empty when not computed. */
  atoms: number[];
  similarity: number | null;
}

export interface StructureSearchResult {
  mode: StructureMode;
  hits: StructureHit[];
  total: number;
  /** False when the search stopped at MAX_HITS or the time budget: `total` is then a lower bound. */
  complete: boolean;
  /** Substructure: products passing the fingerprint screen (an upper bound of the matches). */
  screened: number | null;
  elapsedMs: number;
}

interface SearchInput {
  query: string;
  mode: StructureMode;
  threshold: number;
  limit: number;
  offset: number;
  /** Overrides of MAX_HITS and TIME_BUDGET_MS (tests, benchmark). */
  maxHits?: number;
  budgetMs?: number;
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

async function substructure(db: Db, rdkit: RDKitModule, query: RDKitMol, input: SearchInput): Promise<StructureSearchResult> {
  const index = await structureIndex(db);
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
  const screened = complete ? rows.length : screenCount(index, wordsOf(new Uint8Array(query.get_pattern_fp_as_uint8array(JSON.stringify({ nBits: FP_BYTES * 8 })) as Uint8Array)));
  const page = rows.slice(input.offset, input.offset + input.limit);
  const hits = page.map((row) => ({ productId: index.ids[row], atoms: matchAtoms(rdkit, index.smiles[row], query), similarity: null }));
  return { mode: 'substructure', hits, total: rows.length, complete, screened, elapsedMs: 0 };
}

async function similarity(db: Db, rdkit: RDKitModule, query: RDKitMol, input: SearchInput): Promise<StructureSearchResult> {
  const index = await structureIndex(db);
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
  return { mode: 'similarity', hits, total: found.length, complete: true, screened: null, elapsedMs: 0 };
}

async function exact(db: Db, rdkit: RDKitModule, query: RDKitMol, input: SearchInput): Promise<StructureSearchResult> {
  let inchiKey = '';
  try {
    const inchi = query.get_inchi();
    inchiKey = inchi ? rdkit.get_inchikey_for_inchi(inchi) : '';
  } catch {
    inchiKey = '';
  }
  const canonical = query.get_smiles();
  const where = inchiKey ? sql`p.inchi_key = ${inchiKey}` : sql`p.canonical_smiles = ${canonical}`;
  const rows = await queryRows<{ id: number; smiles: string }>(
    db,
    sql`select p.id, p.smiles from products p
        where p.status = 1 and ${where} order by char_length(p.name_cn), p.id limit ${input.limit} offset ${input.offset}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where p.status = 1 and ${where}`);
  const hits = rows.map((r) => ({ productId: r.id, atoms: matchAtoms(rdkit, r.smiles, query), similarity: 1 }));
  return { mode: 'exact', hits, total, complete: true, screened: null, elapsedMs: 0 };
}

/**
 * Why a search found nothing, when we can tell: a similarity query of few heavy atoms has few fingerprint bits, so
 * its Tanimoto against the (larger) catalogue molecules stays under the threshold — a lower threshold or a
 * substructure search finds them (benzene at 0.7 finds nothing; as a substructure, most of the catalogue).
 */
export function structureHint(result: Pick<StructureSearchResult, 'mode' | 'total'>, heavyAtoms: number): StructureHint | null {
  return result.mode === 'similarity' && result.total === 0 && heavyAtoms <= SMALL_QUERY_ATOMS ? 'smallQuery' : null;
}

/** Runs a structure search. Throws StructureQueryError ('无法识别的结构式') for a query RDKit cannot read. */
export async function searchStructure(db: Db, input: SearchInput): Promise<StructureSearchResult & { hint: StructureHint | null }> {
  const started = performance.now();
  const rdkit = await getRDKit();
  const query = parseQuery(rdkit, input.query);
  try {
    const result =
      input.mode === 'similarity'
        ? await similarity(db, rdkit, query, input)
        : input.mode === 'exact'
          ? await exact(db, rdkit, query, input)
          : await substructure(db, rdkit, query, input);
    return { ...result, elapsedMs: Math.round(performance.now() - started), hint: structureHint(result, query.get_num_atoms(true)) };
  } finally {
    query.delete();
  }
}
