import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { structureUrl, type CategoryNode } from '../../lib/api/contract/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import { skus, users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { createTestApi, type TestApi } from './harness';
import { ok } from './contract-calls';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('category tree', () => {
  it('is three levels deep and counts every listed product once at each level', async () => {
    const tree = ok(await api.call(contract.catalogue.categoryList, { body: { pageNo: 1, pageSize: 999 } }));
    const all = flatten(tree);
    expect(Math.max(...all.map((n) => n.level))).toBe(3);
    const total = tree.reduce((s, n) => s + n.count, 0);
    const list = await api.call(contract.catalogue.productList, { body: {}, pageNo: 1, pageSize: 1 });
    expect(total).toBe(list.json.totalCount);
    for (const node of all) if (node.children.length) expect(node.count).toBe(node.children.reduce((s, c) => s + c.count, 0));
  });

  it('gives the path of names from the root', async () => {
    const tree = ok(await api.call(contract.catalogue.categoryList, { body: {} }));
    const leaf = flatten(tree).find((n) => n.level === 3)!;
    const path = ok(await api.call(contract.catalogue.parentCategoryNames, { params: { id: leaf.id } }));
    expect(path).toHaveLength(3);
    expect(path[2]).toEqual({ id: leaf.id, name: leaf.name });
    expect(path[0].id).toBe(leaf.parentId === null ? leaf.id : tree.find((r) => flatten([r]).some((n) => n.id === leaf.id))!.id);
  });
});

describe('brands', () => {
  it('lists brands with product counts and selects one with its story', async () => {
    const res = await api.call(contract.catalogue.brandList, { body: { pageNo: 1, pageSize: 99999 } });
    const brands = ok(res);
    expect(brands.length).toBeGreaterThanOrEqual(3);
    expect(res.json.totalCount).toBe(brands.length);
    const detail = ok(await api.call(contract.catalogue.brandSelect, { params: { id: brands[0].id } }));
    expect(detail.name).toBe(brands[0].name);
    expect(detail.story.length).toBeGreaterThan(10);
  });

  it('links brands and categories both ways', async () => {
    const [brand] = ok(await api.call(contract.catalogue.brandList, { body: {} }));
    const cats = ok(await api.call(contract.catalogue.categoriesByBrands, { body: { brandIds: [brand.id] } }));
    expect(cats.length).toBeGreaterThan(0);
    const leaf = cats.find((c) => c.level === 3)!;
    const back = ok(await api.call(contract.catalogue.brandsByCategories, { body: { categoryIds: [leaf.id] } }));
    expect(back.map((b) => b.id)).toContain(brand.id);
  });
});

describe('products', () => {
  it('pages by the pageNo/pageSize headers and sorts by molecular weight', async () => {
    const first = await api.call(contract.catalogue.productList, { body: { sortField: 'mw', asc: true }, pageNo: 1, pageSize: 5 });
    const second = await api.call(contract.catalogue.productList, { body: { sortField: 'mw', asc: true }, pageNo: 2, pageSize: 5 });
    const a = ok(first);
    const b = ok(second);
    expect(a).toHaveLength(5);
    expect(Number(first.json.totalCount)).toBeGreaterThanOrEqual(150);
    const mws = [...a, ...b].map((p) => p.mw);
    expect(mws).toEqual([...mws].sort((x, y) => x - y));
    expect(new Set([...a, ...b].map((p) => p.id)).size).toBe(10);
  });

  it('filters by brand and shows a visitor every package at its list price', async () => {
    const [brand] = ok(await api.call(contract.catalogue.brandList, { body: {} }));
    const rows = ok(await api.call(contract.catalogue.productList, { body: { brandIds: [brand.id] }, pageSize: 100 }));
    expect(rows.length).toBe(brand.productCount > 100 ? 100 : brand.productCount);
    expect(rows.every((p) => p.brandId === brand.id)).toBe(true);
    const shown = rows.flatMap((p) => p.skus);
    const stored = await api.database.db.select({ id: skus.id, priceFen: skus.priceFen }).from(skus).where(and(inArray(skus.id, shown.map((s) => s.id)), eq(skus.status, 1)));
    expect(stored).toHaveLength(shown.length);
    expect(Object.fromEntries(shown.map((s) => [s.id, s.price]))).toEqual(Object.fromEntries(stored.map((s) => [s.id, s.priceFen])));
  });

  it('finds aspirin by CAS and shows its facts and family', async () => {
    const [card] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '50-78-2' } }));
    expect(card.nameEn).toMatch(/aspirin/i);
    const detail = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }));
    expect(detail.formula).toBe('C9H8O4');
    expect(detail.mw).toBeCloseTo(180.16, 1);
    expect(detail.inchiKey).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
    expect(detail.categoryPath).toHaveLength(3);
    expect(detail.skus.length).toBeGreaterThan(0);
  });

  it('links an impurity to its parent API and its siblings', async () => {
    const [imp] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '123-30-8' } }));
    const detail = ok(await api.call(contract.catalogue.productDetail, { params: { id: imp.id } }));
    expect(detail.parent?.cas).toBe('103-90-2');
  });

  it('answers the same list prices to a visitor, a customer and a dead token (SPEC §6 hides prices in the cart only)', async () => {
    const [user] = await api.database.db.insert(users).values({ mobile: '13800138000', nickName: '测试' }).returning();
    const token = await createSession(api.database.db, user.id, 1440);
    const [card] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '50-78-2' } }, { token }));
    expect(card.skus.every((s) => Number.isInteger(s.price) && s.price! > 0)).toBe(true);
    const detail = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }, { Authorization: `Bearer ${token}` }));
    expect(detail.skus[0].price).toBe(card.skus[0].price);
    const visitor = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }));
    expect(visitor.skus).toEqual(detail.skus);
    const dead = ok(await api.call(contract.catalogue.productDetail, { params: { id: card.id } }, { token: 'not-a-live-token' }));
    expect(dead.skus).toEqual(detail.skus);
  });

  it('treats a keyword as literal text', async () => {
    const res = await api.call(contract.catalogue.productList, { body: { keyword: "%' or 1=1 --" } });
    expect(ok(res)).toEqual([]);
    expect(res.json.totalCount).toBe(0);
  });

  it('serves the RDKit depiction with a year-long cache', async () => {
    const [card] = ok(await api.call(contract.catalogue.productList, { body: { keyword: '50-78-2' } }));
    const res = await api.app.request(card.imgUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toMatch(/^<\?xml|<svg/);
    const missing = await api.app.request(structureUrl('AAAAAAAAAAAAAA-BBBBBBBBBB-N'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 0, data: null, message: '结构式不存在', messageCode: null, totalCount: null });
    const malformed = await api.app.request(structureUrl('not-a-key'));
    expect(malformed.status).toBe(404);
  });
});
