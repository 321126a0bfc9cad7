import { z } from 'zod';
import { productCardSchema } from './catalogue';
import { emptyBody, idParams, idSchema, pageBody } from './common';
import { endpoint, FORM_MEDIA_TYPE } from './endpoint';
import { METHOD_SHEET_PATH, methodSheetUrl } from './method-sheet';

const PRODUCT_API = '/mall/shopping/product/api';

/*
 * The methods' secondary calls: equivalents, summaries, the compare matrix, the method sheet PDF,
 * and our own lists behind /methods/allTheMethods, methodsContrast, methodsTheProduct and relatedSeries
 * (docs/api.md "Methods: comparison"). The values of the enums are the CHECK constraints of
 * server/db/schema/methods.ts.
 */
import { PHARMACOPOEIAS, STANDARD_ROLES, type Pharmacopoeia } from './methods';

export { PHARMACOPOEIAS, STANDARD_ROLES, type Pharmacopoeia } from './methods';
export type StandardRole = (typeof STANDARD_ROLES)[number];
export const TEST_ITEMS = ['有关物质', '含量测定', '鉴别', '残留溶剂', '溶出度', '特定杂质'] as const;
export type TestItem = (typeof TEST_ITEMS)[number];
export const TECHNIQUES = ['HPLC', 'GC', 'TLC', '滴定', 'IR', 'UV'] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** At most this many API items per summary or equivalents call. */
export const API_ITEM_IDS_MAX = 20;
/** SPEC §7: prodapiitem/product/compare/list is read with pageNo 1, pageSize 100. */
export const COMPARE_PAGE_SIZE = 100;
export const METHOD_LIST_PAGE_SIZE = 20;

export const METHOD_COMPARE_MSG = {
  idsRequired: '请给出原料药编号',
  idsTooMany: `一次最多查询 ${API_ITEM_IDS_MAX} 个原料药`,
  idsMalformed: '原料药编号应为以逗号分隔的正整数',
  apiItemMissing: (ids: number[]) => `原料药不存在：${ids.join('、')}`,
  methodMissing: '药典方法不存在',
  productMissing: '商品不存在',
  pharmacopoeia: `药典应为 ${PHARMACOPOEIAS.join('、')} 之一`,
  testItem: `检查项目应为 ${TEST_ITEMS.join('、')} 之一`,
  technique: `检测技术应为 ${TECHNIQUES.join('、')} 之一`,
} as const;

export const apiItemBriefSchema = z.object({
  id: z.number().int(),
  cas: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** 药物类别 / 化合物类别 / 用药用途 / 类型 (SPEC §3 classificationFilter). */
  category: z.string(),
  compound: z.string(),
  medicationUses: z.array(z.string()),
  type: z.string(),
  /** The product that sells the API itself, when listed. */
  productId: z.number().int().nullable(),
});
export type ApiItemBrief = z.infer<typeof apiItemBriefSchema>;

/** A product a method names, with how the method names it. */
export const standardRefSchema = z.object({
  productId: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  purity: z.string(),
  brandName: z.string(),
  role: z.enum(STANDARD_ROLES),
  label: z.string().nullable(),
  /** Some listed package has stock. */
  inStock: z.boolean(),
});
export type StandardRef = z.infer<typeof standardRefSchema>;

const methodBase = z.object({
  id: z.number().int(),
  pharmacopoeia: z.enum(PHARMACOPOEIAS),
  edition: z.string(),
  monograph: z.string(),
  testItem: z.enum(TEST_ITEMS),
  heading: z.string().nullable(),
  technique: z.enum(TECHNIQUES),
});

/** A row of the all-methods list. */
export const methodRowSchema = methodBase.extend({
  apiItem: apiItemBriefSchema.pick({ id: true, cas: true, nameCn: true, nameEn: true }),
  standardCount: z.number().int(),
});
export type MethodRow = z.infer<typeof methodRowSchema>;

/** A method with its summary and the listed products it names. */
export const methodFullSchema = methodBase.extend({ summary: z.string(), standards: z.array(standardRefSchema) });
export type MethodFull = z.infer<typeof methodFullSchema>;

const countOf = <K extends z.ZodType>(key: K) => z.object({ key, count: z.number().int() });

export const prodSummarySchema = z.object({
  apiItem: apiItemBriefSchema,
  methodCount: z.number().int(),
  byPharmacopoeia: z.array(countOf(z.enum(PHARMACOPOEIAS)).extend({ edition: z.string() })),
  byTestItem: z.array(countOf(z.enum(TEST_ITEMS)).extend({ pharmacopoeias: z.array(z.enum(PHARMACOPOEIAS)) })),
  /** Every role some method names, with the products (listed ones only) and how many have stock. */
  byRole: z.array(z.object({ role: z.enum(STANDARD_ROLES), products: z.array(standardRefSchema.omit({ role: true, label: true })), inStock: z.number().int() })),
  /** Distinct products the methods name: linked (every one), sold (listed), inStock (listed with stock). */
  products: z.object({ linked: z.number().int(), sold: z.number().int(), inStock: z.number().int() }),
});
export type ProdSummary = z.infer<typeof prodSummarySchema>;

