import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { structureUrl } from '../../lib/api/contract/catalogue';
import type { DEMAND_DROP_REASONS, DemandRow } from '../../lib/api/contract/demand';
import { CART_MAX_ROWS } from '../../lib/constants';
import type { Db } from '../db/client';
import { brands, demandItems, products, skus } from '../db/schema';
import { reject } from '../http/errors';
import { lockList, SKU_MSG } from './item-list';
import { loadSkus, positiveInt } from './sku-lookup';

/** The demand list (需求清单, SPEC userBookMark): products or SKUs a customer keeps for later. A set: adding twice keeps one entry. */

type Reason = (typeof DEMAND_DROP_REASONS)[number];
export const DEMAND_MSG = {
  notFound: '需求清单记录不存在',
  noProduct: '商品不存在',
  full: `需求清单最多可放 ${CART_MAX_ROWS} 种商品，请先移除部分商品`,
} as const;

const mine = (userId: number) => eq(demandItems.userId, userId);

async function countRows(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(demandItems).where(mine(userId));
  return Number(n);
}

export async function listDemand(db: Db, userId: number, limit = CART_MAX_ROWS, offset = 0): Promise<{ rows: DemandRow[]; total: number }> {
  const rows = await db
    .select({
      id: demandItems.id,
      productId: demandItems.productId,
      skuId: demandItems.skuId,
      createdAt: demandItems.createdAt,
      code: products.code,
      name: products.nameCn,
      nameEn: products.nameEn,
      cas: products.cas,
      inchiKey: products.inchiKey,
      brandName: brands.name,
      available: sql<boolean>`(${products.status} = 1 and coalesce(${skus.status}, 1) = 1)`,
    })
    .from(demandItems)
    .innerJoin(products, eq(products.id, demandItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(skus, eq(skus.id, demandItems.skuId))
    .where(mine(userId))
    .orderBy(desc(demandItems.id))
    .limit(limit)
    .offset(offset);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const skuRows = productIds.length
    ? await db
        .select({ id: skus.id, productId: skus.productId, pack: skus.pack, price: skus.priceFen, stock: skus.stock, deliveryDays: skus.deliveryDays })
        .from(skus)
        .where(and(inArray(skus.productId, productIds), eq(skus.status, 1)))
        .orderBy(asc(skus.packMg), asc(skus.id))
    : [];
  const byProduct = new Map<number, DemandRow['skus']>();
  for (const { productId, ...s } of skuRows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), s]);
  return {
    rows: rows.map(({ inchiKey, createdAt, available, ...r }) => ({
      ...r,
      imgUrl: structureUrl(inchiKey),
      available,
      skus: available ? (byProduct.get(r.productId) ?? []) : [],
      createdAt: createdAt.toISOString(),
    })),
    total: await countRows(db, userId),
  };
}

/** What an item names, checked against the catalogue: the product (and SKU) to keep, or why not. */
async function resolveTargets(db: Db, targets: { skuId: number | null; productId: number | null }[]): Promise<({ productId: number; skuId: number | null } | { reason: Reason })[]> {
  const found = await loadSkus(
    db,
    targets.map((t) => t.skuId).filter((id): id is number => id !== null),
  );
  const productIds = targets.filter((t) => t.skuId === null && t.productId !== null).map((t) => t.productId!);
  const productRows = productIds.length ? await db.select({ id: products.id, status: products.status }).from(products).where(inArray(products.id, productIds)) : [];
  const productStatus = new Map(productRows.map((p) => [p.id, p.status]));
  return targets.map(({ skuId, productId }) => {
    if (skuId !== null) {
      const sku = found.get(skuId);
      if (!sku || (productId !== null && productId !== sku.productId)) return { reason: SKU_MSG.unknown };
      if (!sku.listed) return { reason: SKU_MSG.unlisted };
      return { productId: sku.productId, skuId };
    }
    if (productId === null || !productStatus.has(productId)) return { reason: DEMAND_MSG.noProduct };
    if (productStatus.get(productId) !== 1) return { reason: SKU_MSG.unlisted };
    return { productId, skuId: null };
  });
}

/** Inserts the targets not already kept, within the 200-entry cap; returns each target's entry id or the reason it was not kept. */
async function keep(tx: Db, userId: number, targets: { productId: number; skuId: number | null }[]): Promise<(number | Reason)[]> {
  await lockList(tx, 'demand', userId);
  const existing = await tx.select({ id: demandItems.id, productId: demandItems.productId, skuId: demandItems.skuId }).from(demandItems).where(mine(userId));
  const key = (t: { productId: number; skuId: number | null }) => `${t.productId}:${t.skuId ?? ''}`;
  const ids = new Map(existing.map((e) => [key(e), e.id]));
  let room = CART_MAX_ROWS - existing.length;
  const out: (number | Reason)[] = [];
  for (const target of targets) {
    const known = ids.get(key(target));
    if (known !== undefined) {
      out.push(known);
      continue;
    }
    if (room <= 0) {
      out.push('需求清单已满');
      continue;
    }
    const [row] = await tx.insert(demandItems).values({ userId, productId: target.productId, skuId: target.skuId }).returning({ id: demandItems.id });
    ids.set(key(target), row.id);
    room -= 1;
    out.push(row.id);
  }
  return out;
}

export async function addDemand(db: Db, userId: number, input: { skuId?: number; productId?: number }): Promise<{ id: number }> {
  const [target] = await resolveTargets(db, [{ skuId: input.skuId ?? null, productId: input.productId ?? null }]);
  if ('reason' in target) throw reject(target.reason);
  const [kept] = await db.transaction((tx) => keep(tx, userId, [target]));
  if (typeof kept !== 'number') throw reject(DEMAND_MSG.full);
  return { id: kept };
}

export async function removeDemand(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(demandItems)
    .where(and(eq(demandItems.id, id), mine(userId)))
    .returning({ id: demandItems.id });
  if (gone.length === 0) throw reject(DEMAND_MSG.notFound);
}

/** Merges a visitor's REQUIRELIST: a set union, so a retried request changes nothing. Bad items are dropped with a reason. */
export async function synchronizeDemand(db: Db, userId: number, items: { skuId?: unknown; productId?: unknown; prodDetailId?: unknown }[]) {
  const targets = items.map((i) => ({ skuId: positiveInt(i.skuId), productId: positiveInt(i.productId ?? i.prodDetailId) }));
  // A skuId that is present but not an id names a SKU that does not exist (not "the product, any pack").
  const badSku = items.map((i) => i.skuId !== undefined && i.skuId !== null && i.skuId !== '' && positiveInt(i.skuId) === null);
  const resolved = await resolveTargets(db, targets);
  const dropped: { index: number; skuId: number | null; productId: number | null; reason: Reason }[] = [];
  const wanted: { index: number; target: { productId: number; skuId: number | null } }[] = [];
  resolved.forEach((r, index) => {
    if (badSku[index]) dropped.push({ index, ...targets[index], reason: SKU_MSG.unknown });
    else if ('reason' in r) dropped.push({ index, ...targets[index], reason: r.reason });
    else wanted.push({ index, target: r });
  });
  const kept = await db.transaction((tx) =>
    keep(
      tx,
      userId,
      wanted.map((w) => w.target),
    ),
  );
  kept.forEach((k, i) => {
    if (typeof k !== 'number') dropped.push({ index: wanted[i].index, skuId: wanted[i].target.skuId, productId: wanted[i].target.productId, reason: k });
  });
  const { rows } = await listDemand(db, userId);
  return { list: rows, dropped: dropped.sort((a, b) => a.index - b.index) };
}
