import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { ApiItem } from '../../lib/api/contract/methods';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { classificationOf, filterByTypes } from '../../server/services/methods/classification';
import { matchApis } from '../../server/services/methods/match';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected, totalOf } from './contract-calls';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  const [user] = await api.database.db.insert(users).values({ mobile: '13800138111', nickName: '方法' }).returning();
  token = await createSession(api.database.db, user.id, 1440);
});
afterAll(() => api.close());

const m = contract.methods;
const searchNames = async (keyword: string, typeIds: number[] = []) =>
  ok(await api.call(m.searchApi, { body: { keyword, typeIds }, pageNo: 1, pageSize: 100 })).map((a) => a.nameCn);
const omeprazole = async (): Promise<ApiItem> => ok(await api.call(m.apiByName, { params: { api: '奥美拉唑' } })).api;

describe('apiserver/types', () => {
  it('lists the four groups of toggles with ids that do not change between calls', async () => {
    const types = ok(await api.call(m.types));
    expect(types.categorys.map((t) => t.name)).toContain('消化系统药物');
    expect(types.compounds.map((t) => t.name)).toContain('苯并咪唑类');
    expect(types.medicationUses.map((t) => t.name)).toContain('抑酸');
    expect(types.type.map((t) => t.name)).toEqual(['化学药']);
    const ids = [...types.categorys, ...types.compounds, ...types.medicationUses, ...types.type].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ok(await api.call(m.types))).toEqual(types);
  });
});

describe('apiserver/searchApi', () => {
  it('finds an API by Chinese or English name, CAS, pinyin and initials, with its method counts', async () => {
    for (const keyword of ['奥美拉唑', 'omeprazole', 'OMEPRAZOLE', '73590-58-6', '73590586', 'aomeilazuo', 'amlz']) {
      expect((await searchNames(keyword))[0], keyword).toBe('奥美拉唑');
    }
    const [item] = ok(await api.call(m.searchApi, { body: { keyword: '奥美拉唑' } }));
    expect(item.methodCounts.map((c) => c.pharmacopoeia)).toEqual(['ChP', 'USP-NF', 'EP']);
    expect(item.methodCount).toBe(item.methodCounts.reduce((s, c) => s + c.count, 0));
    expect(item.productId).toEqual(expect.any(Number));
  });

  it('reads method words in the keyword, with or without spaces', async () => {
    expect(await searchNames('奥美拉唑有关物质')).toEqual(['奥美拉唑']);
    expect(await searchNames('ChP 奥美拉唑')).toEqual(['奥美拉唑']);
    const jp = await searchNames('JP');
    expect(jp.length).toBeGreaterThan(0);
    expect(jp).not.toContain('奥美拉唑');
    expect(await searchNames('不存在的药')).toEqual([]);
  });

  it('keeps the APIs of the chosen toggles: any within a group, every group', async () => {
    const types = ok(await api.call(m.types));
    const id = (group: keyof typeof types, name: string) => types[group].find((t) => t.name === name)!.id;
    const ppis = await searchNames('', [id('compounds', '苯并咪唑类')]);
    expect(ppis).toEqual(expect.arrayContaining(['奥美拉唑', '兰索拉唑', '替米沙坦']));
    const both = await searchNames('', [id('compounds', '苯并咪唑类'), id('categorys', '消化系统药物')]);
    expect(both).toContain('奥美拉唑');
    expect(both).not.toContain('替米沙坦');
    const either = await searchNames('', [id('medicationUses', '抑酸'), id('medicationUses', '抗癫痫')]);
    expect(either).toEqual(expect.arrayContaining(['奥美拉唑', '卡马西平']));
    expect(await searchNames('奥美拉唑', [id('categorys', '心血管药物')])).toEqual([]);
  });

  it('pages with the total, and lists every API for an empty search', async () => {
    const all = await api.call(m.searchApi, { body: {}, pageNo: 1, pageSize: 100 });
    const total = totalOf(all);
    expect(ok(all)).toHaveLength(total);
    const page2 = await api.call(m.searchApi, { body: {}, pageNo: 2, pageSize: 10 });
    expect(ok(page2).map((a) => a.id)).toEqual(ok(all).slice(10, 20).map((a) => a.id));
  });

  it('refuses bad toggles in Chinese', async () => {
    rejected(await api.raw(m.searchApi, { body: { typeIds: ['x'] } }), /typeIds/);
    rejected(await api.raw(m.searchApi, { body: { typeIds: Array.from({ length: 51 }, (_, i) => i + 1) } }), /最多选择 50 个分类/);
  });
});

