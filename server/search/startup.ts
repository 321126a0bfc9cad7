import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { indexMissingProducts, mergePendingIndexEntries } from './indexer';
import { indexKnowledge } from './knowledge/indexer';
import { structureIndex } from './structure';
import { freshCatalogueWords } from './words';

/**
 * At API start-up (server/startup.ts, under the start-up lock): index products that have no search row (a database
 * seeded before the search tables existed, or products added by hand) — one anti-join when there are none —, the
 * methods and standards whose text changed (knowledge_search; a hash comparison when none did), and merge the GIN
 * pending lists (mergePendingIndexEntries: PGlite never vacuums).
 */
export async function indexSearch(db: Db, logger: Logger): Promise<void> {
  const { indexed, ms } = await indexMissingProducts(db);
  if (indexed) logger.info({ indexed, ms }, 'indexed products for search');
  // Methods and standards (knowledge_search): rows of new or changed records, none when nothing changed.
  for (const k of await indexKnowledge(db)) if (k.indexed || k.removed) logger.info(k, 'indexed knowledge records for search');
  const merged = await mergePendingIndexEntries(db);
  if (merged) logger.info({ pages: merged }, 'merged pending search index entries');
}

/**
 * Then, in the background, teach the tokeniser the catalogue's drug names and load the structure index, so the
 * first searches are fast. Started before the API listens: a search arriving meanwhile joins the load under way
 * (freshCatalogueWords and structureIndex share one load among concurrent callers) instead of starting its own.
 * Resolves when warm (tests, benchmark); never rejects.
 */
export function warmUpSearch(db: Db, logger: Logger): Promise<void> {
  return (async () => {
    const started = performance.now();
    await freshCatalogueWords(db);
    const words = Math.round(performance.now() - started);
    const index = await structureIndex(db);
    logger.info({ structures: index.size, wordsMs: words, ms: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 2 ** 20) }, 'search warmed up');
  })().catch((err: unknown) => logger.warn({ err }, 'search warm-up failed'));
}
