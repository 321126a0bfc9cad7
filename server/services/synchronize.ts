import { createHash } from 'node:crypto';
import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { SyncResult } from '../../lib/api/contract/cart';
import { CART_MAX_QTY, CART_MAX_ROWS } from '../../lib/constants';
import type { Db } from '../db/client';
import { syncRequests } from '../db/schema';
import { reject } from '../http/errors';
import { checkSku, lockList, type ItemListService } from './item-list';
import { loadSkus, positiveInt, type SkuInfo } from './sku-lookup';

/** An explicit requestId is remembered a day; a list without one is recognised as a retry for 10 minutes. */
const KEEP_ID_MS = 24 * 60 * 60 * 1000;
const KEEP_HASH_MS = 10 * 60 * 1000;

export const SYNC_MSG = { keyReused: '请求编号已用于另一份清单，请重新生成后再试' } as const;

export interface VisitorItem {
  skuId?: unknown;
  prodDetailId?: unknown;
  productId?: unknown;
  number?: unknown;
  num?: unknown;
}

type Dropped = SyncResult['dropped'][number];
interface Accepted {
  sku: SkuInfo;
  num: number;
  /** Index of the first visitor item of this SKU (the order in which new rows claim room). */
  index: number;
}

/** The list as a stable fingerprint: same SKUs and quantities (in any order) → same hash. */
function listHash(items: VisitorItem[]): string {
  const pairs = items.map((i) => `${String(i.skuId)}:${String(i.number ?? i.num)}:${String(i.prodDetailId ?? i.productId ?? '')}`).sort();
  return createHash('sha256').update(pairs.join('\n')).digest('hex');
}

/** Sorts visitor items into what can be merged (quantities of one SKU summed) and what is dropped, with the reason. */
async function classify(db: Db, items: VisitorItem[]): Promise<{ accepted: Map<number, Accepted>; dropped: Dropped[] }> {
  const skuIds = items.map((i) => positiveInt(i.skuId));
  const found = await loadSkus(
    db,
    skuIds.filter((id): id is number => id !== null),
  );
  const accepted = new Map<number, Accepted>();
  const dropped: Dropped[] = [];
  items.forEach((item, index) => {
    const skuId = skuIds[index];
    // SPEC §3 items carry productId and prodDetailId (the same product here); a mismatch means a wrong SKU.
    const productIds = [item.prodDetailId, item.productId].map((v) => positiveInt(v)).filter((v): v is number => v !== null);
    const sku = skuId === null ? undefined : found.get(skuId);
    const checked = checkSku(sku && productIds.every((p) => p === sku.productId) ? sku : undefined);
    if (!checked.ok) return dropped.push({ index, skuId, reason: checked.reason });
    const num = positiveInt(item.number ?? item.num, CART_MAX_QTY);
    if (num === null) return dropped.push({ index, skuId, reason: '数量无效' });
    const prev = accepted.get(checked.sku.id);
    accepted.set(checked.sku.id, { sku: checked.sku, num: (prev?.num ?? 0) + num, index: prev?.index ?? index });
  });
  return { accepted, dropped };
}

/** Records the attempt; false when this key was already applied (a retry). */
async function claim(tx: Db, userId: number, kind: string, requestId: string | undefined, hash: string): Promise<boolean> {
  const now = Date.now();
  await tx
    .delete(syncRequests)
    .where(
      and(
        eq(syncRequests.userId, userId),
        eq(syncRequests.kind, kind),
        or(lt(syncRequests.createdAt, new Date(now - KEEP_ID_MS)), and(like(syncRequests.requestKey, 'hash:%'), lt(syncRequests.createdAt, new Date(now - KEEP_HASH_MS)))),
      ),
    );
  const requestKey = requestId ? `id:${requestId}` : `hash:${hash}`;
  const inserted = await tx
    .insert(syncRequests)
    .values({ userId, kind, requestKey, requestHash: hash })
    .onConflictDoNothing({ target: [syncRequests.userId, syncRequests.kind, syncRequests.requestKey] })
    .returning({ id: syncRequests.id });
  if (inserted.length) return true;
  const [prior] = await tx
    .select({ requestHash: syncRequests.requestHash })
    .from(syncRequests)
    .where(and(eq(syncRequests.userId, userId), eq(syncRequests.kind, kind), eq(syncRequests.requestKey, requestKey)));
  // The same key with another list is a client bug; merging it would double the first list or lose the second.
  if (prior && prior.requestHash !== hash) throw reject(SYNC_MSG.keyReused);
  return false;
}

/**
 * Merges a visitor's list into the user's cart or basket (SPEC §4, on login). Quantities of a SKU already
 * in the list are added (capped at 9999, reported in `adjusted`); unknown, unlisted and bad items are
 * dropped with a reason, never silently. Idempotent: the claim of the request key, the merge and the lock
 * are one transaction, so a retried request (same requestId, or the same list within 10 minutes when none
 * is sent) changes nothing and answers the current list with `replayed: true`.
 */
export async function synchronize(db: Db, service: ItemListService, userId: number, body: { requestId?: string; items: VisitorItem[] }): Promise<SyncResult> {
  const k = service.kind;
  const result = await db.transaction(async (tx) => {
    await lockList(tx, k.kind, userId);
    const { accepted, dropped } = await classify(tx, body.items);
    const fresh = await claim(tx, userId, k.kind, body.requestId, listHash(body.items));
    if (!fresh) return { dropped, adjusted: [], replayed: true };

    const adjusted: SyncResult['adjusted'] = [];
    const have = await service.existingNums(tx, userId, [...accepted.keys()]);
    let room = CART_MAX_ROWS - (await service.countRows(tx, userId));
    const values = [];
    for (const { sku, num, index } of [...accepted.values()].sort((a, b) => a.index - b.index)) {
      const current = have.get(sku.id);
      if (current === undefined) {
        if (room <= 0) {
          dropped.push({ index, skuId: sku.id, reason: k.fullReason });
          continue;
        }
        room -= 1;
      }
      const total = (current ?? 0) + num;
      const capped = Math.min(total, CART_MAX_QTY);
      if (capped < total) adjusted.push({ skuId: sku.id, num: capped, reason: `数量超过上限，已调整为 ${CART_MAX_QTY}` });
      values.push({ userId, skuId: sku.id, productId: sku.productId, num: capped, priceFenAtAdd: sku.priceFen });
    }
    if (values.length) {
      // A merged row keeps the price its owner last chose at; a visitor's cart showed no price (SPEC §6).
      await tx
        .insert(k.table)
        .values(values)
        .onConflictDoUpdate({ target: [k.table.userId, k.table.skuId], set: { num: sql`excluded.num`, updatedAt: sql`now()` } });
    }
    return { dropped, adjusted, replayed: false };
  });
  const { rows } = await service.list(db, userId);
  return { list: rows, dropped: result.dropped.sort((a, b) => a.index - b.index), adjusted: result.adjusted, replayed: result.replayed };
}

/** Now and then (about one call in fifty), forget every user's expired sync keys. */
export async function maybeSweepSyncRequests(db: Db, chance = 0.02): Promise<void> {
  if (Math.random() >= chance) return;
  await db.delete(syncRequests).where(lt(syncRequests.createdAt, new Date(Date.now() - KEEP_ID_MS)));
}
