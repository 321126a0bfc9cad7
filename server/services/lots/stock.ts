import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { LineLot, Lot, SkuLots } from '../../../lib/api/contract/lots';
import type { Db } from '../../db/client';
import { lotStock, lots, orderLineLots, skus, warehouses } from '../../db/schema';
import { sellableFrom } from './rules';

/*
 * Stock rule (docs/adr/0025-lots-and-warehouses.md): lot_stock is the physical stock; skus.stock stays the
 * SKU's sellable rest = units in sellable lots − units reserved by open orders. Orders reserve at SKU
 * level (create.ts) and give back on cancel; shipping allocates lots (allocate.ts); a lot that expires is
 * written off here, once, taking its units out of skus.stock.
 */

type LotRow = typeof lots.$inferSelect;

export const toLot = (l: LotRow): Lot => ({
  lotNo: l.lotNo,
  manufacturedOn: l.manufacturedOn,
  expiryKind: l.expiryKind as Lot['expiryKind'],
  expiresOn: l.expiresOn,
  certified:
    l.certifiedProperty && l.certifiedValue && l.uncertainty && l.unit
      ? { property: l.certifiedProperty, value: l.certifiedValue, uncertainty: l.uncertainty, unit: l.unit, k: 2 }
      : null,
});

/** The order in which lots go: first expiry first, then the older lot; within a lot the fullest warehouse. */
export const FEFO = [asc(lots.expiresOn), asc(lots.manufacturedOn), asc(lots.id), desc(lotStock.quantity), asc(warehouses.sort)];

/**
 * Takes the stock of lots that are no longer sellable out of skus.stock, once per lot (never below 0:
 * what open orders reserved beyond it is made to order again when shipping). For some SKUs (an order
 * being placed) or all. Answers how many lots it wrote off.
 */
export async function writeOffExpiredLots(db: Db, opts: { now?: Date; skuIds?: number[] } = {}): Promise<number> {
  if (opts.skuIds && opts.skuIds.length === 0) return 0;
  const cutoff = sellableFrom(opts.now ?? new Date());
  return db.transaction(async (tx) => {
    const due = await tx
      .update(lots)
      .set({ writtenOffAt: opts.now ?? new Date() })
      .where(and(lt(lots.expiresOn, cutoff), isNull(lots.writtenOffAt), opts.skuIds ? inArray(lots.skuId, opts.skuIds) : undefined))
      .returning({ id: lots.id, skuId: lots.skuId });
    if (due.length === 0) return 0;
    const units = await tx
      .select({ skuId: lots.skuId, n: sql<number>`coalesce(sum(${lotStock.quantity}), 0)::int` })
      .from(lots)
      .innerJoin(lotStock, eq(lotStock.lotId, lots.id))
      .where(inArray(lots.id, due.map((d) => d.id)))
      .groupBy(lots.skuId)
      .orderBy(lots.skuId);
    for (const u of units) {
      if (u.n > 0) await tx.update(skus).set({ stock: sql`greatest(0, ${skus.stock} - ${u.n})` }).where(eq(skus.id, u.skuId));
    }
    return due.length;
  });
}

/**
 * Per SKU: the lot on sale (first to expire among sellable lots holding stock) and the sellable stock by
 * warehouse. Read-time safe: an expired lot not yet written off is left out, and so are its units from the
 * SKU's stock. What open orders reserved is taken from the lots in the order shipping would take them, so
 * the warehouses add up to the stock shown. Answers the stock to show per SKU too.
 */
