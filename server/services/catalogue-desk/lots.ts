import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_MSG, type DeskProduct, type lotSaveBody } from '../../../lib/api/contract/catalogue-desk';
import { CACHE_TAG } from '../../../lib/api/contract/internal';
import { lotStock, lots, skus, warehouses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ChangeAudit } from '../../http/operator';
import { isUniqueViolation } from '../security/challenges';
import { changedFields } from '../staff/audit';
import { published } from './after-change';
import { lotSellable, productDetail } from './product-read';
import type { DeskDeps } from './product-write';
import { bumpVersion, lockProduct } from './record';

/*
 * Lots and their stock per warehouse (docs/adr/0039-catalogue-desk.md and docs/adr/0025-lots-and-warehouses.md): lot_stock is
 * the physical stock, skus.stock the SKU's sellable rest = units in sellable lots − units reserved by open orders.
 * A lot save sets the lot's units in each warehouse it names (the others stay as they are) and moves skus.stock by
 * what the lot adds to or takes from the sellable units: a lot counts while it is not written off. A lot whose date
 * is within the sell-by margin is written off at once (its units leave skus.stock, never below 0, as the expiry sweep
 * does); one whose date was corrected to a sellable one counts again. A decrease of a sellable lot that would take
 * skus.stock below 0 — below what open orders reserved — is refused.
 */

type LotSave = z.output<typeof lotSaveBody>;

export async function saveLot(deps: DeskDeps, body: LotSave, audit: ChangeAudit): Promise<DeskProduct> {
  const { productId } = body;
  if (new Set(body.stock.map((s) => s.warehouseId)).size < body.stock.length) throw new ApiError(DESK_MSG.warehouseTwice);
  await deps.db
    .transaction(async (tx) => {
      await lockProduct(tx, productId, body.version);
      const [sku] = await tx.select().from(skus).where(and(eq(skus.id, body.skuId), eq(skus.productId, productId))).for('update');
      if (!sku) throw new ApiError(DESK_MSG.skuMissing);
      const whs = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses);
      const whName = new Map(whs.map((w) => [w.id, w.name]));
      if (body.stock.some((s) => !whName.has(s.warehouseId))) throw new ApiError(DESK_MSG.warehouseMissing);
      const [taken] = await tx
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.skuId, sku.id), sql`upper(${lots.lotNo}) = ${body.lotNo.toUpperCase()}`, body.id ? ne(lots.id, body.id) : undefined));
      if (taken) throw new ApiError(DESK_MSG.lotTaken);
      const [old] = body.id ? await tx.select().from(lots).where(and(eq(lots.id, body.id), eq(lots.skuId, sku.id))).for('update') : [];
      if (body.id && !old) throw new ApiError(DESK_MSG.lotMissing);
      const oldStock = old ? await tx.select().from(lotStock).where(eq(lotStock.lotId, old.id)).for('update') : [];

      const units = new Map(oldStock.map((r) => [r.warehouseId, r.quantity]));
      const unitsBefore = new Map(units);
      for (const s of body.stock) units.set(s.warehouseId, s.quantity);
      const sum = (m: Map<number, number>) => [...m.values()].reduce((n, q) => n + q, 0);
      const now = new Date();
      const sellable = lotSellable({ writtenOffAt: null, expiresOn: body.expiresOn }, now);
      const countedBefore = old && !old.writtenOffAt ? sum(unitsBefore) : 0;
      const countedAfter = sellable ? sum(units) : 0;
      const delta = countedAfter - countedBefore;
      if (sellable && sku.stock + delta < 0) throw new ApiError(DESK_MSG.stockBelowReserved);
      const skuStock = Math.max(0, sku.stock + delta);

      const c = body.certified;
      const columns = {
        lotNo: body.lotNo,
        manufacturedOn: body.manufacturedOn,
        expiryKind: body.expiryKind,
        expiresOn: body.expiresOn,
        certifiedProperty: c?.property ?? null,
        certifiedValue: c?.value ?? null,
        uncertainty: c?.uncertainty ?? null,
        unit: c?.unit ?? null,
        writtenOffAt: sellable ? null : (old?.writtenOffAt ?? now),
      };
      const [lot] = old
        ? await tx.update(lots).set(columns).where(eq(lots.id, old.id)).returning()
        : await tx.insert(lots).values({ skuId: sku.id, ...columns }).returning();
      if (body.stock.length) {
        await tx
          .insert(lotStock)
          .values(body.stock.map((s) => ({ lotId: lot.id, warehouseId: s.warehouseId, quantity: s.quantity })))
          .onConflictDoUpdate({ target: [lotStock.lotId, lotStock.warehouseId], set: { quantity: sql`excluded.quantity` } });
      }
      if (skuStock !== sku.stock) await tx.update(skus).set({ stock: skuStock }).where(eq(skus.id, sku.id));

      const view = (l: typeof lot | undefined, m: Map<number, number>, stock: number) => ({
        lotNo: l?.lotNo ?? null,
        manufacturedOn: l?.manufacturedOn ?? null,
        expiryKind: l?.expiryKind ?? null,
        expiresOn: l?.expiresOn ?? null,
        certified: l?.certifiedProperty ? { property: l.certifiedProperty, value: l.certifiedValue, uncertainty: l.uncertainty, unit: l.unit } : null,
        writtenOff: Boolean(l?.writtenOffAt),
        stock: Object.fromEntries([...m].map(([w, q]) => [whName.get(w) ?? String(w), q])),
        skuStock: stock,
      });
      const diff = old ? changedFields(view(old, unitsBefore, sku.stock), view(lot, units, skuStock)) : { before: null, after: view(lot, units, skuStock) };
      const changed = !old || Object.keys(diff.after).length > 0;
      if (changed) await bumpVersion(tx, productId);
      await audit(tx, { entity: 'lot', entityId: lot.id, ...diff, detail: `商品 #${productId} 规格 ${sku.pack}${changed ? '' : '，未改动'}` });
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new ApiError(DESK_MSG.lotTaken);
      throw err;
    });
  await published(deps, [CACHE_TAG.product(productId), CACHE_TAG.products]);
  return productDetail(deps, productId);
}

