import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, BodyMemo, createCompression, etagOf, GzipCache } from '../../lib/http/compress';
import { answerUnavailableAs503 } from '../../lib/http/answer-503';
import { UNAVAILABLE_DIGEST } from '../../lib/http/page-state';

/* The storefront server's compression and ETags (lib/http/compress.ts) on a real HTTP server, in front of a handler
 * that answers the way Next does with `generateEtags: false`: a cached page whole, a dynamic render in chunks. */
const page = (n: number) => `<!DOCTYPE html><html><body>${'<p>用户协议与隐私政策 第 ' + n + ' 条</p>'.repeat(400)}</body></html>`;
let version = 1;
const cache = new GzipCache(64 * 1024);
const memo = new BodyMemo(64 * 1024);
let server: http.Server;
let base = '';

beforeAll(async () => {
  const compress = createCompression(cache, memo);
  server = http.createServer((req, res) => {
    answerUnavailableAs503(res, { unavailable: false });
    compress(req, res);
    const url = req.url ?? '/';
    if (url === '/cached' || url === '/small' || url === '/rsc') {
      const body = url === '/small' ? '<p>小</p>' : page(version);
      res.setHeader('Content-Type', url === '/rsc' ? 'text/x-component' : 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.setHeader('Vary', 'RSC, Next-Router-State-Tree');
      if (req.method === 'HEAD') res.end(null);
      else res.end(body);
      return;
    }
    if (url === '/streamed') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write('<html><body>');
      res.write('<p>流式渲染</p>'.repeat(300));
      res.end('</body></html>');
      return;
    }
    if (url === '/failed-shared-render') {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(`<html>${'x'.repeat(2000)}`);
      res.end(`${UNAVAILABLE_DIGEST}</html>`);
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A request as a browser sends it, the body as it came over the wire (fetch would decode it). */
function get(path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' }, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('a cached page (sent whole)', () => {
  it('goes out gzipped with its own Content-Length, the same bytes each time, gzipped once', async () => {
    const misses = cache.misses;
    const encoded = memo.misses;
    const first = await get('/cached');
    const second = await get('/cached');
    expect(memo.misses - encoded).toBe(1); // the same text again (a string of its own each time): encoded and hashed once
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.raw.length);
    expect(first.raw.length).toBeLessThan(Buffer.byteLength(page(version)) / 5);
    expect(gunzipSync(first.raw).toString()).toBe(page(version));
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(cache.misses - misses).toBe(1);
    expect(first.headers.vary).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
    expect(first.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 without a body to a browser that holds its ETag, and the page to one asking for a fresh copy', async () => {
    const { headers } = await get('/cached');
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const held = await get('/cached', { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, held.status, held.raw.length, held.headers.etag]).toEqual([ifNoneMatch, 304, 0, etag]);
      expect(held.headers['content-type']).toBeUndefined();
    }
    const other = await get('/cached', { 'accept-encoding': 'gzip', 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
    const reload = await get('/cached', { 'accept-encoding': 'gzip', 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(gunzipSync(reload.raw).toString()).toBe(page(version));
  });

  it('is never stale: a changed page has another ETag and is gzipped anew', async () => {
    const before = await get('/cached');
    version++;
    const after = await get('/cached');
    expect(gunzipSync(before.raw).toString()).toContain('第 1 条');
    expect(gunzipSync(after.raw).toString()).toBe(page(version));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The browser's copy of the old page is not 304 any more.
    expect((await get('/cached', { 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });

  it('keeps the RSC payload of a client navigation apart from the HTML', async () => {
    const rsc = await get('/rsc');
    expect(rsc.headers['content-encoding']).toBe('gzip');
    expect(rsc.headers['content-type']).toBe('text/x-component');
    expect(gunzipSync(rsc.raw).toString()).toBe(page(version));
  });

  it('goes out plain, with the same ETag, to a client that does not take gzip; HEAD and small bodies pass untouched', async () => {
    const { headers: gzipped } = await get('/cached');
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br' }] as Record<string, string>[]) {
      const plain = await get('/cached', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.raw.toString()).toBe(page(version));
      expect(plain.headers.etag).toBe(gzipped.etag);
    }
    const head = await get('/cached', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.raw.length]).toEqual([200, 0]);
    const small = await get('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString()).toBe('<p>小</p>');
  });

  it('forgets the least recently sent bodies beyond its size', () => {
    const lru = new GzipCache(3000);
    const body = () => randomBytes(1200); // does not shrink: about 1,220 bytes gzipped, two fit
    const [a, b, c] = [body(), body(), body()];
    lru.gzip('a', a);
    lru.gzip('b', b);
    lru.gzip('a', a); // a sent again: b is now the least recent
    expect([lru.size.entries, lru.hits, lru.misses]).toEqual([2, 1, 2]);
    lru.gzip('c', c);
    expect(lru.size.entries).toBe(2);
    expect(lru.size.bytes).toBeLessThanOrEqual(3000);
    lru.gzip('a', a);
    lru.gzip('c', c);
    expect([lru.hits, lru.misses]).toEqual([3, 3]);
    expect(gunzipSync(lru.gzip('b', b)).equals(b)).toBe(true); // b was forgotten: gzipped again
    expect(lru.misses).toBe(4);
  });
});

describe('BodyMemo', () => {
  it('encodes and hashes a text once, and again only when it changed', () => {
    const m = new BodyMemo(1 << 20);
    const text = page(7);
    const first = m.ofString(text);
    expect(first.body.toString()).toBe(text);
    expect(first.etag).toBe(etagOf(Buffer.from(text)));
    expect(m.ofString(`${text}`).body).toBe(first.body);
    expect(m.ofString(page(8)).etag).not.toBe(first.etag);
    expect([m.hits, m.misses]).toEqual([1, 2]);
  });

  it('keeps at most its size of bodies, least recently sent out first', () => {
    const m = new BodyMemo(7500); // each text below holds 3,000 bytes kept: its 1,000 bytes and 1,000 characters
    const [a, b, c] = ['a', 'b', 'c'].map((x) => x.repeat(1000));
    m.ofString(a);
    m.ofString(b);
    m.ofString(a); // b is now the least recent
    m.ofString(c); // 9,000 held: b goes
    expect([m.hits, m.misses]).toEqual([1, 3]);
    m.ofString(a);
    m.ofString(c);
    expect(m.hits).toBe(3);
    m.ofString(b);
    expect(m.misses).toBe(4);
    expect(m.ofString('x'.repeat(3000)).body.length).toBe(3000); // holds 9,000, more than the memo: made, not kept
    m.ofString('x'.repeat(3000));
    expect(m.misses).toBe(6);
  });

  it('remembers the ETag of bytes by the buffer, and hashes other bytes anew', () => {
    const m = new BodyMemo(1 << 20);
    const bytes = Buffer.from(page(9));
    expect(m.etagOfBytes(bytes)).toBe(etagOf(bytes));
    expect(m.etagOfBytes(bytes)).toBe(etagOf(bytes));
    expect(m.etagOfBytes(Buffer.from(page(10)))).not.toBe(etagOf(bytes));
    expect([m.hits, m.misses]).toEqual([1, 2]);
  });
});

describe('everything else', () => {
  it('a streamed render is gzipped as it streams (no Content-Length)', async () => {
    const res = await get('/streamed');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(gunzipSync(res.raw).toString()).toBe(`<html><body>${'<p>流式渲染</p>'.repeat(300)}</body></html>`);
  });

  it('a 500 that carries the unavailable digest still goes out as 503, gzipped', async () => {
    const res = await get('/failed-shared-render');
    expect(res.status).toBe(503);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.raw).toString()).toContain(UNAVAILABLE_DIGEST);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['br, identity', false],
    ['', false],
    ['gzip;q=abc', false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
