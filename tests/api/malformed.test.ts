import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '../../lib/api/contract';
import { TOKEN_INVALID_MESSAGE_CODE } from '../../lib/api/contract/envelope';
import { STAFF_TOKEN_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import { STAFF_ONLY_PERMISSION } from '../../lib/api/contract/staff';
import { admin } from './order-helpers';
import { createTestApi, type TestApi } from './harness';
import type { RawAnswer, RawRequest } from './contract-calls';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { clock, enrolledStaff, logIn } from './staff-helpers';

/** Bad input anywhere answers HTTP 200 with code 0 and a Chinese message — never a 500, never a stack. */
let api: TestApi;
/** A live session: input on a user-scoped call is only read past the session check (else code -1). */
let token: string;
/** A live staff session of a 超级管理员: 'staff' calls and the operator calls a key cannot hold ('staff'). */
let staffToken: string;
/** A live credential of the kind the endpoint wants, so the input checks are what answers. */
const credentials = (ep: Endpoint): Record<string, string> =>
  ep.auth === 'user'
    ? { token }
    : ep.auth === 'staff' || (ep.auth === 'operator' && ep.permission === STAFF_ONLY_PERMISSION)
      ? { [STAFF_TOKEN_HEADER]: staffToken }
      : ep.auth === 'operator'
        ? admin
        : {};
beforeAll(async () => {
  api = await createTestApi();
  const [u] = await api.database.db.insert(users).values({ mobile: '13900000099' }).returning({ id: users.id });
  token = await createSession(api.database.db, u.id, 60);
  clock.start();
  try {
    staffToken = (await logIn(api, await enrolledStaff(api))).token;
  } finally {
    clock.stop();
  }
});
afterAll(() => api.close());

const chinese = /[\u4e00-\u9fff]/;
const expectRejected = (res: RawAnswer, field?: string) => {
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(0);
  expect(String(res.json.message)).toMatch(chinese);
  expect(JSON.stringify(res.json)).not.toMatch(/at .+\.(ts|js):\d+|Error:|stack/i);
  if (field) expect(String(res.json.message)).toContain(field);
};

const paramNames = (ep: Endpoint) => [...ep.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
/** Path parameters that exist, so a test can aim at the body alone. */
const goodParams = (ep: Endpoint) => Object.fromEntries(paramNames(ep).map((name) => [name, 1]));

describe.each(allEndpoints.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))('%s', (_name, ep) => {
  const params = goodParams(ep);
  // A live session on calls that need a login: past the session check the input is what gets refused (code 0);
  // without one they answer -1 first (tests/api/session-first.test.ts). Read when the test runs (made in beforeAll).
  const send = (req: Omit<RawRequest, 'params'> = {}) => api.raw(ep, { params, ...req, headers: { ...credentials(ep), ...req.headers } });

  if (ep.method === 'POST') {
    it('rejects malformed JSON', async () => expectRejected(await send({ body: '{"pageNo": 1,,' })));
    it('rejects a body of the wrong type', async () => expectRejected(await send({ body: '"just a string"' })));
    it('rejects a huge body', async () => expectRejected(await send({ body: { keyword: 'x'.repeat(400_000) } }), 'KB'));
    it('rejects wrong field types, naming the field', async () => {
      const res = await send({ body: { pageNo: 'first', pageSize: { a: 1 }, brandIds: 'all', categoryIds: [-1], keyword: 42, asc: 'yes' } });
      expectRejected(res);
      expect(String(res.json.message)).toMatch(/pageNo|pageSize|brandIds|categoryIds|keyword|asc|分页/);
    });
  }

  // Every call reads the paging headers (bodies may carry them too), so a bad one is refused everywhere —
  // even a user-scoped GET without input has a malformed case.
  if (ep.paged || ep.method === 'GET') {
    it('rejects a bad pageSize header', async () => {
      const res = await send({ body: ep.method === 'POST' ? {} : undefined, headers: { pageSize: '-5' } });
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
        expectRejected(await send({ body: ep.method === 'POST' ? {} : undefined }), required[0]);
      });
      it('rejects an over-long query parameter', async () => {
        const query = Object.fromEntries(required.map((n) => [n, 'x'.repeat(5000)]));
        expectRejected(await send({ query, body: ep.method === 'POST' ? {} : undefined }));
      });
    }
  }

  if (ep.params) {
    const names = paramNames(ep);
    const bad = Object.fromEntries(names.map((n) => [n, 'abc']));
    // Read when the test runs: the token is made in beforeAll, after this describe is collected.
    const headers = (): Record<string, string> => credentials(ep);
    const sendTo = (p: Record<string, string | number>) => api.raw(ep, { params: p, body: ep.method === 'POST' ? {} : undefined, headers: headers() });
    // Numeric ids only: a text parameter (an InChIKey) takes 'abc' as a value to look up.
    if (!ep.params.safeParse(bad).success) {
      it('rejects a non-numeric id, naming it', async () => expectRejected(await sendTo(bad), names[0]));
    }
    it('rejects an unknown id', async () => {
      const res = await sendTo(Object.fromEntries(names.map((n) => [n, 987654])));
      // A file call's miss is HTTP 404 (for caches and <img>), still with the envelope.
      expectRejected(ep.missingIs404 ? { ...res, status: res.status === 404 ? 200 : res.status } : res);
    });
  }
});

describe('unknown routes', () => {
  it('answer 404 with the envelope', async () => {
    // Addressed like any call, with a path the contract does not have.
    const res = await api.raw({ ...contract.catalogue.brandList, path: `${contract.catalogue.brandList.path}/no/such/call` });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: 0, data: null, messageCode: null, totalCount: null });
    expect(res.json.message).toContain('接口不存在');
  });
});

describe('the envelope (SPEC §7) carries messageCode and totalCount on every answer, null where none', () => {
  it('on success, paged or not', async () => {
    const single = await api.raw(contract.catalogue.brandSelect, { params: { id: 1 } });
    expect(single.json).toMatchObject({ code: 1, messageCode: null, totalCount: null });
    const paged = await api.raw(contract.catalogue.brandList, { body: {} });
    expect(paged.json).toMatchObject({ code: 1, messageCode: null });
    expect(paged.json.totalCount).toBeGreaterThan(0);
  });
  it('on a rejection and on a dead session', async () => {
    expect((await api.raw(contract.catalogue.brandSelect, { params: { id: 987654 } })).json).toMatchObject({ code: 0, messageCode: null, totalCount: null });
    expect((await api.raw(contract.user.selectUser, { headers: { token: 'made-up' } })).json).toMatchObject({
      code: -1,
      messageCode: TOKEN_INVALID_MESSAGE_CODE,
      totalCount: null,
    });
  });
});
