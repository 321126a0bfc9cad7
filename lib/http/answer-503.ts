import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PageState } from './page-state';
import { UNAVAILABLE_DIGEST, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

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
