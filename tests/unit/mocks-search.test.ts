import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, createApiClient } from '@/lib/api/client';
import { search } from '@/lib/api/contract/search';
import { createMockServer } from '@/mocks/node';

/* The search mocks (mocks/handlers/search.ts) answer the storefront's search calls from the catalogue fixtures, through the real client. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });

describe('search handlers', () => {
  it('rank a keyword like the server: fragment, CAS, number, formula in any order, English in any case', async () => {
    const first = async (keyword: string) => (await api.page(search.productSearch, { body: { keyword } })).rows[0]?.nameEn;
    expect(await first('奥美')).toBe('Omeprazole');
    expect(await first('50-78-2')).toBe('Aspirin');
    expect(await first('73590')).toBe('Omeprazole');
    expect(await first('rm-r00102')).toBe('Paracetamol');
    expect(await first('O4H8C9')).toBe('Aspirin');
    expect(await first('ACETAMINOPHEN')).toBe('Paracetamol');
    expect((await api.page(search.productSearch, { body: { keyword: '没有这种东西' } })).totalCount).toBe(0);
  });

  it('answer the 综合 screen: 4 cards, parent drugs through their impurities, categories', async () => {
    const cards = await api.page(search.productCards, { body: { keyword: '奥美拉唑' } });
    expect(cards.rows.map((c) => c.nameEn)).toEqual(['Omeprazole', 'Omeprazole Sulfone']);
    const apis = await api.page(search.apiCards, { body: { keyword: '奥美拉唑砜' } });
    expect(apis.rows[0]).toMatchObject({ nameEn: 'Omeprazole', impurityCount: 1, relatedCount: 1 });
    const categories = await api.call(search.categoriesByKeyword, { body: { keyword: '奥美拉唑' } });
    expect(categories[0]).toMatchObject({ name: '奥美拉唑杂质', nameMatch: true });
    expect(categories.find((c) => c.name === '质子泵抑制剂')?.count).toBe(1);
  });

  it('formula, structure, CAS and brand + number lookups; refusals carry the server message', async () => {
    const formula = await api.page(search.formulaSearch, { body: { formula: 'o4h8c9' } });
    expect(formula.rows.formula).toBe('C9H8O4');
    expect(formula.rows.items.map((c) => c.cas)).toEqual(['50-78-2']);
    const structure = await api.page(search.structureSearch, { body: { query: 'CC(=O)Nc1ccc(O)cc1', mode: 'exact' } });
    expect(structure.rows.items.map((c) => c.nameEn)).toEqual(['Paracetamol']);
    expect((await api.call(search.productByCas, { params: { cas: '50-78-2' } })).nameEn).toBe('Aspirin');
    expect((await api.call(search.productByBrandCode, { query: { brandName: 'refmall', code: 'rm-i00201' } })).nameEn).toBe('4-Aminophenol');
    await expect(api.page(search.formulaSearch, { body: { formula: 'hello' } })).rejects.toMatchObject({ message: '无法识别的分子式' });
    await expect(api.call(search.productByCas, { params: { cas: '100-00-5' } })).rejects.toBeInstanceOf(ApiFailure);
    expect((await api.call(search.hotSearch)).hotSearches[0].keyword).toBe('奥美拉唑');
  });
});
