import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_MSG, type DeskProduct, type skuSaveBody } from '../../../lib/api/contract/catalogue-desk';
import { CACHE_TAG } from '../../../lib/api/contract/internal';
import { skus } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { ChangeAudit } from '../../http/operator';
import { packToMg } from '../packs';
import { isUniqueViolation } from '../security/challenges';
import { changedFields } from '../staff/audit';
import { inChange, published } from './after-change';
import { productDetail } from './product-read';
import { bumpVersion, lockProduct } from './record';
import type { DeskDeps } from './product-write';

type SkuSave = z.output<typeof skuSaveBody>;
type SkuRow = typeof skus.$inferSelect;

const auditView = (s: SkuRow) => ({ pack: s.pack, priceFen: s.priceFen, deliveryDays: s.deliveryDays, listed: s.status === 1 });

/**
 * Adds or changes a SKU (pack, list price, delivery days, listed), a save of its product's record (version checked
 * and moved on). A new SKU starts with no stock: stock comes with its lots (lots.ts). Orders already placed keep
 * their own line prices (order_lines.unit_fen); the product is re-indexed so the catalogue downloads renew.
 */
export async function saveSku(deps: DeskDeps, body: SkuSave, audit: ChangeAudit): Promise<DeskProduct> {
  const { productId } = body;
  const changed = await deps.db
    .transaction(async (tx) => {
      await lockProduct(tx, productId, body.version);
      const [taken] = await tx.select({ id: skus.id }).from(skus).where(and(eq(skus.productId, productId), eq(skus.pack, body.pack)));
      if (taken && taken.id !== body.id) throw new ApiError(DESK_MSG.packTaken);
      const columns = { pack: body.pack, packMg: packToMg(body.pack), priceFen: body.priceFen, deliveryDays: body.deliveryDays, status: body.listed ? 1 : 0 };
      let before: ReturnType<typeof auditView> | null = null;
      let row: SkuRow;
      if (body.id) {
        const [old] = await tx.select().from(skus).where(and(eq(skus.id, body.id), eq(skus.productId, productId))).for('update');
        if (!old) throw new ApiError(DESK_MSG.skuMissing);
        before = auditView(old);
        [row] = await tx.update(skus).set(columns).where(eq(skus.id, old.id)).returning();
      } else {
        [row] = await tx.insert(skus).values({ productId, ...columns, stock: 0 }).returning();
      }
      const diff = before ? changedFields(before, auditView(row)) : { before: null, after: auditView(row) };
      const changed = diff.after !== null && Object.keys(diff.after).length > 0;
      if (changed) {
        await bumpVersion(tx, productId);
        await inChange(tx, { productIds: [productId] });
      }
      await audit(tx, { entity: 'sku', entityId: row.id, ...diff, detail: `商品 #${productId}${changed ? '' : '，未改动'}` });
      return changed;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new ApiError(DESK_MSG.packTaken);
      throw err;
    });
  if (changed) await published(deps, [CACHE_TAG.product(productId), CACHE_TAG.products]);
  return productDetail(deps, productId);
}
