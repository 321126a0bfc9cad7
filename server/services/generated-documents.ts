import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lotCoaUrl, msdsUrl, type Certificate, type ProductDocument } from '../../lib/api/contract/documents';
import type { ExpiryKind } from '../../lib/api/contract/lots';
import { DOCUMENT_MSG } from '../../lib/validation';
import type { Db } from '../db/client';
import { brands, lots, productDocuments, products, skus } from '../db/schema';
import { renderCoa, type CoaFacts } from '../documents/coa';
import { hazardProfileOf } from './regulatory';
import { renderMsds } from '../documents/msds';
import { SHOP } from '../documents/shop';
import { ApiError, notFound } from '../http/errors';
import { toLot } from './lots/stock';
import { certificateUploads, DOCUMENT_ERR, defaultTitle, fileNames, listMsds, readDocumentFile, type DocumentFile } from './documents';

/*
 * Documents the shop makes from its own records (docs/adr/0021-coa-and-msds-documents.md): the COA of a
 * lot from the lot and its product, the MSDS of a product from its recorded hazard profile. An operator's
 * upload always wins over a generated document. Nothing is cached: each download renders the PDF again
 * from the current records, and the same records give the same bytes (so the ETag is stable).
 */

const productColumns = {
  id: products.id,
  code: products.code,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  cas: products.cas,
  formula: products.formula,
  mw: products.mw,
  purity: products.purity,
  storage: products.storage,
  brandName: brands.name,
};
type ProductFacts = { id: number; code: string; nameCn: string } & CoaFacts['product'];

/** Documents stay readable for unlisted products (a customer holding a vial still needs them). */
async function productFacts(db: Db, productId: number): Promise<ProductFacts> {
  const [p] = await db.select(productColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, productId));
  if (!p) throw notFound('商品');
  return p;
}

/**
 * The lot of a product with this batch number, or null. Lot numbers are unique per SKU; when packs of
 * one product share a batch number they were filled from one lot, so the smallest pack's record speaks
 * for it and the certificate lists every pack filled from it.
 */
async function lotOf(db: Db, productId: number, certBatch: string): Promise<Pick<CoaFacts, 'lot' | 'packs'> | null> {
  const rows = await db
    .select({ lot: lots, pack: skus.pack })
    .from(lots)
    .innerJoin(skus, eq(skus.id, lots.skuId))
    .where(and(eq(skus.productId, productId), sql`upper(${lots.lotNo}) = ${certBatch}`))
    .orderBy(asc(skus.packMg), asc(lots.id));
  if (rows.length === 0) return null;
  const lot = toLot(rows[0].lot);
  return { lot: { ...lot, expiryKind: lot.expiryKind as ExpiryKind }, packs: [...new Set(rows.map((r) => r.pack))] };
}

/** getProdCertificate: the batch's uploaded files, else the generated COA of a lot with that number; else refused. */
export async function findCertificate(db: Db, brand: string, code: string, certBatch: string): Promise<Certificate> {
  const found = await certificateUploads(db, brand, code, certBatch);
  if (found.files.length > 0) return found;
  if (!(await lotOf(db, found.product.id, certBatch))) throw new ApiError(DOCUMENT_ERR.certMissing(certBatch));
  return { ...found, files: [generatedCoaEntry(found.product, certBatch)] };
}

/** The listing entry of a lot's generated COA (the file is made when downloaded). */
export function generatedCoaEntry(product: { id: number; code: string; nameCn: string }, certBatch: string): ProductDocument {
  const title = defaultTitle('coa', product.nameCn, certBatch, 'zh');
  return {
    source: 'generated',
    kind: 'coa',
    productId: product.id,
    certBatch,
    language: 'zh',
    title,
    fileName: fileNames({ kind: 'coa', code: product.code, certBatch, language: 'zh', title }).fileName,
    url: lotCoaUrl(product.id, certBatch),
  };
}

export function generatedMsdsEntry(product: { id: number; code: string; nameCn: string }): ProductDocument {
  const title = defaultTitle('msds', product.nameCn, null, 'zh');
  return {
    source: 'generated',
    kind: 'msds',
    productId: product.id,
    certBatch: null,
    language: 'zh',
    title,
    fileName: fileNames({ kind: 'msds', code: product.code, certBatch: null, language: 'zh', title }).fileName,
    url: msdsUrl(product.id),
  };
}

/** The stored upload of a product's document (Chinese first), if an operator uploaded one. */
async function uploadedId(db: Db, productId: number, kind: 'coa' | 'msds', certBatch: string | null): Promise<number | null> {
  const [row] = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.productId, productId),
        eq(productDocuments.kind, kind),
        certBatch === null ? sql`${productDocuments.certBatch} is null` : eq(productDocuments.certBatch, certBatch),
      ),
    )
    .orderBy(sql`case ${productDocuments.language} when 'zh' then 0 else 1 end`, asc(productDocuments.id))
    .limit(1);
  return row?.id ?? null;
}

const asFile = (bytes: Uint8Array, entry: ProductDocument, code: string): DocumentFile => ({
  bytes,
  sha256: createHash('sha256').update(bytes).digest('hex'),
  ...fileNames({ kind: entry.kind, code, certBatch: entry.certBatch, language: entry.language, title: entry.title }),
});

/** The COA of one batch: the operator's upload, else generated from the lot; refused when neither exists. */
export async function lotCoaFile(db: Db, productId: number, certBatch: string): Promise<DocumentFile> {
  const product = await productFacts(db, productId);
  const uploaded = await uploadedId(db, productId, 'coa', certBatch);
  if (uploaded !== null) return readDocumentFile(db, uploaded);
  const lot = await lotOf(db, productId, certBatch);
  if (!lot) throw new ApiError(DOCUMENT_ERR.certMissing(certBatch));
  const bytes = await renderCoa({ shop: SHOP, product, ...lot });
  return asFile(bytes, generatedCoaEntry(product, certBatch), product.code);
}

/** getMsds: the uploaded MSDS files, else the one generated from the product's hazard profile; refused when neither exists. */
export async function findMsds(db: Db, productId: number): Promise<ProductDocument[]> {
  const uploads = await listMsds(db, productId);
  if (uploads.length > 0) return uploads;
  const product = await productFacts(db, productId);
  if (!(await hazardProfileOf(db, productId))) throw new ApiError(DOCUMENT_MSG.msdsNone);
  return [generatedMsdsEntry(product)];
}

/** The MSDS of a product: the operator's upload, else generated from its hazard profile; refused when neither exists. */
export async function msdsFile(db: Db, productId: number): Promise<DocumentFile> {
  const product = await productFacts(db, productId);
  const uploaded = await uploadedId(db, productId, 'msds', null);
  if (uploaded !== null) return readDocumentFile(db, uploaded);
  const profile = await hazardProfileOf(db, productId);
  if (!profile) throw new ApiError(DOCUMENT_MSG.msdsNone);
  const bytes = await renderMsds(product, profile, SHOP);
  return asFile(bytes, generatedMsdsEntry(product), product.code);
}
