import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { getRDKit } from '../../server/chem/rdkit';
import { products } from '../../server/db/schema';
import { elementCounts } from '../../server/search/fingerprints';
import { tolerance } from '../../server/search/formula';
import { searchStructure } from '../../server/search/structure';
import { createTestApi, type TestApi } from './harness';
import { ok, totalOf } from './contract-calls';
import { buildPath, type BodyOf, type DataOf } from '../../lib/api/contract/endpoint';
import { highlightUrl, STRUCTURE_HIGHLIGHT_PATH } from '../../lib/api/contract/search';

/** Structure and formula search through the mall API, checked against a brute-force RDKit pass over the seed. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type StructureBody = BodyOf<typeof contract.search.structureSearch>;
type StructureData = DataOf<typeof contract.search.structureSearch>;
type Hit = StructureData['items'][number];

async function structure(body: StructureBody, pageSize = 100, pageNo = 1) {
  const res = await api.call(contract.search.structureSearch, { body, pageSize, pageNo });
  expect(res.status).toBe(200);
  return res;
}

async function allHits(body: StructureBody): Promise<{ hits: Hit[]; total: number; data: StructureData }> {
  const first = await structure(body);
  const data = ok(first);
  const total = totalOf(first);
  const hits = [...data.items];
  for (let page = 2; hits.length < total; page++) hits.push(...ok(await structure(body, 100, page)).items);
  return { hits, total, data };
}

/** Listed products whose stored SMILES contain the query, by RDKit directly. */
async function bruteForce(querySmiles: string): Promise<Set<number>> {
  const rdkit = await getRDKit();
  const q = rdkit.get_mol(querySmiles)!;
  const rows = await api.database.db.select({ id: products.id, smiles: products.smiles }).from(products).where(eq(products.status, 1));
  const out = new Set<number>();
  try {
    for (const r of rows) {
      const m = rdkit.get_mol(r.smiles)!;
      try {
        if (m.get_substruct_match(q) !== '{}') out.add(r.id);
      } finally {
        m.delete();
      }
    }
  } finally {
    q.delete();
  }
  return out;
}

