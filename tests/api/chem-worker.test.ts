import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { BodyOf } from '../../lib/api/contract/endpoint';
import { clearDepictions } from '../../server/chem/depiction';
import { CHEM_UNAVAILABLE, chem, configureChem, RemoteChem } from '../../server/chem/remote';
import { searchStructure } from '../../server/search/structure';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/**
 * RDKit in the chem worker thread (server/chem/remote.ts, the API's default) against the same engine in the API's
 * thread (CHEM_WORKER=false): the same answers, the event loop free during a long similarity highlight, and a
 * worker that dies failing its calls with a refusal instead of hanging them.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterEach(() => configureChem({ worker: true }));
afterAll(() => api.close());

type StructureBody = BodyOf<typeof contract.search.structureSearch>;

const ASPIRIN = 'CC(=O)Oc1ccccc1C(=O)O';
/** Omeprazole at similarity ≥ 0.3, 100 a page: a dozen hits whose highlights (maximum common substructures) take hundreds of ms. */
const OMEPRAZOLE = 'COc1ccc2[nH]c(S(=O)Cc3ncc(C)c(OC)c3C)nc2c1';
const slowHighlights = { query: OMEPRAZOLE, mode: 'similarity', threshold: 0.3, limit: 100, offset: 0 } as const;

/** A page of results as the storefront receives it, without the timing (which differs from run to run). */
async function answer(body: StructureBody) {
  const res = await api.call(contract.search.structureSearch, { body, pageSize: 20, pageNo: 1 });
  const { elapsedMs, ...data } = ok(res);
  expect(elapsedMs).toBeGreaterThanOrEqual(0);
  return { total: totalOf(res), ...data };
}

/** The SVG bytes of a depiction URL, drawn afresh (the API keeps drawn pictures). */
async function picture(url: string) {
  clearDepictions();
  const res = await api.app.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  return res.text();
}

/** The longest stretch (ms) a 5 ms interval timer could not run while `work` ran, and how often it ran. */
async function timerDuring<T>(work: () => Promise<T>): Promise<{ result: T; longestGap: number; ticks: number; ms: number }> {
  const started = performance.now();
  let last = started;
  let longestGap = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 5);
  try {
    const result = await work();
    const now = performance.now();
    return { result, longestGap: Math.max(longestGap, now - last), ticks, ms: now - started };
  } finally {
    clearInterval(timer);
  }
}

