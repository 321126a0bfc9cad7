/**
 * The storefront's page and data cache of a single process (no REDIS_URL): Next's own cache (in memory, an LRU of
 * PAGE_CACHE_MB; isrFlushToDisk is off), except that a degraded render — one that showed a failed read — is not
 * stored (lib/cache/degraded.mjs). Plain ESM: Next imports it at run time from the built server, untranspiled.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { keepsEntry } from './degraded.mjs';

const NextCache = fileSystemCache.default ?? fileSystemCache;

export default class LocalCacheHandler extends NextCache {
  async set(key, data, ctx) {
    if (!keepsEntry(data)) return;
    return super.set(key, data, ctx);
  }
}
