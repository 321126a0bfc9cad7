import { asc, count, eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueDesk, DESK_MSG } from '../../lib/api/contract/catalogue-desk';
import { order } from '../../lib/api/contract/order';
import { search } from '../../lib/api/contract/search';
import { auditLog, categories, compoundRecords, lotStock, productHazards, products, skus } from '../../server/db/schema';
import { seedAdditions } from '../../server/db/seed/additions';
import { seedHazards } from '../../server/db/seed/hazards';
import { customer } from './cart-helpers';
import { contractCalls, ok, rejected } from './contract-calls';
import { createTestApi, type TestApi } from './harness';
import { admin, newAddress, requestKey } from './order-helpers';

/*
 * The catalogue desk (docs/api.md, Catalogue desk) as staff use it: products created from a structure (RDKit computes
 * what staff never type), saves checked against the version they were read at, SKUs and lots with the stock rule,
 * every change found by the shop's searches at once and recorded once in the audit log with before and after.
 */

let api: TestApi;
/** The storefront's page-refresh hook, as the API calls it after a change: the tags of each call. */
const revalidations: string[][] = [];
const storefront = http.createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c));
  req.on('end', () => {
    revalidations.push((JSON.parse(text) as { tags: string[] }).tags);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":1,"data":{"revalidated":1}}');
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  api = await createTestApi({ env: { ADMIN_TOKEN: 'storefront-hook-token-0123456789', STOREFRONT_ORIGIN: `http://127.0.0.1:${(storefront.address() as AddressInfo).port}` } });
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => storefront.close(resolve));
});

const CAFFEINE = 'Cn1cnc2c1c(=O)n(C)c(=O)n2C';
/** Paracetamol as a V3000 molfile with Windows line breaks and a name line, as an editor might save it. */
const PARACETAMOL_V3000 = [
  'paracetamol',
  '     RDKit          2D',
  '',
  '  0  0  0  0  0  0  0  0  0  0999 V3000',
  'M  V30 BEGIN CTAB',
  'M  V30 COUNTS 11 11 0 0 0',
  'M  V30 BEGIN ATOM',
  'M  V30 1 C 5.250000 -1.299038 0.000000 0',
  'M  V30 2 C 3.750000 -1.299038 0.000000 0',
  'M  V30 3 O 3.000000 -2.598076 0.000000 0',
  'M  V30 4 N 3.000000 0.000000 0.000000 0',
  'M  V30 5 C 1.500000 0.000000 0.000000 0',
  'M  V30 6 C 0.750000 1.299038 0.000000 0',
  'M  V30 7 C -0.750000 1.299038 0.000000 0',
  'M  V30 8 C -1.500000 0.000000 0.000000 0',
  'M  V30 9 O -3.000000 0.000000 0.000000 0',
  'M  V30 10 C -0.750000 -1.299038 0.000000 0',
  'M  V30 11 C 0.750000 -1.299038 0.000000 0',
  'M  V30 END ATOM',
  'M  V30 BEGIN BOND',
  'M  V30 1 1 1 2',
  'M  V30 2 2 2 3',
  'M  V30 3 1 2 4',
  'M  V30 4 1 4 5',
  'M  V30 5 1 5 6',
  'M  V30 6 2 6 7',
  'M  V30 7 1 7 8',
  'M  V30 8 1 8 9',
  'M  V30 9 2 8 10',
  'M  V30 10 1 10 11',
  'M  V30 11 2 11 5',
  'M  V30 END BOND',
  'M  V30 END CTAB',
  'M  END',
].join('\r\n');

let seq = 0;
/** Headers of one desk call, with its own request id (the audit entries of that call are found by it). */
const desk = () => ({ ...admin, 'x-request-id': `desk-test-${++seq}` });
const entriesOf = (requestId: string) => api.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId)).orderBy(asc(auditLog.id));