export async function lotsOfSkus(db: Db, skuRows: { id: number; stock: number }[], now = new Date()): Promise<{ lots: SkuLots[]; stock: Map<number, number> }> {
  const ids = skuRows.map((s) => s.id);
  const whs = await db.select().from(warehouses).orderBy(asc(warehouses.sort));
  if (ids.length === 0) return { lots: [], stock: new Map() };
  const cutoff = sellableFrom(now);
  const rows = await db
    .select({ lot: lots, warehouseId: lotStock.warehouseId, quantity: lotStock.quantity })
    .from(lots)
    .leftJoin(lotStock, eq(lotStock.lotId, lots.id))
    .leftJoin(warehouses, eq(warehouses.id, lotStock.warehouseId))
    .where(inArray(lots.skuId, ids))
    .orderBy(asc(lots.skuId), ...FEFO);
  const out: SkuLots[] = [];
  const stock = new Map<number, number>();
  for (const s of skuRows) {
    const mine = rows.filter((r) => r.lot.skuId === s.id);
    if (mine.length === 0) {
      // No lot on record (a SKU added without its lots): its stock as stored, no lot facts to show.
      stock.set(s.id, s.stock);
      out.push({ skuId: s.id, onSale: null, warehouses: [] });
      continue;
    }
    const sellable = mine.filter((r) => r.lot.expiresOn >= cutoff && (r.quantity ?? 0) > 0);
    const expiredPending = mine.filter((r) => r.lot.expiresOn < cutoff && !r.lot.writtenOffAt).reduce((n, r) => n + (r.quantity ?? 0), 0);
    const physical = sellable.reduce((n, r) => n + (r.quantity ?? 0), 0);
    const shown = Math.max(0, Math.min(physical, s.stock - expiredPending));
    // Units in sellable lots that are not for sale (reserved by open orders): away in FEFO order.
    let away = physical - shown;
    const byWarehouse = new Map<number, number>();
    for (const r of sellable) {
      const take = Math.min(away, r.quantity ?? 0);
      away -= take;
      byWarehouse.set(r.warehouseId!, (byWarehouse.get(r.warehouseId!) ?? 0) + (r.quantity ?? 0) - take);
    }
    stock.set(s.id, shown);
    out.push({
      skuId: s.id,
      onSale: sellable[0] ? toLot(sellable[0].lot) : null,
      warehouses: whs.map((w) => ({
        code: w.code,
        name: w.name,
        city: w.city,
        stock: byWarehouse.get(w.id) ?? 0,
        cutoff: w.cutoff,
        transitMinDays: w.transitMinDays,
        transitMaxDays: w.transitMaxDays,
      })),
    });
  }
  return { lots: out, stock };
}

/** Sellable lot stock rows of one SKU in FEFO order, locked for shipping. */
export const sellableStockForUpdate = (tx: Db, skuId: number, now: Date) =>
  tx
    .select({ lot: lots, warehouseId: lotStock.warehouseId, warehouse: warehouses.name, quantity: lotStock.quantity })
    .from(lotStock)
    .innerJoin(lots, eq(lots.id, lotStock.lotId))
    .innerJoin(warehouses, eq(warehouses.id, lotStock.warehouseId))
    .where(and(eq(lots.skuId, skuId), gte(lots.expiresOn, sellableFrom(now)), sql`${lotStock.quantity} > 0`))
    .orderBy(...FEFO)
    .for('update', { of: lotStock });

/** What shipping took per order line (FEFO order, as allocated). */
export async function lotsOfLines(db: Db, lineIds: number[]): Promise<Map<number, LineLot[]>> {
  const byLine = new Map<number, LineLot[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .select({ lineId: orderLineLots.orderLineId, lot: lots, warehouse: warehouses.name, quantity: orderLineLots.quantity })
    .from(orderLineLots)
    .innerJoin(lots, eq(lots.id, orderLineLots.lotId))
    .innerJoin(warehouses, eq(warehouses.id, orderLineLots.warehouseId))
    .where(inArray(orderLineLots.orderLineId, lineIds))
    .orderBy(asc(orderLineLots.orderLineId), asc(orderLineLots.id));
  for (const r of rows) {
    const list = byLine.get(r.lineId) ?? [];
    list.push({ lotNo: r.lot.lotNo, expiryKind: r.lot.expiryKind as LineLot['expiryKind'], expiresOn: r.lot.expiresOn, warehouse: r.warehouse, quantity: r.quantity });
    byLine.set(r.lineId, list);
  }
  return byLine;
}
