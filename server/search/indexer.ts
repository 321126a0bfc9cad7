import { asc, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productSearch, productStructure } from '../db/schema';
import { analyseProduct } from './analyse';
import { chemFeatures, elementCounts, elementSetOf } from './fingerprints';
import { queryRows } from './sql';
import { learnCatalogueWords } from './words';

/**
 * Fills `product_search` from `products`. The seed calls it after inserting the catalogue; the API calls
 * `indexMissingProducts` at start-up for a database seeded before the search tables existed. Re-run it
 * for a product after editing the product.
 */

const BATCH = 500;
const EMPTY = new Uint8Array(0);

type SourceRow = Pick<typeof products.$inferSelect, 'id' | 'nameCn' | 'nameEn' | 'synonyms' | 'cas' | 'code' | 'formula' | 'smiles' | 'status'>;

const sourceColumns = {
  id: products.id,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  synonyms: products.synonyms,
  cas: products.cas,
  code: products.code,
  formula: products.formula,
  smiles: products.smiles,
  status: products.status,
};

async function searchRows(p: SourceRow): Promise<{ search: typeof productSearch.$inferInsert; structure: typeof productStructure.$inferInsert }> {
  const text = analyseProduct(p);
  const chem = await chemFeatures(p.smiles);
  const elements = elementCounts(p.formula);
  return {
    search: {
      productId: p.id,
      ...text,
      cas: p.cas.trim(),
      code: p.code.trim().toLowerCase(),
      formula: p.formula,
      elements,
      elementSet: elementSetOf(elements),
      listed: p.status === 1,
      nameLen: Math.min([...p.nameCn].length, 32767),
      indexedAt: new Date(),
    },
    structure: {
      productId: p.id,
      heavyAtoms: chem?.heavyAtoms ?? 0,
      patternFp: chem?.patternFp ?? EMPTY,
      morganFp: chem?.morganFp ?? EMPTY,
    },
  };
}

export interface IndexResult {
  indexed: number;
  ms: number;
}

/** Every column but the key is replaced when a product is indexed again. */
const replaceAll = (table: typeof productSearch | typeof productStructure) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'productId')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
const replaceSearch = replaceAll(productSearch);
const replaceStructure = replaceAll(productStructure);

async function indexBatch(db: Db, batch: SourceRow[]) {
  const rows: Awaited<ReturnType<typeof searchRows>>[] = [];
  for (const p of batch) rows.push(await searchRows(p));
  await db.transaction(async (tx) => {
    await tx.insert(productStructure).values(rows.map((r) => r.structure)).onConflictDoUpdate({ target: productStructure.productId, set: replaceStructure });
    // product_search last: its indexed_at tells API processes to reload their structure index.
    await tx.insert(productSearch).values(rows.map((r) => r.search)).onConflictDoUpdate({ target: productSearch.productId, set: replaceSearch });
  });
}

/**
 * The GIN indexes of product_search (and knowledge_search) take new entries into a pending list (fastupdate) that every search
 * scans in full until a VACUUM merges it. PostgreSQL's autovacuum does that; PGlite has no autovacuum, so
 * after indexing 100k products each keyword search read ~500 pending pages (4 MB, 2-40 ms) before its real
 * work. Merging takes ~0.3 s at 100k rows and nothing when the list is empty. Never fails the caller: a role
 * that may not maintain the index only loses the speed-up.
 */
export async function mergePendingIndexEntries(db: Db): Promise<number> {
  try {
    // Its own (sub)transaction: inside the seed's transaction a refusal must not abort the caller's work.
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<{ pages: number }>(
        tx as unknown as Db,
        sql`select coalesce(sum(gin_clean_pending_list(c.oid)), 0)::int as pages
            from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
            where i.indrelid in ('product_search'::regclass, 'knowledge_search'::regclass) and am.amname = 'gin'`,
      );
      return row.pages;
    });
  } catch {
    return 0;
  }
}

/** Indexes the given products (all when `ids` is omitted), in batches, replacing existing rows. */
export async function indexProducts(db: Db, options: { ids?: number[]; onProgress?: (done: number) => void } = {}): Promise<IndexResult> {
  const started = performance.now();
  const { ids, onProgress } = options;
  let indexed = 0;
  if (ids) {
    for (let i = 0; i < ids.length; i += BATCH) {
      const slice = ids.slice(i, i + BATCH);
      await learnCatalogueWords(db, slice);
      const batch = await db.select(sourceColumns).from(products).where(inArray(products.id, slice)).orderBy(asc(products.id));
      if (batch.length) await indexBatch(db, batch);
      indexed += batch.length;
      onProgress?.(indexed);
    }
    if (indexed) await mergePendingIndexEntries(db);
    return { indexed, ms: Math.round(performance.now() - started) };
  }
  // The whole catalogue: learn every stem first, so the first rows are cut with the same dictionary as the last.
  await learnCatalogueWords(db);
  let lastId = 0;
  for (;;) {
    const batch = await db.select(sourceColumns).from(products).where(gt(products.id, lastId)).orderBy(asc(products.id)).limit(BATCH);
    if (batch.length === 0) break;
    await indexBatch(db, batch);
    indexed += batch.length;
    lastId = batch[batch.length - 1].id;
    onProgress?.(indexed);
  }
  if (indexed) await mergePendingIndexEntries(db);
  return { indexed, ms: Math.round(performance.now() - started) };
}

/** Indexes products that have no search row yet (cheap when there are none: one anti-join). */
export async function indexMissingProducts(db: Db): Promise<IndexResult> {
  const missing = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(productSearch, sql`${productSearch.productId} = ${products.id}`)
    .where(isNull(productSearch.productId));
  if (missing.length === 0) return { indexed: 0, ms: 0 };
  return indexProducts(db, { ids: missing.map((m) => m.id) });
}
