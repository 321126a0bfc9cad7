import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_MSG, type DeskLot, type DeskProduct, type DeskProductRow, type DeskSku, type productListQuery } from '../../../lib/api/contract/catalogue-desk';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { brands, categories, lotStock, lots, orderLines, orders, productDocuments, products, skus, warehouses } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { escapeLike } from '../brands';
import { loadCategoryIndex, pathTo, subtreeIds } from '../categories';
import { toLot } from '../lots/stock';
import { sellableFrom } from '../lots/rules';
import { readHazards } from './hazards';
import { describeStructure } from './structure';

/** Orders whose stock is reserved (taken from skus.stock at submit, not yet allocated to lots by shipping). */
export const RESERVING_STATUSES = ['unpaid', 'review', 'to_ship'] as const;

/** Units reserved by open orders, per SKU (SKUs without any are left out). */
export async function reservedBySku(db: Db, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: orderLines.skuId, n: sql<number>`coalesce(sum(${orderLines.fromStock}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.skuId, skuIds), inArray(orders.status, [...RESERVING_STATUSES])))
    .groupBy(orderLines.skuId);
  return new Map(rows.map((r) => [r.skuId, r.n]));
}

/** A lot is sellable while not written off and its date is at least the sell-by margin ahead (lots/rules.ts). */
export const lotSellable = (lot: { writtenOffAt: Date | null; expiresOn: string }, now = new Date()) => !lot.writtenOffAt && lot.expiresOn >= sellableFrom(now);

/** The storefront page of a product (lib/routes.ts goodsDetail). */
export const shopUrlOf = (config: Pick<ApiConfig, 'PUBLIC_ORIGIN'>, id: number) => `${config.PUBLIC_ORIGIN.replace(/\/$/, '')}/goodsDetail/${id}`;

async function skusOf(db: Db, productId: number): Promise<DeskSku[]> {
  const skuRows = await db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.packMg), asc(skus.id));
  if (skuRows.length === 0) return [];
  const ids = skuRows.map((s) => s.id);
  const reserved = await reservedBySku(db, ids);
  const whs = await db.select().from(warehouses).orderBy(asc(warehouses.sort), asc(warehouses.id));
  const lotRows = await db.select().from(lots).where(inArray(lots.skuId, ids)).orderBy(asc(lots.expiresOn), asc(lots.id));
  const stockRows = lotRows.length ? await db.select().from(lotStock).where(inArray(lotStock.lotId, lotRows.map((l) => l.id))) : [];
  const coas = new Set(
    (
      await db
        .select({ batch: productDocuments.certBatch })
        .from(productDocuments)
        .where(and(eq(productDocuments.productId, productId), eq(productDocuments.kind, 'coa')))
    ).map((d) => d.batch),
  );
  const now = new Date();
  const byWarehouse = (rows: { warehouseId: number; quantity: number }[]) =>
    whs.flatMap((w) => {
      const mine = rows.filter((r) => r.warehouseId === w.id);
      return mine.length ? [{ warehouseId: w.id, warehouseName: w.name, quantity: mine.reduce((n, r) => n + r.quantity, 0) }] : [];
    });
  return skuRows.map((s) => {
    const deskLots: DeskLot[] = lotRows
      .filter((l) => l.skuId === s.id)
      .map((l) => {
        const { certified, ...facts } = toLot(l);
        return {
          id: l.id,
          ...facts,
          certified: certified ? { property: certified.property, value: certified.value, uncertainty: certified.uncertainty, unit: certified.unit } : null,
          stock: byWarehouse(stockRows.filter((r) => r.lotId === l.id)),
          sellable: lotSellable(l, now),
          coaUploaded: coas.has(l.lotNo.toUpperCase()),
        };
      });
    const sellableIds = new Set(deskLots.filter((l) => l.sellable).map((l) => l.id));
    return {
      id: s.id,
      pack: s.pack,
      priceFen: s.priceFen,
      stock: s.stock,
      reserved: reserved.get(s.id) ?? 0,
      deliveryDays: s.deliveryDays,
      listed: s.status === 1,
      stockByWarehouse: byWarehouse(stockRows.filter((r) => sellableIds.has(r.lotId))),
      lots: deskLots,
    };
  });
}

/** The desk's view of one product, listed or not, with its SKUs, lots and stock. */
export async function productDetail(deps: { db: Db; config: Pick<ApiConfig, 'PUBLIC_ORIGIN'> }, id: number): Promise<DeskProduct> {
  const { db } = deps;
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw new ApiError(DESK_MSG.productMissing);
  const described = await describeStructure(p.smiles).catch(() => null);
  const index = await loadCategoryIndex(db);
  const [parent] = p.parentId ? await db.select({ id: products.id, code: products.code, nameCn: products.nameCn }).from(products).where(eq(products.id, p.parentId)) : [];
  const children = await db
    .select({ id: products.id, code: products.code, nameCn: products.nameCn, impurityLabel: products.impurityLabel })
    .from(products)
    .where(eq(products.parentId, id))
    .orderBy(asc(products.impurityLabel), asc(products.id))
    .limit(200);
  return {
    id: p.id,
    version: p.version,
    code: p.code,
    nameCn: p.nameCn,
    nameEn: p.nameEn,
    synonyms: p.synonyms,
    cas: p.cas,
    smiles: p.smiles,
    molfile: described?.molfile ?? '',
    formula: p.formula,
    mw: p.mw,
    exactMass: described?.exactMass ?? 0,
    inchiKey: p.inchiKey,
    purity: p.purity,
    storage: p.storage,
    shipping: p.shipping,
    impurityLabel: p.impurityLabel,
    brandId: p.brandId,
    categoryId: p.categoryId,
    categoryPath: pathTo(index, p.categoryId).map((c) => c.name),
    parent: parent ?? null,
    children,
    listed: p.status === 1,
    precursorCategory: p.precursorCategory,
    explosivePrecursor: p.explosivePrecursor,
    hazardous: p.hazardous,
    hazards: await readHazards(db, id),
    skus: await skusOf(db, id),
    updatedAt: p.updatedAt.toISOString(),
    shopUrl: shopUrlOf(deps.config, id),
  };
}

type ListQuery = z.output<typeof productListQuery>;

/** The desk's product list: newest change first; `q` finds a catalogue number, a name (Chinese or English), a CAS number or an InChIKey. */
export async function listDeskProducts(db: Db, query: ListQuery, limit: number, offset: number): Promise<{ rows: DeskProductRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(products.code, like), ilike(products.nameCn, like), ilike(products.nameEn, like), eq(products.cas, query.q), eq(products.inchiKey, query.q.toUpperCase())));
  }
  if (query.status) where.push(eq(products.status, query.status === 'listed' ? 1 : 0));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.categoryId) {
    const ids = subtreeIds(await loadCategoryIndex(db), query.categoryId);
    where.push(ids.length ? inArray(products.categoryId, ids) : sql`false`);
  }
  const cond = and(...where);
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameCn: products.nameCn,
      nameEn: products.nameEn,
      cas: products.cas,
      formula: products.formula,
      brandName: brands.name,
      categoryName: categories.name,
      status: products.status,
      inchiKey: products.inchiKey,
      updatedAt: products.updatedAt,
      // Written out in full, as brands.ts does: the outer product is "products"."id" whatever drizzle renders.
      skuCount: sql<number>`(select count(*)::int from skus s where s.product_id = "products"."id")`,
      stock: sql<number>`(select coalesce(sum(s.stock), 0)::int from skus s where s.product_id = "products"."id")`,
      minPriceFen: sql<number | null>`(select min(s.price_fen) from skus s where s.product_id = "products"."id" and s.status = 1)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(cond)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(cond);
  return {
    rows: rows.map(({ status, inchiKey, updatedAt, ...r }) => ({ ...r, listed: status === 1, imgUrl: structureUrl(inchiKey), updatedAt: updatedAt.toISOString() })),
    total: n,
  };
}
