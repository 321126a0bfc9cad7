import { z } from 'zod';
import { casCheckDigitValid } from '../../chem/cas';
import { emptyBody, idParams, idSchema, wholeNumber, wholeNumberOf } from './common';
import { dateText } from './controlled';
import { endpoint } from './endpoint';
import { GHS_PICTOGRAM_CODES, type GhsPictogram } from './regulatory';

/*
 * The staff console's catalogue desk: products with their structure, SKUs, lots and stock per warehouse, brands
 * and categories (docs/api.md, Catalogue desk). Every call needs the 'catalogue' permission. A product and its
 * SKUs and lots are one record with one `version`: every save names the version it was read at, and a save from
 * an older version is refused (DESK_MSG.stale) so that nobody overwrites a colleague's change unseen.
 */

const DESK_API = '/mall/staff/api/operator/catalogue';

export const DESK_MSG = {
  stale: '该商品已被他人修改，请刷新后核对再保存（您的修改尚未保存）',
  productMissing: '商品不存在',
  skuMissing: '规格不存在',
  lotMissing: '批次不存在',
  brandMissing: '品牌不存在',
  categoryMissing: '分类不存在',
  categoryLevel: '请选择第三级分类',
  categoryDepth: '分类最多三级',
  categoryInUse: '该分类下还有商品或子分类',
  codeTaken: '货号已被其他商品使用',
  packTaken: '该商品已有相同包装的规格',
  lotTaken: '该规格已有相同批号的批次',
  structure: '无法识别的结构式，请检查 SMILES 或 Molfile',
  structureEmpty: '请绘制或粘贴结构式',
  casDigit: 'CAS 号校验位不正确，请核对',
  casFormat: 'CAS 号格式应为 xxxxxxx-xx-x',
  parentSelf: '母体药物不能是商品自身',
  parentMissing: '母体药物不存在',
  warehouseMissing: '仓库不存在',
  stockBelowReserved: '库存不能少于已被订单占用的数量',
  brandTaken: '品牌名称已存在',
  structureUnavailable: '结构式识别暂不可用，请稍后重试',
  warehouseTwice: '同一仓库只能填写一行库存',
  unknownStatement: (code: string) => `未收录的危险性说明或防范说明代码：${code}`,
  parentLoop: '母体药物不能是本商品的杂质或衍生物',
} as const;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default('');

export const casRule = z
  .string({ error: DESK_MSG.casFormat })
  .trim()
  .regex(/^\d{2,7}-\d{2}-\d$/, DESK_MSG.casFormat)
  .refine(casCheckDigitValid, DESK_MSG.casDigit);

/**
 * A structure as staff give it: SMILES, or a molfile (V2000 or V3000) from the editor or pasted. A molfile keeps
 * its header lines as they are (the first, its title, is often blank): only trailing space goes. A SMILES is trimmed.
 */
const trimStructure = (s: string) => (s.trim().includes('\n') ? s.replace(/\s+$/, '') : s.trim());
export const structureRule = z
  .string({ error: DESK_MSG.structureEmpty })
  .max(200_000, DESK_MSG.structure)
  .transform(trimStructure)
  .pipe(z.string().min(1, DESK_MSG.structureEmpty));

export const versionRule = wholeNumber(z.number({ error: DESK_MSG.stale }).int(DESK_MSG.stale).min(0, DESK_MSG.stale));

const ghsPictogramRule = z.enum(GHS_PICTOGRAM_CODES as [GhsPictogram, ...GhsPictogram[]], { error: 'GHS 象形图代码不正确' });

/** The controls and the GHS profile staff may record; null profile: none recorded (never an invented one). */
export const deskHazardsSchema = z.object({
  signalWord: z.enum(['危险', '警告']).nullable().default(null),
  pictograms: z.array(ghsPictogramRule).max(9).default([]),
  hCodes: z.array(z.string().trim().regex(/^(EU)?H\d{3}[A-Za-z]*$/, 'H 代码格式不正确，如 H301')).max(40).default([]),
  pCodes: z.array(z.string().trim().regex(/^P\d{3}(\+P\d{3})*$/, 'P 代码格式不正确，如 P301+P310')).max(60).default([]),
  unNumber: z.string().trim().regex(/^(UN\d{4})?$/, 'UN 编号格式应为 UN + 4 位数字').nullable().default(null),
});

