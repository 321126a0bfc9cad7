import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { storefrontConfig } from '../config/storefront';
import { markPageDegraded, markPageUnavailable, UNAVAILABLE_DIGEST } from '../http/page-state';
import { MSG } from '../messages';
import { ApiFailure, type ApiClient } from './client';
import { publicServerApi } from './server';

/**
 * The storefront's one way to read the mall API for a page (lib/catalogue/read.ts, lib/search/read.ts …):
 * session-less, in Next's data cache with tags, under a time limit, logged, and answering one result type.
 *
 *  - `{ ok: true, data }`, or `{ ok: false, refused, message }`: `refused` is the API's own "no" (code 0:
 *    an unknown id, input it refuses) with its message — an answer, cached like data; otherwise the API
 *    could not be reached or was too slow and `message` is the read's generic failure text. Failures
 *    throw inside the cached function, so they are never cached; nor is a page that shows one (the render is
 *    marked degraded: lib/http/page-state.ts, lib/cache/degraded.mjs).
 *  - Entries live `ttlSeconds` (default 300) and carry `tags` (lib/api/contract/internal.ts): the API's
 *    page-refresh hook revalidates them by tag, and a cached page that used them goes stale with them.
 *  - The key includes API_ORIGIN: two storefronts on one build (live and mocked tests) never share.
 *  - Reading during `next build` logs READ_AT_BUILD_MARKER: scripts/test.mjs fails the build on it, since
 *    the API is not running then and a page prerendered with a read would ship its failure state.
 *
 * Why unstable_cache and not `'use cache'` + cacheTag: docs/adr/0006-page-cache.md.
 */
export type Read<T> = { ok: true; data: T } | { ok: false; refused: boolean; message: string };

export const READ_AT_BUILD_MARKER = '[storefront-read-at-build]';
const DEFAULT_TTL_S = 300;
const DEFAULT_TIMEOUT_MS = 4000;

type Answer<T> = { ok: true; data: T } | { ok: false; refused: true; message: string };

export interface ReadOptions<A extends unknown[]> {
  /** Cache tags: fixed, or from the arguments (a per-product tag). */
  tags: readonly string[] | ((...args: A) => string[]);
  ttlSeconds?: number;
  timeoutMs?: number;
  /** false: always ask the API (a keyword search the API counts for 热门搜索). */
  cached?: boolean;
  /** The text shown when the API cannot be reached (default MSG.systemBusy). */
  failureMessage?: string;
  /**
   * The API refuses this read only for a passing reason (a keyword search: a fault, maintenance), never for its
   * input: a refusal is then neither cached nor kept in a cached page, like a failure.
   */
  transientRefusals?: boolean;
}

/** A refusal that must not be cached: thrown inside the cached function, answered outside it. */
class TransientRefusal extends Error {}

async function answer<A extends unknown[], T>(fetch: (api: ApiClient, ...args: A) => Promise<T>, args: A, transientRefusals: boolean): Promise<Answer<T>> {
  try {
    return { ok: true, data: await fetch(publicServerApi(), ...args) };
  } catch (err) {
    if (err instanceof ApiFailure && err.kind === 'rejected') {
      if (transientRefusals) throw new TransientRefusal(err.message);
      return { ok: false, refused: true, message: err.message };
    }
    throw err;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Defines one read: `name` names it in logs and in the cache key. React's cache() shares it within a request. */
export function defineRead<A extends unknown[], T>(name: string, fetch: (api: ApiClient, ...args: A) => Promise<T>, options: ReadOptions<A>) {
  const { ttlSeconds = DEFAULT_TTL_S, timeoutMs = DEFAULT_TIMEOUT_MS, cached = true, failureMessage = MSG.systemBusy, transientRefusals = false } = options;
  const tagsOf = (args: A) => (typeof options.tags === 'function' ? options.tags(...args) : [...options.tags]);
  // A read without arguments (the category tree, a home section) asks nothing the API could refuse for its input:
  // its refusal is a passing fault too, never kept (a refused tree once stayed in the header for five minutes).
  const passing = (args: A) => transientRefusals || args.length === 0;
  const run = (args: A): Promise<Answer<T>> =>
    cached
      ? unstable_cache((...a: A) => answer(fetch, a, passing(a)), ['read', storefrontConfig.API_ORIGIN, name], { revalidate: ttlSeconds, tags: tagsOf(args) })(...args)
      : answer(fetch, args, passing(args));
  return cache(async (...args: A): Promise<Read<T>> => {
    if (process.env.NEXT_PHASE === 'phase-production-build') console.error(`${READ_AT_BUILD_MARKER} ${name} was read while building`);
    try {
      return await withTimeout(run(args), timeoutMs);
    } catch (err) {
      // Whatever the page shows instead of this read, it must not stay in the page cache.
      markPageDegraded();
      if (err instanceof TransientRefusal) return { ok: false, refused: true, message: err.message };
      console.error(`[read] ${name} unavailable: ${err instanceof Error ? err.message : String(err)}`);
      return { ok: false, refused: false, message: failureMessage };
    }
  });
}

/** Thrown into the error boundary when the main content of a page cannot be read. */
export class ReadUnavailable extends Error {
  /** Kept by Next as the error's digest: the error page tells "busy" from "broken" by it. */
  readonly digest = UNAVAILABLE_DIGEST;
  constructor(message: string) {
    super(message);
    this.name = 'ReadUnavailable';
  }
}

/** A page's main read: refused (unknown id) → the 404 page; unreachable → the error page, never a 200 with nothing in it. */
export function required<T>(read: Read<T>): T {
  if (read.ok) return read.data;
  if (read.refused) notFound();
  // The storefront server answers this page 503 + Retry-After instead of 500 (lib/http/page-state.ts).
  markPageUnavailable();
  throw new ReadUnavailable(read.message);
}

/** For metadata: the data, or null whatever went wrong (the page itself reports it). */
export const dataOrNull = <T>(read: Read<T>): T | null => (read.ok ? read.data : null);
