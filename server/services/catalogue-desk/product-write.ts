import { eq } from 'drizzle-orm';
import { DESK_MSG, type DeskProduct, type ProductDraft } from '../../../lib/api/contract/catalogue-desk';
import { CACHE_TAG } from '../../../lib/api/contract/internal';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { ApiError } from '../../http/errors';
import type { ChangeAudit } from '../../http/operator';
import type { StructureDescription } from '../../search/structure-engine';
import { isUniqueViolation } from '../security/challenges';
import { changedFields } from '../staff/audit';
import { inChange, published } from './after-change';
import { checkStatements, readHazards, writeHazards, type DeskHazards } from './hazards';
import { productDetail } from './product-read';
import { bumpVersion, lockProduct, type ProductRow } from './record';
import { describeStructure } from './structure';

/*
 * Creating and changing a product at the desk: one transaction each, the version checked and moved on (record.ts),
 * the references checked (brand, a third-level category, a parent that is neither the product nor below it), the
 * structure computed by RDKit (structure.ts: staff never type formula, MW or InChIKey), the GHS profile written
 * (hazards.ts), the search rows and data record brought up to date (after-change.ts) and one audit entry with the
 * changed fields before and after.
 */

export type DeskDeps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** How far up a chain of parents is followed when looking for a loop. */
const PARENT_CHAIN_MAX = 20;

/** What the audit log keeps of a product, and what a save compares. */
function auditView(p: ProductRow, hazards: DeskHazards | null) {
  return {
    code: p.code,
    nameCn: p.nameCn,
    nameEn: p.nameEn,
    synonyms: p.synonyms,
    cas: p.cas,
    smiles: p.smiles,
    formula: p.formula,
    mw: p.mw,
    inchiKey: p.inchiKey,
    purity: p.purity,
    storage: p.storage,
    shipping: p.shipping,
    impurityLabel: p.impurityLabel,
    brandId: p.brandId,
    categoryId: p.categoryId,
    parentId: p.parentId,
    precursorCategory: p.precursorCategory,
    explosivePrecursor: p.explosivePrecursor,
    hazardous: p.hazardous,
    hazards,
    listed: p.status === 1,
  };
}

/** The brand, a third-level category and the parent (not the product itself, nor one of its own family below it). */
async function checkRefs(tx: Db, draft: ProductDraft, selfId?: number): Promise<void> {
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, draft.brandId));
  if (!brand) throw new ApiError(DESK_MSG.brandMissing);
  const [category] = await tx.select({ level: categories.level }).from(categories).where(eq(categories.id, draft.categoryId));
  if (!category) throw new ApiError(DESK_MSG.categoryMissing);
  if (category.level !== 3) throw new ApiError(DESK_MSG.categoryLevel);
  if (draft.parentId === null) return;
  if (draft.parentId === selfId) throw new ApiError(DESK_MSG.parentSelf);
  let at: number | null = draft.parentId;
  for (let i = 0; at !== null && i < PARENT_CHAIN_MAX; i++) {
    const [p]: { parentId: number | null }[] = await tx.select({ parentId: products.parentId }).from(products).where(eq(products.id, at));
    if (!p) {
      if (at === draft.parentId) throw new ApiError(DESK_MSG.parentMissing);
      break;
    }
    if (selfId !== undefined && p.parentId === selfId) throw new ApiError(DESK_MSG.parentLoop);
    at = p.parentId;
  }
}

async function checkCode(tx: Db, code: string, selfId?: number): Promise<void> {
  const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (taken && taken.id !== selfId) throw new ApiError(DESK_MSG.codeTaken);
}

/** The product's columns from what staff wrote and what RDKit computed. */
const columnsOf = (draft: ProductDraft, d: StructureDescription) => ({
  code: draft.code,
  nameCn: draft.nameCn,
  nameEn: draft.nameEn,
  synonyms: [...new Set(draft.synonyms)],
  cas: draft.cas,
  smiles: d.canonicalSmiles,
  canonicalSmiles: d.canonicalSmiles,
  inchiKey: d.inchiKey,
  formula: d.formula,
  mw: d.mw,
  purity: draft.purity,
  storage: draft.storage,
  shipping: draft.shipping,
  impurityLabel: draft.impurityLabel || null,
  brandId: draft.brandId,
  categoryId: draft.categoryId,
  parentId: draft.parentId,
  precursorCategory: draft.precursorCategory,
  explosivePrecursor: draft.explosivePrecursor,
  hazardous: draft.hazardous,
});

const isControlled = (d: ProductDraft) => d.precursorCategory !== null || d.explosivePrecursor;

