import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { StandardListBody } from '../../lib/api/contract/standards';
import { ok, rejected, totalOf } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/** Standards: list, overview, detail, by code, by number, and what cites a product (docs/api.md "Standards"). */
const S = contract.standards;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const byCode = (code: string) => api.call(S.standardByCode, { query: { code } });
const productId = async (code: string) => ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'refmall', code } })).id;

describe('a standard by code and by number', () => {
  it('finds GB/T 601-2016 from every spelling: URL form, printed, compact, full-width, lower case', async () => {
    const spellings = ['GB-T-601-2016', 'GB/T 601-2016', 'gb/t601—2016', 'ＧＢ／Ｔ　６０１－２０１６', 'GBT601', 'gbt 601'];
    const found = await Promise.all(spellings.map(async (s) => ok(await byCode(s))));
    expect(new Set(found.map((s) => s.id)).size).toBe(1);
    const s = found[0];
    expect(s).toMatchObject({ number: 'GB/T 601-2016', code: 'GB-T-601-2016', prefix: 'GB/T', status: '现行', titleCn: '化学试剂 标准滴定溶液的制备' });
    expect(s.issuedBy).toBe('国家质量监督检验检疫总局、国家标准化管理委员会');
    expect(s.scope).toContain('标准滴定溶液');
  });

  it('gives the current edition for a number without a year, and the old one when its year is typed', async () => {
    expect(ok(await byCode('GB 2763')).number).toBe('GB 2763-2021');
    expect(ok(await byCode('gb 2763-2019'))).toMatchObject({ number: 'GB 2763-2019', status: '废止' });
    expect(ok(await byCode('gb 5009.3')).number).toBe('GB 5009.3-2016');
  });

  it('links what a standard replaces and what replaced it, both ways', async () => {
    const current = ok(await byCode('GB/T 601-2016'));
    expect(current.replacedBy).toBeNull();
    expect(current.replaces).toHaveLength(1);
    const old = current.replaces[0];
    expect(old).toMatchObject({ number: 'GB/T 601-2002', status: '废止' });
    expect(old.id).toEqual(expect.any(Number));
    const oldDetail = ok(await api.call(S.standardDetail, { params: { id: old.id! } }));
    expect(oldDetail.replacedBy).toMatchObject({ id: current.id, number: 'GB/T 601-2016', status: '现行' });
    // GB 2763-2021 replaced two documents, both held.
    expect(ok(await byCode('GB 2763-2021')).replaces.map((r) => r.number)).toEqual(['GB 2763-2019', 'GB 2763.1-2018']);
  });

  it('lists the required materials with the product we sell, card facts with list prices', async () => {
    const s = ok(await byCode('GB/T 601-2016'));
    expect(s.materials.map((m) => m.nameCn)).toEqual(['邻苯二甲酸氢钾', '无水碳酸钠', '草酸钠', '重铬酸钾', '氧化锌', '氯化钠', '高锰酸钾']);
    expect(s.materials[0]).toMatchObject({ cas: '877-24-7', role: '标定氢氧化钠标准滴定溶液的工作基准试剂', product: null });
    const kmno4 = s.materials.find((m) => m.nameCn === '高锰酸钾')!;
    expect(kmno4.product).toMatchObject({ code: 'RM-K010', cas: '7722-64-7' });
    expect(kmno4.product!.skus.length).toBeGreaterThan(0);
    expect(kmno4.product!.skus.every((k) => Number.isInteger(k.price) && k.price > 0)).toBe(true);
  });

  it('finds every edition of a number, newest first, from any spelling', async () => {
    for (const number of ['GB 2763', 'gb2763-2019', 'GB-2763-2021']) {
      expect(ok(await api.call(S.standardByNumber, { query: { number } })).map((s) => [s.number, s.status])).toEqual([
        ['GB 2763-2021', '现行'],
        ['GB 2763-2019', '废止'],
      ]);
    }
    const one = ok(await api.call(S.standardByNumber, { query: { number: 'GBT601' } }));
    expect(one.map((s) => s.number)).toEqual(['GB/T 601-2016', 'GB/T 601-2002']);
    expect(ok(await api.call(S.standardByNumber, { query: { number: 'HJ 9999' } }))).toEqual([]);
  });

  it('refuses an unknown id, an unknown or unreadable code and an empty number in Chinese', async () => {
    rejected(await api.call(S.standardDetail, { params: { id: 987654 } }), '标准不存在');
    rejected(await byCode('GB 99999-2020'), '未收录标准 GB 99999-2020');
    rejected(await byCode('ABC-123'), /不是有效的标准号/);
    rejected(await byCode('GB/T 601-20'), /不是有效的标准号/);
    rejected(await api.call(S.standardByNumber, { query: { number: '苯甲酸' } }), /不是有效的标准号/);
    rejected(await api.call(S.standardByNumber, { query: { number: '  ' } }), /^请输入标准号/);
    rejected(await api.raw(S.standardByCode, { query: {} }), '缺少必填参数 code');
    rejected(await api.raw(S.standardDetail, { params: { id: 'abc' } }), '参数 id 类型错误，应为数字');
  });
});

