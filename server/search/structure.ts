import { sql } from 'drizzle-orm';
import { chem, ChemUnavailable } from '../chem/remote';
import type { Db } from '../db/client';
import { FP_BYTES, FP_WORDS, wordsOf } from './fingerprints';
import { catalogueSignature } from './signature';
import { queryRows } from './sql';
import { yieldToEventLoop } from './yield';
import type { EngineSearchResult, LoadedIndex, RowBatch, StructureHit, StructureMode } from './structure-engine';
import { SMALL_QUERY_ATOMS, type StructureHint } from '../../lib/api/contract/search';

export { MAX_HITS, StructureQueryError, TIME_BUDGET_MS, type StructureHit, type StructureMode } from './structure-engine';
export { ChemUnavailable };

/**
 * Structure search: the database side here, RDKit's side in server/search/structure-engine.ts — run in the chem
 * worker thread by default (server/chem/remote.ts `chem()`), so that none of it holds the API's event loop.
 *
 * The fingerprints live in `product_search` (bytea). Each API process loads them once into an in-memory
 * index in the engine (typed arrays; no Mol objects are kept) ordered by heavy-atom count, and reloads it when the
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

/** Rows read per query while loading: each query and its decoding stay a short block of the event loop. */
const LOAD_ROWS = 1000;

/**
 * The listed products' fingerprints, LOAD_ROWS at a time in product id order (primary-key range scans), yielding to
 * the event loop between queries, each batch handed to the engine (`send`) as it is read: one query of 100k rows
 * held the event loop for seconds (PGlite runs a query and parses its answer in one synchronous stretch), so
 * /healthz and keyword searches stalled during the warm-up. Rows without fingerprints (RDKit could not read the
 * SMILES) are skipped here rather than in SQL: a filter on length() made the planner expect a handful of rows and
 * sort the whole table for the first batches.
 */
async function readRows(db: Db, send: (batch: RowBatch) => Promise<void>): Promise<void> {
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
    const batch: RowBatch = { ids: [], heavy: [], smiles: [], canonical: [], pattern: new Uint32Array(rows.length * FP_WORDS), morgan: new Uint32Array(rows.length * FP_WORDS) };
    let n = 0;
    for (const r of rows) {
      const p = Buffer.from(r.pattern, 'base64');
      const m = Buffer.from(r.morgan, 'base64');
      if (p.length !== FP_BYTES || m.length !== FP_BYTES) continue;
      batch.pattern.set(wordsOf(p), n * FP_WORDS);
      batch.morgan.set(wordsOf(m), n * FP_WORDS);
      batch.ids.push(r.id);
      batch.heavy.push(r.heavy);
      batch.smiles.push(r.smiles);
      batch.canonical.push(r.canonical);
      n++;
    }
    if (n < rows.length) {
      batch.pattern = batch.pattern.slice(0, n * FP_WORDS);
      batch.morgan = batch.morgan.slice(0, n * FP_WORDS);
    }
    await send(batch);
    if (rows.length < LOAD_ROWS) return;
    last = rows[rows.length - 1].id;
    await yieldToEventLoop();
  }
}

let loading: Promise<LoadedIndex> | null = null;

/** The engine's index, (re)loaded when the listed catalogue changed (catalogueSignature). Concurrent callers share one load. */
export async function structureIndex(db: Db): Promise<LoadedIndex> {
  const engine = chem();
  const signature = await catalogueSignature(db);
  const have = engine.loaded();
  if (have && have.signature === signature) return have;
  if (loading) return loading;
  loading = (async () => {
    await engine.beginLoad(signature);
    await readRows(db, (batch) => engine.addRows(batch));
    return engine.endLoad();
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Forget the index (tests, benchmark): the next search loads it again. */
export function resetStructureIndex() {
  chem()
    .reset()
    .catch(() => {});
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

async function exact(db: Db, input: SearchInput): Promise<EngineSearchResult> {
  const engine = chem();
  const { inchiKey, canonical, heavyAtoms } = await engine.identify(input.query);
  const where = inchiKey ? sql`p.inchi_key = ${inchiKey}` : sql`p.canonical_smiles = ${canonical}`;
  const rows = await queryRows<{ id: number; smiles: string }>(
    db,
    sql`select p.id, p.smiles from products p
        where p.status = 1 and ${where} order by char_length(p.name_cn), p.id limit ${input.limit} offset ${input.offset}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where p.status = 1 and ${where}`);
  const atoms = await engine.matchAtoms(input.query, rows.map((r) => r.smiles));
  const hits = rows.map((r, i) => ({ productId: r.id, atoms: atoms[i], similarity: 1 }));
  return { mode: 'exact', hits, total, complete: true, screened: null, heavyAtoms };
}

/**
 * Why a search found nothing, when we can tell: a similarity query of few heavy atoms has few fingerprint bits, so
 * its Tanimoto against the (larger) catalogue molecules stays under the threshold — a lower threshold or a
 * substructure search finds them (benzene at 0.7 finds nothing; as a substructure, most of the catalogue).
 */
export function structureHint(result: Pick<StructureSearchResult, 'mode' | 'total'>, heavyAtoms: number): StructureHint | null {
  return result.mode === 'similarity' && result.total === 0 && heavyAtoms <= SMALL_QUERY_ATOMS ? 'smallQuery' : null;
}

/**
 * Runs a structure search. Throws StructureQueryError ('无法识别的结构式') for a query RDKit cannot read, and
 * ChemUnavailable when the chem worker stopped during the search (the next search starts another).
 */
export async function searchStructure(db: Db, input: SearchInput): Promise<StructureSearchResult & { hint: StructureHint | null }> {
  const started = performance.now();
  let found: EngineSearchResult;
  if (input.mode === 'exact') {
    found = await exact(db, input);
  } else {
    await structureIndex(db);
    found = await chem().search({ ...input, mode: input.mode });
  }
  const { heavyAtoms, ...result } = found;
  return { ...result, elapsedMs: Math.round(performance.now() - started), hint: structureHint(result, heavyAtoms) };
}