describe('the catch-all /methods/{api}', () => {
  it('finds an API by Chinese name, English name in any case, or CAS, with its methods grouped by pharmacopoeia', async () => {
    for (const name of ['奥美拉唑', 'omeprazole', 'Omeprazole', '73590-58-6']) {
      const found = ok(await api.call(m.apiByName, { params: { api: name } }));
      expect(found.api.cas, name).toBe('73590-58-6');
      expect(found.methods.map((x) => x.pharmacopoeia)).toEqual(['ChP', 'USP-NF', 'EP', 'EP']);
    }
  });

  it('refuses an unknown name in Chinese', async () => {
    rejected(await api.call(m.apiByName, { params: { api: '奥美' } }), '原料药不存在');
    rejected(await api.call(m.apiByName, { params: { api: '00-00-0' } }), '原料药不存在');
  });
});

describe('apiserver/getById', () => {
  it('answers ChP 奥美拉唑 有关物质 with its summary and the standards it needs; prices for customers only', async () => {
    const { methods } = ok(await api.call(m.apiByName, { params: { api: '奥美拉唑' } }));
    const chp = methods.find((x) => x.pharmacopoeia === 'ChP' && x.testItem === '有关物质')!;
    expect(chp.standardCount).toBe(2);
    const detail = ok(await api.call(m.getById, { params: { id: chp.id } }));
    expect(detail).toMatchObject({ edition: '2025年版', monograph: '奥美拉唑', technique: 'HPLC', api: { nameCn: '奥美拉唑' } });
    expect(detail.summary).toContain('高效液相色谱法');
    expect(detail.standards.map((s) => [s.product.code, s.role, s.label])).toEqual([
      ['RM-D001', '对照品', null],
      ['RM-D005', '系统适用性对照品', '杂质Ⅰ'],
    ]);
    expect(detail.standards[1].product.cas).toBe('88546-55-8');
    // List prices for everyone: a visitor's answer equals a customer's.
    expect(detail.standards.flatMap((s) => s.product.skus.map((k) => k.price)).every((p) => Number.isInteger(p) && p > 0)).toBe(true);
    const priced = ok(await api.call(m.getById, { params: { id: chp.id } }, { token }));
    expect(priced.standards).toEqual(detail.standards);
  });

  it('refuses an unknown or malformed id in Chinese', async () => {
    rejected(await api.call(m.getById, { params: { id: 999999 } }), '药典方法不存在');
    rejected(await api.raw(m.getById, { params: { id: 'abc' } }), /id/);
  });
});

describe('apiserver/getProdsByProdApiItemId/{a}/{b}', () => {
  it('gives the products one method needs, or all of the API methods need, once each with their roles', async () => {
    const item = await omeprazole();
    const { methods } = ok(await api.call(m.apiByName, { params: { api: '奥美拉唑' } }));
    const ep = methods.find((x) => x.pharmacopoeia === 'EP' && x.testItem === '有关物质')!;
    const one = ok(await api.call(m.productsOfMethods, { params: { a: item.id, b: ep.id } }));
    expect(one.map((p) => p.product.code)).toEqual(['RM-D001', 'RM-D003', 'RM-D004', 'RM-D005']);
    const all = ok(await api.call(m.productsOfMethods, { params: { a: item.id, b: 0 } }));
    const codes = all.map((p) => p.product.code);
    expect(new Set(codes).size).toBe(codes.length);
    const sulfone = all.find((p) => p.product.code === 'RM-D005')!;
    expect(sulfone.roles).toEqual(['系统适用性对照品', '杂质对照品']);
    expect(sulfone.labels).toEqual(['杂质Ⅰ', 'EP 杂质D']);
    expect(all.find((p) => p.product.code === 'RM-D001')!.methodIds).toHaveLength(methods.length);
  });

  it('refuses an unknown API, and a method of another API', async () => {
    const item = await omeprazole();
    rejected(await api.call(m.productsOfMethods, { params: { a: 999999, b: 0 } }), '原料药不存在');
    const other = ok(await api.call(m.apiByName, { params: { api: '兰索拉唑' } })).methods[0];
    rejected(await api.call(m.productsOfMethods, { params: { a: item.id, b: other.id } }), '该原料药的药典方法不存在');
    rejected(await api.raw(m.productsOfMethods, { params: { a: item.id, b: -1 } }), /应为非负整数/);
  });
});