async function refs() {
  const r = ok(await api.call(catalogueDesk.refs, {}, admin));
  const leaf = r.categories.find((c) => c.level === 3)!;
  const top = r.categories.find((c) => c.level === 1)!;
  return { ...r, brandId: r.brands[0].id, leafId: leaf.id, topId: top.id };
}

async function draft(over: Record<string, unknown> = {}) {
  const r = await refs();
  return {
    code: `DESK-${++seq}`,
    nameCn: '咖啡因',
    nameEn: 'Caffeine',
    synonyms: ['1,3,7-Trimethylxanthine'],
    cas: '58-08-2',
    structure: CAFFEINE,
    purity: '≥99.0%(HPLC)',
    storage: '常温，密封干燥保存',
    shipping: '常温运输',
    brandId: r.brandId,
    categoryId: r.leafId,
    ...over,
  };
}

const productCount = async () => (await api.database.db.select({ n: count() }).from(products))[0].n;
const okEntries = async () => (await api.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.outcome, 'ok')))[0].n;

const keywordCodes = async (keyword: string) => ok(await api.call(search.productSearch, { body: { keyword }, pageSize: 20 })).map((c) => c.code);
const substructureCodes = async (query: string) => ok(await api.call(search.structureSearch, { body: { query, mode: 'substructure' }, pageSize: 50 })).items.map((h) => h.code);

