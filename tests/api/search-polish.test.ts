import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { products } from '../../server/db/schema';
import { createTestApi, type TestApi } from './harness';
import { ok, totalOf } from './contract-calls';

/**
 * Search and chemistry polish: nonsense finds nothing (relevance floor of the relaxed search),
 * real keywords still do; esomeprazole is its own (S) structure; the 杂质 list of an API holds no intermediates;
 * a small similarity query that finds nothing says why.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A small deterministic generator: the same "random" strings on every run. */
function random(seed: number) {
  let s = seed;
  return (chars: string, n: number) => {
    const a = [...chars];
    return Array.from({ length: n }, () => a[((s = (s * 1103515245 + 12345) % 2 ** 31), Math.floor((s / 2 ** 31) * a.length))]).join('');
  };
}
const PUNCTUATION = '!@#$%^&*()_+{}|:"<>?~-=[]\\;\',./`';
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SYMBOLS = '©®™°±²³µ¶·¹º¼½¾×÷★☆●○◆□△▲※→←↑↓〓，。、；：？！“”‘’（）【】《》…—～·￥∑∏√∞∫≈≠≤≥℃℉㎎㎏㎜㎝㎞㎡㏄αβγδεΩ§№ⅠⅡⅢⅣ';

async function counts(keyword: string) {
  const [cards, apis, search, methods, standards, categories] = await Promise.all([
    api.call(contract.search.productCards, { body: { keyword }, pageSize: 4 }),
    api.call(contract.search.apiCards, { body: { keyword }, pageSize: 4 }),
    api.call(contract.search.productSearch, { body: { keyword }, pageSize: 5 }),
    api.call(contract.search.methodSearch, { body: { keyword }, pageSize: 5 }),
    api.call(contract.search.standardSearch, { body: { keyword }, pageSize: 5 }),
    api.call(contract.search.categoriesByKeyword, { body: { keyword } }),
  ]);
  for (const res of [cards, apis, search, methods, standards, categories]) expect(res.json.code, keyword).toBe(1);
  return {
    products: totalOf(cards),
    apis: totalOf(apis),
    search: totalOf(search),
    first: ok(search)[0]?.code,
    knowledge: totalOf(methods) + totalOf(standards),
    categories: ok(categories).filter((c) => c.count > 0 || c.nameMatch).length,
  };
}

const nothing = { products: 0, apis: 0, search: 0, knowledge: 0, categories: 0 };

describe('garbage search: a relevance floor', () => {
  const next = random(7);
  const garbage = [
    '!@#$%^&*()_+{}|:"<>?~'.repeat(5),
    ...Array.from({ length: 4 }, () => next(PUNCTUATION, 100)),
    ...Array.from({ length: 4 }, () => next(LATIN, 100)),
    // Letters between punctuation and spaces: before the floor, one 3-letter fragment that starts a drug name
    // (cda → Candesartan, amo → Amoxicillin, aci → Aciclovir) was enough for the any-word fallback.
    ...Array.from({ length: 30 }, () => next(LATIN + PUNCTUATION + '     ', 100)),
    ...Array.from({ length: 12 }, () => next(SYMBOLS, 100)),
    ...Array.from({ length: 12 }, () => next(SYMBOLS + LATIN + '  ', 100)),
  ];

  it('random punctuation, random Latin letters and random symbols find no product, API, method, standard or category', async () => {
    const found: string[] = [];
    for (const keyword of garbage) {
      const c = await counts(keyword);
      if (c.products || c.apis || c.search || c.knowledge || c.categories) found.push(`${JSON.stringify(keyword)} → ${JSON.stringify(c)}`);
    }
    expect(found).toEqual([]);
  }, 180_000);

  it('strings that found products before the floor find nothing', async () => {
    for (const keyword of [
      '!@#$%^&*()_+{}|:"<>?~'.repeat(5),
      '_dbd^e-T(EDba\'##tb~ ]cd]y..^Vz[OZ!+(o<+}KCU}]yBIP^ANcs>d`-&\\CAn?y\\As!g@C QeQ>>!X .@"ZK!_*e+,rnONJzL ',
      '`c#bd?{hbwVA=Ly) s}N?JmYb~&Ccda#l<]>-[\\g`Zk!Jy/ltN/h=S~>  -\' cJ`D{hIXI&\'P/+R PRcL`ztuw;SE%/Amo:r?TBU',
      'qwhzkvbnmxjfpltgdrsyc'.repeat(5),
      // Few words, one of them starting a drug name (amox…): 4 of 16 letters is under the floor.
      'zzqx amox pvkw qjvb',
    ]) {
      expect(await counts(keyword), keyword).toMatchObject(nothing);
    }
    // A real word with a stray one is above it: amoxicillin is 11 of 14 letters.
    const res = await api.call(contract.search.productSearch, { body: { keyword: 'amoxicillin qzx' }, pageSize: 20 });
    expect(ok(res).map((c) => c.code)).toContain('RM-I010');
  });

  it('real keywords still find their product first', async () => {
    for (const [keyword, code] of [
      ['阿司匹林', 'RM-A001'],
      ['50-78-2', 'RM-A001'],
      ['aspirin', 'RM-A001'],
      ['RM-A001', 'RM-A001'],
      ['司匹林', 'RM-A001'], // part of the Chinese name
      ['aspiri', 'RM-A001'], // part of the English name
      ['奥美', 'RM-D001'],
      ['omepraz', 'RM-D001'],
      ['阿司匹林片', 'RM-A001'], // any-word fallback: 阿司匹林 is 4 of the 5 characters
      ['aspirin 100mg tablets', 'RM-A001'], // 7 of 19 letters and digits: above the floor (a third)
    ]) {
      const c = await counts(keyword);
      expect(c.first, keyword).toBe(code);
      expect(c.products, keyword).toBeGreaterThan(0);
      expect(c.apis, keyword).toBeGreaterThan(0);
    }
  });

  it('the any-word fallback of methods still finds ChP 奥美拉唑 有关物质 when a word is missing', async () => {
    const res = await api.call(contract.search.methodSearch, { body: { keyword: '奥美拉唑 有关物质 溶出度' }, pageSize: 20 });
    expect(totalOf(res)).toBeGreaterThan(0);
  });
});

