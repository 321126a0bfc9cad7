import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { catalogueDesk, DESK_MSG } from '@/lib/api/contract/catalogue-desk';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { staff } from '@/lib/api/contract/staff';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '@/mocks/fixtures/user';
import { createMockServer } from '@/mocks/node';

/* The catalogue desk's mocks answer every call like the real API (tests/api/catalogue-desk.test.ts), through the real client. */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });

async function logIn() {
  const { challenge } = await api.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) } });
  const { token } = await api.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
  return { headers: { [STAFF_TOKEN_HEADER]: token } };
}

describe('catalogue desk mocks', () => {
  it('refuse a caller without a staff session', async () => {
    await expect(api.call(catalogueDesk.refs)).rejects.toThrow('请先登录运营后台');
  });

  it('create from a structure, save SKUs and lots by version, keep stock above what orders reserved, and edit brands and categories', async () => {
    const as = await logIn();
    const refs = await api.call(catalogueDesk.refs, as);
    const leaf = refs.categories.find((c) => c.level === 3)!;
    const check = await api.call(catalogueDesk.structureCheck, { body: { structure: 'CC(=O)Nc1ccc(O)cc1' }, ...as });
    expect(check).toMatchObject({ formula: 'C8H9NO2', mw: 151.16, inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N' });
    expect(check.sameStructure.map((s) => s.code)).toContain('RM-R00102');
    await expect(api.call(catalogueDesk.structureCheck, { body: { structure: 'no molecule here' }, ...as })).rejects.toThrow(DESK_MSG.structure);

    const draft = { code: 'MOCK-DESK-1', nameCn: '咖啡因', nameEn: 'Caffeine', cas: '58-08-2', structure: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', purity: '≥99%', storage: '常温', shipping: '常温运输', brandId: refs.brands[0].id, categoryId: leaf.id };
    const p = await api.call(catalogueDesk.productCreate, { body: draft, ...as });
    expect(p).toMatchObject({ version: 1, formula: 'C8H10N4O2', mw: 194.19, listed: true });
    expect(p.molfile).toContain('M  END');
    await expect(api.call(catalogueDesk.productCreate, { body: { ...draft, categoryId: refs.categories.find((c) => c.level === 1)!.id }, ...as })).rejects.toThrow(DESK_MSG.categoryLevel);

    let d = await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '100mg', priceFen: 9_900, deliveryDays: 3 }, ...as });
    await expect(api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '1g', priceFen: 9_900, deliveryDays: 3 }, ...as })).rejects.toThrow(DESK_MSG.stale);
    const lot = { productId: p.id, skuId: d.skus[0].id, lotNo: '2026A01', manufacturedOn: '2026-01-01', expiryKind: 'retest' as const, expiresOn: '2035-01-01' };
    d = await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version, stock: [{ warehouseId: refs.warehouses[0].id, quantity: 4 }] }, ...as });
    expect(d.skus[0]).toMatchObject({ stock: 4, stockByWarehouse: [{ warehouseId: refs.warehouses[0].id, quantity: 4 }] });
    expect((await api.page(catalogueDesk.productList, { query: { q: 'MOCK-DESK-1' }, ...as })).rows[0]).toMatchObject({ code: 'MOCK-DESK-1', stock: 4, minPriceFen: 9_900 });

    const held = (await api.page(catalogueDesk.productList, { query: { q: 'RM-R00101' }, ...as })).rows[0];
    const aspirin = await api.call(catalogueDesk.productDetail, { params: { id: held.id }, ...as });
    const reservedSku = aspirin.skus.find((s) => s.reserved > 0)!;
    const [aspirinLot] = reservedSku.lots;
    await expect(
      api.call(catalogueDesk.lotSave, { body: { ...aspirinLot, productId: aspirin.id, version: aspirin.version, skuId: reservedSku.id, stock: aspirinLot.stock.map((w) => ({ warehouseId: w.warehouseId, quantity: 0 })) }, ...as }),
    ).rejects.toThrow(DESK_MSG.stockBelowReserved);

    const brand = await api.call(catalogueDesk.brandCreate, { body: { name: '模拟品牌', nameEn: 'Mock Brand', country: '中国' }, ...as });
    await expect(api.call(catalogueDesk.brandCreate, { body: { name: '模拟品牌', nameEn: 'x', country: '中国' }, ...as })).rejects.toThrow(DESK_MSG.brandTaken);
    expect((await api.call(catalogueDesk.brandUpdate, { params: { id: brand.id }, body: { name: '模拟品牌二', nameEn: 'Mock Brand', country: '中国' }, ...as })).name).toBe('模拟品牌二');
    const top = await api.call(catalogueDesk.categoryCreate, { body: { name: '模拟一级' }, ...as });
    const second = await api.call(catalogueDesk.categoryCreate, { body: { name: '模拟二级', parentId: top.id }, ...as });
    const third = await api.call(catalogueDesk.categoryCreate, { body: { name: '模拟三级', parentId: second.id }, ...as });
    await expect(api.call(catalogueDesk.categoryCreate, { body: { name: '第四级', parentId: third.id }, ...as })).rejects.toThrow(DESK_MSG.categoryDepth);
    expect((await api.call(catalogueDesk.categoryUpdate, { params: { id: third.id }, body: { name: '模拟三级（改）' }, ...as })).name).toBe('模拟三级（改）');
    await expect(api.call(catalogueDesk.categoryDelete, { params: { id: second.id }, body: {}, ...as })).rejects.toThrow(DESK_MSG.categoryInUse);
    expect(await api.call(catalogueDesk.categoryDelete, { params: { id: third.id }, body: {}, ...as })).toBeNull();

    const off = await api.call(catalogueDesk.productStatus, { params: { id: p.id }, body: { listed: false, version: d.version }, ...as });
    expect(off).toMatchObject({ listed: false, version: d.version + 1 });
    const updated = await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...draft, purity: '≥99.5%', version: off.version }, ...as });
    expect(updated.purity).toBe('≥99.5%');
  });
});