describe('products from a structure', () => {
  it('creates from SMILES with formula, MW, exact mass and InChIKey computed by RDKit; one audit entry; found at once by keyword and substructure', async () => {
    const body = await draft({ nameCn: '咖啡因（桌面测试）', code: 'DESK-CAF-01' });
    // This process's structure index is loaded, and its catalogue signature seen, before the product exists.
    expect(await substructureCodes(CAFFEINE)).not.toContain('DESK-CAF-01');
    const h = desk();
    const p = ok(await api.call(catalogueDesk.productCreate, { body }, h));
    expect(p).toMatchObject({ code: 'DESK-CAF-01', formula: 'C8H10N4O2', mw: 194.19, exactMass: 194.0804, inchiKey: 'RYYVLZVUVIJVGH-UHFFFAOYSA-N', version: 1, listed: true, skus: [], hazards: null });
    expect(p.molfile).toContain('M  END');
    expect(p.shopUrl).toMatch(new RegExp(`/goodsDetail/${p.id}$`));

    const [row] = await api.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ formula: 'C8H10N4O2', mw: 194.19, inchiKey: 'RYYVLZVUVIJVGH-UHFFFAOYSA-N', canonicalSmiles: 'Cn1c(=O)c2c(ncn2C)n(C)c1=O', status: 1, version: 1 });
    // The data centre reads the substance's record.
    const [record] = await api.database.db.select().from(compoundRecords).where(eq(compoundRecords.inchiKey, 'RYYVLZVUVIJVGH-UHFFFAOYSA-N'));
    expect(record).toMatchObject({ formula: 'C8H10N4O2', exactMass: 194.0804, cas: '58-08-2' });

    const entries = await entriesOf(h['x-request-id']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: catalogueDesk.productCreate.title, entity: 'product', entityId: String(p.id), permission: 'catalogue', outcome: 'ok', before: null });
    expect(entries[0].after).toMatchObject({ code: 'DESK-CAF-01', formula: 'C8H10N4O2', listed: true });

    expect(await keywordCodes('DESK-CAF-01')).toContain('DESK-CAF-01');
    expect(await substructureCodes(CAFFEINE)).toContain('DESK-CAF-01');
  });

  it('creates from a V3000 molfile; the structure check names the products that already have the structure', async () => {
    const check = ok(await api.call(catalogueDesk.structureCheck, { body: { structure: PARACETAMOL_V3000 } }, admin));
    expect(check).toMatchObject({ formula: 'C8H9NO2', mw: 151.17, exactMass: 151.0633, inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N', canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1' });
    expect(check.svg).toContain('<svg');
    expect(check.sameStructure.length).toBeGreaterThan(0);

    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft({ nameCn: '对乙酰氨基酚', nameEn: 'Paracetamol', cas: '103-90-2', structure: PARACETAMOL_V3000 }) }, desk()));
    expect(p).toMatchObject({ formula: 'C8H9NO2', mw: 151.17, exactMass: 151.0633, inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N', smiles: 'CC(=O)Nc1ccc(O)cc1' });
    const again = ok(await api.call(catalogueDesk.structureCheck, { body: { structure: 'CC(=O)Nc1ccc(O)cc1', productId: p.id } }, admin));
    expect(again.sameStructure.map((s) => s.id)).not.toContain(p.id);
    expect(again.sameStructure.length).toBe(check.sameStructure.length);
  });

  it.each([
    ['a CAS number whose check digit is wrong', { cas: '58-08-3' }, `${DESK_MSG.casDigit}（cas）`],
    ['an unreadable structure', { structure: 'this is no molecule' }, DESK_MSG.structure],
    ['a structure with no InChIKey (an R group)', { structure: '*c1ccccc1' }, DESK_MSG.structure],
    ['an unknown brand', { brandId: 987654 }, DESK_MSG.brandMissing],
    ['a parent that does not exist', { parentId: 987654 }, DESK_MSG.parentMissing],
    ['an unknown H code', { hazards: { signalWord: '警告', pictograms: ['GHS07'], hCodes: ['H999'], pCodes: [], unNumber: null } }, DESK_MSG.unknownStatement('H999')],
  ])('refuses %s with the Chinese message and writes nothing', async (_name, over, message) => {
    const [before, entries] = [await productCount(), await okEntries()];
    rejected(await api.call(catalogueDesk.productCreate, { body: (await draft(over)) as never }, desk()), message);
    expect(await productCount()).toBe(before);
    expect(await okEntries()).toBe(entries);
  });

  it('reads a molfile whose title line is blank, as RDKit and most editors write it', async () => {
    const ethanol = ['', '     RDKit          2D', '', '  3  2  0  0  0  0  0  0  0  0999 V2000', '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0', '    1.2990    0.7500    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0', '    2.5981    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0', '  1  2  1  0', '  2  3  1  0', 'M  END', ''].join('\n');
    const checked = ok(await api.call(catalogueDesk.structureCheck, { body: { structure: ethanol } }, admin));
    expect(checked).toMatchObject({ formula: 'C2H6O', inchiKey: 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N' });
  });

  it('refuses a first-level category and a code already used, writing nothing', async () => {
    const r = await refs();
    const before = await productCount();
    rejected(await api.call(catalogueDesk.productCreate, { body: await draft({ categoryId: r.topId }) }, desk()), DESK_MSG.categoryLevel);
    const [seedProduct] = await api.database.db.select({ code: products.code }).from(products).limit(1);
    rejected(await api.call(catalogueDesk.productCreate, { body: await draft({ code: seedProduct.code }) }, desk()), DESK_MSG.codeTaken);
    expect(await productCount()).toBe(before);
  });
});

