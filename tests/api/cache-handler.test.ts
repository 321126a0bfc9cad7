import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type RefmallCacheHandler from '@/lib/cache/cache-handler.mjs';
import { expireSharedTags } from '@/lib/cache/shared';
import { loadApiConfig } from '../../server/config';
import { refreshStorefrontCache } from '../../server/services/storefront-cache';
import { closedPort } from './mock-http';

/*
 * The storefront's shared cache handler (lib/cache/cache-handler.mjs, next.config.ts
 * `cacheHandler` when REDIS_URL is set). Each "storefront" here is its own copy of the module (loaded
 * anew, as each `next start` process loads it once), called the way Next's incremental cache calls it,
 * against a real redis-server on a free port.
 */

type Module = typeof import('@/lib/cache/cache-handler.mjs');
type Storefront = { handler: RefmallCacheHandler; copy: Module };

const loaded: Module[] = [];
const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-cache-'));

/** A build directory with this BUILD_ID, as Next passes `serverDistDir` (…/.next/server). */
function serverDistDir(buildId: string) {
  const dir = path.join(builds, buildId);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
  return path.join(dir, 'server');
}

async function storefront(redisUrl: string | undefined, buildId = 'build-1', env: Record<string, string> = {}): Promise<Storefront> {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', redisUrl ?? '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const copy: Module = await import('@/lib/cache/cache-handler.mjs');
  loaded.push(copy);
  const handler = new copy.default({ serverDistDir: serverDistDir(buildId), maxMemoryCacheSize: 32 * 1024 * 1024 });
  vi.unstubAllEnvs();
  return { handler, copy };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not within ${ms} ms`);
}

let redisPort = 0;
let redisServer: ChildProcess | undefined;
const redisUrl = () => `redis://127.0.0.1:${redisPort}`;

async function startRedis() {
  redisServer = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = createClient({ url: redisUrl(), socket: { reconnectStrategy: false } });
  probe.on('error', () => {});
  await until(async () => {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  }, 'redis-server answering');
  await probe.close();
}

/** kill -STOP / -CONT of redis-server: the socket stays open, nothing answers (a hung Redis). */
const freezeRedis = () => redisServer!.kill('SIGSTOP');
const thawRedis = () => redisServer?.kill('SIGCONT');

async function stopRedis() {
  const server = redisServer;
  redisServer = undefined;
  if (!server || server.exitCode !== null) return;
  server.kill('SIGCONT');
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGKILL');
  });
}

/** Both storefronts connected to Redis: what one stores, the other finds (the clients connect in the background). */
async function connected(a: Storefront, b: Storefront) {
  await until(async () => {
    await a.handler.set('probe', read('probe'), readCtx([]));
    await b.handler.set('probe-back', read('probe'), readCtx([]));
    return (await b.handler.get('probe', readCtx([]))) !== null && (await a.handler.get('probe-back', readCtx([]))) !== null;
  }, 'both storefronts on Redis');
}

/** A cached read as unstable_cache stores it (kind FETCH), and the context Next passes with it. */
const read = (body: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 300 });
const readCtx = (tags: string[]) => ({ fetchCache: true, kind: 'FETCH', tags, softTags: [], revalidate: 300 });
const bodyOf = (entry: { value: unknown } | null) => (entry ? JSON.parse((entry.value as { data: { body: string } }).data.body) : null);

/** A cached goods-detail page (kind APP_PAGE): its reads' tags in x-next-cache-tags, the RSC payload a Buffer. */
const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageCtx = { kind: 'APP_PAGE', softTags: ['_N_T_/layout', '_N_T_/100-00-0'], cacheControl: { revalidate: 300, expire: undefined } };

beforeAll(async () => {
  if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('redis-server is needed by this test: apt-get install redis-server (.ci/run does)');
  redisPort = await freePort();
  await startRedis();
});

afterEach(async () => {
  while (loaded.length) await loaded.pop()!.closeCacheStore();
});

afterAll(async () => {
  await stopRedis();
  fs.rmSync(builds, { recursive: true, force: true });
});