export const compareRowSchema = z.object({
  product: productCardSchema,
  /** Per pharmacopoeia (in PHARMACOPOEIAS order, only those that call for it): the methods and how they name it. */
  pharmacopoeias: z.array(
    z.object({
      pharmacopoeia: z.enum(PHARMACOPOEIAS),
      methods: z.array(z.object({ id: z.number().int(), testItem: z.enum(TEST_ITEMS), heading: z.string().nullable(), role: z.enum(STANDARD_ROLES), label: z.string().nullable() })),
    }),
  ),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const seriesItemSchema = apiItemBriefSchema.extend({
  methodCount: z.number().int(),
  pharmacopoeias: z.array(z.enum(PHARMACOPOEIAS)),
});
export type SeriesItem = z.infer<typeof seriesItemSchema>;

/** One or more API item ids, comma separated, at most API_ITEM_IDS_MAX (duplicates dropped, order kept). */
export const apiItemIdsText = z
  .string({ error: METHOD_COMPARE_MSG.idsRequired })
  .trim()
  .min(1, METHOD_COMPARE_MSG.idsRequired)
  .max(API_ITEM_IDS_MAX * 11 + 40, METHOD_COMPARE_MSG.idsTooMany)
  .transform((text, ctx) => {
    const parts = text.split(',').map((s) => s.trim());
    const ids = parts.map((s) => (/^\d{1,10}$/.test(s) ? Number(s) : NaN));
    if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: METHOD_COMPARE_MSG.idsMalformed });
      return z.NEVER;
    }
    const unique = [...new Set(ids)];
    if (unique.length > API_ITEM_IDS_MAX) {
      ctx.addIssue({ code: 'custom', message: METHOD_COMPARE_MSG.idsTooMany });
      return z.NEVER;
    }
    return unique;
  });

const apiItemIdsArray = z
  .array(idSchema, { error: METHOD_COMPARE_MSG.idsRequired })
  .min(1, METHOD_COMPARE_MSG.idsRequired)
  .max(API_ITEM_IDS_MAX, METHOD_COMPARE_MSG.idsTooMany)
  .transform((ids) => [...new Set(ids)]);

/** The method sheet, through {api}: a GET link for pages (the POST of SPEC §7 answers the same PDF). */
export { METHOD_SHEET_PATH, methodSheetUrl };

export interface MethodFilterBody {
  pharmacopoeia?: Pharmacopoeia;
  testItem?: TestItem;
  technique?: Technique;
}

export const methodCompare = {
  prodEquivalents: endpoint({
    title: '原料药的等同商品',
    method: 'POST',
    path: `${PRODUCT_API}/apiserver/getProdEqByProdApiItemIds`,
    body: z.object({ ids: apiItemIdsArray }),
    data: z.array(z.object({ apiItem: apiItemBriefSchema, products: z.array(productCardSchema) })),
  }),
  prodSummary: endpoint({
    title: '原料药方法与所需标准品汇总',
    method: 'POST',
    path: `${PRODUCT_API}/apiserver/getProdSummaryByProdApiItemIds/{x}`,
    params: z.object({ x: apiItemIdsText }),
    body: emptyBody,
    data: z.array(prodSummarySchema),
  }),
  methodSheet: endpoint({
    title: '药典方法说明书（PDF）',
    method: 'POST',
    path: `${PRODUCT_API}/apiserver/getApiFileStream`,
    consumes: FORM_MEDIA_TYPE,
    body: z.object({ id: idSchema }),
    produces: 'application/pdf',
    etag: true,
    data: z.null(),
  }),
  methodSheetLink: endpoint({
    title: '药典方法说明书（PDF，链接）',
    method: 'GET',
    path: METHOD_SHEET_PATH,
    params: idParams,
    produces: 'application/pdf',
    etag: true,
    data: z.null(),
  }),
  compareList: endpoint({
    title: '原料药相关商品对比',
    method: 'POST',
    path: `${PRODUCT_API}/prodapiitem/product/compare/list`,
    body: pageBody.extend({ apiItemId: idSchema }),
    paged: { defaultSize: COMPARE_PAGE_SIZE, maxSize: COMPARE_PAGE_SIZE },
    data: z.array(compareRowSchema),
  }),
  methodList: endpoint({
    title: '全部药典方法',
    method: 'POST',
    path: `${PRODUCT_API}/apiserver/methodList`,
    body: z
      .object({
        pharmacopoeia: z.enum(PHARMACOPOEIAS, { error: METHOD_COMPARE_MSG.pharmacopoeia }).optional(),
        testItem: z.enum(TEST_ITEMS, { error: METHOD_COMPARE_MSG.testItem }).optional(),
        technique: z.enum(TECHNIQUES, { error: METHOD_COMPARE_MSG.technique }).optional(),
        ...pageBody.shape,
      })
      .optional(),
    paged: { defaultSize: METHOD_LIST_PAGE_SIZE, maxSize: 100 },
    data: z.array(methodRowSchema),
  }),
  methodsContrast: endpoint({
    title: '同一原料药各药典方法对照',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getMethodsContrast/{id}`,
    params: idParams,
    data: z.object({ apiItem: apiItemBriefSchema, methods: z.array(methodFullSchema) }),
  }),
  methodsOfProduct: endpoint({
    title: '使用某商品的全部药典方法',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getMethodsByProdId/{id}`,
    params: idParams,
    data: z.object({
      product: productCardSchema,
      methods: z.array(methodFullSchema.extend({ apiItem: apiItemBriefSchema.pick({ id: true, cas: true, nameCn: true, nameEn: true }) })),
    }),
  }),
  relatedSeries: endpoint({
    title: '同类原料药',
    method: 'GET',
    path: `${PRODUCT_API}/apiserver/getRelatedSeries/{id}`,
    params: idParams,
    data: z.object({
      apiItem: seriesItemSchema,
      /** Same 化合物类别, then same 药物类别 (the item itself left out of both). */
      sameCompound: z.array(seriesItemSchema),
      sameCategory: z.array(seriesItemSchema),
    }),
  }),
} as const;