describe('saves are checked against the version they were read at', () => {
  it('a second save from the same version is refused and the first is kept; a product cannot be its own parent', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    const body = { ...(await draft({ code: p.code })), version: p.version };
    const first = ok(await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...body, purity: '≥99.5%(HPLC)' } }, desk()));
    expect(first).toMatchObject({ version: p.version + 1, purity: '≥99.5%(HPLC)' });
    const h = desk();
    rejected(await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...body, purity: '≥95%' } }, h), DESK_MSG.stale);
    expect(await entriesOf(h['x-request-id'])).toEqual([]);
    expect(ok(await api.call(catalogueDesk.productDetail, { params: { id: p.id } }, admin))).toMatchObject({ version: p.version + 1, purity: '≥99.5%(HPLC)' });
    rejected(await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...body, version: first.version, parentId: p.id } }, desk()), DESK_MSG.parentSelf);
    // A SKU save is a save of the same record: an old version is refused too.
    rejected(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '10mg', priceFen: 1000, deliveryDays: 3 } }, desk()), DESK_MSG.stale);
  });

  it('of two saves sent at the same moment from one version, one is kept and the other refused', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    const body = { ...(await draft({ code: p.code })), version: p.version };
    const answers = await Promise.all(['≥97%', '≥96%'].map((purity) => api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...body, purity } }, desk())));
    expect(answers.map((a) => a.json.message).sort()).toEqual([DESK_MSG.stale, 'success'].sort());
    const kept = answers.find((a) => a.json.code === 1)!.json.data!;
    expect(ok(await api.call(catalogueDesk.productDetail, { params: { id: p.id } }, admin))).toMatchObject({ version: p.version + 1, purity: kept.purity });
  });

  it('an update records only the changed fields, before and after, in one audit entry', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    const h = desk();
    ok(await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body: { ...(await draft({ code: p.code, storage: '2-8℃，避光密封保存' })), version: p.version } }, h));
    const entries = await entriesOf(h['x-request-id']);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'product', entityId: String(p.id), before: { storage: '常温，密封干燥保存' }, after: { storage: '2-8℃，避光密封保存' } });
  });
});

describe('the seed', () => {
  it('adds nothing once staff have saved a product: a seed product whose catalogue number changed is not added again', async () => {
    const [seedRow] = await api.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'RM-A001'));
    const p = ok(await api.call(catalogueDesk.productDetail, { params: { id: seedRow.id } }, admin));
    const body = {
      code: 'RM-A001-R', nameCn: p.nameCn, nameEn: p.nameEn, synonyms: p.synonyms, cas: p.cas, structure: p.smiles, purity: p.purity, storage: p.storage,
      shipping: p.shipping, impurityLabel: p.impurityLabel, brandId: p.brandId, categoryId: p.categoryId, parentId: p.parent?.id ?? null,
      precursorCategory: p.precursorCategory as 1 | 2 | 3 | null, explosivePrecursor: p.explosivePrecursor, hazardous: p.hazardous, hazards: p.hazards, version: p.version,
    };
    ok(await api.call(catalogueDesk.productUpdate, { params: { id: p.id }, body }, desk()));
    const before = await productCount();
    expect(await seedAdditions(api.database.db)).toBe(0);
    expect(await productCount()).toBe(before);
    expect(await api.database.db.select({ id: products.id }).from(products).where(eq(products.code, 'RM-A001'))).toEqual([]);
  });
});

describe('other API processes', () => {
  it('a product created on one process is found by substructure on another within its catalogue check interval', async () => {
    // Another API process: the server modules evaluated again (their own structure index and signature), same database.
    vi.resetModules();
    const appModule = await import('../../server/app');
    const providers = await import('../../server/providers');
    const signature = await import('../../server/search/signature');
    const logger = pino({ level: 'silent' });
    const other = contractCalls(appModule.createApp({ db: api.database.db, config: api.config, logger, providers: providers.createProviders(api.config, logger) }));
    const interval = 300;
    signature.setCatalogueCheckInterval(interval);
    try {
      const query = 'O=C1c2ccccc2C(=O)N1CCCCCCCCCC';
      const found = async () => ok(await other.call(search.structureSearch, { body: { query, mode: 'substructure' }, pageSize: 50 })).items.map((h) => h.code);
      expect(await found()).toEqual([]);
      ok(await api.call(catalogueDesk.productCreate, { body: await draft({ code: 'DESK-OTHER-01', nameCn: 'N-癸基邻苯二甲酰亚胺', nameEn: 'N-Decylphthalimide', cas: '3535-27-1', structure: query }) }, desk()));
      const deadline = Date.now() + 5000;
      let codes: string[] = [];
      while (Date.now() < deadline && !codes.includes('DESK-OTHER-01')) {
        await new Promise((r) => setTimeout(r, 100));
        codes = await found();
      }
      expect(codes).toContain('DESK-OTHER-01');
    } finally {
      signature.setCatalogueCheckInterval();
    }
  });
});

