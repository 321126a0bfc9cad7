import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import type { ProductFacets, ProductListBody } from '../../lib/api/contract/catalogue';
import { createTestApi, type TestApi } from './harness';
import { ok } from './contract-calls';

/**
 * The filter values of a product list (catalogue.productFacets): only values that exist in the list, each
 * giving at least one product when chosen — alone or added to the values already chosen in its group.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const facets = async (body: ProductListBody): Promise<ProductFacets> => ok(await api.call(contract.catalogue.productFacets, { body }));

/** How many products the list gives: prodproduct/list, or prodproduct/search with a keyword (as the pages ask). */
async function total(body: ProductListBody): Promise<number> {
  if (body.keyword) {
    const res = await api.call(contract.search.productSearch, { body: { ...body, keyword: body.keyword }, pageNo: 1, pageSize: 1 });
    ok(res);
    return res.json.totalCount ?? 0;
  }
  const res = await api.call(contract.catalogue.productList, { body, pageNo: 1, pageSize: 1 });
  ok(res);
  return res.json.totalCount ?? 0;
}

/** The list with one more value chosen in a group; chosen sub-categories replace the list's own category, as on the pages. */
function choose(body: ProductListBody, group: keyof ProductFacets, value: string | number): ProductListBody {
  switch (group) {
    case 'categories': {
      const { categoryId: _scope, ...rest } = body;
      return { ...rest, categoryIds: [...(body.categoryIds ?? []), Number(value)] };
    }
    case 'brands':
      return { ...body, brandIds: [...(body.brandIds ?? []), Number(value)] };
    case 'packs':
      return { ...body, packs: [...(body.packs ?? []), String(value)] };
    case 'delivery':
      return { ...body, delivery: [...(body.delivery ?? []), value as 'inStock'] };
  }
}

/** Every value offered gives ≥ 1 product; the count the facet says is exactly what the list then holds for a first choice. */
async function expectEveryValueFinds(body: ProductListBody) {
  const f = await facets(body);
  const offered: [keyof ProductFacets, string | number, number][] = [
    ...f.categories.map((c) => ['categories', c.id, c.count] as [keyof ProductFacets, number, number]),
    ...f.brands.map((b) => ['brands', b.id, b.count] as [keyof ProductFacets, number, number]),
    ...f.packs.map((p) => ['packs', p.value, p.count] as [keyof ProductFacets, string, number]),
    ...f.delivery.map((d) => ['delivery', d.value, d.count] as [keyof ProductFacets, string, number]),
  ];
  expect(offered.length, JSON.stringify(body)).toBeGreaterThan(0);
  for (const [group, value, count] of offered) {
    const n = await total(choose(body, group, value));
    expect(n, `${JSON.stringify(body)} + ${group}=${value}`).toBeGreaterThanOrEqual(1);
    const alreadyChosen = { categories: body.categoryIds, brands: body.brandIds, packs: body.packs, delivery: body.delivery }[group]?.length;
    // Categories below the list's own one: the count is of the sub-tree inside the list.
    if (!alreadyChosen && (group !== 'categories' || !body.categoryIds?.length)) expect(n, `${group}=${value}`).toBe(count);
  }
  return f;
}

describe('product list facets (prodproduct/facets)', () => {
  it('a category list offers only the packs, delivery options, brands and sub-categories its products have', async () => {
    const f = await expectEveryValueFinds({ categoryId: 8 });
    // The fixed pack list the filters offered before: values this category does not have gave 0 products.
    const missing = ['5mg', '10mg', '25mg', '50mg', '100mg', '250mg', '500mg', '1g', '5g', '25g'].filter((p) => !f.packs.some((o) => o.value === p));
    expect(missing.length).toBeGreaterThan(0);
    for (const pack of missing) expect(await total({ categoryId: 8, packs: [pack] }), pack).toBe(0);
  });

  it('every value of the whole catalogue, a brand page and a keyword list gives at least one product', async () => {
    const brands = (await facets({})).brands;
    await expectEveryValueFinds({});
    await expectEveryValueFinds({ brandIds: [brands[0].id] });
    await expectEveryValueFinds({ keyword: '奥美拉唑' });
    await expectEveryValueFinds({ keyword: 'amlz', categoryId: 0 });
  });

  it('with values chosen, each group is counted with the other groups\' choices, on the same SKU for pack and delivery', async () => {
    const all = await facets({ categoryId: 8 });
    const pack = all.packs[0].value;
    const f = await expectEveryValueFinds({ categoryId: 8, packs: [pack] });
    // The pack group still offers the other packs (choosing one more widens the list).
    expect(f.packs.map((p) => p.value)).toEqual(all.packs.map((p) => p.value));
    const delivery = f.delivery[0].value;
    await expectEveryValueFinds({ categoryId: 8, packs: [pack], delivery: [delivery] });
  });

  it('packs come smallest first; a keyword nothing matches and an unknown category offer nothing', async () => {
    const { packs } = await facets({});
    const mg = (v: string) => (/^(\d+)mg$/.exec(v) ? Number(/^(\d+)/.exec(v)![1]) : /^(\d+)g$/.exec(v) ? Number(/^(\d+)/.exec(v)![1]) * 1000 : Infinity);
    const plain = packs.map((p) => p.value).filter((v) => mg(v) < Infinity);
    expect(plain).toEqual([...plain].sort((a, b) => mg(a) - mg(b)));
    expect(await facets({ keyword: 'zzzzqqq' })).toEqual({ categories: [], brands: [], packs: [], delivery: [] });
    expect(await facets({ categoryId: 999_999 })).toEqual({ categories: [], brands: [], packs: [], delivery: [] });
  });
});