describe('esomeprazole is the (S) sulfoxide, not omeprazole', () => {
  const OMEPRAZOLE_KEY = 'SUBDBMMJDZJVOS-UHFFFAOYSA-N';
  const ESOMEPRAZOLE_KEY = 'SUBDBMMJDZJVOS-DEOSSOPVSA-N'; // published standard InChIKey of (S)-omeprazole

  async function byCode(codes: string[]) {
    const rows = await api.database.db.select({ code: products.code, inchiKey: products.inchiKey, smiles: products.smiles }).from(products).where(inArray(products.code, codes));
    return new Map(rows.map((r) => [r.code, r]));
  }

  it('has its own InChIKey (the published one), and so its own depiction', async () => {
    const rows = await byCode(['RM-D001', 'RM-D002']);
    expect(rows.get('RM-D001')!.inchiKey).toBe(OMEPRAZOLE_KEY);
    expect(rows.get('RM-D002')!.inchiKey).toBe(ESOMEPRAZOLE_KEY);
    const [omeprazole, esomeprazole] = await Promise.all(
      ['RM-D001', 'RM-D002'].map(async (code) => {
        const [card] = ok(await api.call(contract.search.productSearch, { body: { keyword: code }, pageSize: 1 }));
        const res = await api.app.request(card.imgUrl);
        expect(res.status).toBe(200);
        return { url: card.imgUrl, svg: await res.text() };
      }),
    );
    expect(esomeprazole.url).not.toBe(omeprazole.url);
    // RDKit draws the stereocentre as a wedge: a filled bond path that the racemate's drawing has not.
    const wedges = (svg: string) => (svg.match(/<path class='bond-[^']*' d='M [^']* Z'/g) ?? []).length;
    expect(wedges(esomeprazole.svg)).toBeGreaterThan(0);
    expect(wedges(omeprazole.svg)).toBe(0);
  });

  it('single enantiomers differ from their racemates wherever the seed sells both', async () => {
    const pairs = [
      ['RM-D002', 'RM-D001'], // esomeprazole / omeprazole
      ['RM-D011', 'RM-D010'], // dexlansoprazole / lansoprazole
      ['RM-A031', 'RM-A030'], // dexibuprofen / ibuprofen
      ['RM-I003', 'RM-I004'], // levofloxacin / ofloxacin
    ];
    const rows = await byCode(pairs.flat());
    for (const [single, racemate] of pairs) {
      const [a, b] = [rows.get(single)!, rows.get(racemate)!];
      expect(a.inchiKey.slice(0, 14), single).toBe(b.inchiKey.slice(0, 14)); // same constitution
      expect(a.inchiKey, single).not.toBe(b.inchiKey);
      expect(a.smiles, single).toMatch(/@/);
    }
  });

  it('exact structure search tells the enantiomer from the racemate; substructure search finds both', async () => {
    const rows = await byCode(['RM-D001', 'RM-D002']);
    const codesOf = async (query: string, mode: 'exact' | 'substructure') => {
      const res = await api.call(contract.search.structureSearch, { body: { query, mode }, pageSize: 100 });
      return ok(res).items.map((i) => i.code);
    };
    expect(await codesOf(rows.get('RM-D002')!.smiles, 'exact')).toEqual(['RM-D002']);
    expect(await codesOf(rows.get('RM-D001')!.smiles, 'exact')).toEqual(['RM-D001']);
    expect(await codesOf(rows.get('RM-D001')!.smiles, 'substructure')).toEqual(expect.arrayContaining(['RM-D001', 'RM-D002']));
  });
});

