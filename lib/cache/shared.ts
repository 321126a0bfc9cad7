/**
 * The shared cache (REDIS_URL, lib/cache/cache-handler.mjs) as the app's own server code reaches it: the
 * handler publishes its store on globalThis under this symbol when it uses Redis. Next runs a route
 * handler's revalidateTag calls only after the answer is sent (waitUntil); POST /internal/revalidate awaits
 * this first, so when the mall API gets its answer the tags are expired on every storefront.
 */
const SHARED_STORE = Symbol.for('refmall.sharedCacheStore');

interface SharedStore {
  revalidateTag(tag: string): Promise<void>;
}

/** Expires the tags in the shared cache now; nothing without REDIS_URL (Next's own cache, in this process). */
export async function expireSharedTags(tags: readonly string[]): Promise<void> {
  const store = (globalThis as Record<symbol, SharedStore | undefined>)[SHARED_STORE];
  if (!store) return;
  for (const tag of tags) await store.revalidateTag(tag);
}