describe('substructure search', () => {
  it('a benzene ring: same set as brute force, paracetamol among them, six atoms highlighted each', async () => {
    const { hits, total, data } = await allHits({ query: 'c1ccccc1', mode: 'substructure' });
    const expected = await bruteForce('c1ccccc1');
    expect(total).toBe(expected.size);
    expect(new Set(hits.map((h) => h.id))).toEqual(expected);
    expect(data.complete).toBe(true);
    expect(data.screened).toBeGreaterThanOrEqual(total);
    expect(hits.map((h) => h.code)).toContain('RM-A010');
    for (const h of hits) expect(h.matchAtoms).toHaveLength(6);
    // Smallest molecules first.
    expect(hits[0].matchAtoms.length).toBe(6);
  });

  it('the 4-aminophenol core finds paracetamol, with the matched atoms of its stored SMILES', async () => {
    const { hits } = await allHits({ query: 'Nc1ccc(O)cc1' });
    const expected = await bruteForce('Nc1ccc(O)cc1');
    expect(new Set(hits.map((h) => h.id))).toEqual(expected);
    const para = hits.find((h) => h.code === 'RM-A010')!;
    expect(para).toBeDefined();
    // CC(=O)Nc1ccc(O)cc1: N is atom 3, the ring 4-9, O atom 8 — eight atoms, the acetyl group (0-2) not.
    expect([...para.matchAtoms].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(para.highlightUrl).toMatch(/\/structure\/highlight\/\d+\.svg\?atoms=/);
  });

  it('accepts a molfile as the query', async () => {
    const rdkit = await getRDKit();
    const mol = rdkit.get_mol('Nc1ccc(O)cc1')!;
    const molfile = mol.get_molblock();
    mol.delete();
    const { hits } = await allHits({ query: molfile, mode: 'substructure' });
    expect(hits.map((h) => h.code)).toContain('RM-A010');
  });

  it('a query matching everything stops at its cap with a lower-bound total', async () => {
    const capped = await searchStructure(api.database.db, { query: 'C', mode: 'substructure', threshold: 0.7, limit: 10, offset: 0, maxHits: 5 });
    expect(capped.total).toBe(5);
    expect(capped.complete).toBe(false);
    expect(capped.hits).toHaveLength(5);
    expect(capped.screened).toBeGreaterThan(5);
  });
});

describe('similarity and exact search', () => {
  it('similarity to aspirin: aspirin first at 1.0, salicylic acid among the closest, sorted by similarity', async () => {
    const { hits } = await allHits({ query: 'CC(=O)Oc1ccccc1C(=O)O', mode: 'similarity', threshold: 0.3 });
    expect(hits[0].code).toBe('RM-A001');
    expect(hits[0].similarity).toBe(1);
    const salicylic = hits.findIndex((h) => h.code === 'RM-A002');
    expect(salicylic).toBeGreaterThan(0);
    expect(salicylic).toBeLessThan(6);
    const sims = hits.map((h) => h.similarity!);
    expect(sims).toEqual([...sims].sort((a, b) => b - a));
    expect(sims.every((s) => s >= 0.3)).toBe(true);
    expect(hits[salicylic].matchAtoms.length).toBeGreaterThanOrEqual(6);
  });

  it('a higher threshold keeps fewer', async () => {
    const loose = await structure({ query: 'CC(=O)Oc1ccccc1C(=O)O', mode: 'similarity', threshold: 0.3 });
    const tight = await structure({ query: 'CC(=O)Oc1ccccc1C(=O)O', mode: 'similarity', threshold: 0.9 });
    expect(totalOf(tight)).toBeLessThan(totalOf(loose));
  });

  it('exact: caffeine by a SMILES written differently finds caffeine, not its labelled forms', async () => {
    const { hits } = await allHits({ query: 'O=c1n(C)c(=O)c2n(C)cnc2n1C', mode: 'exact' });
    expect(hits.map((h) => h.nameEn)).toEqual(['Caffeine']);
    expect(hits[0].similarity).toBe(1);
    expect(hits[0].matchAtoms).toHaveLength(14);
  });
});

describe('bad structure input', () => {
  it('an unreadable structure is code 0 无法识别的结构式', async () => {
    for (const query of ['C1CC', 'not a molecule', 'c1cccc1', '[Xx]', '😀']) {
      const res = await structure({ query, mode: 'substructure' });
      expect(res.json, query).toMatchObject({ code: 0, message: '无法识别的结构式' });
    }
  });

  it('an out-of-range threshold or an unknown mode names the field', async () => {
    const t = await structure({ query: 'c1ccccc1', mode: 'similarity', threshold: 0.1 });
    expect(t.json.code).toBe(0);
    expect(String(t.json.message)).toContain('threshold');
    const m = await api.raw(contract.search.structureSearch, { body: { query: 'c1ccccc1', mode: 'fuzzy' } });
    expect(m.json.code).toBe(0);
    expect(String(m.json.message)).toContain('mode');
  });
});

describe('highlighted depiction', () => {
  it('serves the SVG with the atoms highlighted, cacheable; unknown product or bad atoms are 404', async () => {
    const { hits } = await allHits({ query: 'Nc1ccc(O)cc1' });
    const para = hits.find((h) => h.code === 'RM-A010')!;
    const res = await api.app.request(para.highlightUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const svg = await res.text();
    const plain = await (await api.app.request(para.imgUrl)).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toBe(plain);
    expect((await api.app.request(highlightUrl(987654, [1, 2]))).status).toBe(404);
    expect((await api.app.request(`${buildPath(STRUCTURE_HIGHLIGHT_PATH, { productId: para.id })}?atoms=1;drop`)).status).toBe(404);
  });
});

describe('formula search', () => {
  const formula = (body: BodyOf<typeof contract.search.formulaSearch>) => api.call(contract.search.formulaSearch, { body, pageSize: 100 });

  it('100% is the exact Hill formula, in any order or case', async () => {
    for (const f of ['C9H8O4', 'O4H8C9', 'c9h8o4']) {
      const res = await formula({ formula: f });
      const data = ok(res);
      expect(data.formula).toBe('C9H8O4');
      expect(data.accuracy).toBe(100);
      expect(data.items.map((i) => i.code)).toEqual(['RM-A001']);
    }
  });

  it('90% accepts each element within round(10% of its count), same elements, isotopes as their element — exact first', async () => {
    // Caffeine C8H10N4O2: C 7-9, H 9-11, N 4, O 2. Its 13C3 and d9 forms count as C8H10N4O2 here; 100% keeps them out.
    const exact = ok(await formula({ formula: 'C8H10N4O2' }));
    expect(exact.items.map((i) => i.code)).toEqual(['RM-A070']);
    const res = await formula({ formula: 'C8H10N4O2', accuracy: 90 });
    const data = ok(res);
    expect(data.accuracy).toBe(90);
    expect(data.items[0].code).toBe('RM-A070');
    expect(data.items.map((i) => i.code)).toEqual(expect.arrayContaining(['RM-S002', 'RM-S003']));
    for (const { formula: f } of data.items) {
      const counts = elementCounts(f);
      expect(Object.keys(counts).sort()).toEqual(['C', 'H', 'N', 'O']);
      expect(counts.C).toBeGreaterThanOrEqual(7);
      expect(counts.C).toBeLessThanOrEqual(9);
      expect(counts.H).toBeGreaterThanOrEqual(9);
      expect(counts.H).toBeLessThanOrEqual(11);
      expect(counts.N).toBe(4);
      expect(counts.O).toBe(2);
    }
    // Celecoxib C17H14F3N3O2S at 90% also finds its C16 analogues (C within 17 ± 2).
    const cele = ok(await formula({ formula: 'C17H14F3N3O2S', accuracy: 90 }));
    expect(cele.items[0].formula).toBe('C17H14F3N3O2S');
    expect(cele.items.some((i) => i.formula === 'C16H14F3N3O2S')).toBe(true);
    expect(tolerance({ C: 9, H: 8, O: 4 }, 90)).toEqual({ C: [8, 10], H: [7, 9], O: [4, 4] });
  });

  it('refuses what is not a formula and an accuracy out of range', async () => {
    expect((await formula({ formula: 'hello world' })).json).toMatchObject({ code: 0, message: '无法识别的分子式' });
    const low = await formula({ formula: 'C9H8O4', accuracy: 20 });
    expect(low.json.code).toBe(0);
    expect(String(low.json.message)).toContain('accuracy');
  });
});
