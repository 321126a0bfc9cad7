import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnavailableAs503 } from '../../lib/http/answer-503';
import { markPageUnavailable, registerPageState, UNAVAILABLE_DIGEST, UNAVAILABLE_RETRY_AFTER_S, type PageState } from '../../lib/http/page-state';

/* The storefront server's rule, on a real HTTP server: a render that failed because the mall API did not answer
 * (marked in the request's async context, as lib/api/read.ts `required` does) goes out 503 + Retry-After. */
const store = new AsyncLocalStorage<PageState>();
let server: http.Server;
let base = '';

beforeAll(async () => {
  registerPageState(store);
  server = http.createServer((req, res) => {
    const state: PageState = { unavailable: false };
    answerUnavailableAs503(res, state);
    store.run(state, async () => {
      await new Promise((r) => setTimeout(r, 5)); // the mark happens later in the render, after awaits
      if (req.url === '/api-down') markPageUnavailable();
      if (req.url === '/shared-render') {
        // Another request rendered this page (Next's shared render): not marked here, but the page says why.
        res.writeHead(500, { 'content-type': 'text/html' });
        res.write('<html><script>self.__next_f.push([1,"{\\"digest\\":\\"');
        res.end(`${UNAVAILABLE_DIGEST}\\"}"])</script></html>`);
        return;
      }
      if (req.url === '/shared-render-gzip') {
        res.statusCode = 500;
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(`<html>${UNAVAILABLE_DIGEST}</html>`));
        return;
      }
      res.statusCode = req.url === '/ok' ? 200 : 500;
      res.end('page');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('a page the API could not answer', () => {
  it('is 503 with Retry-After and no-store', async () => {
    const res = await fetch(`${base}/api-down`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is 503 too when another request rendered it: the page carries the digest (plain or gzip)', async () => {
    for (const path of ['/shared-render', '/shared-render-gzip']) {
      const res = await fetch(`${base}${path}`);
      expect([path, res.status, res.headers.get('retry-after')]).toEqual([path, 503, String(UNAVAILABLE_RETRY_AFTER_S)]);
      expect(await res.text()).toContain(UNAVAILABLE_DIGEST);
    }
  });

  it('leaves a broken page 500 and a good one 200', async () => {
    const broken = await fetch(`${base}/broken`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('page');
    const ok = await fetch(`${base}/ok`);
    expect([ok.status, ok.headers.get('retry-after')]).toEqual([200, null]);
  });

  it('does nothing outside a request', () => {
    expect(() => markPageUnavailable()).not.toThrow();
  });
});
