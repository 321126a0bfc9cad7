import type { Logger } from 'pino';
import type { Database } from './db/client';
import { withAdvisoryLock } from './db/lock';
import { seedCatalogue } from './db/seed/seed';
import { indexSearch } from './search/startup';

export interface StartupOptions {
  /** DATABASE_URL: set for PostgreSQL (the work runs under the start-up advisory lock), unset for PGlite. */
  url?: string;
  /** SEED_ON_START. */
  seed: boolean;
  logger: Logger;
}

/**
 * An API process's database work before it serves: migrations, the seed (idempotent: an already seeded database
 * only gets what later seed versions added) and start-up search indexing. Several API processes may start together
 * on one PostgreSQL database: the work runs under one advisory lock (server/db/lock.ts), so the first does it and
 * the others wait, then find it done.
 */
export async function prepareDatabase(database: Database, { url, seed, logger }: StartupOptions): Promise<void> {
  await withAdvisoryLock({ url, onWait: () => logger.info('another API process is preparing the database: waiting for it') }, async () => {
    await database.migrate();
    if (seed) {
      const result = await seedCatalogue(database.db);
      if (result.seeded) logger.info({ products: result.products }, 'seeded the catalogue');
    }
    await indexSearch(database.db, logger);
  });
}
