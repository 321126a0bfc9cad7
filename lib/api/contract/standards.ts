import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pageBody, searchText } from './common';
import { productCardSchema } from './catalogue';
import { STANDARD_PREFIXES } from '../../standards/number';

const PRODUCT_API = '/mall/shopping/product/api';

/** 现行 / 即将实施 / 废止 (the standards table's check constraint). */
export const STANDARD_STATUSES = ['现行', '即将实施', '废止'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];
export { STANDARD_PREFIXES };

/** The longest keyword or number the standard calls take. */
export const STANDARD_KEYWORD_MAX = 100;

/** A standard as lists show it. `code` is its URL form (`GB-T-601-2016`, lib/standards/number.ts). */
export const standardSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  prefix: z.string(),
  field: z.string(),
  titleCn: z.string(),
  titleEn: z.string().nullable(),
  status: z.enum(STANDARD_STATUSES),
  issuedOn: z.string().nullable(),
  effectiveOn: z.string().nullable(),
});
export type StandardSummary = z.infer<typeof standardSummarySchema>;

/** Another edition named by a standard (代替 / 被代替): `id` when we hold it, else only its number. */
export const standardLinkSchema = z.object({
  number: z.string(),
  id: z.number().int().nullable(),
  titleCn: z.string().nullable(),
  status: z.enum(STANDARD_STATUSES).nullable(),
});
export type StandardLink = z.infer<typeof standardLinkSchema>;

/** A reference material the standard requires, with the product we sell for it (card facts with list prices). */
export const standardMaterialSchema = z.object({
  nameCn: z.string(),
  nameEn: z.string().nullable(),
  cas: z.string().nullable(),
  role: z.string().nullable(),
  product: productCardSchema.nullable(),
});
export type StandardMaterial = z.infer<typeof standardMaterialSchema>;

export const standardDetailSchema = standardSummarySchema.extend({
  issuedBy: z.string().nullable(),
  scope: z.string(),
  replaces: z.array(standardLinkSchema),
  replacedBy: standardLinkSchema.nullable(),
  materials: z.array(standardMaterialSchema),
});
export type StandardDetail = z.infer<typeof standardDetailSchema>;

const countSchema = z.object({ value: z.string(), count: z.number().int() });
export const standardOverviewSchema = z.object({
  total: z.number().int(),
  /** By 标准代号 (GB, GB/T, HJ …), most first. */
  byPrefix: z.array(countSchema),
  /** 现行 / 即将实施 / 废止, in that order (zero counts included). */
  byStatus: z.array(countSchema),
  /** By area (化学试剂, 食品安全 …), most first. */
  byField: z.array(countSchema),
  /** The current standards implemented most recently. */
  latest: z.array(standardSummarySchema),
});
export type StandardOverview = z.infer<typeof standardOverviewSchema>;

/** What cites a product: the methods naming it and the standards requiring it (goods detail's 相关方法与标准). */
export const productReferencesSchema = z.object({
  methods: z.array(
    z.object({
      id: z.number().int(),
      pharmacopoeia: z.string(),
      edition: z.string(),
      monograph: z.string(),
      testItem: z.string(),
      /** 对照品 / 杂质对照品 / 系统适用性对照品 */
      role: z.string(),
      label: z.string().nullable(),
    }),
  ),
  standards: z.array(z.object({ id: z.number().int(), number: z.string(), titleCn: z.string(), status: z.enum(STANDARD_STATUSES) })),
});
export type ProductReferences = z.infer<typeof productReferencesSchema>;

const keywordRule = searchText(z.string().trim().max(STANDARD_KEYWORD_MAX, `关键词不能超过${STANDARD_KEYWORD_MAX}个字`));
const numberRule = z
  .string({ error: '请输入标准号' })
  .trim()
  .min(1, '请输入标准号')
  .max(STANDARD_KEYWORD_MAX, `标准号不能超过${STANDARD_KEYWORD_MAX}个字`);

export const standardListBody = pageBody.extend({
  keyword: keywordRule.optional(),
  prefix: z.enum(STANDARD_PREFIXES, { error: `标准类别应为 ${STANDARD_PREFIXES.join('、')} 之一` }).optional(),
  status: z.enum(STANDARD_STATUSES, { error: `标准状态应为 ${STANDARD_STATUSES.join('、')} 之一` }).optional(),
  /** Area (化学试剂, 食品安全 …), as the overview counts them. */
  field: z.string().trim().min(1).max(20, '领域名称过长').optional(),
});
export type StandardListBody = z.infer<typeof standardListBody>;

/** Standards: our own calls (docs/api.md "Standards"). */
export const standards = {
  standardList: endpoint({
    title: '标准列表',
    method: 'POST',
    path: `${PRODUCT_API}/standard/list`,
    body: standardListBody,
    paged: { defaultSize: 10, maxSize: 100 },
    data: z.array(standardSummarySchema),
  }),
  standardOverview: endpoint({
    title: '标准概览',
    method: 'GET',
    path: `${PRODUCT_API}/standard/overview`,
    data: standardOverviewSchema,
  }),
  standardDetail: endpoint({
    title: '标准详情',
    method: 'GET',
    path: `${PRODUCT_API}/standard/detail/{id}`,
    params: idParams,
    data: standardDetailSchema,
  }),
  /** Any spelling of a number (`GB-T-601-2016`, `GB/T 601-2016`, `GBT601`); without a year, the current edition. */
  standardByCode: endpoint({
    title: '按标准号查看标准',
    method: 'GET',
    path: `${PRODUCT_API}/standard/byCode`,
    query: z.object({ code: numberRule }),
    data: standardDetailSchema,
  }),
  /** Every edition of a number, newest first. */
  standardByNumber: endpoint({
    title: '标准号检索',
    method: 'GET',
    path: `${PRODUCT_API}/standard/byNumber`,
    query: z.object({ number: numberRule }),
    data: z.array(standardSummarySchema),
  }),
  productReferences: endpoint({
    title: '商品相关方法与标准',
    method: 'GET',
    path: `${PRODUCT_API}/prodproduct/references/{id}`,
    params: idParams,
    data: productReferencesSchema,
  }),
} as const;
