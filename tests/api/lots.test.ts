import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/api/contract/catalogue';
import { order } from '../../lib/api/contract/order';
import { lotStock, lots, orderLineLots, orders, skus, warehouses } from '../../server/db/schema';
import { sellableFrom } from '../../server/services/lots/rules';
import { customer } from './cart-helpers';
import { createTestApi, type TestApi } from './harness';
import { ok, rejected } from './contract-calls';
import { admin, ADMIN_TOKEN, cartAndPreview, newAddress, requestKey } from './order-helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { ADMIN_TOKEN } });
});
afterAll(() => api.close());

const db = () => api.database.db;
/** Raw SQL rows (both drivers answer `{ rows }`). */
const rowsOf = async <T,>(q: SQL) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;
const skuStock = async (id: number) => (await db().select({ stock: skus.stock }).from(skus).where(eq(skus.id, id)))[0].stock;

/** The lots of a SKU in FEFO order with their units per warehouse. */
async function lotsOf(skuId: number) {
  const rows = await db()
    .select({ id: lots.id, lotNo: lots.lotNo, expiresOn: lots.expiresOn, warehouse: warehouses.name, quantity: lotStock.quantity })
    .from(lots)
    .leftJoin(lotStock, eq(lotStock.lotId, lots.id))
    .leftJoin(warehouses, eq(warehouses.id, lotStock.warehouseId))
    .where(eq(lots.skuId, skuId))
    .orderBy(asc(lots.expiresOn), asc(lots.id));
  return rows;
}
const unitsOfLot = async (lotId: number) =>
  (await db().select({ n: sql<number>`coalesce(sum(${lotStock.quantity}), 0)::int` }).from(lotStock).where(eq(lotStock.lotId, lotId)))[0].n;

/** A listed SKU whose product is listed, with at least `minLots` lots holding stock, not used by an earlier test. */
const used = new Set<number>();
async function skuWithLots(minLots: number, minStock = 1) {
  const rows = await rowsOf<{ id: number; product_id: number }>(sql`
    select s.id, s.product_id from skus s join products p on p.id = s.product_id
    where s.status = 1 and p.status = 1 and s.stock >= ${minStock}
      and (select count(distinct l.id) from lots l join lot_stock ls on ls.lot_id = l.id where l.sku_id = s.id and ls.quantity > 0) >= ${minLots}
    order by s.id`);
  const row = rows.find((r) => !used.has(Number(r.id)))!;
  used.add(Number(row.id));
  return { id: Number(row.id), productId: Number(row.product_id) };
}

