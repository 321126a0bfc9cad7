/**
 * The storefront's page and data cache when REDIS_URL is set (next.config.ts `cacheHandler`; without
 * REDIS_URL Next keeps its own in-memory cache and this file is not loaded). Plain ESM: Next imports it
 * at run time from the built server, untranspiled.
 *
 * Every cached page and every cached read (unstable_cache, lib/api/read.ts) is stored in Redis through
 * @fortedigital/nextjs-cache-handler's `redis-strings` store, with its tags, under a key prefix of this
 * build (`refmall:{BUILD_ID}:`), so all storefronts of one build share one cache and two builds never
 * share an entry. In front of Redis each process keeps a local LRU of PAGE_CACHE_MB (Next's
 * cacheMaxMemorySize, sized like Next's own memory cache) so that a hot page is not fetched and decoded
 * from Redis on every visit. The local copies stay correct through one counter in Redis, the
 * revalidation epoch: revalidateTag deletes the tagged entries in Redis and then increments it; every
 * read first asks for it (a few bytes) and drops the whole local LRU when it moved. So a tag revalidated
 * on one storefront is a miss on every storefront at the next request.
 *
 * Redis gone, hung or slow: no call waits more than REDIS_TIMEOUT_MS for it; after a timeout or an error
 * Redis is marked down (logged once) and the process serves from its local LRU alone, without calling
 * Redis, until a probe's PING is answered in time (lib/cache/redis-link.mjs) — never an error page. Writes
 * made meanwhile stay in this process's memory; tags revalidated meanwhile are expired in Redis when it is
 * back. Then the local LRU is dropped (revalidations of the other storefronts during the outage were missed)
 * and Redis is used again (logged once). docs/adr/0007-shared-cache.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import createRedisStore from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru';
import { keepsEntry } from './degraded.mjs';
import { createRedisLink, withTimeout } from './redis-link.mjs';

const IMPLICIT_TAG = '_N_T_';
const ONE_YEAR_S = 365 * 24 * 3600;
const MAX_INT32 = 2 ** 31 - 1;
/** REDIS_TIMEOUT_MS when unset (lib/config/storefrontEnv.ts checks the setting when the server starts). */
const DEFAULT_REDIS_TIMEOUT_MS = 1000;
/** Tags revalidated while Redis is down that are remembered one by one; beyond, the shared entries are dropped. */
const MAX_MISSED_TAGS = 1000;
const DEFAULT_LOCAL_BYTES = 256 * 1024 * 1024;
/** lru-cache allocates its index for this many entries up front (~5 MB); PAGE_CACHE_MB is the real limit. */
const MAX_LOCAL_ITEMS = 200_000;

const log = (message, err) => console.warn(`[cache] ${message}${err ? `: ${err instanceof Error ? err.message : String(err)}` : ''}`);

/** Rough size of an entry, as Next's own memory cache counts it (memory-cache.external.js). */
function entrySize(entry, key) {
  const value = entry?.value;
  let size = 25;
  if (value?.kind === 'FETCH') size = JSON.stringify(value.data ?? '').length;
  else if (value?.kind === 'APP_ROUTE') size = value.body?.length ?? 0;
  else if (value?.kind === 'APP_PAGE') {
    size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + (value.postponed?.length ?? 0);
    for (const [segment, buffer] of value.segmentData ?? []) size += segment.length + (buffer?.length ?? 0);
  } else if (value) size = JSON.stringify(value).length;
  return key.length + Math.max(1, size);
}

/** This process's cache: an LRU with tags (revalidated implicit path tags remembered by time). */
function createLocalStore(maxBytes) {
  const newLru = () => createConfiguredCache(entrySize, { maxItemsNumber: MAX_LOCAL_ITEMS, maxItemSizeBytes: maxBytes });
  let lru = newLru();
  const pathRevalidatedAt = new Map();
  return {
    get(key, implicitTags) {
      const entry = lru.get(key);
      if (!entry) return null;
      for (const tag of [...entry.tags, ...implicitTags]) {
        if ((pathRevalidatedAt.get(tag) ?? 0) > entry.lastModified) {
          lru.delete(key);
          return null;
        }
      }
      return entry;
    },
    set(key, entry, onlyIfMissing) {
      if (onlyIfMissing && lru.has(key)) return;
      lru.set(key, entry);
    },
    revalidateTag(tag) {
      for (const [key, entry] of lru.entries()) if (entry.tags.includes(tag)) lru.delete(key);
      if (tag.startsWith(IMPLICIT_TAG)) pathRevalidatedAt.set(tag, Date.now());
    },
    delete(key) {
      lru.delete(key);
    },
    clear() {
      lru = newLru();
    },
  };
}

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

