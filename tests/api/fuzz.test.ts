import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../lib/api/contract';
import { allRequests, describeRequest, fuzzSeed, INCLUDE_NUL, judge, requestFor, type FuzzRequest, type FuzzSetup } from '../support/fuzz';
import { smsLogin } from './accounts-helpers';
import { createTestApi, type TestApi, OPERATOR_KEY } from './harness';
import { clock, enrolledStaff, logIn } from './staff-helpers';

/*
 * Property-based fuzzing from the contract: no input gives HTTP 5xx, every answer is the
 * envelope (or a `produces` endpoint's file). Seeded: FUZZ_SEED=<n> reproduces a run; the seed is printed.
 * The ≥ 10,000-case run is bench/fuzz.ts (`npm run bench`).
 */

const ADMIN_TOKEN = 'operator-token-for-fuzzing-0123456789';
const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES_PER_ENDPOINT || 40);

let api: TestApi;
let setup: FuzzSetup;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN, CAPTCHA_PROVIDER: 'test' } });
  clock.start();
  try {
    const staffToken = (await logIn(api, await enrolledStaff(api))).token;
    setup = { userToken: (await smsLogin(api)).token, adminToken: OPERATOR_KEY, staffToken };
  } finally {
    clock.stop();
  }
});
afterAll(() => api.close());

const send = (r: FuzzRequest) => api.app.request(r.path, { method: r.method, headers: r.headers, body: r.body });

async function property(r: FuzzRequest) {
  const v = await judge(r, await send(r));
  if (v.serverError) throw new Error(`HTTP ${v.status}: ${describeRequest(r)}`);
  if (v.notEnvelope) throw new Error(`${v.notEnvelope}\n  ${describeRequest(r)}`);
}

describe('fuzzing every endpoint of the contract', () => {
  const seed = fuzzSeed();
  console.log(`fuzz: seed ${seed}, ${CASES_PER_ENDPOINT} cases × ${allEndpoints.length} endpoints${INCLUDE_NUL ? '' : ' (NUL excluded: tests/support/fuzz.ts INCLUDE_NUL)'}`);

  it('covers every endpoint', () => {
    expect(allEndpoints.length).toBeGreaterThan(40);
  });

  it.each(allEndpoints.map((ep, i) => [`${ep.method} ${ep.path}`, ep, i] as const))('%s: no 5xx, always the envelope', async (_, ep, i) => {
    await fc.assert(fc.asyncProperty(requestFor(ep, setup), property), { seed: seed + i, numRuns: CASES_PER_ENDPOINT, endOnFailure: true });
  });

  it('mixed: endpoints interleaved, state carried between calls', async () => {
    await fc.assert(fc.asyncProperty(allRequests(setup), property), { seed, numRuns: 300, endOnFailure: true });
  });
});
