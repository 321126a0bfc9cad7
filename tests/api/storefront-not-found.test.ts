import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnavailableAs503 } from '../../lib/http/answer-503';
import { BodyMemo, createCompression, GzipCache } from '../../lib/http/compress';
import { fillNotFoundShell } from '../../lib/http/not-found-shell';
import { MSG } from '../../lib/messages/core';

/*
 * The storefront server's rule, on a real HTTP server wrapped as scripts/storefront-server.ts wraps Next: a 404 that
 * Next answers with its empty error document (a page's notFound()) carries the 404 text in its raw HTML. The
 * documents below are shaped as Next 16 writes them: the doctype and head in the first chunk, the body after, the
 * page data as inline scripts.
 */
const HEAD = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>页面不存在 - 标准品商城</title><script src="/_next/static/chunks/main.js" async=""></script></head>';
const BODY = '<body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"0:{\\"P\\":null}"])</script></body></html>';
const PAGE = '<!DOCTYPE html><html lang="zh-CN"><head><title>阿司匹林 50-78-2 - 标准品商城</title></head><body><main><h1>阿司匹林</h1></main></body></html>';

const compress = createCompression(new GzipCache(1 << 20), new BodyMemo(1 << 20));
let server: http.Server;
let base = '';

/** Writes `text` in pieces of `size` characters (the body tag split across two of them). */
async function writeInPieces(res: http.ServerResponse, text: string, size: number) {
  for (let i = 0; i < text.length; i += size) {
    res.write(text.slice(i, i + size));
    await new Promise((r) => setImmediate(r));
  }
  res.end();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    answerUnavailableAs503(res, { unavailable: false });
    compress(req, res);
    fillNotFoundShell(res);
    const html = () => res.setHeader('Content-Type', 'text/html; charset=utf-8');
    switch (req.url) {
      case '/streamed-404': // a page rendered now: streamed
        res.statusCode = 404;
        html();
        res.write(HEAD);
        void writeInPieces(res, BODY, 3);
        return;
      case '/cached-404': // a page served from the page cache: one end() with its length
        res.statusCode = 404;
        html();
        res.setHeader('Content-Length', Buffer.byteLength(HEAD + BODY));
        res.end(HEAD + BODY);
        return;
      case '/other-404': // the root not-found page, already server-rendered
        res.statusCode = 404;
        html();
        res.end(PAGE);
        return;
      case '/rsc-404': // a client navigation's page data
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/x-component');
        res.end(HEAD + BODY);
        return;
      default:
        res.statusCode = 200;
        html();
        void writeInPieces(res, HEAD + BODY, 40);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The text a browser without JavaScript shows: the body with scripts and tags removed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the 404 page's text in the raw HTML", () => {
  it.each(['/streamed-404', '/cached-404'])('%s: still 404, the page says so and links home (plain and gzipped)', async (path) => {
    for (const encoding of ['identity', 'gzip']) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(404);
      const html = await res.text();
      const text = visibleText(html);
      expect(text).toContain(MSG.notFoundTitle);
      expect(text).toContain('This page could not be found');
      expect(html).toContain(`<a href="/" `);
      expect(html).toContain(`>${MSG.backHome}</a>`);
      // The page data and the document's head are kept as Next wrote them.
      expect(html.startsWith(HEAD)).toBe(true);
      expect(html).toContain('self.__next_f.push');
      expect(html.match(/<body>/g)).toHaveLength(1);
    }
  });

  it('a cached 404 is sent with its true length', async () => {
    const res = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/cached-404`, (r) => {
          const parts: Buffer[] = [];
          r.on('data', (c: Buffer) => parts.push(c));
          r.on('end', () => resolve(Object.assign(r, { body: Buffer.concat(parts) })));
        })
        .on('error', reject);
    });
    const length = res.headers['content-length'];
    if (length !== undefined) expect(Number(length)).toBe(res.body.length);
    const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString() : res.body.toString();
    expect(text).toContain(MSG.notFoundText);
  });

  it('leaves every other answer as it was: a rendered 404 page, page data, a 200', async () => {
    const other = await fetch(`${base}/other-404`);
    expect([other.status, await other.text()]).toEqual([404, PAGE]);
    const rsc = await fetch(`${base}/rsc-404`);
    expect([rsc.status, await rsc.text()]).toEqual([404, HEAD + BODY]);
    const ok = await fetch(`${base}/ok`);
    expect([ok.status, await ok.text()]).toEqual([200, HEAD + BODY]);
  });
});
