import { and, eq } from 'drizzle-orm';
import { DEFAULT_DELIVERY_DAYS } from '../../../lib/api/contract/catalogue-import';
import type { Db } from '../../db/client';
import { products, skus } from '../../db/schema';
import { inChange } from '../catalogue-desk/after-change';
import { bumpVersion } from '../catalogue-desk/record';
import { packToMg } from '../packs';
import type { JudgedRow, Outcome, ProductRow } from './check';

/**
 * The import's writes for a batch of judged rows, in the batch's transaction: a product is created or updated by its
 * catalogue number with the columns the catalogue desk writes (RDKit's canonical SMILES, InChIKey, formula and MW from
 * the desk's structure check; a new product listed at once, version 1; a changed one moves its version on, as a
 * desk save does — server/services/catalogue-desk/record.ts), a SKU added or its price and delivery days changed. A
 * row that would change nothing writes nothing. The changed products are re-indexed once for the whole batch
 * (the desk's after-change path), in the same transaction.
 */

export interface BatchWrite {
  /** Each judged row's outcome as written. */
  outcomes: Outcome[];
  created: string[];
  updated: string[];
  productIds: number[];
}

async function parentIdOf(tx: Db, code: string | null | undefined): Promise<number | null | undefined> {
  if (code === undefined || code === null) return code;
  const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
  return p?.id ?? null;
}

/** The product columns a row gives that differ from the stored ones (all of them for a new product). */
function productColumns(j: JudgedRow, parentId: number | null | undefined, existing: ProductRow | undefined) {
  const f = j.row.fields;
  const d = j.structure!;
  const given = {
    nameCn: f.nameCn,
    nameEn: f.nameEn,
    synonyms: f.synonyms,
    cas: f.cas,
    purity: f.purity,
    storage: f.storage,
    shipping: f.shipping,
    impurityLabel: f.impurityLabel,
    brandId: j.brandId,
    categoryId: j.categoryId,
    parentId,
  };
  const set: Partial<typeof products.$inferInsert> = {};
  for (const [k, v] of Object.entries(given) as [keyof typeof given, unknown][]) {
    if (v === undefined) continue;
    if (existing && JSON.stringify(existing[k] ?? null) === JSON.stringify(v ?? null)) continue;
    Object.assign(set, { [k]: v });
  }
  // The same structure keeps the SMILES as stored (search highlights number its atoms), as a desk save does.
  if (!existing || existing.canonicalSmiles !== d.canonicalSmiles || existing.inchiKey !== d.inchiKey) {
    Object.assign(set, { smiles: d.canonicalSmiles, canonicalSmiles: d.canonicalSmiles, inchiKey: d.inchiKey, formula: d.formula, mw: d.mw });
  }
  return set;
}

/** Adds the row's SKU or changes its price and delivery days; true when it wrote. */
async function writeSku(tx: Db, productId: number, j: JudgedRow): Promise<boolean> {
  const sku = j.row.fields.sku;
  if (!sku) return false;
  const [old] = await tx.select().from(skus).where(and(eq(skus.productId, productId), eq(skus.pack, sku.pack))).for('update');
  if (!old) {
    await tx.insert(skus).values({ productId, pack: sku.pack, packMg: packToMg(sku.pack), priceFen: sku.priceFen, deliveryDays: sku.deliveryDays ?? DEFAULT_DELIVERY_DAYS, stock: 0, status: 1 });
    return true;
  }
  const deliveryDays = sku.deliveryDays ?? old.deliveryDays;
  if (old.priceFen === sku.priceFen && old.deliveryDays === deliveryDays) return false;
  await tx.update(skus).set({ priceFen: sku.priceFen, deliveryDays }).where(eq(skus.id, old.id));
  return true;
}

export async function writeBatch(tx: Db, judged: JudgedRow[]): Promise<BatchWrite> {
  const result: BatchWrite = { outcomes: [], created: [], updated: [], productIds: [] };
  const inchiKeys = new Set<string>();
  for (const j of judged) {
    if (j.outcome === 'refused') {
      result.outcomes.push('refused');
      continue;
    }
    const f = j.row.fields;
    const parentId = await parentIdOf(tx, f.parentCode);
    const [existing] = await tx.select().from(products).where(eq(products.code, f.code)).for('update');
    const set = productColumns(j, parentId, existing);
    let id: number;
    let outcome: Outcome;
    if (!existing) {
      const now = new Date();
      const [row] = await tx
        .insert(products)
        .values({ code: f.code, synonyms: [], impurityLabel: null, parentId: null, ...set, status: 1, listedAt: now, version: 1, updatedAt: now } as typeof products.$inferInsert)
        .returning({ id: products.id, inchiKey: products.inchiKey });
      id = row.id;
      inchiKeys.add(row.inchiKey);
      await writeSku(tx, id, j);
      outcome = 'created';
      result.created.push(f.code);
    } else {
      id = existing.id;
      const productChanged = Object.keys(set).length > 0;
      if (productChanged) await tx.update(products).set(set).where(eq(products.id, id));
      const skuChanged = await writeSku(tx, id, j);
      if (productChanged || skuChanged) {
        await bumpVersion(tx, id);
        inchiKeys.add(existing.inchiKey);
        if (set.inchiKey) inchiKeys.add(set.inchiKey);
        outcome = 'updated';
        result.updated.push(f.code);
      } else outcome = 'unchanged';
    }
    if (outcome !== 'unchanged' && !result.productIds.includes(id)) result.productIds.push(id);
    result.outcomes.push(outcome);
  }
  if (result.productIds.length) await inChange(tx, { productIds: result.productIds, inchiKeys: [...inchiKeys] });
  return result;
}
