import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { indexMissingProducts, mergePendingIndexEntries } from './indexer';
import { indexKnowledge } from './knowledge/indexer';
import { structureIndex } from './structure';
import { freshCatalogueWords } from './words';

/**
 * At API start-up: index products that have no search row (a database seeded before the search tables
 * existed, or products added by hand) — one anti-join when there are none —, the methods and standards whose text
 * changed (knowledge_search; a hash comparison when none did), and merge the GIN pending
 * lists (mergePendingIndexEntries: PGlite never vacuums). Then, in the background, teach the tokeniser the
 * catalogue's drug names and load the structure index, so the first searches are fast.
 */
export async function prepareSearch(db: Db, logger: Logger): Promise<void> {
  const { indexed, ms } = await indexMissingProducts(db);
  if (indexed) logger.info({ indexed, ms }, 'indexed products for search');
  // Methods and standards (knowledge_search): rows of new or changed records, none when nothing changed.
  for (const k of await indexKnowledge(db)) if (k.indexed || k.removed) logger.info(k, 'indexed knowledge records for search');
  const merged = await mergePendingIndexEntries(db);
  if (merged) logger.info({ pages: merged }, 'merged pending search index entries');
  void (async () => {
    const started = performance.now();
    await freshCatalogueWords(db);
    const index = await structureIndex(db);
    logger.info({ structures: index.size, ms: Math.round(performance.now() - started) }, 'search warmed up');
  })().catch((err: unknown) => logger.warn({ err }, 'search warm-up failed'));
}
