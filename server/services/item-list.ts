import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { structureUrl } from '../../lib/api/contract/catalogue';
import type { CartRow } from '../../lib/api/contract/cart';
import { CART_MAX_QTY, CART_MAX_ROWS } from '../../lib/constants';
import type { Db } from '../db/client';
import { brands, products, skus, type ItemTable } from '../db/schema';
import { reject } from '../http/errors';
import { loadSkus, type SkuInfo } from './sku-lookup';
import { controlColumns, toControls } from './regulatory';

/**
 * The cart and the inquiry basket: one service over two tables of the same shape (`itemTable` in the
 * schema). Every call is scoped by the session's user id; every change of one user's list runs in a
 * transaction under an advisory lock for (list, user), so two tabs or two API processes cannot interleave
 * a read-modify-write (the 200-row cap, the 9999 cap, a synchronize merge).
 */
export interface ItemListKind {
  kind: 'cart' | 'basket';
  table: ItemTable;
  /** '购物车' | '询价篮' — used in messages. */
  label: string;
  /** The dropped reason when the list has no room for another SKU. */
  fullReason: '购物车已满' | '询价篮已满';
}

export const SKU_MSG = { unknown: '规格不存在', unlisted: '商品已下架' } as const;

export const listMessages = (k: ItemListKind) => ({
  notFound: `${k.label}记录不存在`,
  full: `${k.label}最多可放 ${CART_MAX_ROWS} 种商品，请先删除部分商品`,
  overMax: (name: string, pack: string) => `${k.label}中「${name} ${pack}」的数量不能超过 ${CART_MAX_QTY}`,
});

function rowColumns(t: ItemTable) {
  return {
    id: t.id,
    num: t.num,
    priceFenAtAdd: t.priceFenAtAdd,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    skuId: t.skuId,
    productId: t.productId,
    priceFen: skus.priceFen,
    pack: skus.pack,
    stock: skus.stock,
    deliveryDays: skus.deliveryDays,
    available: sql<boolean>`(${skus.status} = 1 and ${products.status} = 1)`,
    code: products.code,
    nameCn: products.nameCn,
    nameEn: products.nameEn,
    cas: products.cas,
    inchiKey: products.inchiKey,
    brandName: brands.name,
    ...controlColumns,
  };
}