/**
 * The store behind the handler: Redis (shared) with the local LRU in front, or the local LRU alone.
 * Every method resolves, within REDIS_TIMEOUT_MS at most; while Redis is down (lib/cache/redis-link.mjs)
 * the local LRU alone answers, at once.
 */
function createStore({ redisUrl, keyPrefix, localBytes, timeoutMs }) {
  const local = createLocalStore(localBytes);
  if (!redisUrl) return { ...localOnly(local), close: async () => {} };

  const epochKey = `${keyPrefix}__revalidation_epoch__`;
  let localEpoch = null; // the epoch the local LRU is consistent with
  // Tags revalidated here while Redis was down, expired there too when it answers again.
  const missedTags = new Set();
  let missedTooMany = false;
  const link = createRedisLink({ url: redisUrl, timeoutMs, log, resume: catchUp });
  const { client } = link;
  const redis = createRedisStore({ client, keyPrefix, timeoutMs });

  /** The tag's entries deleted in Redis, then the epoch moved: a miss on every storefront. */
  async function expireShared(tag) {
    await redis.revalidateTag(tag);
    await client.incr(epochKey);
  }

  /** Every entry of this build deleted in Redis, then the epoch moved (kept, so it only counts up): all LRUs dropped. */
  async function dropShared() {
    let cursor = '0';
    do {
      const page = await withTimeout(client.scan(cursor, { MATCH: `${keyPrefix}*`, COUNT: 1000 }), timeoutMs);
      const keys = page.keys.filter((key) => key !== epochKey);
      if (keys.length) await withTimeout(client.unlink(keys), timeoutMs);
      cursor = page.cursor;
    } while (cursor !== '0');
    await withTimeout(client.incr(epochKey), timeoutMs);
  }

  /**
   * Redis answers again: the revalidations made here meanwhile are done there too (beyond MAX_MISSED_TAGS,
   * this build's shared entries are dropped), and the local LRU starts over — the other storefronts'
   * revalidations were not seen.
   */
  async function catchUp() {
    let note = '';
    if (missedTooMany) {
      await dropShared();
      note = `more than ${MAX_MISSED_TAGS} tags revalidated meanwhile: this build's shared entries dropped`;
    } else if (missedTags.size) {
      note = `${missedTags.size} tag(s) revalidated meanwhile expired there too`;
      for (const tag of missedTags) {
        await withTimeout(expireShared(tag), timeoutMs);
        missedTags.delete(tag);
      }
    }
    missedTags.clear();
    missedTooMany = false;
    local.clear();
    localEpoch = null;
    return note;
  }

  return {
    async get(key, implicitTags) {
      if (!link.usable()) return local.get(key, implicitTags);
      try {
        return await link.run(async (current) => {
          const epoch = await client.get(epochKey);
          if (!current()) return null;
          if (epoch !== localEpoch) {
            local.clear();
            localEpoch = epoch;
          }
          const near = local.get(key, implicitTags);
          if (near) return near;
          const shared = await redis.get(key, { implicitTags });
          if (shared && current()) local.set(key, shared, false);
          return shared;
        });
      } catch {
        return local.get(key, implicitTags);
      }
    },
    async set(key, entry, onlyIfMissing) {
      local.set(key, entry, onlyIfMissing);
      if (link.usable()) await link.run(() => redis.set(key, entry, { setOnlyIfNotExists: onlyIfMissing })).catch(() => {});
    },
    async revalidateTag(tag) {
      local.revalidateTag(tag);
      const expired = link.usable() && (await link.run(() => expireShared(tag)).then(() => true, () => false));
      if (expired) return;
      if (missedTags.has(tag) || missedTags.size < MAX_MISSED_TAGS) missedTags.add(tag);
      else missedTooMany = true;
    },
    async delete(key) {
      local.delete(key);
      if (link.usable()) await link.run(() => redis.delete(key)).catch(() => {});
    },
    close: () => link.close(),
  };
}

