import { createHash } from 'node:crypto';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { DOCUMENT_LANGUAGE_TEXT, documentUrl, type Certificate, type DocumentKind, type DocumentLanguage, type StoredDocument, type UploadFields } from '../../lib/api/contract/documents';
import { normaliseBatch } from '../../lib/validation';
import type { Db } from '../db/client';
import { brands, productDocuments, products } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { UploadedFile } from '../http/route';
import { checkPdf, singleLine } from './upload-checks';

export const DOCUMENT_ERR = {
  noFile: '请选择要上传的 PDF 文件（file）',
  productMismatch: '货号与商品编号不是同一个商品（code）',
  productUnknown: '商品不存在（code）',
  productForCert: '未找到该品牌和货号的商品，请核对品牌和货号',
  certMissing: (batch: string) => `未找到批号 ${batch} 的COA证书，请核对批号，或联系客服索取`,
  fileMissing: '文件不存在',
} as const;

const listColumns = {
  id: productDocuments.id,
  kind: productDocuments.kind,
  productId: productDocuments.productId,
  certBatch: productDocuments.certBatch,
  language: productDocuments.language,
  title: productDocuments.title,
  size: productDocuments.size,
  sha256: productDocuments.sha256,
  uploadedAt: productDocuments.uploadedAt,
  code: products.code,
};
interface ListRow {
  id: number;
  kind: string;
  productId: number;
  certBatch: string | null;
  language: string;
  title: string;
  size: number;
  sha256: string;
  uploadedAt: Date;
  code: string;
}

/** Characters no file system accepts (and controls) become '_'; spaces too, so the name survives every browser. */
export const safeName = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .replace(/\s+/g, '_')
    .slice(0, 120);

export const defaultTitle = (kind: DocumentKind, nameCn: string, batch: string | null, language: DocumentLanguage) =>
  (kind === 'coa' ? `${nameCn} 分析证书（COA） 批号 ${batch}` : `${nameCn} 安全技术说明书（MSDS）`) + (language === 'en' ? `（${DOCUMENT_LANGUAGE_TEXT.en}）` : '');

/** The name a download is saved under: the title (Chinese allowed), and a plain ASCII one for old clients. */
export function fileNames(row: { kind: string; code: string; certBatch: string | null; language: string; title: string }) {
  const ascii = [row.kind.toUpperCase(), row.code, row.certBatch, row.language].filter(Boolean).join('_').replace(/[^A-Za-z0-9._-]/g, '_');
  return { fileName: `${safeName(row.title)}.pdf`, asciiName: `${ascii}.pdf` };
}

function toDocument(r: ListRow): StoredDocument {
  return {
    source: 'upload',
    id: r.id,
    kind: r.kind as DocumentKind,
    productId: r.productId,
    certBatch: r.certBatch,
    language: r.language as DocumentLanguage,
    title: r.title,
    fileName: fileNames(r).fileName,
    size: r.size,
    sha256: r.sha256,
    uploadedAt: r.uploadedAt.toISOString(),
    url: documentUrl(r.id),
  };
}

/** Documents stay readable for unlisted products: a customer holding a vial still needs its COA and MSDS. */
async function requireProduct(db: Db, id: number) {
  const [p] = await db.select({ id: products.id, code: products.code, nameCn: products.nameCn }).from(products).where(eq(products.id, id));
  if (!p) throw notFound('商品');
  return p;
}

const languageOrder = sql`case ${productDocuments.language} when 'zh' then 0 else 1 end`;

/** A product's uploaded MSDS files, Chinese first. */
export async function listMsds(db: Db, productId: number): Promise<StoredDocument[]> {
  await requireProduct(db, productId);
  const rows = await db
    .select(listColumns)
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.productId, productId), eq(productDocuments.kind, 'msds')))
    .orderBy(languageOrder);
  return rows.map(toDocument);
}

