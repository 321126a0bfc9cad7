import { z } from 'zod';
import { productCardSchema } from './catalogue';
import { endpoint } from './endpoint';
import { idParams, idSchema, wholeNumber } from './common';
import { searchKeyword } from './search';

const PRODUCT_API = '/mall/shopping/product/api';

/** The pharmacopoeias of the methods, in the order the pages group them. */
export const PHARMACOPOEIAS = ['ChP', 'USP-NF', 'EP', 'JP'] as const;
export type Pharmacopoeia = (typeof PHARMACOPOEIAS)[number];

/** SPEC §3: a classification item (one toggle of the filter bar). Ids are unique across the four groups. */
export const classificationItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type ClassificationItem = z.infer<typeof classificationItemSchema>;

/** SPEC §3 classificationFilter: the four groups of toggles (药物类别, 化合物类别, 用药用途, 类型). */
export const classificationFilterSchema = z.object({
  categorys: z.array(classificationItemSchema),
  compounds: z.array(classificationItemSchema),
  medicationUses: z.array(classificationItemSchema),
  type: z.array(classificationItemSchema),
});
export type ClassificationFilter = z.infer<typeof classificationFilterSchema>;
export const CLASSIFICATION_GROUPS = ['categorys', 'compounds', 'medicationUses', 'type'] as const;
export type ClassificationGroup = (typeof CLASSIFICATION_GROUPS)[number];

export const pharmacopoeiaCountSchema = z.object({ pharmacopoeia: z.enum(PHARMACOPOEIAS), count: z.number().int() });

/** An API (原料药) item: SPEC §7 `prodapiitem`, with how many methods each pharmacopoeia has for it. */
export const apiItemSchema = z.object({
  id: z.number().int(),
  cas: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** The product that sells the API itself (its goods detail), if listed. */
  productId: z.number().int().nullable(),
  /** The RDKit depiction of that product, under the API base; null without a product. */
  imgUrl: z.string().nullable(),
  category: z.string(),
  compound: z.string(),
  medicationUses: z.array(z.string()),
  type: z.string(),
  methodCount: z.number().int(),
  /** Per pharmacopoeia with at least one method, in PHARMACOPOEIAS order. */
  methodCounts: z.array(pharmacopoeiaCountSchema),
});
export type ApiItem = z.infer<typeof apiItemSchema>;

/** One method as a list shows it. */
export const methodRefSchema = z.object({
  id: z.number().int(),
  apiItemId: z.number().int(),
  pharmacopoeia: z.enum(PHARMACOPOEIAS),
  edition: z.string(),
  monograph: z.string(),
  testItem: z.string(),
  heading: z.string().nullable(),
  technique: z.string(),
  /** How many reference standards and impurities the method names that we sell. */
  standardCount: z.number().int(),
});
export type MethodRef = z.infer<typeof methodRefSchema>;

export const STANDARD_ROLES = ['对照品', '杂质对照品', '系统适用性对照品'] as const;

/** A product a method names, with its role and how the method calls it (null: by its own name). */
export const methodStandardSchema = z.object({
  role: z.enum(STANDARD_ROLES),
  label: z.string().nullable(),
  /** The product card with its packages and list prices, as on the goods detail. */
  product: productCardSchema,
});
export type MethodStandard = z.infer<typeof methodStandardSchema>;

export const methodDetailSchema = methodRefSchema.extend({
  summary: z.string(),
  api: apiItemSchema,
  standards: z.array(methodStandardSchema),
});
export type MethodDetail = z.infer<typeof methodDetailSchema>;

/** An API with its methods, in PHARMACOPOEIAS order then the seed's order. */
export const apiMethodsSchema = z.object({ api: apiItemSchema, methods: z.array(methodRefSchema) });
export type ApiMethods = z.infer<typeof apiMethodsSchema>;

/** A product the chosen methods need, once, with every role and label they give it. */
export const neededProductSchema = z.object({
  product: productCardSchema,
  roles: z.array(z.enum(STANDARD_ROLES)),
  labels: z.array(z.string()),
  methodIds: z.array(z.number().int()),
});
export type NeededProduct = z.infer<typeof neededProductSchema>;

/** Why a product is linked to an API item (prodapiitem/product/list). */
export const API_PRODUCT_RELATIONS = ['api', 'impurity', 'methodStandard'] as const;
export const apiProductSchema = z.object({
  relation: z.enum(API_PRODUCT_RELATIONS),
  /** The impurity label of the catalogue ('EP Impurity A'), or the role a method gives the product. */
  label: z.string().nullable(),
  product: productCardSchema,
});
export type ApiProduct = z.infer<typeof apiProductSchema>;

/** The longest list of toggles a search may carry. */
export const MAX_TYPE_IDS = 50;

export const searchApiBody = z.object({
  /** Chinese or English name, CAS or pinyin of an API, optionally with a pharmacopoeia, test item or technique ('奥美拉唑有关物质'). */
  keyword: searchKeyword.optional().default(''),
  /** Ids of apiserver/types: within a group any may match, every group given must match. */
  typeIds: z
    .array(idSchema)
    .max(MAX_TYPE_IDS, `最多选择 ${MAX_TYPE_IDS} 个分类`)
    .optional()
    .default([]),
});
export type SearchApiBody = z.input<typeof searchApiBody>;

/** The catch-all /methods/{api}: a Chinese or English name or a CAS, as typed in a URL. */
const apiNameParam = z
  .string()
  .trim()
  .min(1, '原料药不存在')
  .max(100, '原料药不存在');

const apiItemBody = z.object({ apiItemId: idSchema });

export const methods = {
  types: endpoint({
    title: '药典方法分类（筛选条）',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/types`,
    data: classificationFilterSchema,
  }),
  searchApi: endpoint({
    title: '搜索原料药及其药典方法',
    method: 'POST',
    path: `${PRODUCT_API}/apiserver/searchApi`,
    body: searchApiBody,
    paged: { defaultSize: 10, maxSize: 100 },
    data: z.array(apiItemSchema),
  }),
  getById: endpoint({
    title: '药典方法详情',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getById/{id}`,
    params: idParams,
    auth: 'optional',
    data: methodDetailSchema,
  }),
  apiByName: endpoint({
    title: '按名称或 CAS 查原料药及其方法',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getByApi/{api}`,
    params: z.object({ api: apiNameParam }),
    data: apiMethodsSchema,
  }),
  productsOfMethods: endpoint({
    title: '方法所需标准品（b 为方法 ID，0 为该原料药的全部方法）',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getProdsByProdApiItemId/{a}/{b}`,
    params: z.object({
      a: idSchema,
      b: wholeNumber(z.number({ error: '应为非负整数' }).int('应为非负整数').min(0, '应为非负整数').max(2_147_483_647, '超出范围')),
    }),
    auth: 'optional',
    data: z.array(neededProductSchema),
  }),
  apiProducts: endpoint({
    title: '原料药关联商品（原料药、杂质、方法用标准品）',
    method: 'POST',
    path: `${PRODUCT_API}/prodapiitem/product/list`,
    body: apiItemBody,
    paged: { defaultSize: 100, maxSize: 100 },
    auth: 'optional',
    data: z.array(apiProductSchema),
  }),
  aboutProducts: endpoint({
    title: '原料药的其他相关商品（方法未列出的）',
    method: 'POST',
    path: `${PRODUCT_API}/prodapi/about/product/list`,
    body: apiItemBody,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'optional',
    data: z.array(productCardSchema),
  }),
} as const;
