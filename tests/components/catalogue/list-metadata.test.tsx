import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductListBody } from '@/lib/api/contract/catalogue';
import { classifyListMetadata } from '@/components/catalogue/ClassifyList';
import { productFacets } from '@/mocks/handlers/catalogue';
import { brands, categoryPath, categoryTree } from '@/mocks/fixtures/catalogue';

vi.mock('server-only', () => ({}));
// The list page's reads, answered from the mock catalogue (the mock API's own facets).
vi.mock('@/lib/catalogue/read', () => ({
  readCategoryTree: vi.fn(async () => ({ ok: true, data: categoryTree })),
  readBrands: vi.fn(async () => ({ ok: true, data: { rows: brands, totalCount: brands.length } })),
  readCategoryPath: vi.fn(async (id: number) => ({ ok: true, data: categoryPath(id) })),
  readProductFacets: vi.fn(async (body: ProductListBody) => ({ ok: true, data: productFacets(body) })),
  readProducts: vi.fn(),
}));
vi.mock('@/lib/search/read', () => ({ readProductSearch: vi.fn() }));

/* A made-up facet value in a list URL (?brandName=ZZZ-no-such-brand) named the page and made it canonical. */

const ORIGIN = 'https://shop.example';
const origin = process.env.PUBLIC_ORIGIN;
beforeEach(() => {
  process.env.PUBLIC_ORIGIN = ORIGIN;
});
afterEach(() => {
  if (origin === undefined) delete process.env.PUBLIC_ORIGIN;
  else process.env.PUBLIC_ORIGIN = origin;
});

const LIST = '/productCenter/productClassifyList/12';
const meta = async (query: Record<string, string | string[]>) => {
  const m = await classifyListMetadata('12', query);
  return { title: m.title, canonical: String(m.alternates?.canonical) };
};

describe('product list metadata and made-up filter values', () => {
  it('a brand that does not exist is neither in the title nor in the canonical URL: the base list is canonical', async () => {
    expect(await meta({ brandName: 'ZZZ-no-such-brand' })).toEqual({ title: '心血管系统药物', canonical: `${ORIGIN}${LIST}` });
    expect(await meta({ brandName: ['ZZZ-no-such-brand', '<script>'] })).toEqual({ title: '心血管系统药物', canonical: `${ORIGIN}${LIST}` });
  });

  it('a real brand without products in the list counts as made up too; a real one with products names the page', async () => {
    // 标准品商城 has no product in 心血管系统药物 (its cardiovascular products are of 欧洲药典 and 美国药典).
    expect(await meta({ brandName: '标准品商城' })).toEqual({ title: '心血管系统药物', canonical: `${ORIGIN}${LIST}` });
    expect(await meta({ brandName: '欧洲药典' })).toEqual({ title: '欧洲药典 心血管系统药物', canonical: `${ORIGIN}${LIST}?brandName=${encodeURIComponent('欧洲药典')}` });
    expect(await meta({ brandName: ['欧洲药典', 'ZZZ'], pageNo: '2' })).toEqual({
      title: '欧洲药典 心血管系统药物 第 2 页',
      canonical: `${ORIGIN}${LIST}?brandName=${encodeURIComponent('欧洲药典')}&pageNo=2`,
    });
  });

  it('made-up packs, delivery options and sub-categories leave the title and canonical of the base list', async () => {
    expect(await meta({ pack: 'ZZZ-pack', delivery: 'never', cid: '999' })).toEqual({ title: '心血管系统药物', canonical: `${ORIGIN}${LIST}` });
  });
});
