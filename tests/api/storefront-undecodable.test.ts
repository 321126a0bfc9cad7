import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasUndecodablePath, refuseUndecodablePath, UNDECODABLE_PATH_MESSAGE } from '../../lib/http/undecodable';

/* The storefront server's first check (scripts/storefront-server.ts) on a real HTTP server: a path that does not
 * percent-decode is answered 400 in Chinese; everything else reaches the handler behind it (Next, there). */
let server: http.Server;
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseUndecodablePath(req, res, '/api')) return;
    reached.push(req.url ?? '');
    res.end('next');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The request target exactly as written: fetch and URL would re-encode a stray %. */
function get(target: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http
      .request({ host: '127.0.0.1', port, path: target, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject)
      .end();
  });
}

describe('a page address that does not decode', () => {
  it.each(['/%%%', '/goodsDetail/%%%', '/searchCenter/%E4%B8', '/searchProduction/cached/1/%zz', '/64-17-5/%'])(
    '%s answers 400 with a Chinese page and a way home, never reaching Next',
    async (target) => {
      const before = reached.length;
      const res = await get(target);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.body).toContain('<h1>网址有误</h1>');
      expect(res.body).toContain(UNDECODABLE_PATH_MESSAGE);
      expect(res.body).toContain('<a href="/">返回首页</a>');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      expect(reached.length).toBe(before);
    },
  );

  it('a HEAD request gets the status and no body', async () => {
    const res = await get('/%%%', 'HEAD');
    expect(res.status).toBe(400);
    expect(res.body).toBe('');
  });
});

describe('an {api} call whose path does not decode', () => {
  it('answers the envelope with code 0 and the message, as JSON', async () => {
    const res = await get('/api/product/%E4%/detail');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ code: 0, data: null, message: UNDECODABLE_PATH_MESSAGE, messageCode: null, totalCount: null });
  });
});

describe('addresses that do decode pass through untouched', () => {
  it.each([
    '/',
    '/goodsDetail/12',
    '/searchCenter/GB%2FT%20601',
    '/searchProduction?keyword=%%%&pageNo=2',
    '/%E4%B9%99%E9%86%87',
    '/goodsDetail/1%00',
  ])('%s reaches the handler', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(200);
    expect(res.body).toBe('next');
    expect(reached.at(-1)).toBe(target);
  });
});

describe('hasUndecodablePath', () => {
  it('reads the path only, up to ? or #', () => {
    expect(hasUndecodablePath('/a%')).toBe(true);
    expect(hasUndecodablePath('/a%2')).toBe(true);
    expect(hasUndecodablePath('/%C3%28')).toBe(true); // an invalid UTF-8 sequence
    expect(hasUndecodablePath('/a?b=%')).toBe(false);
    expect(hasUndecodablePath('/a#%')).toBe(false);
    expect(hasUndecodablePath('/a%25')).toBe(false);
    expect(hasUndecodablePath('/')).toBe(false);
  });
});