describe('two storefronts with one REDIS_URL', () => {
  it('share entries, and a tag revalidated on one is a miss on the other at once', async () => {
    const one = await storefront(redisUrl());
    const two = await storefront(redisUrl());
    await connected(one, two);

    await one.handler.set('read:product:12', read({ name: '阿司匹林', documents: [] }), readCtx(['product:12']));
    await one.handler.set('read:product:13', read({ name: '对乙酰氨基酚' }), readCtx(['product:13']));
    await one.handler.set('/100-00-0', page('<h1>阿司匹林</h1>', ['product:12', '_N_T_/100-00-0']), pageCtx);

    // Storefront two finds what one stored (read and page, the page's buffers intact).
    expect(bodyOf(await two.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林', documents: [] });
    const shared = await two.handler.get('/100-00-0', pageCtx);
    expect((shared?.value as { html: string }).html).toBe('<h1>阿司匹林</h1>');
    expect(Buffer.isBuffer((shared?.value as { rscData: Buffer }).rscData)).toBe(true);
    expect((shared?.value as { rscData: Buffer }).rscData.toString()).toBe('rsc:<h1>阿司匹林</h1>');
    // With the page's own revalidate time: two serves it as fresh (HIT), not as stale after Next's 1 s default.
    expect((shared as unknown as { cacheControl?: unknown }).cacheControl).toEqual({ revalidate: 300 });
    // One holds them in its own memory as well (local LRU in front of Redis).
    expect(bodyOf(await one.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林', documents: [] });

    // The API's refresh reaches storefront two only (POST /internal/revalidate → revalidateTag(tag, {expire: 0})).
    await two.handler.revalidateTag(['product:12'], { expire: 0 });

    // Storefront one misses both the read and the page that used it — no waiting, no call to one.
    expect(await one.handler.get('read:product:12', readCtx(['product:12']))).toBeNull();
    expect(await one.handler.get('/100-00-0', pageCtx)).toBeNull();
    expect(await two.handler.get('read:product:12', readCtx(['product:12']))).toBeNull();
    // Other products stay cached on both.
    expect(bodyOf(await one.handler.get('read:product:13', readCtx(['product:13'])))).toEqual({ name: '对乙酰氨基酚' });
    expect(bodyOf(await two.handler.get('read:product:13', readCtx(['product:13'])))).toEqual({ name: '对乙酰氨基酚' });

    // The fresh entry one renders next is seen by two.
    await one.handler.set('read:product:12', read({ name: '阿司匹林', documents: ['COA'] }), readCtx(['product:12']));
    expect(bodyOf(await two.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林', documents: ['COA'] });
  });

  it('POST /internal/revalidate’s own wait (expireSharedTags): done in Redis when it returns; a no-op without the shared cache', async () => {
    await expireSharedTags(['product:12']); // no handler loaded in this process: nothing to do, no error
    const one = await storefront(redisUrl());
    const two = await storefront(redisUrl()); // the storefront the API called: its store is this process's
    await connected(one, two);
    await one.handler.set('read:product:12', read({ name: '阿司匹林' }), readCtx(['product:12']));
    expect(bodyOf(await two.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林' });
    await expireSharedTags(['product:12']);
    expect(await one.handler.get('read:product:12', readCtx(['product:12']))).toBeNull();
  });

  it('revalidating a path on one (implicit tag) expires that page on the other', async () => {
    const one = await storefront(redisUrl());
    const two = await storefront(redisUrl());
    await connected(one, two);
    await one.handler.set('/news', page('<h1>新闻</h1>', ['news', '_N_T_/news']), { ...pageCtx, softTags: ['_N_T_/news'] });
    expect(await one.handler.get('/news', { ...pageCtx, softTags: ['_N_T_/news'] })).not.toBeNull();
    await two.handler.revalidateTag('_N_T_/news');
    expect(await one.handler.get('/news', { ...pageCtx, softTags: ['_N_T_/news'] })).toBeNull();
  });

  it('never share entries across builds (key prefix of the BUILD_ID)', async () => {
    const old = await storefront(redisUrl(), 'build-old');
    const current = await storefront(redisUrl(), 'build-new');
    await connected(old, await storefront(redisUrl(), 'build-old'));
    await connected(current, await storefront(redisUrl(), 'build-new'));
    await old.handler.set('read:brands', read(['旧']), readCtx(['brands']));
    expect(await current.handler.get('read:brands', readCtx(['brands']))).toBeNull();
    const keys = await (async () => {
      const c = createClient({ url: redisUrl() });
      await c.connect();
      const found = await c.keys('refmall:build-old:*');
      await c.close();
      return found;
    })();
    expect(keys).toContain('refmall:build-old:read:brands');
  });
});

describe('without Redis', () => {
  it('the copy Next bundles into proxy.ts (no serverDistDir) never connects, even with REDIS_URL', async () => {
    vi.resetModules();
    vi.stubEnv('REDIS_URL', redisUrl());
    const copy: Module = await import('@/lib/cache/cache-handler.mjs');
    loaded.push(copy);
    const proxyCopy = new copy.default({ maxMemoryCacheSize: 1024 * 1024 });
    vi.unstubAllEnvs();
    await proxyCopy.set('read:proxy', read('local'), readCtx(['proxy']));
    expect(bodyOf(await proxyCopy.get('read:proxy', readCtx(['proxy'])))).toBe('local');
    const c = createClient({ url: redisUrl() });
    await c.connect();
    const keys = await c.keys('*read:proxy*');
    const clients = (await c.clientList()).length;
    await c.close();
    expect(keys).toEqual([]);
    expect(clients).toBe(1); // only this probe
  });

  it('no REDIS_URL: one process caches in memory, revalidation works', async () => {
    const alone = await storefront(undefined);
    await alone.handler.set('read:product:12', read({ name: '阿司匹林' }), readCtx(['product:12']));
    expect(bodyOf(await alone.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林' });
    await alone.handler.revalidateTag(['product:12']);
    expect(await alone.handler.get('read:product:12', readCtx(['product:12']))).toBeNull();
  });

  it('REDIS_URL of a Redis that is not there: nothing throws, the process serves from its own memory', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const sf = await storefront(nowhere);
    await sf.handler.set('read:product:12', read({ name: '阿司匹林' }), readCtx(['product:12']));
    expect(bodyOf(await sf.handler.get('read:product:12', readCtx(['product:12'])))).toEqual({ name: '阿司匹林' });
    await sf.handler.revalidateTag(['product:12'], { expire: 0 });
    expect(await sf.handler.get('read:product:12', readCtx(['product:12']))).toBeNull();
  });

  it('Redis stopping under a running storefront: it carries on from memory, and shares again once Redis is back', async () => {
    const one = await storefront(redisUrl());
    const two = await storefront(redisUrl());
    await connected(one, two);
    await one.handler.set('read:categories', read(['标准品']), readCtx(['categories']));
    expect(bodyOf(await two.handler.get('read:categories', readCtx(['categories'])))).toEqual(['标准品']);

    await stopRedis();
    // Every call resolves within the Redis time limit: a page is served, never an error.
    const started = Date.now();
    expect(bodyOf(await one.handler.get('read:categories', readCtx(['categories'])))).toEqual(['标准品']);
    await one.handler.set('read:product:7', read({ name: '咖啡因' }), readCtx(['product:7']));
    expect(bodyOf(await one.handler.get('read:product:7', readCtx(['product:7'])))).toEqual({ name: '咖啡因' });
    await one.handler.revalidateTag(['categories'], { expire: 0 });
    expect(await one.handler.get('read:categories', readCtx(['categories']))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);

    // Redis back on the same address (empty: it kept nothing): both reconnect and share again.
    await startRedis();
    await until(async () => {
      await one.handler.set('read:after', read('again'), readCtx(['after']));
      return bodyOf(await two.handler.get('read:after', readCtx(['after']))) === 'again';
    }, 'sharing after Redis came back');
  });
});

describe('Redis hung (redis-server stopped with SIGSTOP) under running storefronts', () => {
  const TIMEOUT_MS = 300;
  const FREEZE_MS = 5000;
  /** The answer of a call and how long it took. */
  async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
    const started = Date.now();
    const value = await call();
    return [value, Date.now() - started];
  }

  it('each call waits REDIS_TIMEOUT_MS at most once, then answers from memory at once; after SIGCONT Redis is shared again, with the revalidation made meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { REDIS_TIMEOUT_MS: String(TIMEOUT_MS) };
    const [one, two, three] = [await storefront(redisUrl(), 'build-1', env), await storefront(redisUrl(), 'build-1', env), await storefront(redisUrl(), 'build-1', env)];
    await connected(one, two);
    await connected(two, three);
    await one.handler.set('read:categories', read(['标准品']), readCtx(['categories']));
    for (const sf of [two, three]) expect(bodyOf(await sf.handler.get('read:categories', readCtx(['categories'])))).toEqual(['标准品']);

    freezeRedis();
    const frozenAt = Date.now();
    const thaw = setTimeout(thawRedis, FREEZE_MS);
    try {
      // The first call of each storefront meets the hung Redis: it gives up after REDIS_TIMEOUT_MS.
      const [hit, getMs] = await timed(() => one.handler.get('read:categories', readCtx(['categories'])));
      const [, setMs] = await timed(() => two.handler.set('read:product:7', read({ name: '咖啡因' }), readCtx(['product:7'])));
      const [, revalidateMs] = await timed(() => three.handler.revalidateTag(['news'], { expire: 0 }));
      expect(bodyOf(hit)).toEqual(['标准品']);
      expect(Math.max(getMs, setMs, revalidateMs), `get ${getMs} ms, set ${setMs} ms, revalidateTag ${revalidateMs} ms`).toBeLessThan(TIMEOUT_MS + 700);

      // From then on every call answers from the storefront's own memory, without waiting for Redis.
      const [, laterMs] = await timed(async () => {
        for (let i = 0; i < 5; i++) {
          for (const sf of [one, two, three]) {
            await sf.handler.set(`read:product:${20 + i}`, read({ i }), readCtx([`product:${20 + i}`]));
            expect(bodyOf(await sf.handler.get(`read:product:${20 + i}`, readCtx([`product:${20 + i}`])))).toEqual({ i });
            await sf.handler.revalidateTag([`product:${20 + i}`]);
          }
        }
        expect(bodyOf(await two.handler.get('read:product:7', readCtx(['product:7'])))).toEqual({ name: '咖啡因' });
        // The API's refresh reaches three while Redis is hung: expired in three's memory at once.
        await three.handler.revalidateTag(['categories'], { expire: 0 });
        expect(await three.handler.get('read:categories', readCtx(['categories']))).toBeNull();
      });
      expect(laterMs).toBeLessThan(TIMEOUT_MS);

      // And so for the rest of the freeze: no call waits for Redis again.
      let slowest = 0;
      while (Date.now() - frozenAt < FREEZE_MS) {
        const [, ms] = await timed(() => one.handler.get('read:categories', readCtx(['categories'])));
        slowest = Math.max(slowest, ms);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(slowest).toBeLessThan(TIMEOUT_MS);
    } finally {
      clearTimeout(thaw);
      thawRedis();
    }

    // Redis answers again: the storefronts use it once more, and the categories revalidated on three during
    // the freeze are expired in Redis too (two finds no old copy there).
    await until(async () => {
      await one.handler.set('read:after', read('again'), readCtx(['after']));
      return bodyOf(await two.handler.get('read:after', readCtx(['after']))) === 'again' && bodyOf(await three.handler.get('read:after', readCtx(['after']))) === 'again';
    }, 'sharing after SIGCONT', 5000);
    expect(await two.handler.get('read:categories', readCtx(['categories']))).toBeNull();

    // Down and back logged once per storefront, not once per call.
    const said = (re: RegExp) => warn.mock.calls.filter(([line]) => re.test(String(line))).length;
    expect(said(/unavailable/)).toBe(3);
    expect(said(/answers again/)).toBe(3);
    warn.mockRestore();
  }, 30_000);
});

describe('Redis hung while more tags are revalidated than a storefront remembers one by one', () => {
  it('the shared entries of the build are dropped when Redis answers again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { REDIS_TIMEOUT_MS: '300' };
    const [one, two] = [await storefront(redisUrl(), 'build-many', env), await storefront(redisUrl(), 'build-many', env)];
    await connected(one, two);
    await two.handler.set('read:brands', read(['refmall']), readCtx(['brands']));
    expect(bodyOf(await one.handler.get('read:brands', readCtx(['brands'])))).toEqual(['refmall']);

    freezeRedis();
    try {
      await one.handler.revalidateTag('news'); // gives up after REDIS_TIMEOUT_MS: Redis is down for one
      for (let i = 0; i < 1001; i++) await one.handler.revalidateTag(`product:${i}`);
    } finally {
      thawRedis();
    }
    // Two never noticed the freeze; once one is back, nothing of the build is left in Redis nor in two's memory.
    await until(async () => (await two.handler.get('read:brands', readCtx(['brands']))) === null, 'the build dropped', 5000);
    const c = createClient({ url: redisUrl() });
    await c.connect();
    const keys = await c.keys('refmall:build-many:*');
    await c.close();
    expect(keys).toEqual(['refmall:build-many:__revalidation_epoch__']);
    vi.restoreAllMocks();
  });
});

describe('the mall API with several storefronts (STOREFRONT_ORIGIN a comma-separated list)', () => {
  const ADMIN_TOKEN = 'cache17-operator-token-0123456789';
  const apiConfig = (env: Record<string, string>) => loadApiConfig({ NODE_ENV: 'test', ...env });

  /** A storefront's POST /internal/revalidate, recording what it receives. */
  async function hook(calls: { storefront: string; path: string; token: unknown; body: unknown }[], name: string) {
    const server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c));
      req.on('end', () => {
        calls.push({ storefront: name, path: req.url ?? '', token: req.headers['x-admin-token'], body: JSON.parse(text) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"data":{"revalidated":1},"message":"ok"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
  }

  it('calls every storefront of the list; one that is down is logged and stops none of the others', async () => {
    const calls: { storefront: string; path: string; token: unknown; body: unknown }[] = [];
    const one = await hook(calls, 'one');
    const two = await hook(calls, 'two');
    const down = await closedPort();
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    try {
      const config = apiConfig({ ADMIN_TOKEN, STOREFRONT_ORIGIN: ` ${one.url}, ${two.url}/ ,${down},${one.url}` });
      expect(config.STOREFRONT_ORIGIN).toEqual([one.url, two.url, down]);

      expect(await refreshStorefrontCache(config, logger, ['product:12'])).toBe(false);
      const expected = { path: '/internal/revalidate', token: ADMIN_TOKEN, body: { tags: ['product:12'] } };
      expect(calls.sort((a, b) => a.storefront.localeCompare(b.storefront))).toEqual([
        { storefront: 'one', ...expected },
        { storefront: 'two', ...expected },
      ]);
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ storefront: down, tags: ['product:12'] });

      // All up: confirmed. One origin, as with a single storefront: one call.
      expect(await refreshStorefrontCache(apiConfig({ ADMIN_TOKEN, STOREFRONT_ORIGIN: `${one.url},${two.url}` }), logger, ['news'])).toBe(true);
      expect(await refreshStorefrontCache(apiConfig({ ADMIN_TOKEN, STOREFRONT_ORIGIN: one.url }), logger, ['sitemap'])).toBe(true);
      expect(calls.filter((c) => (c.body as { tags: string[] }).tags[0] === 'sitemap').map((c) => c.storefront)).toEqual(['one']);
      expect(calls).toHaveLength(5);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('without STOREFRONT_ORIGIN calls nothing; a list with something that is not an origin stops the start with the setting named', () => {
    expect(apiConfig({}).STOREFRONT_ORIGIN).toEqual([]);
    expect(apiConfig({ STOREFRONT_ORIGIN: '' }).STOREFRONT_ORIGIN).toEqual([]);
    for (const bad of ['http://127.0.0.1:3000,127.0.0.1:3001', 'ftp://shop.example', 'http://127.0.0.1:3000/shop']) {
      expect(() => apiConfig({ STOREFRONT_ORIGIN: bad }), bad).toThrow(/STOREFRONT_ORIGIN/);
    }
  });
});