/** A product's COA files, newest upload first (one row per batch and language). */
export async function listCertificates(db: Db, productId: number, limit: number, offset: number): Promise<{ rows: StoredDocument[]; total: number }> {
  await requireProduct(db, productId);
  const where = and(eq(productDocuments.productId, productId), eq(productDocuments.kind, 'coa'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(productDocuments)
      .innerJoin(products, eq(products.id, productDocuments.productId))
      .where(where)
      .orderBy(desc(productDocuments.uploadedAt), asc(productDocuments.certBatch), languageOrder, asc(productDocuments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(productDocuments).where(where),
  ]);
  return { rows: rows.map(toDocument), total };
}

/**
 * SPEC's getProdCertificate, uploads only: brand (key, Chinese or English name, any case) + item number +
 * batch. `files` is empty when no file was uploaded for the batch (generated-documents.ts goes on from there).
 */
export async function certificateUploads(db: Db, brand: string, code: string, certBatch: string): Promise<Certificate> {
  const name = brand.trim().toLowerCase();
  const [product] = await db
    .select({ id: products.id, code: products.code, nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, brandName: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        sql`lower(${products.code}) = ${code.trim().toLowerCase()}`,
        or(sql`lower(${brands.key}) = ${name}`, sql`lower(${brands.name}) = ${name}`, sql`lower(${brands.nameEn}) = ${name}`),
      ),
    )
    .limit(1);
  if (!product) throw new ApiError(DOCUMENT_ERR.productForCert);
  const rows = await db
    .select(listColumns)
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.productId, product.id), eq(productDocuments.kind, 'coa'), eq(productDocuments.certBatch, certBatch)))
    .orderBy(languageOrder);
  return { certBatch, product, files: rows.map(toDocument) };
}

export interface DocumentFile {
  bytes: Uint8Array;
  sha256: string;
  fileName: string;
  asciiName: string;
}

export async function readDocumentFile(db: Db, id: number): Promise<DocumentFile> {
  const [row] = await db
    .select({ kind: productDocuments.kind, certBatch: productDocuments.certBatch, language: productDocuments.language, title: productDocuments.title, code: products.code, content: productDocuments.content, sha256: productDocuments.sha256 })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(eq(productDocuments.id, id));
  if (!row) throw new ApiError(DOCUMENT_ERR.fileMissing);
  return { bytes: row.content, sha256: row.sha256, ...fileNames(row) };
}

async function resolveProduct(db: Db, fields: UploadFields) {
  const byCode = fields.code
    ? (await db.select({ id: products.id, code: products.code, nameCn: products.nameCn }).from(products).where(sql`lower(${products.code}) = ${fields.code.toLowerCase()}`).limit(1))[0]
    : undefined;
  if (fields.code && !byCode) throw new ApiError(DOCUMENT_ERR.productUnknown);
  if (fields.prodId !== undefined) {
    if (byCode && byCode.id !== fields.prodId) throw new ApiError(DOCUMENT_ERR.productMismatch);
    if (!byCode) {
      const [p] = await db.select({ id: products.id, code: products.code, nameCn: products.nameCn }).from(products).where(eq(products.id, fields.prodId));
      if (!p) throw new ApiError('商品不存在（prodId）');
      return p;
    }
  }
  return byCode!;
}

/** Stores a checked PDF; the same product, kind, batch and language again replaces the file. */
export async function uploadDocument(db: Db, fields: UploadFields, file: UploadedFile | null): Promise<StoredDocument & { replaced: boolean }> {
  if (!file) throw new ApiError(DOCUMENT_ERR.noFile);
  await checkPdf(file.bytes);
  const product = await resolveProduct(db, fields);
  const certBatch = fields.kind === 'coa' ? normaliseBatch(fields.certBatch ?? '') : null;
  // Titles are one line (a title pasted from a PDF keeps its words, not its line breaks).
  const title = singleLine(fields.title ?? '') || defaultTitle(fields.kind, product.nameCn, certBatch, fields.language);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const values = { title, originalName: singleLine(file.name).slice(0, 200), content: file.bytes, sha256, size: file.bytes.byteLength, uploadedAt: new Date() };
  const [row] = await db
    .insert(productDocuments)
    .values({ kind: fields.kind, productId: product.id, certBatch, language: fields.language, ...values })
    .onConflictDoUpdate({ target: [productDocuments.productId, productDocuments.kind, productDocuments.certBatch, productDocuments.language], set: values })
    // xmax is set on a row version made by ON CONFLICT … UPDATE, zero on a fresh insert.
    .returning({ id: productDocuments.id, replaced: sql<boolean>`xmax <> 0` });
  return {
    ...toDocument({ id: row.id, kind: fields.kind, productId: product.id, certBatch, language: fields.language, title, size: values.size, sha256, uploadedAt: values.uploadedAt, code: product.code }),
    replaced: row.replaced,
  };
}

/** Deletes a document; answers the product it belonged to. */
export async function deleteDocument(db: Db, id: number): Promise<{ productId: number }> {
  const gone = await db.delete(productDocuments).where(eq(productDocuments.id, id)).returning({ productId: productDocuments.productId });
  if (gone.length === 0) throw new ApiError(DOCUMENT_ERR.fileMissing);
  return gone[0];
}