function localOnly(local) {
  return {
    get: async (key, implicitTags) => local.get(key, implicitTags),
    set: async (key, entry, onlyIfMissing) => local.set(key, entry, onlyIfMissing),
    revalidateTag: async (tag) => local.revalidateTag(tag),
    delete: async (key) => local.delete(key),
  };
}

// One store per process (per loaded copy of this module): Next creates a handler for every request.
let store;
/** Where the Redis-backed store is published to the app's own code in this process (lib/cache/shared.ts). */
const SHARED_STORE = Symbol.for('refmall.sharedCacheStore');

function storeFor(context) {
  if (!store) {
    // No Redis while building, nor for the copy Next bundles into proxy.ts (it gets no serverDistDir and
    // caches nothing: the proxy reads no cached data).
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const redisUrl = building || !context.serverDistDir ? undefined : process.env.REDIS_URL || undefined;
    const buildId = buildIdOf(context.serverDistDir ?? '.');
    const timeoutMs = Number(process.env.REDIS_TIMEOUT_MS) > 0 ? Number(process.env.REDIS_TIMEOUT_MS) : DEFAULT_REDIS_TIMEOUT_MS;
    store = createStore({ redisUrl, keyPrefix: `refmall:${buildId}:`, localBytes: context.maxMemoryCacheSize || DEFAULT_LOCAL_BYTES, timeoutMs });
    if (redisUrl) {
      console.info(`[cache] pages and cached reads shared through Redis (${new URL(redisUrl).host}, build ${buildId})`);
      globalThis[SHARED_STORE] = store; // for POST /internal/revalidate (lib/cache/shared.ts)
    }
  }
  return store;
}

/** Closes this module's Redis connection (tests; Next never calls it). */
export async function closeCacheStore() {
  const current = store;
  store = undefined;
  if (globalThis[SHARED_STORE] === current) delete globalThis[SHARED_STORE];
  await current?.close();
}

function tagsOfHeaders(headers) {
  const value = headers?.['x-next-cache-tags'];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? value.split(',') : [];
}

/** Next's incremental-cache handler interface (next/dist/server/lib/incremental-cache). */
export default class RefmallCacheHandler {
  constructor(context) {
    this.store = storeFor(context ?? {});
  }

  async get(key, ctx = {}) {
    const entry = await this.store.get(key, ctx.softTags ?? []);
    if (!entry) return null;
    if (entry.lifespan && entry.lifespan.expireAt < Math.floor(Date.now() / 1000)) {
      await this.store.delete(key);
      return null;
    }
    return entry;
  }

  async set(key, value, ctx = {}) {
    // A render that showed a failed read is answered but not kept (lib/cache/degraded.mjs).
    if (!keepsEntry(value)) return;
    const revalidate = value?.kind === 'FETCH' ? value.revalidate : (ctx.cacheControl?.revalidate ?? ctx.revalidate);
    const lastModified = Math.round(ctx.internal_lastModified ?? Date.now());
    const lastModifiedAt = Math.floor(lastModified / 1000);
    const staleAge = revalidate || ONE_YEAR_S;
    const expireAge = Math.min(Math.floor(staleAge * 1.5), MAX_INT32);
    const lifespan = { lastModifiedAt, staleAge, staleAt: lastModifiedAt + staleAge, expireAge, expireAt: lastModifiedAt + expireAge, revalidate };
    // A page's or route's tags (its reads' tags included) travel in its x-next-cache-tags header.
    const tags = value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE' ? tagsOfHeaders(value.headers) : (ctx.tags ?? []);
    // cacheControl travels with the entry: a storefront that did not render the page itself takes the page's
    // revalidate time from it (next/dist/server/lib/incremental-cache; without it, 1 s: served as STALE).
    const entry = { lastModified, lifespan, tags: Object.freeze([...tags]), value, ...(ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
    await this.store.set(key, entry, ctx.setOnlyIfNotExists === true);
  }

  async revalidateTag(tags) {
    for (const tag of typeof tags === 'string' ? [tags] : tags) await this.store.revalidateTag(tag);
  }

  resetRequestCache() {}
}