describe('the storefronts', () => {
  it('are asked to drop the pages each change touches', async () => {
    revalidations.length = 0;
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    expect(revalidations.pop()).toEqual(expect.arrayContaining([`product:${p.id}`, 'products', 'categories', 'brands', 'sitemap', 'data']));
    const d = ok(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '10mg', priceFen: 5_000, deliveryDays: 3 } }, desk()));
    expect(revalidations.pop()).toEqual([`product:${p.id}`, 'products']);
    ok(await api.call(catalogueDesk.productStatus, { params: { id: p.id }, body: { listed: false, version: d.version } }, desk()));
    expect(revalidations.pop()).toEqual(expect.arrayContaining([`product:${p.id}`, 'products', 'sitemap']));
    const b = ok(await api.call(catalogueDesk.brandCreate, { body: { name: '页面刷新品牌', nameEn: 'Refresh Brand', country: '中国' } }, desk()));
    expect(revalidations.pop()).toEqual(['brands']);
    ok(await api.call(catalogueDesk.brandUpdate, { params: { id: b.id }, body: { name: '页面刷新品牌二', nameEn: 'Refresh Brand', country: '中国' } }, desk()));
    expect(revalidations.pop()).toEqual(['brands', 'products']);
  });
});

describe('listing', () => {
  it('delisting hides the product from keyword and structure search; listing again shows it', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft({ code: 'DESK-LIST-01' }) }, desk()));
    expect(await keywordCodes('DESK-LIST-01')).toContain('DESK-LIST-01');
    const off = ok(await api.call(catalogueDesk.productStatus, { params: { id: p.id }, body: { listed: false, version: p.version } }, desk()));
    expect(off).toMatchObject({ listed: false, version: p.version + 1 });
    expect(await keywordCodes('DESK-LIST-01')).not.toContain('DESK-LIST-01');
    expect(await substructureCodes(CAFFEINE)).not.toContain('DESK-LIST-01');
    ok(await api.call(catalogueDesk.productStatus, { params: { id: p.id }, body: { listed: true, version: off.version } }, desk()));
    expect(await keywordCodes('DESK-LIST-01')).toContain('DESK-LIST-01');
  });
});

