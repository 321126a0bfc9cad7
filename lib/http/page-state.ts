import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * "The mall API could not answer this page": a page whose main read timed out or failed (lib/api/read.ts
 * `required`) is answered 503 with Retry-After — never the 500 of a broken page — by the storefront's HTTP
 * server (scripts/storefront-server.ts), and its error page says the shop is busy (app/error.tsx).
 *
 * The server runs each request in an AsyncLocalStorage holding a PageState; Next renders inside that async context,
 * so the read marks the state, and the server turns the render's 500 into a 503 when its headers are written.
 * The storage is found through a global symbol: the server and Next's compiled page code are different module copies.
 */
export interface PageState {
  unavailable: boolean;
  /**
   * Some read of this render failed or was refused for a passing reason (lib/api/read.ts): the page shows a
   * 「加载失败」 note or the API's words instead of data. Such a render is answered but never stored in the page
   * cache (lib/cache/degraded.mjs), so the next visitor gets a fresh render, not the failure for minutes.
   */
  degraded?: boolean;
}

interface StateStore {
  getStore(): PageState | undefined;
}

const PAGE_STATE = Symbol.for('refmall.storefront.pageState');
/** The digest an unavailable page's error carries to the error boundary (Next keeps a digest set on the error). */
export const UNAVAILABLE_DIGEST = 'API_UNAVAILABLE';
/** Seconds a client or crawler should wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

export function registerPageState(store: StateStore): void {
  (globalThis as Record<symbol, unknown>)[PAGE_STATE] = store;
}

/** Marks the request being rendered as one the API could not answer (no-op outside the storefront server). */
export function markPageUnavailable(): void {
  const store = (globalThis as Record<symbol, StateStore | undefined>)[PAGE_STATE];
  const state = store?.getStore();
  if (state) state.unavailable = true;
}

/** Marks the request being rendered as showing a failed read (no-op outside the storefront server). */
export function markPageDegraded(): void {
  const store = (globalThis as Record<symbol, StateStore | undefined>)[PAGE_STATE];
  const state = store?.getStore();
  if (state) state.degraded = true;
}

/**
 * A 500 written for a request marked unavailable goes out as 503 + Retry-After, uncached. So does a 500 whose page
 * carries the unavailable digest without this request having rendered it: Next renders a cached page once for all
 * the requests that ask for it at the same moment, and only the rendering request's state was marked (seen under
 * the load bench: goods-detail 500s beside the 503s). Such a 500 is held back whole (a 500 is rare and small),
 * read for the digest, then sent as 503 or as the 500 it was.
 */
export function answerUnavailableAs503(res: ServerResponse, state: PageState): void {
  const writeHead = res.writeHead as (...a: unknown[]) => ServerResponse;
  const write = res.write as (...a: unknown[]) => boolean;
  const end = res.end as (...a: unknown[]) => ServerResponse;
  let held: { rest: unknown[]; chunks: Buffer[] } | null = null;
  const as503 = (r: ServerResponse) => {
    r.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    r.setHeader('Cache-Control', 'no-store');
  };
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && state.unavailable) {
      as503(this);
      return writeHead.call(this, 503, ...rest);
    }
    if (statusCode === 500) {
      if (held) held.rest = rest;
      else held = { rest, chunks: [] };
      return this;
    }
    return writeHead.call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
  const chunkOf = (chunk: unknown, encoding: unknown) =>
    typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
  // Headers not written yet on a 500 (Next sets statusCode and writes): hold from here.
  const holdImplicit500 = (r: ServerResponse) => {
    if (!held && !r.headersSent && r.statusCode === 500 && !state.unavailable) held = { rest: [], chunks: [] };
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    holdImplicit500(this);
    if (!held) return write.call(this, chunk, ...rest);
    if (chunk !== undefined && chunk !== null) held.chunks.push(chunkOf(chunk, rest[0]));
    const callback = rest.find((a) => typeof a === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    holdImplicit500(this);
    if (!held) return end.call(this, ...args);
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.chunks.push(chunkOf(chunk, encoding));
    const body = Buffer.concat(held.chunks);
    const { rest } = held;
    held = null;
    let unavailable = state.unavailable;
    if (!unavailable) {
      const encodingHeader = String(this.getHeader('content-encoding') ?? '');
      let text = body;
      try {
        if (encodingHeader.includes('gzip')) text = gunzipSync(body);
        else if (encodingHeader.includes('br')) text = brotliDecompressSync(body);
      } catch {
        /* not readable: stays a 500 */
      }
      unavailable = text.includes(UNAVAILABLE_DIGEST);
    }
    if (unavailable) as503(this);
    writeHead.call(this, unavailable ? 503 : 500, ...rest);
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    return end.call(this, body, callback);
  } as ServerResponse['end'];
}
