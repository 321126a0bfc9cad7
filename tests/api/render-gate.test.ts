import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderGate } from '../../lib/http/render-gate';

/* The storefront server's queue for page renders (lib/http/render-gate.ts), on a real HTTP server: one render at a
 * time, a queue of two, /_next/ not held. Each page "renders" until the test releases it. */
let server: http.Server;
let base = '';
const started: string[] = [];
const releases = new Map<string, () => void>();
const gate = createRenderGate(1, 2, (path) => path.startsWith('/_next/'));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    gate.admit(req, res, () => {
      started.push(req.url!);
      if (req.url!.startsWith('/_next/')) return void res.end('asset');
      releases.set(req.url!, () => res.end(`page ${req.url}`));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('page renders wait their turn', () => {
  it('starts the next page when one ends, in order; Next files pass; a full queue is 503 + Retry-After', async () => {
    const a = fetch(`${base}/a`);
    await until(() => started.includes('/a'));
    const b = fetch(`${base}/b`);
    await until(() => gate.waiting === 1);
    const c = fetch(`${base}/c`);
    await until(() => gate.waiting === 2);
    // The queue is full: told at once, in Chinese, with a time to come back.
    const d = await fetch(`${base}/d`);
    expect([d.status, d.headers.get('retry-after')]).toEqual([503, '30']);
    expect(await d.text()).toContain('系统繁忙');
    // Next's own files are never held.
    expect(await (await fetch(`${base}/_next/static/x.js`)).text()).toBe('asset');
    expect(started).toEqual(['/a', '/_next/static/x.js']);

    releases.get('/a')!();
    expect(await (await a).text()).toBe('page /a');
    await until(() => started.includes('/b'));
    expect(started.includes('/c')).toBe(false);
    releases.get('/b')!();
    await until(() => started.includes('/c'));
    releases.get('/c')!();
    expect([await (await b).text(), await (await c).text()]).toEqual(['page /b', 'page /c']);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('drops a visitor who left while waiting', async () => {
    const a = fetch(`${base}/a2`);
    await until(() => started.includes('/a2'));
    const gone = new AbortController();
    const left = fetch(`${base}/left`, { signal: gone.signal }).catch(() => null);
    await until(() => gate.waiting === 1);
    gone.abort();
    await left;
    await new Promise((r) => setTimeout(r, 50));
    releases.get('/a2')!();
    await a;
    await until(() => gate.running === 0 && gate.waiting === 0);
    expect(started.includes('/left')).toBe(false);
  });
});