/** An order for `num` of a SKU, paid (待发货) — what the operator ships. */
async function paidOrder(skuId: number, num: number) {
  const me = await customer(api);
  const addr = await newAddress(api, me.h);
  const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId, num }]);
  const { id } = ok(await api.call(order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
  await db().update(orders).set({ status: 'to_ship', paidAt: new Date() }).where(eq(orders.id, id));
  return { id, me };
}

const ship = (id: number) => api.call(order.operatorShip, { params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF0000000001' } }, admin);

describe('seeded lots', () => {
  it('every SKU has a lot; the sellable lots of a SKU hold exactly its stock; nothing seeded is near expiry', async () => {
    const perSku = await rowsOf<{ id: number; stock: number; lots: number; units: number }>(sql`
      select s.id, s.stock, (select count(*) from lots l where l.sku_id = s.id)::int as lots,
        (select coalesce(sum(ls.quantity), 0) from lots l join lot_stock ls on ls.lot_id = l.id where l.sku_id = s.id)::int as units
      from skus s order by s.id`);
    expect(perSku.length).toBeGreaterThan(500);
    expect(perSku.filter((r) => Number(r.lots) < 1 || Number(r.lots) > 3)).toEqual([]);
    expect(perSku.filter((r) => Number(r.units) !== Number(r.stock))).toEqual([]);
    const [{ first }] = await rowsOf<{ first: string }>(sql`select min(expires_on)::text as first from lots`);
    // A year after the seed's reference day (2026-11-01) every seeded lot is still sellable.
    expect(first >= sellableFrom(new Date('2027-11-01T00:00:00Z'))).toBe(true);
    const [{ dup }] = await rowsOf<{ dup: number }>(sql`select count(*)::int as dup from (select sku_id, lot_no from lots group by 1, 2 having count(*) > 1) d`);
    expect(Number(dup)).toBe(0);
  });
});

describe('goods detail', () => {
  it('shows per SKU the first-expiring sellable lot and stock by warehouse adding up to the SKU stock', async () => {
    const s = await skuWithLots(2);
    const detail = ok(await api.call(catalogue.productDetail, { params: { id: s.productId } }));
    const mine = detail.lots.find((l) => l.skuId === s.id)!;
    const fefo = await lotsOf(s.id);
    expect(mine.onSale?.lotNo).toBe(fefo.find((r) => (r.quantity ?? 0) > 0)!.lotNo);
    expect(mine.warehouses.map((w) => w.name)).toEqual(['上海仓', '北京仓', '广州仓']);
    const stock = detail.skus.find((k) => k.id === s.id)!.stock;
    expect(stock).toBe(await skuStock(s.id));
    expect(mine.warehouses.reduce((n, w) => n + w.stock, 0)).toBe(stock);
    for (const l of detail.lots) expect(l.warehouses.reduce((n, w) => n + w.stock, 0)).toBe(detail.skus.find((k) => k.id === l.skuId)!.stock);
  });


  it('a reservation is taken from the lot shipping would take, so the warehouses still add up', async () => {
    const s = await skuWithLots(1, 3);
    await paidOrder(s.id, 2);
    const detail = ok(await api.call(catalogue.productDetail, { params: { id: s.productId } }));
    const stock = detail.skus.find((k) => k.id === s.id)!.stock;
    expect(stock).toBe(await skuStock(s.id));
    expect(detail.lots.find((l) => l.skuId === s.id)!.warehouses.reduce((n, w) => n + w.stock, 0)).toBe(stock);
  });

  it('gives the certified value ± U (k=2) of a quantitative standard', async () => {
    const [row] = await rowsOf<{ product_id: number; sku_id: number }>(sql`
      select s.product_id, s.id as sku_id from skus s join lots l on l.sku_id = s.id join lot_stock ls on ls.lot_id = l.id
      where l.certified_value is not null and l.unit = 'μg/mL' and ls.quantity > 0 order by s.id limit 1`);
    const detail = ok(await api.call(catalogue.productDetail, { params: { id: Number(row.product_id) } }));
    const onSale = detail.lots.find((l) => l.skuId === Number(row.sku_id))!.onSale!;
    expect(onSale.expiryKind).toBe('expiry');
    expect(onSale.certified).toMatchObject({ property: '浓度', unit: 'μg/mL', k: 2 });
    expect(Number(onSale.certified!.uncertainty)).toBeGreaterThan(0);
  });

  it('a SKU without any lot on record keeps its stored stock and shows no lot facts', async () => {
    const s = await skuWithLots(1);
    const lotIds = (await lotsOf(s.id)).map((r) => r.id);
    for (const id of lotIds) await db().delete(lotStock).where(eq(lotStock.lotId, id));
    for (const id of lotIds) await db().delete(lots).where(eq(lots.id, id));
    const detail = ok(await api.call(catalogue.productDetail, { params: { id: s.productId } }));
    expect(detail.skus.find((k) => k.id === s.id)!.stock).toBe(await skuStock(s.id));
    expect(detail.lots.find((l) => l.skuId === s.id)).toEqual({ skuId: s.id, onSale: null, warehouses: [] });
  });
});

describe('an expired lot', () => {
  it('is neither on sale nor counted, is written off once at the next submit, and is never allocated', async () => {
    const s = await skuWithLots(2, 2);
    const fefo = (await lotsOf(s.id)).filter((r) => (r.quantity ?? 0) > 0);
    const expired = fefo[0];
    const expiredUnits = await unitsOfLot(expired.id);
    const before = await skuStock(s.id);
    // Ten days from now: inside the sell-by margin, so already not sellable.
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await db().update(lots).set({ expiresOn: soon, manufacturedOn: '2024-01-01' }).where(eq(lots.id, expired.id));

    const detail = ok(await api.call(catalogue.productDetail, { params: { id: s.productId } }));
    const mine = detail.lots.find((l) => l.skuId === s.id)!;
    expect(mine.onSale?.lotNo).not.toBe(expired.lotNo);
    expect(detail.skus.find((k) => k.id === s.id)!.stock).toBe(before - expiredUnits);
    expect(mine.warehouses.reduce((n, w) => n + w.stock, 0)).toBe(before - expiredUnits);

    const { id } = await paidOrder(s.id, 1);
    expect(await skuStock(s.id)).toBe(before - expiredUnits - 1);
    ok(await ship(id));
    const shipped = ok(await api.call(order.operatorDetail, { params: { id } }, admin));
    expect(shipped.lines[0].lots.map((l) => l.lotNo)).not.toContain(expired.lotNo);
    expect(await unitsOfLot(expired.id)).toBe(expiredUnits);
    // A second submit does not write it off again.
    await paidOrder(s.id, 1);
    expect(await skuStock(s.id)).toBe(before - expiredUnits - 2);
  });
});

describe('shipping', () => {
  it('allocates first-expiry-first-out across lots, records every lot and lowers lot stock; SKU stock was already reserved', async () => {
    const s = await skuWithLots(2, 3);
    const fefo = (await lotsOf(s.id)).filter((r) => (r.quantity ?? 0) > 0);
    const firstUnits = await unitsOfLot(fefo[0].id);
    const num = firstUnits + 1;
    const before = await skuStock(s.id);
    if (before < num) throw new Error('fixture: stock too small');
    const { id, me } = await paidOrder(s.id, num);
    const reserved = await skuStock(s.id);
    expect(reserved).toBe(before - num);

    const shipped = ok(await ship(id));
    expect(shipped.lines[0].lotNo).toBe(fefo[0].lotNo);
    const allocated = shipped.lines[0].lots;
    expect(allocated.reduce((n, l) => n + l.quantity, 0)).toBe(num);
    expect(allocated[0].lotNo).toBe(fefo[0].lotNo);
    expect(allocated.filter((l) => l.lotNo === fefo[0].lotNo).reduce((n, l) => n + l.quantity, 0)).toBe(firstUnits);
    expect(allocated.at(-1)!.lotNo).not.toBe(fefo[0].lotNo);
    expect(await unitsOfLot(fefo[0].id)).toBe(0);
    expect(await skuStock(s.id)).toBe(reserved);
    // The buyer sees the same lots on the order.
    expect(ok(await api.call(order.detail, { params: { id } }, me.h)).lines[0].lots).toEqual(allocated);
  });

  it('cancel before shipping leaves every lot untouched', async () => {
    const s = await skuWithLots(1, 2);
    const lotsBefore = await lotsOf(s.id);
    const me = await customer(api);
    const addr = await newAddress(api, me.h);
    const { carIds, preview } = await cartAndPreview(api, me.h, [{ skuId: s.id, num: 2 }]);
    const { id } = ok(await api.call(order.submit, { body: { carIds, addressId: addr.id, invoice: { kind: 'none' }, requestKey: requestKey(), quoteHash: preview.quoteHash } }, me.h));
    ok(await api.call(order.cancel, { params: { id } }, me.h));
    expect(await lotsOf(s.id)).toEqual(lotsBefore);
    expect(await db().select().from(orderLineLots).innerJoin(lots, eq(lots.id, orderLineLots.lotId)).where(eq(lots.skuId, s.id))).toEqual([]);
  });

  it('refuses, changing nothing, when the sellable lots cannot cover a line', async () => {
    const s = await skuWithLots(1, 2);
    const { id } = await paidOrder(s.id, 2);
    const lotIds = (await lotsOf(s.id)).map((r) => r.id);
    // The stock is lost (a damaged box): one unit left.
    for (const lotId of lotIds) await db().update(lotStock).set({ quantity: 0 }).where(eq(lotStock.lotId, lotId));
    const [wh] = await db().select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.sort)).limit(1);
    await db()
      .insert(lotStock)
      .values({ lotId: lotIds.at(-1)!, warehouseId: wh.id, quantity: 1 })
      .onConflictDoUpdate({ target: [lotStock.lotId, lotStock.warehouseId], set: { quantity: 1 } });
    const before = await lotsOf(s.id);
    rejected(await ship(id), /可发批次库存 1，需 2，暂不能发货$/);
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status).toBe('to_ship');
    expect(await lotsOf(s.id)).toEqual(before);
  });
});
