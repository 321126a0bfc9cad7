import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../lib/api/contract';
import { buildPath } from '../../lib/api/contract/endpoint';
import { createTestApi, type TestApi } from './harness';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';

/** Bad input anywhere answers HTTP 200 with code 0 and a Chinese message — never a 500, never a stack. */
let api: TestApi;
/** A live session: an unknown id on a user-scoped call is only reached past the session check (else code -1). */
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  const [u] = await api.database.db.insert(users).values({ mobile: '13900000099' }).returning({ id: users.id });
  token = await createSession(api.database.db, u.id, 60);
});
afterAll(() => api.close());

const chinese = /[\u4e00-\u9fff]/;
const expectRejected = (res: { status: number; json: Record<string, unknown> }, field?: string) => {
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(0);
  expect(String(res.json.message)).toMatch(chinese);
  expect(JSON.stringify(res.json)).not.toMatch(/at .+\.(ts|js):\d+|Error:|stack/i);
  if (field) expect(String(res.json.message)).toContain(field);
};

/** Path parameters that exist, so a test can aim at the body alone. */
const goodParams = (path: string) => Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 1]));

describe.each(allEndpoints.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))('%s', (_name, ep) => {
  const path = buildPath(ep.path, goodParams(ep.path));

  if (ep.method === 'POST') {
    it('rejects malformed JSON', async () => expectRejected(await api.post(path, '{"pageNo": 1,,')));
    it('rejects a body of the wrong type', async () => expectRejected(await api.post(path, '"just a string"')));
    it('rejects a huge body', async () => expectRejected(await api.post(path, JSON.stringify({ keyword: 'x'.repeat(400_000) })), 'KB'));
    it('rejects wrong field types, naming the field', async () => {
      const res = await api.post(path, { pageNo: 'first', pageSize: { a: 1 }, brandIds: 'all', categoryIds: [-1], keyword: 42, asc: 'yes' });
      expectRejected(res);
      expect(String(res.json.message)).toMatch(/pageNo|pageSize|brandIds|categoryIds|keyword|asc|分页/);
    });
  }

  // Every call reads the paging headers (bodies may carry them too), so a bad one is refused everywhere —
  // before the session check, so even a user-scoped GET without input has a malformed case (code 0, not -1).
  if (ep.paged || ep.method === 'GET') {
    it('rejects a bad pageSize header', async () => {
      const res = ep.method === 'POST' ? await api.post(path, {}, { pageSize: '-5' }) : await api.get(path, { pageSize: '-5' });
      expectRejected(res, 'pageSize');
    });
  }

  if (ep.query) {
    type Field = { safeParse: (v: unknown) => { success: boolean } };
    const required = Object.entries((ep.query as unknown as { shape?: Record<string, Field> }).shape ?? {})
      .filter(([, schema]) => !schema.safeParse(undefined).success)
      .map(([name]) => name);
    if (required.length) {
      it('rejects a missing query parameter, naming it', async () => {
        expectRejected(await (ep.method === 'POST' ? api.post(path, {}) : api.get(path)), required[0]);
      });
      it('rejects an over-long query parameter', async () => {
        const q = new URLSearchParams(Object.fromEntries(required.map((n) => [n, 'x'.repeat(5000)])));
        expectRejected(await (ep.method === 'POST' ? api.post(`${path}?${q}`, {}) : api.get(`${path}?${q}`)));
      });
    }
  }

  if (ep.params) {
    const names = [...ep.path.matchAll(/\{(\w+)\}/g)].map(([, n]) => n);
    // Read when the test runs: the token is made in beforeAll, after this describe is collected.
    const headers = (): Record<string, string> => (ep.auth === 'user' ? { token } : {});
    const send = (p: string) => (ep.method === 'POST' ? api.post(p, {}, headers()) : api.get(p, headers()));
    it('rejects a non-numeric id, naming it', async () => {
      expectRejected(await send(buildPath(ep.path, Object.fromEntries(names.map((n) => [n, 'abc'])))), names[0]);
    });
    it('rejects an unknown id', async () => {
      expectRejected(await send(buildPath(ep.path, Object.fromEntries(names.map((n) => [n, 987654])))));
    });
  }
});

describe('unknown routes', () => {
  it('answer 404 with the envelope', async () => {
    const res = await api.get('/mall/shopping/product/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(0);
    expect(String(res.json.message)).toContain('接口不存在');
  });
});