const selectRows = (db: Db, t: ItemTable) =>
  db
    .select(rowColumns(t))
    .from(t)
    .innerJoin(skus, eq(skus.id, t.skuId))
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(brands, eq(brands.id, products.brandId));

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(r: RawRow): CartRow {
  return {
    id: r.id,
    num: r.num,
    price: r.priceFen,
    prodDetailVO: {
      productId: r.productId,
      productDetailId: r.productId,
      prodSkuId: r.skuId,
      name: r.nameCn,
      imgUrl: structureUrl(r.inchiKey),
      specification: [{ propName: '规格', propValue: r.pack }],
    },
    skuId: r.skuId,
    productId: r.productId,
    code: r.code,
    cas: r.cas,
    nameEn: r.nameEn,
    brandName: r.brandName,
    pack: r.pack,
    stock: r.stock,
    deliveryDays: r.deliveryDays,
    priceAtAdd: r.priceFenAtAdd,
    priceChanged: r.priceFen !== r.priceFenAtAdd,
    available: r.available,
    stockShort: r.stock > 0 && r.num > r.stock,
    controls: toControls(r),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Serialises changes to one user's list across connections and processes (released at commit). */
export async function lockList(tx: Db, kind: string, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`list:${kind}:${userId}`}))`);
}

/** A listed SKU of the given product (when the caller named one), or the reason it cannot be added. */
export function checkSku(sku: SkuInfo | undefined, productId?: number): { ok: true; sku: SkuInfo } | { ok: false; reason: '规格不存在' | '商品已下架' } {
  if (!sku || (productId !== undefined && productId !== sku.productId)) return { ok: false, reason: SKU_MSG.unknown };
  if (!sku.listed) return { ok: false, reason: SKU_MSG.unlisted };
  return { ok: true, sku };
}

export function createItemListService(k: ItemListKind) {
  const t = k.table;
  const msg = listMessages(k);
  const mine = (userId: number) => eq(t.userId, userId);

  async function existingNums(db: Db, userId: number, skuIds: number[]): Promise<Map<number, number>> {
    if (skuIds.length === 0) return new Map();
    const rows = await db.select({ skuId: t.skuId, num: t.num }).from(t).where(and(mine(userId), inArray(t.skuId, skuIds)));
    return new Map(rows.map((r) => [r.skuId, r.num]));
  }

  async function countRows(db: Db, userId: number): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(t).where(mine(userId));
    return Number(n);
  }

  /** Rows of the given SKUs, in that order. */
  async function rowsOfSkus(db: Db, userId: number, skuIds: number[]): Promise<CartRow[]> {
    if (skuIds.length === 0) return [];
    const rows = await selectRows(db, t).where(and(mine(userId), inArray(t.skuId, skuIds)));
    const bySku = new Map(rows.map((r) => [r.skuId, toRow(r)]));
    return [...new Set(skuIds)].map((id) => bySku.get(id)).filter((r): r is CartRow => r !== undefined);
  }

  return {
    kind: k,
    messages: msg,

    /** Newest first. */
    async list(db: Db, userId: number, limit = CART_MAX_ROWS, offset = 0): Promise<{ rows: CartRow[]; total: number }> {
      const rows = await selectRows(db, t).where(mine(userId)).orderBy(desc(t.id)).limit(limit).offset(offset);
      return { rows: rows.map(toRow), total: await countRows(db, userId) };
    },

    total: (db: Db, userId: number) => countRows(db, userId),

    /** Adds `num` of a listed SKU: the same SKU again adds to its row. The price at add is refreshed (the customer saw the current one). */
    async insert(db: Db, userId: number, input: { skuId: number; prodDetailId?: number; num: number }): Promise<{ id: number; num: number }> {
      return db.transaction(async (tx) => {
        await lockList(tx, k.kind, userId);
        const checked = checkSku((await loadSkus(tx, [input.skuId])).get(input.skuId), input.prodDetailId);
        if (!checked.ok) throw reject(checked.reason);
        const { sku } = checked;
        const [existing] = await tx.select({ id: t.id, num: t.num }).from(t).where(and(mine(userId), eq(t.skuId, sku.id)));
        if (existing) {
          const num = existing.num + input.num;
          if (num > CART_MAX_QTY) throw reject(msg.overMax(sku.nameCn, sku.pack));
          await tx.update(t).set({ num, priceFenAtAdd: sku.priceFen, updatedAt: new Date() }).where(eq(t.id, existing.id));
          return { id: existing.id, num };
        }
        if ((await countRows(tx, userId)) >= CART_MAX_ROWS) throw reject(msg.full);
        const [row] = await tx
          .insert(t)
          .values({ userId, skuId: sku.id, productId: sku.productId, num: input.num, priceFenAtAdd: sku.priceFen })
          .returning({ id: t.id, num: t.num });
        return row;
      });
    },

    /** Sets the quantity of one of the user's rows. Another user's row answers "not found" and stays as it was. */
    async update(db: Db, userId: number, carId: number, num: number): Promise<CartRow> {
      const [row] = await db
        .update(t)
        .set({ num, updatedAt: new Date() })
        .where(and(eq(t.id, carId), mine(userId)))
        .returning({ skuId: t.skuId });
      if (!row) throw reject(msg.notFound);
      const [out] = await rowsOfSkus(db, userId, [row.skuId]);
      return out;
    },

    async remove(db: Db, userId: number, carId: number): Promise<void> {
      const gone = await db
        .delete(t)
        .where(and(eq(t.id, carId), mine(userId)))
        .returning({ id: t.id });
      if (gone.length === 0) throw reject(msg.notFound);
    },

    /**
     * All or nothing: every SKU must exist and be listed, every resulting quantity ≤ 9999 and the new SKUs
     * must fit in the list; otherwise nothing is added and the first problem is named.
     */
    async batchInsert(db: Db, userId: number, items: { skuId: number; num: number }[]): Promise<CartRow[]> {
      return db.transaction(async (tx) => {
        await lockList(tx, k.kind, userId);
        const found = await loadSkus(
          tx,
          items.map((i) => i.skuId),
        );
        const wanted = new Map<number, { sku: SkuInfo; num: number }>();
        for (const item of items) {
          const checked = checkSku(found.get(item.skuId));
          if (!checked.ok) throw reject(`${checked.reason}（skuId ${item.skuId}）`);
          const prev = wanted.get(item.skuId);
          wanted.set(item.skuId, { sku: checked.sku, num: (prev?.num ?? 0) + item.num });
        }
        const have = await existingNums(tx, userId, [...wanted.keys()]);
        const values = [...wanted.values()].map(({ sku, num }) => {
          const total = (have.get(sku.id) ?? 0) + num;
          if (total > CART_MAX_QTY) throw reject(msg.overMax(sku.nameCn, sku.pack));
          return { userId, skuId: sku.id, productId: sku.productId, num: total, priceFenAtAdd: sku.priceFen };
        });
        const added = values.filter((v) => !have.has(v.skuId)).length;
        if (added > 0 && (await countRows(tx, userId)) + added > CART_MAX_ROWS) throw reject(msg.full);
        await tx
          .insert(t)
          .values(values)
          .onConflictDoUpdate({
            target: [t.userId, t.skuId],
            set: { num: sql`excluded.num`, priceFenAtAdd: sql`excluded.price_fen_at_add`, updatedAt: sql`now()` },
          });
        return rowsOfSkus(
          tx,
          userId,
          items.map((i) => i.skuId),
        );
      });
    },

    existingNums,
    countRows,
    rowsOfSkus,
  };
}

export type ItemListService = ReturnType<typeof createItemListService>;
