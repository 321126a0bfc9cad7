/** Types of cache-handler.mjs (plain ESM, loaded by Next at run time; typed here for the tests). */
export interface CacheHandlerContext {
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
  dev?: boolean;
}
export interface CacheEntry {
  lastModified: number;
  lifespan: { expireAt: number; staleAt: number; revalidate?: number | false } | null;
  tags: readonly string[];
  value: unknown;
}
export default class RefmallCacheHandler {
  constructor(context: CacheHandlerContext);
  get(key: string, ctx?: { softTags?: string[]; [k: string]: unknown }): Promise<CacheEntry | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[]; revalidate?: number | false; [k: string]: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function closeCacheStore(): Promise<void>;
