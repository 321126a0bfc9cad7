import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure, createApiClient } from '@/lib/api/client';
import { catalogue, type CategoryNode } from '@/lib/api/contract/catalogue';
import { brandDetails, brands, categoryTree, mockPriceFen, productCards, productDetails } from '@/mocks/fixtures/catalogue';
import { skuById } from '@/mocks/fixtures/cart';
import { mock, ok, rejected, sessionInvalid } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';

/* The mock layer itself: fixtures obey the contract, handlers answer like the real server, through the real client. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('fixtures', () => {
  it('parse with the contract', () => {
    expect(catalogue.categoryList.data.safeParse(categoryTree).success).toBe(true);
    expect(catalogue.brandList.data.safeParse(brands).success).toBe(true);
    expect(catalogue.productList.data.safeParse(productCards).success).toBe(true);
    for (const d of productDetails) expect(catalogue.productDetail.data.safeParse(d).success).toBe(true);
    for (const b of brandDetails) expect(catalogue.brandSelect.data.safeParse(b).success).toBe(true);
  });

  it('have a three-level tree whose counts add up to the products', () => {
    const all = flatten(categoryTree);
    expect(Math.max(...all.map((n) => n.level))).toBe(3);
    expect(categoryTree.reduce((s, n) => s + n.count, 0)).toBe(productCards.length);
    for (const n of all) if (n.children.length) expect(n.count).toBe(n.children.reduce((s, c) => s + c.count, 0));
    expect(brands.reduce((s, b) => s + b.productCount, 0)).toBe(productCards.length);
  });

  it('price every package at its list price for everyone, the price the mock cart sells at, and use InChIKey depiction URLs', () => {
    for (const p of productCards) {
      expect(p.skus.every((s) => s.price === mockPriceFen(s.id) && skuById(s.id)?.price === s.price)).toBe(true);
      expect(p.imgUrl).toMatch(/^\/mall\/shopping\/product\/api\/structure\/[A-Z]{14}-[A-Z]{10}-[A-Z]\.svg$/);
    }
  });
});

describe('catalogue handlers', () => {
  it('page the product list from the headers and filter by category subtree', async () => {
    const impurities = await api.page(catalogue.productList, { body: { categoryId: 2, sortField: 'mw', asc: true }, pageNo: 1, pageSize: 3 });
    expect(impurities.totalCount).toBe(4);
    expect(impurities.rows.map((p) => p.cas)).toEqual(['62-75-9', '461-58-5', '123-30-8']);
    const second = await api.page(catalogue.productList, { body: { categoryId: 2, sortField: 'mw', asc: true }, pageNo: 2, pageSize: 3 });
    expect(second.rows.map((p) => p.cas)).toEqual(['88546-55-8']);
  });

  it('find products by keyword in names, CAS and synonyms', async () => {
    const byName = await api.page(catalogue.productList, { body: { keyword: '奥美拉唑' } });
    expect(byName.rows.map((p) => p.nameEn).sort()).toEqual(['Omeprazole', 'Omeprazole Sulfone']);
    const bySynonym = await api.page(catalogue.productList, { body: { keyword: 'impurity k' } });
    expect(bySynonym.rows.map((p) => p.cas)).toEqual(['123-30-8']);
  });

  it('answer a detail with its path and family', async () => {
    const sulfone = await api.call(catalogue.productDetail, { params: { id: 5 } });
    expect(sulfone.parent?.nameEn).toBe('Omeprazole');
    expect(sulfone.categoryPath.map((c) => c.name)).toEqual(['杂质', '质子泵抑制剂杂质', '奥美拉唑杂质']);
    const omeprazole = await api.call(catalogue.productDetail, { params: { id: 4 } });
    expect(omeprazole.related.map((r) => r.impurityLabel)).toEqual(['杂质D']);
  });

  it('reject bad input with code 0 and a Chinese message, like the real server', async () => {
    const err = await api.call(catalogue.categoriesByBrands, { body: { brandIds: [] } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ kind: 'rejected', message: '至少选择一个品牌（brandIds）' });
    const tooBig = await api.page(catalogue.productList, { body: {}, pageSize: 500 }).catch((e: unknown) => e);
    expect(tooBig).toMatchObject({ kind: 'rejected', message: '参数 pageSize 不能大于 100' });
  });

  it('serve a depiction for any well-formed InChIKey', async () => {
    const res = await fetch(`http://mall.test${productCards[0].imgUrl}`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('C9H8O4');
    expect((await fetch('http://mall.test/api/mall/shopping/product/api/structure/AAAAAAAAAAAAAA-BBBBBBBBBB-N.svg')).status).toBe(200);
  });
});

describe('mock helpers', () => {
  it('override one call with rejected / sessionInvalid', async () => {
    server.use(mock(catalogue.brandList, () => rejected('品牌服务维护中')));
    await expect(api.page(catalogue.brandList)).rejects.toMatchObject({ kind: 'rejected', message: '品牌服务维护中' });
    server.use(mock(catalogue.categoryList, () => sessionInvalid()));
    await expect(api.call(catalogue.categoryList)).rejects.toMatchObject({ kind: 'session', messageCode: 'PARAM_CODE_1000006' });
  });

  it('refuse data that does not match the contract', async () => {
    const broken = { ...brandDetails[0], productCount: 'many' } as unknown as (typeof brandDetails)[number];
    server.use(mock(catalogue.brandSelect, () => ok(broken)));
    const quiet = console.error;
    console.error = () => {};
    try {
      await expect(api.call(catalogue.brandSelect, { params: { id: 1 } })).rejects.toMatchObject({ kind: 'network' });
    } finally {
      console.error = quiet;
    }
  });

  it('pass a raw Response through', async () => {
    server.use(mock(catalogue.categoryList, () => HttpResponse.json({ code: 1, data: null, message: 'success' })));
    await expect(api.call(catalogue.categoryList)).resolves.toEqual([]);
  });
});
