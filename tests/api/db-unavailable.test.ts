import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { createProviders } from '../../server/providers';
import { createTestApi, type TestApi } from './harness';

/**
 * Calls that meet a database which cannot be reached (PostgreSQL restarting, failing over, ending sessions) answer
 * 503 with Retry-After and the envelope, and /healthz says so until the database answers again. The failure is
 * simulated here (a database handle that throws the errors node-postgres throws); tests/api/pg-restart.test.ts
 * restarts a real PostgreSQL under the real API process.
 */

const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });
const UNAVAILABLE = { code: 0, data: null, message: '服务暂时不可用，请稍后重试', messageCode: null, totalCount: null };
const read = `${contract.search.productByBrandCode.path}?${new URLSearchParams({ brandName: 'refmall', code: 'RM-A001' })}`;

describe('calls while the database cannot be reached', () => {
  let api: TestApi;
  let app: ReturnType<typeof createApp>;
  let failWith: Error | null = null;

  beforeAll(async () => {
    api = await createTestApi();
    // The shop's database, throwing `failWith` on any use while it is set.
    const db = new Proxy(api.database.db, {
      get(target, key) {
        if (failWith) throw failWith;
        return Reflect.get(target, key, target) as unknown;
      },
    }) as Db;
    const logger = pino({ level: 'silent' });
    app = createApp({ db, config: api.config, logger, providers: createProviders(api.config, logger) });
  });
  afterAll(() => api.close());

  it.each([
    ['a fast shutdown ending the session (57P01, wrapped by drizzle)', new DrizzleQueryError('select "id" from "products" where "code" = $1', ['RM-A001'], pgError('terminating connection due to administrator command', '57P01'))],
    ['the server starting up (57P03)', pgError('the database system is starting up', '57P03')],
    ['the server refusing connections', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection dropped', new Error('Connection terminated unexpectedly')],
    ['no connection within DB_CONNECT_TIMEOUT_MS', new Error('timeout exceeded when trying to connect')],
  ])('%s: 503, Retry-After and the envelope', async (_what, err) => {
    failWith = err;
    try {
      const res = await app.request(read);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual(UNAVAILABLE);
    } finally {
      failWith = null;
    }
  });

  it('any other database error stays a 500 with the general message', async () => {
    failWith = new DrizzleQueryError('select 1 from "gone"', [], pgError('relation "gone" does not exist', '42P01'));
    try {
      const res = await app.request(read);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 0, message: '服务器异常，请稍后重试' });
    } finally {
      failWith = null;
    }
  });

  it('/healthz answers 503 while the database is away and ok again once it answers', async () => {
    /** /healthz's status once it is `want`, or after 5 s (the state is probed in the background, once a second). */
    const healthz = async (want: number) => {
      const started = Date.now();
      let res = await app.request('/healthz');
      while (res.status !== want && Date.now() - started < 5000) {
        await new Promise((r) => setTimeout(r, 100));
        res = await app.request('/healthz');
      }
      return res;
    };
    expect((await healthz(200)).status).toBe(200);
    failWith = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect((await app.request(read)).status).toBe(503);
    // At once: the call that met the unreachable database marked it down.
    const down = await app.request('/healthz');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toEqual({ ok: false, database: 'unavailable' });

    failWith = null;
    expect((await healthz(200)).status).toBe(200);
    expect(await (await app.request(read)).json()).toMatchObject({ code: 1, data: { code: 'RM-A001' } });
  });
});
