import { z } from 'zod';
import { buildPath, endpoint } from './endpoint';
import { emptyBody, idParams, idSchema } from './common';
import { DOCUMENT_MAX_BYTES } from '../../constants';
import { certBatchRule, DOCUMENT_MSG, productCodeRule } from '../../validation';

const PRODUCT_API = '/mall/shopping/product/api';

/** coa: certificate of analysis of one batch; msds: (material) safety data sheet of the product. */
export const DOCUMENT_KINDS = ['coa', 'msds'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LANGUAGES = ['zh', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const DOCUMENT_LANGUAGE_TEXT: Record<DocumentLanguage, string> = { zh: '中文', en: '英文' };

/** The download of a document, under the API base (the browser reaches it through {api}). */
export const DOCUMENT_PATH = `${PRODUCT_API}/prodproduct/document/{id}`;
export const documentUrl = (id: number) => DOCUMENT_PATH.replace('{id}', String(id));
/** The COA of one batch of a product, whichever it is (an operator's upload, else the one the shop generates). */
export const LOT_COA_PATH = `${PRODUCT_API}/prodproduct/coa/{id}/{certBatch}`;
export const lotCoaUrl = (productId: number, certBatch: string) => buildPath(LOT_COA_PATH, { id: productId, certBatch });
/** The MSDS of a product, whichever it is (an operator's upload, else the one generated from its hazard data). */
export const MSDS_PATH = `${PRODUCT_API}/prodproduct/msds/{id}`;
export const msdsUrl = (productId: number) => buildPath(MSDS_PATH, { id: productId });

const documentBase = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  productId: z.number().int(),
  /** Upper case; null for an MSDS. */
  certBatch: z.string().nullable(),
  language: z.enum(DOCUMENT_LANGUAGES),
  title: z.string(),
  /** The name the download is saved under (Chinese allowed). */
  fileName: z.string(),
  /** Path of the PDF under the API base. */
  url: z.string(),
});
/** A file an operator uploaded (stored bytes). */
export const storedDocumentSchema = documentBase.extend({
  source: z.literal('upload'),
  id: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
/** A document the shop generates from its records (a lot's COA, an MSDS from hazard data), made on download. */
export const generatedDocumentSchema = documentBase.extend({ source: z.literal('generated') });
export const documentSchema = z.discriminatedUnion('source', [storedDocumentSchema, generatedDocumentSchema]);
export type StoredDocument = z.infer<typeof storedDocumentSchema>;
export type ProductDocument = z.infer<typeof documentSchema>;

const certificateSchema = z.object({
  certBatch: z.string(),
  product: z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string(), cas: z.string(), brandName: z.string() }),
  /** One file per language, Chinese first. */
  files: z.array(documentSchema),
});
export type Certificate = z.infer<typeof certificateSchema>;

const kindRule = z.enum(DOCUMENT_KINDS, { error: '请选择资料类型：coa（分析证书）或 msds（安全技术说明书）' });
const languageRule = z.enum(DOCUMENT_LANGUAGES, { error: '语言应为 zh（中文）或 en（英文）' });

/** Form fields of the upload (multipart values are strings; a JSON body may give numbers). */
export const uploadFieldsSchema = z
  .object({
    kind: kindRule,
    prodId: idSchema.optional(),
    code: productCodeRule.optional(),
    certBatch: z.string().max(200).optional(),
    language: languageRule.optional().default('zh'),
    title: z.string().trim().max(100, '标题不能超过100个字').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.prodId === undefined && v.code === undefined) ctx.addIssue({ code: 'custom', path: ['code'], message: '请指定商品：货号 code 或商品编号 prodId' });
    if (v.kind === 'coa') {
      const batch = certBatchRule.safeParse(v.certBatch ?? '');
      if (!batch.success) ctx.addIssue({ code: 'custom', path: ['certBatch'], message: batch.error.issues[0].message });
    } else if (v.certBatch?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['certBatch'], message: 'MSDS 按商品提供，不填批号' });
    }
  });
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/** SPEC §7's two document calls, and ours around them (docs/api.md "Documents"). */
export const documents = {
  getProdCertificate: endpoint({
    title: '按批号查询COA',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/getProdCertificate`,
    query: z.object({
      brand: z.string({ error: DOCUMENT_MSG.brandRequired }).trim().min(1, DOCUMENT_MSG.brandRequired).max(60, '品牌名称过长'),
      code: productCodeRule,
      certBatch: certBatchRule,
    }),
    body: emptyBody,
    data: certificateSchema,
  }),
  getMsds: endpoint({
    title: '商品MSDS',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/getMsds`,
    body: z.object({ prodId: idSchema }),
    data: z.array(documentSchema),
  }),
  certificateList: endpoint({
    title: '商品COA列表',
    method: 'GET',
    path: `${PRODUCT_API}/prodproduct/certificates/{id}`,
    params: idParams,
    paged: { defaultSize: 10, maxSize: 100 },
    data: z.array(storedDocumentSchema),
  }),
  download: endpoint({
    title: '下载资料文件',
    method: 'GET',
    path: DOCUMENT_PATH,
    params: idParams,
    produces: 'application/pdf',
    etag: true,
    data: z.null(),
  }),
  lotCoa: endpoint({
    title: '下载批次COA',
    method: 'GET',
    path: LOT_COA_PATH,
    params: z.object({ id: idSchema, certBatch: certBatchRule }),
    produces: 'application/pdf',
    etag: true,
    data: z.null(),
  }),
  msds: endpoint({
    title: '下载MSDS',
    method: 'GET',
    path: MSDS_PATH,
    params: idParams,
    produces: 'application/pdf',
    etag: true,
    data: z.null(),
  }),
  operatorUpload: endpoint({
    title: '上传COA/MSDS',
    method: 'POST',
    path: `${PRODUCT_API}/operator/document/upload`,
    auth: 'operator', permission: 'catalogue',
    upload: { field: 'file', maxBytes: DOCUMENT_MAX_BYTES },
    body: uploadFieldsSchema,
    data: storedDocumentSchema.extend({ replaced: z.boolean() }),
  }),
  operatorDelete: endpoint({
    title: '删除COA/MSDS',
    method: 'POST',
    path: `${PRODUCT_API}/operator/document/delete/{id}`,
    auth: 'operator', permission: 'catalogue',
    params: idParams,
    body: emptyBody,
    data: z.null(),
  }),
};