describe('SKUs, lots and stock', () => {
  it('a price change leaves the price of an order already placed; lot saves move the sellable stock and never below what orders reserved', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    const { warehouses } = await refs();
    let d = ok(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '100mg', priceFen: 12_000, deliveryDays: 2 } }, desk()));
    const skuId = d.skus[0].id;
    expect(d.skus[0]).toMatchObject({ pack: '100mg', priceFen: 12_000, stock: 0, reserved: 0, listed: true, lots: [] });

    d = ok(
      await api.call(
        catalogueDesk.lotSave,
        { body: { productId: p.id, version: d.version, skuId, lotNo: '2026A01', manufacturedOn: '2026-01-10', expiryKind: 'retest', expiresOn: '2030-01-10', stock: [{ warehouseId: warehouses[0].id, quantity: 5 }] } },
        desk(),
      ),
    );
    const lotId = d.skus[0].lots[0].id;
    expect(d.skus[0]).toMatchObject({ stock: 5, reserved: 0, stockByWarehouse: [{ warehouseId: warehouses[0].id, quantity: 5 }] });
    expect(d.skus[0].lots[0]).toMatchObject({ lotNo: '2026A01', sellable: true, coaUploaded: false, stock: [{ warehouseId: warehouses[0].id, quantity: 5 }] });

    // A customer orders 2 at 120 yuan: 2 units reserved.
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const preview = ok(await api.call(order.preview, { body: { buyNow: { skuId, num: 2 } } }, me.h));
    const { id: orderId } = ok(await api.call(order.submit, { body: { buyNow: { skuId, num: 2 }, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
    d = ok(await api.call(catalogueDesk.productDetail, { params: { id: p.id } }, admin));
    expect(d.skus[0]).toMatchObject({ stock: 3, reserved: 2 });

    const h = desk();
    d = ok(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: d.version, id: skuId, pack: '100mg', priceFen: 15_000, deliveryDays: 2 } }, h));
    expect(d.skus[0].priceFen).toBe(15_000);
    const [entry] = await entriesOf(h['x-request-id']);
    expect(entry).toMatchObject({ entity: 'sku', entityId: String(skuId), before: { priceFen: 12_000 }, after: { priceFen: 15_000 } });
    const placed = ok(await api.call(order.detail, { params: { id: orderId } }, me.h));
    expect(placed.lines[0]).toMatchObject({ skuId, price: 12_000, num: 2, amount: 24_000 });
    expect(ok(await api.call(order.preview, { body: { buyNow: { skuId, num: 1 } } }, me.h)).lines[0].price).toBe(15_000);

    // 5 physical, 2 reserved: down to 1 would leave less than the reservation.
    const lot = { productId: p.id, skuId, id: lotId, lotNo: '2026A01', manufacturedOn: '2026-01-10', expiryKind: 'retest' as const, expiresOn: '2030-01-10' };
    const refused = desk();
    rejected(await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version, stock: [{ warehouseId: warehouses[0].id, quantity: 1 }] } }, refused), DESK_MSG.stockBelowReserved);
    expect(await entriesOf(refused['x-request-id'])).toEqual([]);
    expect((await api.database.db.select().from(lotStock).where(eq(lotStock.lotId, lotId)))[0].quantity).toBe(5);
    d = ok(await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version, stock: [{ warehouseId: warehouses[0].id, quantity: 2 }] } }, desk()));
    expect(d.skus[0]).toMatchObject({ stock: 0, reserved: 2 });
    const audited = desk();
    d = ok(await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version, stock: [{ warehouseId: warehouses[1].id, quantity: 10 }] } }, audited));
    expect(d.skus[0].stock).toBe(10);
    expect(d.skus[0].lots[0].stock).toEqual([
      { warehouseId: warehouses[0].id, warehouseName: warehouses[0].name, quantity: 2 },
      { warehouseId: warehouses[1].id, warehouseName: warehouses[1].name, quantity: 10 },
    ]);
    const [lotEntry] = await entriesOf(audited['x-request-id']);
    expect(lotEntry).toMatchObject({ entity: 'lot', entityId: String(lotId), before: { skuStock: 0 }, after: { skuStock: 10 } });

    // A lot whose date is within the sell-by margin leaves the sellable stock at once.
    d = ok(await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version, expiresOn: '2026-02-01' } }, desk()));
    expect(d.skus[0]).toMatchObject({ stock: 0 });
    expect(d.skus[0].lots[0].sellable).toBe(false);
    const [sku] = await api.database.db.select().from(skus).where(eq(skus.id, skuId));
    expect(sku.stock).toBe(0);
  });

  it('refuses a pack the product already has and a lot number the SKU already has', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft() }, desk()));
    let d = ok(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: p.version, pack: '1mL(1000μg/mL,甲醇)', priceFen: 9_900, deliveryDays: 5 } }, desk()));
    rejected(await api.call(catalogueDesk.skuSave, { body: { productId: p.id, version: d.version, pack: '1mL(1000μg/mL,甲醇)', priceFen: 100, deliveryDays: 5 } }, desk()), DESK_MSG.packTaken);
    const lot = { productId: p.id, skuId: d.skus[0].id, lotNo: 'L-1', manufacturedOn: '2026-01-01', expiryKind: 'expiry' as const, expiresOn: '2029-01-01' };
    d = ok(await api.call(catalogueDesk.lotSave, { body: { ...lot, version: d.version } }, desk()));
    rejected(await api.call(catalogueDesk.lotSave, { body: { ...lot, lotNo: 'l-1', version: d.version } }, desk()), DESK_MSG.lotTaken);
  });
});