describe('prodapiitem/product/list and prodapi/about/product/list', () => {
  it('lists the API, its impurities and the method standards; the about list has the rest and none of those', async () => {
    const item = await omeprazole();
    const res = await api.call(m.apiProducts, { body: { apiItemId: item.id }, pageNo: 1, pageSize: 100 });
    const linked = ok(res);
    expect(totalOf(res)).toBe(linked.length);
    expect(linked[0]).toMatchObject({ relation: 'api', product: { code: 'RM-D001' } });
    expect(linked.filter((l) => l.relation === 'impurity').map((l) => [l.product.code, l.label])).toEqual(
      expect.arrayContaining([
        ['RM-D003', 'EP Impurity A'],
        ['RM-D005', 'EP Impurity D'],
      ]),
    );
    const about = ok(await api.call(m.aboutProducts, { body: { apiItemId: item.id }, pageNo: 1, pageSize: 100 }));
    const aboutCodes = about.map((p) => p.code);
    expect(aboutCodes).toContain('RM-D006');
    const named = ok(await api.call(m.productsOfMethods, { params: { a: item.id, b: 0 } })).map((p) => p.product.code);
    expect(aboutCodes.filter((c) => named.includes(c) || c === 'RM-D001')).toEqual([]);
  });

  it('refuses an unknown API item in Chinese', async () => {
    rejected(await api.call(m.apiProducts, { body: { apiItemId: 999999 } }), '原料药不存在');
    rejected(await api.call(m.aboutProducts, { body: { apiItemId: 999999 } }), '原料药不存在');
    rejected(await api.raw(m.aboutProducts, { body: {} }), /apiItemId/);
  });
});

// Pure functions of the services (no database): here rather than in tests/unit, whose DOM environment cannot load jieba.
describe('the methods keyword match and toggles', () => {
  const apis = [
    { id: 1, cas: '73590-58-6', nameCn: '奥美拉唑', nameEn: 'Omeprazole', category: '消化系统药物', compound: '苯并咪唑类', medicationUses: ['抑酸'], type: '化学药' },
    { id: 2, cas: '103577-45-3', nameCn: '兰索拉唑', nameEn: 'Lansoprazole', category: '消化系统药物', compound: '苯并咪唑类', medicationUses: ['抑酸'], type: '化学药' },
    { id: 3, cas: '144701-48-4', nameCn: '替米沙坦', nameEn: 'Telmisartan', category: '心血管药物', compound: '苯并咪唑类', medicationUses: ['抗高血压'], type: '化学药' },
  ];
  const methods = [
    { apiItemId: 1, pharmacopoeia: 'ChP', testItem: '有关物质', technique: 'HPLC' },
    { apiItemId: 2, pharmacopoeia: 'EP', testItem: '有关物质', technique: 'HPLC' },
    { apiItemId: 3, pharmacopoeia: 'JP', testItem: '含量测定', technique: '滴定' },
  ];

  it('ranks exact names before contained ones and reads method words', () => {
    expect(matchApis(apis, methods, '拉唑')).toEqual([1, 2]);
    expect(matchApis(apis, methods, 'LANSOPRAZOLE')).toEqual([2]);
    expect(matchApis(apis, methods, '有关物质')).toEqual([1, 2]);
    expect(matchApis(apis, methods, 'EP,拉唑')).toEqual([2]);
    expect(matchApis(apis, methods, 'jp滴定')).toEqual([3]);
    expect(matchApis(apis, methods, 'pepsin')).toEqual([]);
    expect(matchApis([...apis, { id: 4, cas: '298-46-4', nameCn: '卡马西平', nameEn: 'Carbamazepine' }], methods, 'EP')).toEqual([2]);
    expect(matchApis(apis, methods, '')).toEqual([1, 2, 3]);
  });

  it('numbers toggles by group and Chinese order, and filters any-within, every-across groups', () => {
    const filter = classificationOf(apis);
    expect(filter.categorys.map((t) => t.id)).toEqual([1001, 1002]);
    expect(filter.type).toEqual([{ id: 4001, name: '化学药' }]);
    const digestive = filter.categorys.find((t) => t.name === '消化系统药物')!.id;
    const hypertension = filter.medicationUses.find((t) => t.name === '抗高血压')!.id;
    expect(filterByTypes(apis, [digestive], filter).map((a) => a.id)).toEqual([1, 2]);
    expect(filterByTypes(apis, [digestive, hypertension], filter)).toEqual([]);
    expect(filterByTypes(apis, [999999], filter)).toHaveLength(3);
  });
});
