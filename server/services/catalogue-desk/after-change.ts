import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { revalidateBody } from '../../../lib/api/contract/internal';
import type { Db } from '../../db/client';
import { productSearch } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { indexProducts } from '../../search/indexer';
import { forgetCatalogueSignature } from '../../search/signature';
import { recordCompound } from '../compound-records';
import { refreshStorefrontCache } from '../storefront-cache';

/*
 * What a desk change does beyond its own rows, so that it shows everywhere within 5 seconds:
 * - in its transaction (inChange): the product's search rows are rewritten (server/search/indexer.ts: keyword row,
 *   fingerprints, the tokeniser's words) and its data record follows (compound-records.ts). The search rows' new
 *   indexed_at is the catalogue signature every API process checks at most every 5 s (server/search/signature.ts):
 *   on that check the other processes reload their structure index and words, and the catalogue downloads renew;
 * - after the commit (published): this process forgets its seen signature, so its next search reloads at once, and
 *   the storefronts drop their cached pages of the change (CACHE_TAG; best effort, they expire in 5 minutes anyway).
 */

type Tags = z.input<typeof revalidateBody>['tags'];

/** Re-indexes the changed products and brings the data records of their InChIKeys up to date, in the change's transaction. */
export async function inChange(tx: Db, change: { productIds: number[]; inchiKeys?: string[] }): Promise<void> {
  if (change.productIds.length) await indexProducts(tx, { ids: change.productIds });
  for (const key of new Set(change.inchiKeys ?? [])) await recordCompound(tx, key);
}

/**
 * Stamps the products' search rows as changed without re-indexing them: for a change the search rows do not hold
 * (a brand's name, a category's) but the catalogue downloads print, which renew on the signature.
 */
export async function stampProducts(tx: Db, productIds: number[]): Promise<void> {
  if (productIds.length) await tx.update(productSearch).set({ indexedAt: sql`clock_timestamp()` }).where(inArray(productSearch.productId, productIds));
}

/** After the commit: this process sees the change on its next search, the storefronts drop the tagged pages. */
export async function published(deps: Pick<AppDeps, 'db' | 'config' | 'logger'>, tags: Tags): Promise<void> {
  forgetCatalogueSignature(deps.db);
  await refreshStorefrontCache(deps.config, deps.logger, [...new Set(tags)]);
}