describe('the chem worker', () => {
  it('is the default engine', () => {
    expect(chem()).toBeInstanceOf(RemoteChem);
  });

  it('answers similarity, substructure and exact searches and depictions byte for byte as the API thread does', async () => {
    const bodies: StructureBody[] = [
      { query: ASPIRIN, mode: 'similarity', threshold: 0.5 },
      { query: 'Nc1ccc(O)cc1', mode: 'substructure' },
      { query: 'c1ccccc1', mode: 'substructure' },
      { query: ASPIRIN, mode: 'exact' },
    ];
    const run = async () => {
      const answers = [];
      for (const body of bodies) answers.push(await answer(body));
      const aspirin = answers[3].items[0];
      const para = answers[1].items.find((h) => h.code === 'RM-A010')!;
      return { answers, plain: await picture(aspirin.imgUrl), highlighted: await picture(para.highlightUrl) };
    };
    const inWorker = await run();
    configureChem({ worker: false });
    const inThread = await run();
    expect(inWorker.answers[0].items[0]).toMatchObject({ code: expect.any(String), similarity: 1 });
    expect(inWorker.answers[1].items.map((h) => h.code)).toContain('RM-A010');
    expect(inWorker.answers[3].total).toBeGreaterThan(0);
    expect(inWorker.highlighted).toContain('<svg');
    expect(inWorker.highlighted).not.toBe(inWorker.plain);
    expect(JSON.stringify(inWorker)).toBe(JSON.stringify(inThread));
  });

  it('refuses an unreadable or oversized query with the same Chinese message from the worker', async () => {
    rejected(await api.call(contract.search.structureSearch, { body: { query: 'C1CC', mode: 'similarity' } }), '无法识别的结构式');
    rejected(await api.call(contract.search.structureSearch, { body: { query: 'xyz', mode: 'exact' } }), '无法识别的结构式');
    rejected(await api.call(contract.search.structureSearch, { body: { query: 'C'.repeat(151), mode: 'substructure' } }), /^结构式过大/);
  });

  it('leaves the event loop free during a long similarity highlight, which in the API thread holds it throughout', async () => {
    configureChem({ worker: false });
    await searchStructure(api.database.db, slowHighlights); // the index loaded
    const inThread = await timerDuring(() => searchStructure(api.database.db, slowHighlights));
    configureChem({ worker: true });
    await searchStructure(api.database.db, slowHighlights);
    const inWorker = await timerDuring(() => searchStructure(api.database.db, slowHighlights));
    // The claim measured: in the API thread no timer runs while the highlights are computed.
    expect(inThread.result.total).toBeGreaterThanOrEqual(10);
    expect(inThread.longestGap).toBeGreaterThan(100);
    expect(inThread.longestGap).toBeGreaterThan(inThread.ms * 0.8);
    // In the worker the timer keeps running all along.
    expect(inWorker.result.hits.map((h) => h.productId)).toEqual(inThread.result.hits.map((h) => h.productId));
    expect(inWorker.ticks).toBeGreaterThanOrEqual(10);
    expect(inWorker.longestGap).toBeLessThan(inThread.longestGap / 2);
  });

  it('a worker that dies fails the search waiting on it with a refusal, and the next search starts another', async () => {
    const crashes: Error[] = [];
    configureChem({ worker: true, onCrash: (err) => crashes.push(err) });
    const before = await answer({ query: ASPIRIN, mode: 'similarity', threshold: 0.5 });
    const remote = chem() as RemoteChem;
    const waiting = api.call(contract.search.structureSearch, { body: { query: OMEPRAZOLE, mode: 'similarity', threshold: 0.3 }, pageSize: 100 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await remote.terminate();
    const res = await waiting;
    expect(res.status).toBe(200);
    rejected(res, CHEM_UNAVAILABLE);
    expect(crashes).toHaveLength(1);
    // A new worker, which loads the index again: the same answer as before the crash.
    expect(await answer({ query: ASPIRIN, mode: 'similarity', threshold: 0.5 })).toEqual(before);
    const para = (await answer({ query: 'Nc1ccc(O)cc1', mode: 'substructure' })).items.find((h) => h.code === 'RM-A010')!;
    expect(await picture(para.highlightUrl)).toContain('<svg');
    expect(crashes).toHaveLength(1);
  });

  it('a worker that does not answer in time is stopped like a crashed one: the search is refused, the next one answered', async () => {
    const crashes: Error[] = [];
    // A deadline shorter than the omeprazole search's highlights (hundreds of ms) stands in for a hung call.
    configureChem({ worker: true, onCrash: (err) => crashes.push(err), deadlineMs: 150 });
    const res = await api.call(contract.search.structureSearch, { body: { query: OMEPRAZOLE, mode: 'similarity', threshold: 0.3 }, pageSize: 100 });
    rejected(res, CHEM_UNAVAILABLE);
    expect(crashes).toHaveLength(1);
    expect(crashes[0].message).toMatch(/^the chem worker did not answer \w+ within 150 ms$/);
    configureChem({ worker: true });
    expect((await answer({ query: ASPIRIN, mode: 'exact' })).total).toBeGreaterThan(0);
  });

  it('a depiction waiting on a worker that dies fails (the route then answers its 503 stand-in) instead of hanging', async () => {
    const remote = chem() as RemoteChem;
    await remote.depict(ASPIRIN); // a worker running
    const drawing = remote.depict(ASPIRIN);
    const stopped = remote.terminate();
    await expect(drawing).rejects.toThrow(CHEM_UNAVAILABLE);
    await stopped;
    // The next picture starts another worker.
    const para = (await answer({ query: 'Nc1ccc(O)cc1', mode: 'substructure' })).items.find((h) => h.code === 'RM-A010')!;
    expect(await picture(para.imgUrl)).toContain('<svg');
  });
});