/** What staff write of a product (create and update alike). Formula, MW, exact mass and InChIKey are never typed: RDKit computes them. */
export const productDraftBody = z.object({
  code: z.string({ error: '请输入货号' }).trim().min(1, '请输入货号').max(40, '货号不超过40个字符').regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, '货号只能包含字母、数字、点、下划线和短横线'),
  nameCn: text(200, '请输入中文名称（不超过200个字）'),
  nameEn: text(300, '请输入英文名称（不超过300个字符）'),
  synonyms: z.array(z.string().trim().min(1).max(200, '每个别名不超过200个字')).max(50, '别名最多50个').default([]),
  cas: casRule,
  structure: structureRule,
  purity: text(50, '请输入纯度（如 ≥98%）'),
  storage: text(100, '请输入储存条件'),
  shipping: text(100, '请输入运输条件'),
  impurityLabel: z.string().trim().max(100, '杂质标识不超过100个字').nullable().default(null),
  brandId: idSchema,
  categoryId: idSchema,
  parentId: idSchema.nullable().default(null),
  precursorCategory: wholeNumberOf([1, 2, 3]).nullable().default(null),
  explosivePrecursor: z.boolean().default(false),
  hazardous: z.boolean().default(false),
  hazards: deskHazardsSchema.nullable().default(null),
});
export type ProductDraft = z.output<typeof productDraftBody>;
export const productUpdateBody = productDraftBody.extend({ version: versionRule });

/** What RDKit makes of a structure: shown to staff before they save, and stored on save. */
export const structureCheckSchema = z.object({
  canonicalSmiles: z.string(),
  molfile: z.string(),
  formula: z.string(),
  mw: z.number(),
  exactMass: z.number(),
  inchiKey: z.string(),
  svg: z.string(),
  /** Products already in the catalogue with the same InChIKey (a salt, another brand): shown, not refused. */
  sameStructure: z.array(z.object({ id: z.number().int(), code: z.string(), nameCn: z.string() })),
});
export type StructureCheck = z.infer<typeof structureCheckSchema>;

export const deskStockSchema = z.object({ warehouseId: z.number().int(), warehouseName: z.string(), quantity: z.number().int() });
export const deskLotSchema = z.object({
  id: z.number().int(),
  lotNo: z.string(),
  manufacturedOn: z.string(),
  expiryKind: z.enum(['expiry', 'retest']),
  expiresOn: z.string(),
  certified: z.object({ property: z.string(), value: z.string(), uncertainty: z.string(), unit: z.string() }).nullable(),
  /** Physical units per warehouse. */
  stock: z.array(deskStockSchema),
  /** Still sellable (far enough from expiry, not written off). */
  sellable: z.boolean(),
  /** A COA uploaded for this lot (documents), else the generated one is served. */
  coaUploaded: z.boolean(),
});
export type DeskLot = z.infer<typeof deskLotSchema>;
export const deskSkuSchema = z.object({
  id: z.number().int(),
  pack: z.string(),
  priceFen: z.number().int(),
  /** Sellable rest (units in sellable lots − units reserved by open orders). */
  stock: z.number().int(),
  /** Reserved by open orders and not yet shipped. */
  reserved: z.number().int(),
  deliveryDays: z.number().int(),
  listed: z.boolean(),
  stockByWarehouse: z.array(deskStockSchema),
  lots: z.array(deskLotSchema),
});
export type DeskSku = z.infer<typeof deskSkuSchema>;

