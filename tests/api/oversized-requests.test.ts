import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { buildPath } from '../../lib/api/contract/endpoint';
import { createGuardedServer, HEADERS_TOO_LARGE_MESSAGE, storefrontOversized, URL_TOO_LONG_MESSAGE } from '../../lib/http/oversized';
import { refuseUndecodablePath } from '../../lib/http/undecodable';
import { createApiServer } from '../../server/http/listen';
import { createTestApi, type TestApi } from './harness';

/* Very long request lines and headers, over real connections: the mall API's server (server/http/listen.ts) answers
 * the envelope, the storefront's (scripts/storefront-server.ts) a Chinese page — 414 for a long address Node could
 * read, 431 past what Node reads — and the answer reaches the client instead of a reset connection. */
let api: TestApi;
let apiServer: http.Server;
let storefront: http.Server;
const reached: string[] = [];

const listen = (server: http.Server) => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));
let apiPort = 0;
let storefrontPort = 0;

beforeAll(async () => {
  api = await createTestApi();
  apiServer = createApiServer(api.app.fetch, '127.0.0.1');
  storefront = createGuardedServer(
    (req, res) => {
      if (refuseUndecodablePath(req, res, '/api')) return;
      reached.push(req.url ?? '');
      res.end('next');
    },
    storefrontOversized({ apiBase: '/api', dev: false }),
  );
  apiPort = await listen(apiServer);
  storefrontPort = await listen(storefront);
});
afterAll(async () => {
  await new Promise<void>((r) => apiServer.close(() => r()));
  await new Promise<void>((r) => storefront.close(() => r()));
  await api.close();
});

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One request written on a raw socket in two parts, the second after the server had time to refuse the first (as
 * a client on a real network sends a long request): the reply is read only once everything is written.
 */
function rawRequest(port: number, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  const text = `${method} ${target} HTTP/1.1\r\nHost: shop.test\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}Connection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.pause();
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()])),
        body: raw.slice(split + 4),
      });
    });
    const cut = Math.min(text.length, 66_000);
    socket.write(text.slice(0, cut));
    setTimeout(() => {
      if (cut < text.length) socket.write(text.slice(cut));
      setTimeout(() => socket.resume(), 100);
    }, 100);
  });
}

const kb = (n: number) => 'a'.repeat(n * 1024);
const BRANDS = buildPath(contract.catalogue.brandSelect.path, { id: 1 });

describe('the mall API', () => {
  it.each([
    ['a 20 KB address', `${BRANDS}?q=${kb(20)}`, {}, 414, URL_TOO_LONG_MESSAGE],
    ['a 70 KB address', `${BRANDS}?q=${kb(70)}`, {}, 431, HEADERS_TOO_LARGE_MESSAGE],
    ['a 1 MB address', `${BRANDS}?q=${kb(1024)}`, {}, 431, HEADERS_TOO_LARGE_MESSAGE],
    ['a 70 KB cookie', BRANDS, { Cookie: `c=${kb(70)}` }, 431, HEADERS_TOO_LARGE_MESSAGE],
  ])('answers %s with the envelope and its status', async (_name, target, headers, status, message) => {
    const res = await rawRequest(apiPort, target, headers);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body)).toEqual({ code: 0, data: null, message, messageCode: null, totalCount: null });
  });

  it('still answers a 15 KB address and 40 KB of headers as usual', async () => {
    const res = await rawRequest(apiPort, `${BRANDS}?q=${kb(15)}`, { Cookie: `c=${kb(40)}` });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ code: 1, message: 'success' });
  });
});

describe('the storefront', () => {
  it('answers a 20 KB page address with a Chinese page (414), never reaching Next', async () => {
    const before = reached.length;
    const res = await rawRequest(storefrontPort, `/searchProduction?keyword=${kb(20)}`);
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(URL_TOO_LONG_MESSAGE);
    expect(res.body).toContain('<a href="/">返回首页</a>');
    expect(reached.length).toBe(before);
  });

  it('answers a 20 KB {api} address with the envelope (414)', async () => {
    const res = await rawRequest(storefrontPort, `/api${BRANDS}?q=${kb(20)}`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({ code: 0, data: null, message: URL_TOO_LONG_MESSAGE, messageCode: null, totalCount: null });
  });

  it('answers HEAD with the status only', async () => {
    const res = await rawRequest(storefrontPort, `/goodsDetail/1?x=${kb(20)}`, {}, 'HEAD');
    expect(res.status).toBe(414);
    expect(res.body).toBe('');
  });

  it.each([
    ['a 70 KB address', `/searchProduction?keyword=${kb(70)}`, {}],
    ['a 1 MB address', `/searchProduction?keyword=${kb(1024)}`, {}],
    ['a 70 KB cookie', '/', { Cookie: `token=${kb(70)}` }],
  ])('answers %s with a Chinese page (431) instead of resetting the connection', async (_name, target, headers) => {
    const res = await rawRequest(storefrontPort, target, headers);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers.connection).toBe('close');
    expect(res.body).toContain(HEADERS_TOO_LARGE_MESSAGE);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('passes a 15 KB address and 40 KB of cookies to Next', async () => {
    const res = await rawRequest(storefrontPort, `/searchProduction?keyword=${kb(15)}`, { Cookie: `c=${kb(40)}` });
    expect(res.status).toBe(200);
    expect(res.body).toBe('next');
  });
});
