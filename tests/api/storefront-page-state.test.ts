import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnavailableAs503, markPageUnavailable, registerPageState, UNAVAILABLE_RETRY_AFTER_S, type PageState } from '../../lib/http/page-state';

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

  it('leaves a broken page 500 and a good one 200', async () => {
    expect((await fetch(`${base}/broken`)).status).toBe(500);
    const ok = await fetch(`${base}/ok`);
    expect([ok.status, ok.headers.get('retry-after')]).toEqual([200, null]);
  });

  it('does nothing outside a request', () => {
    expect(() => markPageUnavailable()).not.toThrow();
  });
});