describe('the standards list', () => {
  const list = (body: StandardListBody, pageNo = 1, pageSize = 100) => api.call(S.standardList, { body, pageNo, pageSize });

  it('filters by status and by 标准代号, current first and in natural number order', async () => {
    const all = await list({});
    const total = totalOf(all);
    expect(total).toBeGreaterThanOrEqual(60);
    const rows = ok(all);
    const ranks = rows.map((r) => ['现行', '即将实施', '废止'].indexOf(r.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const gb5009 = rows.filter((r) => r.number.startsWith('GB 5009.') && r.status === '现行').map((r) => r.number);
    expect(gb5009.indexOf('GB 5009.3-2016')).toBeLessThan(gb5009.indexOf('GB 5009.28-2016'));

    const repealed = ok(await list({ status: '废止' }));
    expect(repealed.length).toBeGreaterThan(0);
    expect(repealed.every((r) => r.status === '废止')).toBe(true);
    expect(repealed.map((r) => r.number)).toContain('GB/T 601-2002');

    const hj = await list({ prefix: 'HJ', status: '现行' });
    expect(ok(hj).every((r) => r.prefix === 'HJ' && r.status === '现行')).toBe(true);
    expect(totalOf(hj)).toBeGreaterThan(5);

    const water = ok(await list({ field: '饮用水' }));
    expect(water.length).toBeGreaterThan(0);
    expect(water.every((r) => r.field === '饮用水')).toBe(true);
  });

  it('matches keywords in titles, materials and numbers (a typed number finds its editions and parts)', async () => {
    const titration = ok(await list({ keyword: '滴定溶液' })).map((r) => r.number);
    expect(titration).toEqual(expect.arrayContaining(['GB/T 601-2016', 'GB/T 601-2002']));
    expect(ok(await list({ keyword: '877-24-7' })).map((r) => r.number)).toContain('GB/T 601-2016');
    expect(ok(await list({ keyword: 'gbt601' })).map((r) => r.number)).toEqual(['GB/T 601-2016', 'GB/T 601-2002']);
    const parts = ok(await list({ keyword: 'GB 5009' })).map((r) => r.number);
    expect(parts).toEqual(expect.arrayContaining(['GB 5009.3-2016', 'GB 5009.28-2016']));
    expect(ok(await list({ keyword: '不存在的标准名称xyz' }))).toEqual([]);
    // LIKE wildcards are literal.
    expect(ok(await list({ keyword: '%' }))).toEqual([]);
  });

  it('pages', async () => {
    const first = await list({ status: '现行' }, 1, 10);
    const second = await list({ status: '现行' }, 2, 10);
    expect(ok(first)).toHaveLength(10);
    expect(totalOf(second)).toBe(totalOf(first));
    expect(ok(second)[0].id).not.toBe(ok(first)[0].id);
  });

  it('refuses an unknown 标准代号 or status in Chinese', async () => {
    rejected(await api.raw(S.standardList, { body: { prefix: 'ISO' } }), /标准类别应为/);
    rejected(await api.raw(S.standardList, { body: { status: '作废' } }), /标准状态应为/);
    rejected(await api.raw(S.standardList, { body: { keyword: 'x'.repeat(101) } }), /关键词不能超过100个字/);
  });

  it('counts by kind and status and names the latest implemented', async () => {
    const o = ok(await api.call(S.standardOverview, {}));
    expect(o.byStatus.map((s) => s.value)).toEqual(['现行', '即将实施', '废止']);
    expect(o.byStatus.reduce((n, s) => n + s.count, 0)).toBe(o.total);
    expect(o.byPrefix.reduce((n, s) => n + s.count, 0)).toBe(o.total);
    expect(o.byPrefix.find((p) => p.value === 'GB/T')!.count).toBeGreaterThan(10);
    expect(o.latest.length).toBeGreaterThan(0);
    expect(o.latest.every((s) => s.status === '现行' && s.effectiveOn)).toBe(true);
    const dates = o.latest.map((s) => s.effectiveOn!);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('what cites a product', () => {
  it('lists the methods naming it and the standards requiring it', async () => {
    const cipro = await productId('RM-I001');
    const refs = ok(await api.call(S.productReferences, { params: { id: cipro } }));
    expect(refs.methods.map((m) => `${m.pharmacopoeia} ${m.testItem}`)).toEqual(expect.arrayContaining(['ChP 有关物质', 'EP 有关物质', 'USP-NF 含量测定']));
    expect(refs.methods.every((m) => m.role === '对照品')).toBe(true);
    expect(refs.standards.map((s) => s.number)).toContain('GB/T 21312-2007');

    const caffeine = ok(await api.call(S.productReferences, { params: { id: await productId('RM-A070') } }));
    expect(caffeine.standards.map((s) => s.number)).toContain('GB 5009.139-2014');
  });

  it('answers empty lists for a product nothing cites, and refuses an unknown product', async () => {
    const kmno4Id = ok(await byCode('GB/T 601-2016')).materials.find((m) => m.product?.code === 'RM-K010')!.product!.id;
    const kmno4 = ok(await api.call(S.productReferences, { params: { id: kmno4Id } }));
    expect(kmno4.methods).toEqual([]);
    expect(kmno4.standards.map((s) => s.number)).toEqual(['GB/T 601-2016']);
    rejected(await api.call(S.productReferences, { params: { id: 987654 } }), '商品不存在');
  });
});
