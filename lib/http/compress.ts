import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * The storefront server's response compression (scripts/storefront-server.ts; next.config.ts turns Next's own off).
 *
 * A cached page — prerendered, or served from the page cache (goods detail, lists, the cached shells) — leaves Next
 * whole: one `res.end(payload)`. Next's compression gzipped the same payload again on every request (for
 * /agreementPrivacy's 173 KB of HTML, 2.5 ms of the event loop each time), and Next hashed it for its ETag in
 * JavaScript, a character at a time (another 1.2 ms; next.config.ts now sets `generateEtags: false`). Here the
 * body's ETag is a native SHA-1 (0.15 ms), a request that already holds it gets 304, and the gzipped body is made
 * once and kept by that ETag: a page that changed has another ETag, so what is kept is never stale, and the least
 * recently sent bodies go first when the cache is full. The ETag is weak: it names the page, sent gzipped or not.
 *
 * Everything else — streamed renders, route handlers, the {api} forwarder, errors — goes through `compression`,
 * the middleware Next itself uses (pinned with next), exactly as before.
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own copy, untyped; next is pinned exactly
const compression = require('next/dist/compiled/compression') as () => Middleware;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same pairing Next's router makes
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream') as { releaseCompressionStream: (res: ServerResponse) => void };

/** Bodies smaller than this are sent as they are (the middleware's threshold too). */
const MIN_BYTES = 1024;
/** Only these leave Next whole and are worth keeping: page HTML and the RSC payload of client navigations. */
const KEPT_TYPES = /^(text\/html|text\/x-component)\b/i;

/** The weak ETag of a whole body. */
export const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Does the request already hold this ETag (If-None-Match, compared weakly), without asking for a fresh copy? */
export function holdsEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(String(req.headers['cache-control'] ?? ''))) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Does this Accept-Encoding allow gzip? (`gzip` or `*` with a q above 0.) */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzip = Number.isFinite(weight) ? weight : 0;
    else if (name === '*') any = Number.isFinite(weight) ? weight : 0;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** Values made once per key and kept, least recently used first out, at most `maxBytes` of them by `sizeOf`. */
class SizedLru<K, V> {
  private readonly values = new Map<K, V>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  protected kept(key: K, make: () => V): V {
    const kept = this.values.get(key);
    if (kept !== undefined) {
      this.hits++;
      this.values.delete(key);
      this.values.set(key, kept);
      return kept;
    }
    this.misses++;
    const made = make();
    const size = this.sizeOf(made);
    if (size <= this.maxBytes) {
      this.values.set(key, made);
      this.bytes += size;
      for (const [oldest, old] of this.values) {
        if (this.bytes <= this.maxBytes) break;
        this.values.delete(oldest);
        this.bytes -= this.sizeOf(old);
      }
    }
    return made;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.values.size, bytes: this.bytes };
  }
}

interface KnownBody {
  body: Buffer;
  etag: string;
  /** What keeping it holds: the bytes and the text they were made of (at most two bytes a character in V8). */
  held: number;
}

/**
 * The bytes and ETag of page bodies Next sends again and again. A cached page leaves Next as the same string each
 * time; encoding it to UTF-8 and hashing it took 3.5 of every 25 ms of the server's CPU while /agreementPrivacy was
 * loaded (its 173 KB of HTML, mostly Chinese; a CPU profile). Keyed by the string itself: V8 hashes a
 * string this long by its length, and a lookup with the very string Next keeps compares pointers, so a hit costs
 * nothing like the work it saves. Bodies sent as bytes are remembered by the buffer object. At most `maxBytes`
 * held (the bytes and the text, which Next may have let go of), least recently sent first out.
 */
export class BodyMemo extends SizedLru<string, KnownBody> {
  private readonly buffers = new WeakMap<Uint8Array, string>();

  constructor(maxBytes: number) {
    super(maxBytes, (known) => known.held);
  }

  /** The UTF-8 bytes of `text` and their ETag. */
  ofString(text: string): KnownBody {
    return this.kept(text, () => {
      const body = Buffer.from(text, 'utf8');
      return { body, etag: etagOf(body), held: body.length + 2 * text.length };
    });
  }

  /** The ETag of bytes Next sends, remembered for as long as Next keeps that buffer. */
  etagOfBytes(bytes: Uint8Array): string {
    const known = this.buffers.get(bytes);
    if (known) {
      this.hits++;
      return known;
    }
    this.misses++;
    const etag = etagOf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    this.buffers.set(bytes, etag);
    return etag;
  }
}

/** Gzipped bodies by ETag and type, least recently sent first; at most `maxBytes` of them. */
export class GzipCache extends SizedLru<string, Buffer> {
  constructor(maxBytes: number) {
    super(maxBytes, (gz) => gz.length);
  }

  /** The gzipped form of `body`, made once per key. */
  gzip(key: string, body: Buffer): Buffer {
    return this.kept(key, () => gzipSync(body));
  }
}

function addVary(res: ServerResponse, name: string) {
  const current = String(res.getHeader('vary') ?? '');
  const names = current.split(',').map((v) => v.trim()).filter(Boolean);
  if (names.includes('*') || names.some((v) => v.toLowerCase() === name.toLowerCase())) return;
  res.setHeader('Vary', [...names, name].join(', '));
}

/**
 * Compression for one server: call the returned function on each request before Next handles it. A whole page body
 * gets its ETag here (and a 304 when the browser holds it) and goes out gzipped from the cache, with its own
 * Content-Length; anything else through the middleware.
 */
export function createCompression(cache: GzipCache, memo: BodyMemo): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = compression();
  return (req, res) => {
    middleware(req, res, () => undefined);
    // The middleware keeps a zlib stream per response; on a client that went away it would never end it
    // (Next's router releases it the same way).
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    if (req.method !== 'GET') return;
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    // Outermost: Next calls these first, before any header is written.
    const write = res.write;
    const end = res.end as (...a: unknown[]) => ServerResponse;
    let streamed = false;
    res.write = function (this: ServerResponse, ...args: unknown[]) {
      streamed = true;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding] = args;
      const type = String(this.getHeader('content-type') ?? '');
      const whole = typeof chunk === 'string' || chunk instanceof Uint8Array;
      if (streamed || !whole || this.headersSent || this.statusCode !== 200 || !KEPT_TYPES.test(type) || this.getHeader('content-encoding')) {
        return end.apply(this, args);
      }
      const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
      let body: Buffer;
      let etag: string;
      if (typeof chunk === 'string' && utf8) ({ body, etag } = memo.ofString(chunk));
      else if (typeof chunk === 'string') {
        body = Buffer.from(chunk, encoding as BufferEncoding);
        etag = etagOf(body);
      } else {
        body = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        etag = memo.etagOfBytes(chunk);
      }
      const callback = args.find((a) => typeof a === 'function');
      const send = (data?: Buffer) => (callback ? end.call(this, data, callback) : end.call(this, data));
      this.setHeader('ETag', etag);
      if (holdsEtag(req, etag)) {
        this.statusCode = 304;
        for (const name of ['content-type', 'content-length']) this.removeHeader(name);
        return send();
      }
      if (!gzip || body.length < MIN_BYTES) return send(body);
      const gz = cache.gzip(`${etag} ${type}`, body);
      this.setHeader('Content-Encoding', 'gzip');
      this.setHeader('Content-Length', gz.length);
      addVary(this, 'Accept-Encoding');
      return send(gz);
    } as ServerResponse['end'];
  };
}