describe('the 杂质 list of an API holds its impurities, not its intermediates', () => {
  /** Omeprazole (RM-D001): EP impurities A, C, D (category 杂质) and two pyridine intermediates (category 中间体). */
  async function detailOf(code: string) {
    const [card] = ok(await api.call(contract.search.productSearch, { body: { keyword: code }, pageSize: 1 }));
    return ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }));
  }

  it('omeprazole lists EP impurities A, C and D as impurities and its two intermediates apart', async () => {
    const omeprazole = await detailOf('RM-D001');
    expect(omeprazole.related.map((r) => r.code).sort()).toEqual(['RM-D003', 'RM-D004', 'RM-D005']);
    expect(omeprazole.related.map((r) => r.impurityLabel)).toEqual(['EP Impurity A', 'EP Impurity C', 'EP Impurity D']);
    expect(omeprazole.intermediates.map((r) => r.code).sort()).toEqual(['RM-D006', 'RM-D007']);
    expect(omeprazole.intermediates.map((r) => r.nameCn)).toContain('4-甲氧基-3,5-二甲基-2-吡啶甲醇');
  });

  it('an impurity shows its siblings as impurities; an intermediate its sibling intermediate apart', async () => {
    const impurityC = await detailOf('RM-D004');
    expect(impurityC.related.map((r) => r.code).sort()).toEqual(['RM-D003', 'RM-D005']);
    expect(impurityC.intermediates.map((r) => r.code).sort()).toEqual(['RM-D006', 'RM-D007']);
    const intermediate = await detailOf('RM-D006');
    expect(intermediate.related.map((r) => r.code).sort()).toEqual(['RM-D003', 'RM-D004', 'RM-D005']);
    expect(intermediate.intermediates.map((r) => r.code)).toEqual(['RM-D007']);
  });

  it('the API card still counts both, apart', async () => {
    const [card] = ok(await api.call(contract.search.apiCards, { body: { keyword: '奥美拉唑' }, pageSize: 1 }));
    expect(card).toMatchObject({ code: 'RM-D001', impurityCount: 3, intermediateCount: 2 });
  });
});

describe('a small similarity query that finds nothing says why', () => {
  const similarity = (query: string, threshold?: number) =>
    api.call(contract.search.structureSearch, { body: { query, mode: 'similarity', ...(threshold ? { threshold } : {}) }, pageSize: 20 });

  it('benzene at the default 0.70 finds nothing and answers the smallQuery hint', async () => {
    const res = await similarity('c1ccccc1');
    expect(res.json.code).toBe(1);
    expect(totalOf(res)).toBe(0);
    expect(ok(res)).toMatchObject({ mode: 'similarity', items: [], hint: 'smallQuery' });
  });

  it('no hint when the search finds something, for a large query, or outside similarity mode', async () => {
    const aspirin = await similarity('CC(=O)Oc1ccccc1C(=O)O');
    expect(totalOf(aspirin)).toBeGreaterThan(0);
    expect(ok(aspirin).hint).toBeNull();
    // Large and absent: 24 heavy atoms of an all-fluorinated chain are no small query.
    const large = await similarity('FC(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)C(F)(F)');
    expect(totalOf(large)).toBe(0);
    expect(ok(large).hint).toBeNull();
    const sub = await api.call(contract.search.structureSearch, { body: { query: 'C#CC#CC#CC#C', mode: 'substructure' }, pageSize: 20 });
    expect(totalOf(sub)).toBe(0);
    expect(ok(sub).hint).toBeNull();
  });
});