describe('hazard profile', () => {
  it('writes the profile with the sheet texts composed for its hazards and no invented class; null removes it; the seed file leaves a desk-saved product alone', async () => {
    const hazards = { signalWord: '危险' as const, pictograms: ['GHS06' as const], hCodes: ['H301'], pCodes: ['P301+P310'], unNumber: 'UN2811' };
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft({ hazards, hazardous: true }) }, desk()));
    expect(p.hazards).toEqual(hazards);
    const [row] = await api.database.db.select().from(productHazards).where(eq(productHazards.productId, p.id));
    expect(row).toMatchObject({ classes: [], hCodes: ['H301'], unNumber: 'UN2811' });
    expect(row.firstAid).toContain('禁止催吐');
    expect(row.fireFighting).toContain('氮氧化物');

    // A seed product with a recorded profile, saved at the desk: the start-up's hazard file no longer rewrites it.
    const [seeded] = await api.database.db.select({ id: products.id }).from(products).innerJoin(productHazards, eq(productHazards.productId, products.id)).where(eq(products.version, 0)).limit(1);
    const d = ok(await api.call(catalogueDesk.productDetail, { params: { id: seeded.id } }, admin));
    const body = { code: d.code, nameCn: d.nameCn, nameEn: d.nameEn, synonyms: d.synonyms, cas: d.cas, structure: d.smiles, purity: d.purity, storage: d.storage, shipping: d.shipping, impurityLabel: d.impurityLabel, brandId: d.brandId, categoryId: d.categoryId, parentId: d.parent?.id ?? null, precursorCategory: d.precursorCategory as 1 | 2 | 3 | null, explosivePrecursor: d.explosivePrecursor, hazardous: d.hazardous };
    const cleared = ok(await api.call(catalogueDesk.productUpdate, { params: { id: seeded.id }, body: { ...body, hazards: null, version: d.version } }, desk()));
    expect(cleared.hazards).toBeNull();
    await seedHazards(api.database.db);
    expect(await api.database.db.select().from(productHazards).where(eq(productHazards.productId, seeded.id))).toEqual([]);
  });
});

describe('brands and categories', () => {
  it('creates and renames brands, refusing a name already used', async () => {
    const b = ok(await api.call(catalogueDesk.brandCreate, { body: { name: '桌面测试品牌', nameEn: 'Desk Test Brand', country: '中国' } }, desk()));
    expect(b).toMatchObject({ name: '桌面测试品牌', productCount: 0, story: '' });
    rejected(await api.call(catalogueDesk.brandCreate, { body: { name: '桌面测试品牌', nameEn: 'Other', country: '中国' } }, desk()), DESK_MSG.brandTaken);
    const h = desk();
    expect(ok(await api.call(catalogueDesk.brandUpdate, { params: { id: b.id }, body: { name: '桌面测试品牌二', nameEn: 'Desk Test Brand', country: '中国' } }, h)).name).toBe('桌面测试品牌二');
    expect((await entriesOf(h['x-request-id']))[0]).toMatchObject({ entity: 'brand', before: { name: '桌面测试品牌' }, after: { name: '桌面测试品牌二' } });
    rejected(await api.call(catalogueDesk.brandUpdate, { params: { id: 987654 }, body: { name: 'x', nameEn: 'x', country: 'x' } }, desk()), DESK_MSG.brandMissing);
  });

  it('keeps categories within three levels and deletes only empty ones', async () => {
    const one = ok(await api.call(catalogueDesk.categoryCreate, { body: { name: '桌面一级' } }, desk()));
    const two = ok(await api.call(catalogueDesk.categoryCreate, { body: { name: '桌面二级', parentId: one.id } }, desk()));
    const three = ok(await api.call(catalogueDesk.categoryCreate, { body: { name: '桌面三级', parentId: two.id } }, desk()));
    expect([one.level, two.level, three.level]).toEqual([1, 2, 3]);
    rejected(await api.call(catalogueDesk.categoryCreate, { body: { name: '第四级', parentId: three.id } }, desk()), DESK_MSG.categoryDepth);
    expect(ok(await api.call(catalogueDesk.categoryUpdate, { params: { id: three.id }, body: { name: '桌面三级（改）', sort: 3 } }, desk()))).toMatchObject({ name: '桌面三级（改）', sort: 3 });

    ok(await api.call(catalogueDesk.productCreate, { body: await draft({ categoryId: three.id }) }, desk()));
    rejected(await api.call(catalogueDesk.categoryDelete, { params: { id: two.id }, body: {} }, desk()), DESK_MSG.categoryInUse);
    rejected(await api.call(catalogueDesk.categoryDelete, { params: { id: three.id }, body: {} }, desk()), DESK_MSG.categoryInUse);
    const empty = ok(await api.call(catalogueDesk.categoryCreate, { body: { name: '空分类', parentId: two.id } }, desk()));
    expect(ok(await api.call(catalogueDesk.categoryDelete, { params: { id: empty.id }, body: {} }, desk()))).toBeNull();
    expect(await api.database.db.select().from(categories).where(eq(categories.id, empty.id))).toEqual([]);
    expect(ok(await api.call(catalogueDesk.refs, {}, admin)).categories.find((c) => c.id === one.id)).toMatchObject({ productCount: 1 });
  });
});

