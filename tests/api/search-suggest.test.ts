import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { structureUrl } from '../../lib/api/contract/catalogue';
import { highlightUrl, SUGGEST_LIMIT, type Suggestion } from '../../lib/api/contract/search';
import { DEPICTION_RETRY_AFTER, sharedDepiction } from '../../server/chem/depiction';
import { products } from '../../server/db/schema';
import { queryRows } from '../../server/search/sql';
import { createTestApi, type TestApi } from './harness';
import { ok } from './contract-calls';

/**
 * Type-ahead suggestions of the header box (search.suggest), and structure depictions that
 * never answer 500 however many arrive at once.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function suggest(keyword: string): Promise<Suggestion[]> {
  const res = await api.call(contract.search.suggest, { body: { keyword } });
  expect(res.status, keyword.slice(0, 20)).toBe(200);
  expect(res.json.code, keyword.slice(0, 20)).toBe(1);
  return ok(res);
}

/** The product the search centre ranks first for a keyword (what Enter on the header box shows first). */
async function enterFirst(keyword: string) {
  const res = await api.call(contract.search.productCards, { body: { keyword }, pageNo: 1, pageSize: 4 });
  expect(res.json.code, keyword).toBe(1);
  return ok(res)[0];
}

describe('type-ahead suggests what Enter finds (the search engine\'s own matching and ranking)', () => {
  it.each([
    ['a fragment inside names', '拉唑'],
    ['full pinyin', 'aomeilazuo'],
    ['pinyin initials', 'amlz'],
    ['a molecular formula', 'C17H19N3O3S'],
    ['a formula in another order', 'S O3 N3 H19 C17'],
    ['two words', '奥美拉唑 杂质'],
    ['an English word inside a name', 'impurity'],
  ])('%s (%s): the first suggestion stands for the product Enter ranks first', async (_, keyword) => {
    const top = await enterFirst(keyword);
    expect(top, keyword).toBeDefined();
    const found = await suggest(keyword);
    expect(found.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    // A name suggestion searches that name; the product Enter ranked first carries it.
    expect([top.nameCn, top.nameEn, top.cas, top.code], keyword).toContain(found[0].text);
    // Choosing it finds that product again, first.
    if (found[0].kind === 'name') expect((await enterFirst(found[0].text)).nameCn).toBe(top.nameCn);
  });

  it('pinyin and a formula suggest the Chinese name (奥美拉唑), with the English name as hint', async () => {
    for (const keyword of ['aomeilazuo', 'amlz', 'C17H19N3O3S']) expect((await suggest(keyword))[0], keyword).toEqual({ kind: 'name', text: '奥美拉唑', hint: 'Omeprazole', productId: null });
  });

  it('two words suggest the products that have both, in Enter\'s order', async () => {
    const found = await suggest('奥美拉唑 杂质');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((s) => s.kind === 'name' && s.text.includes('奥美拉唑') && s.text.includes('杂质'))).toBe(true);
  });
});

describe('type-ahead suggestions (index/suggest)', () => {
  it('suggests Chinese names, the name itself before its longer derivatives, with the English name as hint', async () => {
    const found = await suggest('奥美');
    expect(found[0]).toEqual({ kind: 'name', text: '奥美拉唑', hint: 'Omeprazole', productId: null });
    expect(found.map((s) => s.text)).toContain('奥美拉唑杂质A（5-甲氧基-2-巯基苯并咪唑）');
    // Not only prefixes: 埃索美拉唑 holds 美拉唑, and Enter finds it.
    expect((await suggest('美拉唑')).map((s) => s.text)).toContain('埃索美拉唑');
  });

  it('answers one Chinese character, at most SUGGEST_LIMIT distinct suggestions', async () => {
    const found = await suggest('奥');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    expect(new Set(found.map((s) => s.text)).size).toBe(found.length);
    expect(found.every((s) => s.text.startsWith('奥'))).toBe(true);
  });

  it('suggests English names for a Latin keyword, in any case', async () => {
    const found = await suggest('OMEP');
    expect(found[0]).toEqual({ kind: 'name', text: 'Omeprazole', hint: '奥美拉唑', productId: null });
    expect(found.every((s) => s.text.toLowerCase().includes('omep'))).toBe(true);
  });

  it('suggests CAS numbers by prefix (opened as the /{cas} page) and catalogue numbers (opened as the product)', async () => {
    const cas = await suggest('73590-5');
    expect(cas[0]).toMatchObject({ kind: 'cas', text: '73590-58-6', hint: '奥美拉唑', productId: null });
    const [omeprazole] = await api.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'RM-D001'));
    const codes = await suggest('rm-d00');
    expect(codes.filter((s) => s.kind === 'code').map((s) => s.text)).toContain('RM-D001');
    expect(codes.find((s) => s.text === 'RM-D001')).toEqual({ kind: 'code', text: 'RM-D001', hint: '奥美拉唑', productId: omeprazole.id });
  });

  it('suggests nothing for one Latin letter or digit, and for a keyword nothing matches', async () => {
    for (const keyword of ['o', 'O', '7', ' ', '', 'zzzzqqq', '99999-99']) expect(await suggest(keyword), keyword).toEqual([]);
  });

  it('odd input never fails and suggests only what Enter finds: 10,000 characters, emoji, a lone surrogate, SQL and LIKE / regex metacharacters', async () => {
    const odd = [
      '奥'.repeat(10_000),
      'a'.repeat(10_000),
      '😀😀',
      '奥美😀',
      '\ud83d',
      '\ud83d奥美',
      "'; drop table products; --",
      '%%',
      '__',
      '%美',
      '_美拉唑',
      '\\',
      '.*',
      '[a-z]+',
      '(?:x)',
      '^om',
      'om$',
      '~>=~',
      'E\'\\n\'',
      '\u0000奥美',
    ];
    for (const keyword of odd) {
      const found = await suggest(keyword);
      const label = JSON.stringify(keyword.slice(0, 12));
      expect(found.length, label).toBeLessThanOrEqual(SUGGEST_LIMIT);
      const top = await enterFirst(keyword);
      if (!top) expect(found, label).toEqual([]);
      else expect([top.nameCn, top.nameEn, top.cas, top.code], label).toContain(found[0].text);
    }
    for (const keyword of ["'; drop table products; --", '__', '\\', '.*', '[a-z]+', '~>=~']) expect(await suggest(keyword), keyword).toEqual([]);
    // The control character is dropped and the lone surrogate read as a space: both still read the name after it.
    expect((await suggest('\u0000奥美')).map((s) => s.text)).toContain('奥美拉唑');
  });

  it('never suggests a delisted product', async () => {
    await api.database.db.update(products).set({ status: 0 }).where(eq(products.code, 'RM-D004'));
    try {
      const names = (await suggest('奥美拉唑杂')).map((s) => s.text);
      expect(names).toContain('奥美拉唑杂质A（5-甲氧基-2-巯基苯并咪唑）');
      expect(names).not.toContain('奥美拉唑杂质C（奥美拉唑硫醚）');
      expect((await suggest('Omeprazole EP Impurity C')).map((s) => s.text)).not.toContain('Omeprazole EP Impurity C (Ufiprazole)');
      expect((await suggest('RM-D004')).map((s) => s.text)).toEqual([]);
    } finally {
      await api.database.db.update(products).set({ status: 1 }).where(eq(products.code, 'RM-D004'));
    }
    expect((await suggest('RM-D004')).map((s) => s.text)).toEqual(['RM-D004']);
  });
});