export const deskProductSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  synonyms: z.array(z.string()),
  cas: z.string(),
  smiles: z.string(),
  molfile: z.string(),
  formula: z.string(),
  mw: z.number(),
  exactMass: z.number(),
  inchiKey: z.string(),
  purity: z.string(),
  storage: z.string(),
  shipping: z.string(),
  impurityLabel: z.string().nullable(),
  brandId: z.number().int(),
  categoryId: z.number().int(),
  /** The category's path, top level first (一级 / 二级 / 三级). */
  categoryPath: z.array(z.string()),
  parent: z.object({ id: z.number().int(), code: z.string(), nameCn: z.string() }).nullable(),
  /** Products whose parent this is (its impurity family). */
  children: z.array(z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), impurityLabel: z.string().nullable() })),
  listed: z.boolean(),
  precursorCategory: z.number().int().nullable(),
  explosivePrecursor: z.boolean(),
  hazardous: z.boolean(),
  hazards: deskHazardsSchema.nullable(),
  skus: z.array(deskSkuSchema),
  updatedAt: z.string(),
  /** The storefront page of the product. */
  shopUrl: z.string(),
});
export type DeskProduct = z.infer<typeof deskProductSchema>;

export const DESK_STATUS = ['listed', 'unlisted'] as const;
export const productListQuery = z.object({
  /** Catalogue number, name, CAS or InChIKey. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(DESK_STATUS).optional(),
  brandId: idSchema.optional(),
  categoryId: idSchema.optional(),
});
export const deskProductRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  formula: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  listed: z.boolean(),
  skuCount: z.number().int(),
  /** Sum of the SKUs' sellable stock. */
  stock: z.number().int(),
  /** Lowest listed SKU price, fen; null without SKUs. */
  minPriceFen: z.number().int().nullable(),
  imgUrl: z.string(),
  updatedAt: z.string(),
});
export type DeskProductRow = z.infer<typeof deskProductRowSchema>;

export const productStatusBody = z.object({ listed: z.boolean(), version: versionRule });

export const skuSaveBody = z.object({
  productId: idSchema,
  version: versionRule,
  /** Absent: a new SKU. */
  id: idSchema.optional(),
  pack: text(40, '请输入包装规格（如 10mg、1g、1mL）').regex(
    /^\d+(\.\d+)?\s*(mg|g|kg|μg|ug|mL|ml|L|μL|uL)(\s*[x×*]\s*\d+)?([(（][^()（）]{1,30}[)）])?$/,
    '包装规格格式如 10mg、1g、1mL、1mL×5、1mL(1000μg/mL,甲醇)',
  ),
  priceFen: wholeNumber(z.number({ error: '价格应为数字' }).int('价格以分为单位，应为整数').min(1, '价格应大于0').max(100_000_000, '价格超出范围')),
  deliveryDays: wholeNumber(z.number({ error: '货期应为数字' }).int('货期应为整数天').min(0, '货期不能为负数').max(365, '货期不超过365天')),
  listed: z.boolean().default(true),
});

const stockRowRule = z.object({ warehouseId: idSchema, quantity: wholeNumber(z.number({ error: '库存应为数字' }).int('库存应为整数').min(0, '库存不能为负数').max(1_000_000, '库存超出范围')) });
export const lotSaveBody = z
  .object({
    productId: idSchema,
    version: versionRule,
    skuId: idSchema,
    /** Absent: a new lot. */
    id: idSchema.optional(),
    lotNo: text(40, '请输入批号（不超过40个字符）').regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, '批号只能包含字母、数字、点、斜杠、下划线和短横线'),
    manufacturedOn: dateText,
    expiryKind: z.enum(['expiry', 'retest'], { error: '请选择有效期或复验期' }),
    expiresOn: dateText,
    certified: z
      .object({
        property: text(60, '请输入认定特性（如 纯度、浓度）'),
        value: text(30, '请输入认定值').regex(/^\d+(\.\d+)?$/, '认定值应为数字'),
        uncertainty: text(30, '请输入扩展不确定度').regex(/^\d+(\.\d+)?$/, '扩展不确定度应为数字'),
        unit: text(20, '请输入单位（如 %、mg/mL）'),
      })
      .nullable()
      .default(null),
    stock: z.array(stockRowRule).max(20).default([]),
  })
  .refine((b) => b.expiresOn > b.manufacturedOn, { message: '有效期须晚于生产日期', path: ['expiresOn'] });

