import { z } from 'zod';
import { buildPath, endpoint } from './endpoint';

const PRODUCT_API = '/mall/shopping/product/api';

/** Catalogue files: one per top category (its key) and `all` for the whole listed catalogue. */
export const CATALOGUE_ALL = 'all';
export const CATALOGUE_FORMATS = ['xlsx', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];
export const CATALOGUE_MSG = {
  unknown: '产品目录不存在：请从下载中心选择一个产品分类',
} as const;

/** The downloads of one catalogue under the API base (the browser reaches them through {api}). */
export const CATALOGUE_FILE_PATH: Record<CatalogueFormat, string> = {
  xlsx: `${PRODUCT_API}/catalog/xlsx/{key}`,
  csv: `${PRODUCT_API}/catalog/csv/{key}`,
};
export const catalogueFileUrl = (key: string, format: CatalogueFormat) => buildPath(CATALOGUE_FILE_PATH[format], { key });
export const CATALOGUE_MEDIA_TYPE: Record<CatalogueFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};
const keyParams = z.object({
  key: z.string({ error: CATALOGUE_MSG.unknown }).trim().min(1, CATALOGUE_MSG.unknown).max(40, CATALOGUE_MSG.unknown).regex(/^[a-z0-9-]+$/, CATALOGUE_MSG.unknown),
});

export const catalogueEntrySchema = z.object({
  /** A top category's key, or `all`. */
  key: z.string(),
  /** 对照品, 杂质 … or 全部产品. */
  name: z.string(),
  /** Listed products and their listed packages in this catalogue. */
  productCount: z.number().int().nonnegative(),
  packageCount: z.number().int().nonnegative(),
  /** The Chinese file names the downloads are saved under (without the extension's choice: one per format). */
  fileName: z.string(),
  files: z.object({ xlsx: z.string(), csv: z.string() }),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** Product catalogues generated from the live database (docs/api.md "Catalogue downloads"). */
export const downloads = {
  catalogueList: endpoint({
    title: '产品目录下载列表',
    method: 'GET',
    path: `${PRODUCT_API}/catalog/list`,
    data: z.array(catalogueEntrySchema),
  }),
  catalogueXlsx: endpoint({
    title: '下载产品目录（Excel）',
    method: 'GET',
    path: CATALOGUE_FILE_PATH.xlsx,
    params: keyParams,
    produces: CATALOGUE_MEDIA_TYPE.xlsx,
    etag: true,
    data: z.null(),
  }),
  catalogueCsv: endpoint({
    title: '下载产品目录（CSV）',
    method: 'GET',
    path: CATALOGUE_FILE_PATH.csv,
    params: keyParams,
    produces: CATALOGUE_MEDIA_TYPE.csv,
    etag: true,
    data: z.null(),
  }),
} as const;
