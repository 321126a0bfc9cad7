import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { TOKEN_INVALID_MESSAGE_CODE } from '../../lib/api/contract/envelope';
import type { Endpoint } from '../../lib/api/contract/endpoint';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import type { RawRequest } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/* SPEC §8: code -1 sends the visitor to log in. On a call that needs a login, the session is checked before the
 * input: a dead or missing token answers -1 whatever the body, query or path says; a live one gets the message. */
let api: TestApi;
let live: string;
let expired: string;
beforeAll(async () => {
  api = await createTestApi();
  const [u] = await api.database.db.insert(users).values({ mobile: '13900000098' }).returning({ id: users.id });
  live = await createSession(api.database.db, u.id, 60);
  expired = await createSession(api.database.db, u.id, -1);
});
afterAll(() => api.close());

/** Calls that need a login, each with input its contract refuses. */
const badCalls: [string, Endpoint, RawRequest][] = [
  ['address add, a body missing every field', contract.address.add, { body: { receiverName: 42 } }],
  ['address add, malformed JSON', contract.address.add, { body: '{"receiverName": ,' }],
  ['cart add, a quantity of zero', contract.cart.insert, { body: { skuId: 1, num: 0 } }],
  ['cart add, a body of the wrong type', contract.cart.insert, { body: '"just a string"' }],
  ['basket delete, a non-numeric id', contract.basket.delete, { params: { carId: 'abc' }, body: {} }],
  ['cart list, a bad pageSize header', contract.cart.list, { headers: { pageSize: '-5' } }],
  ['address list, an unknown book', contract.address.list, { query: { book: 'nonsense' } }],
];

const send = (ep: Endpoint, req: RawRequest, token?: string) => api.raw(ep, { ...req, headers: { ...req.headers, ...(token ? { token } : {}) } });

describe.each(badCalls)('%s', (_name, ep, req) => {
  it('with an expired token answers -1 (go to login), not the validation message', async () => {
    expect((await send(ep, req, expired)).json).toMatchObject({ code: -1, messageCode: TOKEN_INVALID_MESSAGE_CODE });
  });

  it('with a token the API never issued answers -1', async () => {
    expect((await send(ep, req, 'made-up-token')).json).toMatchObject({ code: -1, messageCode: TOKEN_INVALID_MESSAGE_CODE });
  });

  it('without a token answers -1', async () => {
    expect((await send(ep, req)).json).toMatchObject({ code: -1, messageCode: TOKEN_INVALID_MESSAGE_CODE });
  });

  it('with a live token answers the validation message (code 0, in Chinese)', async () => {
    const res = await send(ep, req, live);
    expect(res.json).toMatchObject({ code: 0, messageCode: null });
    expect(res.json.message).toMatch(/[\u4e00-\u9fff]/);
  });
});