export const brandSaveBody = z.object({
  name: text(50, '请输入品牌名称（不超过50个字）'),
  nameEn: text(100, '请输入品牌英文名（不超过100个字符）'),
  country: text(30, '请输入国家或地区'),
  story: optionalText(2000, '品牌介绍不超过2000个字'),
  sort: wholeNumber(z.number().int().min(0).max(100_000)).default(0),
});
export const deskBrandSchema = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), country: z.string(), story: z.string(), sort: z.number().int(), productCount: z.number().int() });
export const categorySaveBody = z.object({
  name: text(30, '请输入分类名称（不超过30个字）'),
  /** Absent or null: a first-level category. */
  parentId: idSchema.nullable().default(null),
  sort: wholeNumber(z.number().int().min(0).max(100_000)).default(0),
});
export const deskCategorySchema = z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), level: z.number().int(), sort: z.number().int(), productCount: z.number().int() });
export const warehouseSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const catalogueDesk = {
  refs: endpoint({
    title: '运营：商品目录参考数据（品牌、分类、仓库）',
    method: 'GET',
    path: `${DESK_API}/refs`,
    auth: 'operator', permission: 'catalogue',
    data: z.object({ brands: z.array(deskBrandSchema), categories: z.array(deskCategorySchema), warehouses: z.array(warehouseSchema) }),
  }),
  structureCheck: endpoint({
    title: '运营：识别结构式',
    method: 'POST',
    path: `${DESK_API}/structure/check`,
    body: z.object({ structure: structureRule, productId: idSchema.optional() }),
    auth: 'operator', permission: 'catalogue',
    data: structureCheckSchema,
  }),
  productList: endpoint({
    title: '运营：商品列表',
    method: 'GET',
    path: `${DESK_API}/products/list`,
    query: productListQuery,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'operator', permission: 'catalogue',
    data: z.array(deskProductRowSchema),
  }),
  productDetail: endpoint({ title: '运营：商品详情', method: 'GET', path: `${DESK_API}/products/detail/{id}`, params: idParams, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  productCreate: endpoint({ title: '运营：新建商品', method: 'POST', path: `${DESK_API}/products/create`, body: productDraftBody, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  productUpdate: endpoint({ title: '运营：修改商品', method: 'POST', path: `${DESK_API}/products/update/{id}`, params: idParams, body: productUpdateBody, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  productStatus: endpoint({ title: '运营：上架或下架商品', method: 'POST', path: `${DESK_API}/products/status/{id}`, params: idParams, body: productStatusBody, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  skuSave: endpoint({ title: '运营：保存规格（包装、价格、货期）', method: 'POST', path: `${DESK_API}/skus/save`, body: skuSaveBody, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  lotSave: endpoint({ title: '运营：保存批次与库存', method: 'POST', path: `${DESK_API}/lots/save`, body: lotSaveBody, auth: 'operator', permission: 'catalogue', data: deskProductSchema }),
  brandCreate: endpoint({ title: '运营：新建品牌', method: 'POST', path: `${DESK_API}/brands/create`, body: brandSaveBody, auth: 'operator', permission: 'catalogue', data: deskBrandSchema }),
  brandUpdate: endpoint({ title: '运营：修改品牌', method: 'POST', path: `${DESK_API}/brands/update/{id}`, params: idParams, body: brandSaveBody, auth: 'operator', permission: 'catalogue', data: deskBrandSchema }),
  categoryCreate: endpoint({ title: '运营：新建分类', method: 'POST', path: `${DESK_API}/categories/create`, body: categorySaveBody, auth: 'operator', permission: 'catalogue', data: deskCategorySchema }),
  categoryUpdate: endpoint({ title: '运营：修改分类', method: 'POST', path: `${DESK_API}/categories/update/{id}`, params: idParams, body: categorySaveBody.omit({ parentId: true }), auth: 'operator', permission: 'catalogue', data: deskCategorySchema }),
  categoryDelete: endpoint({ title: '运营：删除分类', method: 'POST', path: `${DESK_API}/categories/delete/{id}`, params: idParams, body: emptyBody, auth: 'operator', permission: 'catalogue', data: z.null() }),
} as const;