describe('the product list', () => {
  it('finds by code, name, CAS or InChIKey and filters by status, brand and category', async () => {
    const p = ok(await api.call(catalogueDesk.productCreate, { body: await draft({ code: 'DESK-FIND-01', nameEn: 'Findable Caffeine' }) }, desk()));
    const codes = async (query: Record<string, unknown>) => ok(await api.call(catalogueDesk.productList, { query: query as never, pageSize: 100 }, admin)).map((r) => r.code);
    expect(await codes({ q: 'desk-find-01' })).toEqual(['DESK-FIND-01']);
    expect(await codes({ q: 'Findable' })).toEqual(['DESK-FIND-01']);
    expect(await codes({ q: 'RYYVLZVUVIJVGH-UHFFFAOYSA-N' })).toContain('DESK-FIND-01');
    expect(await codes({ q: '58-08-2', status: 'unlisted' })).not.toContain('DESK-FIND-01');
    const top = (await refs()).categories.find((c) => c.id === p.categoryId)!;
    expect(await codes({ q: 'DESK-FIND-01', brandId: p.brandId, categoryId: top.parentId! })).toEqual(['DESK-FIND-01']);
  });
});

describe('bad input', () => {
  it('never answers a 500: garbage bodies, queries and ids get code 0 with a message', async () => {
    const bodies: unknown[] = ['not json', '[]', '{"code": {}}', { structure: 12 }, { version: 'x', listed: 'yes' }, { productId: -1, version: 0, stock: 'many' }, { name: 'x'.repeat(5000) }, { structure: 'C'.repeat(210_000) }];
    const posts = Object.values(catalogueDesk).filter((ep) => ep.method === 'POST');
    for (const ep of posts) {
      for (const body of bodies) {
        const res = await api.raw(ep, { params: { id: 'abc' }, body, headers: admin });
        expect(res.status, `${ep.path} ${JSON.stringify(body).slice(0, 60)}`).toBe(200);
        expect(res.json.code).toBe(0);
        expect(res.json.message).not.toMatch(/服务器异常/);
      }
    }
    for (const ep of Object.values(catalogueDesk).filter((e) => e.method === 'GET')) {
      const res = await api.raw(ep, { params: { id: '99999999999' }, query: { q: 'x'.repeat(500), status: 'gone', brandId: 'x' }, headers: admin });
      expect(res.status).toBe(200);
    }
  });
});

describe('who may use the desk', () => {
  it('answers the staff login message without a staff session or key', async () => {
    const res = await api.raw(catalogueDesk.refs, {});
    expect(res.json).toMatchObject({ code: 0, messageCode: 'STAFF_LOGIN_REQUIRED' });
  });
});