describe('structure depictions under load', () => {
  it('50 concurrent depiction requests (shared ids, missing ids, malformed keys and atoms) answer 200 or 404, never 500', async () => {
    const rows = await queryRows<{ id: number; inchi_key: string }>(
      api.database.db,
      sql`select id, inchi_key from products where status = 1 and inchi_key is not null and inchi_key <> '' order by id limit 12`,
    );
    expect(rows.length).toBe(12);
    const urls: string[] = [];
    for (let i = 0; i < 50; i++) {
      const row = rows[i % rows.length];
      switch (i % 5) {
        case 0:
          urls.push(structureUrl(row.inchi_key));
          break;
        case 1:
          urls.push(highlightUrl(row.id, [0, 1, 2]));
          break;
        case 2:
          urls.push(i % 2 ? structureUrl('AAAAAAAAAAAAAA-BBBBBBBBBB-N') : structureUrl('not-a-key'));
          break;
        case 3:
          urls.push(i % 2 ? highlightUrl(999_999, [0]) : `${highlightUrl(row.id, [])}x,;`);
          break;
        default:
          urls.push(structureUrl(rows[0].inchi_key));
      }
    }
    const answers = await Promise.all(urls.map(async (url) => ({ url, res: await api.app.request(url) })));
    for (const { url, res } of answers) {
      expect([200, 404], url).toContain(res.status);
      const body = await res.text();
      if (res.status === 200) {
        expect(res.headers.get('content-type'), url).toContain('image/svg+xml');
        expect(body, url).toMatch(/<svg[\s\S]*<\/svg>/);
      } else {
        expect(JSON.parse(body), url).toMatchObject({ code: 0, message: '结构式不存在' });
      }
    }
    expect(answers.filter((a) => a.res.status === 200).length).toBeGreaterThanOrEqual(30);
  });

  it('concurrent requests for one picture share one render; a failed render is not kept', async () => {
    let renders = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`<svg n="${++renders}"/>`), 20));
    const all = await Promise.all(Array.from({ length: 20 }, () => sharedDepiction('test:shared', slow)));
    expect(renders).toBe(1);
    expect(new Set(all)).toEqual(new Set(['<svg n="1"/>']));
    let attempts = 0;
    const failing = () => {
      attempts++;
      throw new Error('RuntimeError: memory access out of bounds');
    };
    const failures = await Promise.allSettled(Array.from({ length: 5 }, () => sharedDepiction('test:failing', failing)));
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    expect(attempts).toBe(1);
    await expect(sharedDepiction('test:failing', async () => '<svg/>')).resolves.toBe('<svg/>');
  });

  it('a depiction that fails (here: its database read) answers 503 with Retry-After and a valid SVG, not a 500, and works again after', async () => {
    const rows = await queryRows<{ id: number; inchi_key: string }>(
      api.database.db,
      sql`select id, inchi_key from products where status = 1 and inchi_key is not null and inchi_key <> '' order by id desc limit 2`,
    );
    const urls = [structureUrl(rows[0].inchi_key), highlightUrl(rows[1].id, [0, 1])];
    await api.database.db.execute(sql`alter table products rename column smiles to smiles_gone`);
    try {
      const answers = await Promise.all([...urls, ...urls].map((url) => api.app.request(url)));
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe(String(DEPICTION_RETRY_AFTER));
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        expect(await res.text()).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*结构式暂不可用[\s\S]*<\/svg>$/);
      }
    } finally {
      await api.database.db.execute(sql`alter table products rename column smiles_gone to smiles`);
    }
    for (const url of urls) expect((await api.app.request(url)).status).toBe(200);
  });
});