/** A unique index refused the code between the check and the write (two staff saving the same code at once). */
async function codeRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(DESK_MSG.codeTaken);
    throw err;
  }
}

/** A new product, listed at once (version 1: the first desk save). */
export async function createProduct(deps: DeskDeps, draft: ProductDraft, audit: ChangeAudit): Promise<DeskProduct> {
  checkStatements(draft.hazards);
  const d = await describeStructure(draft.structure);
  const id = await codeRace(() =>
    deps.db.transaction(async (tx) => {
      await checkRefs(tx, draft);
      await checkCode(tx, draft.code);
      const now = new Date();
      const [row] = await tx
        .insert(products)
        .values({ ...columnsOf(draft, d), status: 1, listedAt: now, version: 1, updatedAt: now })
        .returning();
      await writeHazards(tx, row.id, draft.hazards, { formula: row.formula, controlled: isControlled(draft) });
      await inChange(tx, { productIds: [row.id], inchiKeys: [row.inchiKey] });
      await audit(tx, { entity: 'product', entityId: row.id, before: null, after: auditView(row, await readHazards(tx, row.id)) });
      return row.id;
    }),
  );
  await published(deps, [CACHE_TAG.product(id), CACHE_TAG.products, CACHE_TAG.categories, CACHE_TAG.brands, CACHE_TAG.sitemap, CACHE_TAG.data]);
  return productDetail(deps, id);
}

/** Changes a product read at `version`; a save that changes nothing writes nothing and keeps the version. */
export async function updateProduct(deps: DeskDeps, id: number, draft: ProductDraft & { version: number }, audit: ChangeAudit): Promise<DeskProduct> {
  checkStatements(draft.hazards);
  const d = await describeStructure(draft.structure);
  const change = await codeRace(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockProduct(tx, id, draft.version);
      await checkRefs(tx, draft, id);
      await checkCode(tx, draft.code, id);
      const hazardsBefore = await readHazards(tx, id);
      const columns = columnsOf(draft, d);
      // The same structure keeps the SMILES as stored (search highlights number its atoms).
      if (columns.canonicalSmiles === before.canonicalSmiles) columns.smiles = before.smiles;
      const [after] = await tx.update(products).set(columns).where(eq(products.id, id)).returning();
      await writeHazards(tx, id, draft.hazards, { formula: after.formula, controlled: isControlled(draft) });
      const diff = changedFields(auditView(before, hazardsBefore), auditView(after, await readHazards(tx, id)));
      const changed = Object.keys(diff.after).length > 0;
      if (changed) {
        await bumpVersion(tx, id);
        await inChange(tx, { productIds: [id], inchiKeys: [before.inchiKey, after.inchiKey] });
      }
      await audit(tx, { entity: 'product', entityId: id, ...diff, detail: changed ? undefined : '未改动' });
      return { before, after, changed, keys: Object.keys(diff.after) };
    }),
  );
  if (change.changed) {
    const { before, after, keys } = change;
    const moved = (k: string) => keys.includes(k);
    await published(deps, [
      CACHE_TAG.product(id),
      CACHE_TAG.products,
      ...[before.parentId, after.parentId].flatMap((p) => (p && moved('parentId') ? [CACHE_TAG.product(p)] : [])),
      ...(moved('categoryId') || moved('brandId') ? [CACHE_TAG.categories, CACHE_TAG.brands] : []),
      ...(['nameCn', 'nameEn', 'cas', 'inchiKey', 'formula'].some(moved) ? [CACHE_TAG.data] : []),
    ]);
  }
  return productDetail(deps, id);
}

/** Lists or delists a product (a trigger keeps product_search.listed in step; the product is re-indexed as well). */
export async function setProductStatus(deps: DeskDeps, id: number, body: { listed: boolean; version: number }, audit: ChangeAudit): Promise<DeskProduct> {
  const changed = await deps.db.transaction(async (tx) => {
    const before = await lockProduct(tx, id, body.version);
    const status = body.listed ? 1 : 0;
    if (before.status === status) {
      await audit(tx, { entity: 'product', entityId: id, before: {}, after: {}, detail: '未改动' });
      return false;
    }
    await tx.update(products).set({ status }).where(eq(products.id, id));
    await bumpVersion(tx, id);
    await inChange(tx, { productIds: [id], inchiKeys: [before.inchiKey] });
    await audit(tx, { entity: 'product', entityId: id, before: { listed: before.status === 1 }, after: { listed: body.listed } });
    return true;
  });
  if (changed) await published(deps, [CACHE_TAG.product(id), CACHE_TAG.products, CACHE_TAG.categories, CACHE_TAG.brands, CACHE_TAG.sitemap, CACHE_TAG.data]);
  return productDetail(deps, id);
}
