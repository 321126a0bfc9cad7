import { z } from 'zod';
import { hazardSummarySchema, productControlsSchema } from './regulatory';
import { skuLotsSchema } from './lots';
import { buildPath, endpoint } from './endpoint';
import { idParams, idSchema, pageBody, searchText, wholeNumber } from './common';
import { DELIVERY_FILTERS, SORT_FIELDS } from './catalogue-options';

const PRODUCT_API = '/mall/shopping/product/api';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  count: number;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    level: z.number().int(),
    count: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryFlatSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  level: z.number().int(),
  count: z.number().int(),
});
export type CategoryFlat = z.infer<typeof categoryFlatSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  country: z.string(),
  productCount: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandDetailSchema = brandSchema.extend({ story: z.string() });
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const skuSchema = z.object({
  id: z.number().int(),
  pack: z.string(),
  /** The list price in fen, shown to everyone (SPEC §6 hides prices in the cart only). */
  price: z.number().int(),
  stock: z.number().int(),
  deliveryDays: z.number().int(),
});
export type Sku = z.infer<typeof skuSchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  formula: z.string(),
  mw: z.number(),
  purity: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  /** Path under the API base of the RDKit depiction; immutable, cached for a year. */
  imgUrl: z.string(),
  listedAt: z.string(),
  skus: z.array(skuSchema),
  /** 易制毒 / 易制爆 / 危险化学品 marks (lib/api/contract/regulatory.ts). */
  controls: productControlsSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

const productRefSchema = z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string(), cas: z.string(), imgUrl: z.string(), impurityLabel: z.string().nullable() });
export type ProductRef = z.infer<typeof productRefSchema>;

export const productDetailSchema = productCardSchema.extend({
  synonyms: z.array(z.string()),
  smiles: z.string(),
  inchiKey: z.string(),
  storage: z.string(),
  shipping: z.string(),
  impurityLabel: z.string().nullable(),
  categoryPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  parent: productRefSchema.nullable(),
  /** Impurities and labelled forms of this product (or of its parent API): the 杂质 list, without intermediates. */
  related: z.array(productRefSchema),
  /** Synthesis intermediates of this product (or of its parent API), listed apart from its impurities. */
  intermediates: z.array(productRefSchema),
  /** Per listed SKU: the lot on sale, its dates and certified value, stock by warehouse (lib/api/contract/lots.ts). */
  lots: z.array(skuLotsSchema),
  /** GHS pictograms, signal word and H statements when hazard data is recorded; null when none is (never invented). */
  hazard: hazardSummarySchema.nullable(),
  /** The data record of the substance (lib/api/contract/data.ts), null when it has none yet. */
  dataRecordId: z.number().int().nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export { DELIVERY_FILTERS, SORT_FIELDS } from './catalogue-options';

export const productListBody = pageBody.extend({
  categoryId: wholeNumber(z.number().int().min(0)).optional(),
  brandIds: z.array(idSchema).max(200).optional(),
  categoryIds: z.array(idSchema).max(200).optional(),
  packs: z.array(z.string().trim().min(1).max(20)).max(50).optional(),
  delivery: z.array(z.enum(DELIVERY_FILTERS)).max(4).optional(),
  keyword: searchText(z.string().trim().max(200)).optional(),
  sortField: z.enum(SORT_FIELDS).optional(),
  asc: z.boolean().optional(),
});
export type ProductListBody = z.infer<typeof productListBody>;

/** A filter value of a product list and how many products of the list it keeps (always ≥ 1). */
const facetCount = z.number().int().min(1);
/**
 * The filter values that exist in a product list (catalogue.productFacets). Each group is counted with the
 * list's other filters but not its own, so choosing any value offered (alone or with the group's other chosen
 * values) keeps at least one product.
 */
export const productFacetsSchema = z.object({
  /** Categories holding products of the list, each with its products at or below it. */
  categories: z.array(z.object({ id: z.number().int(), count: facetCount })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), count: facetCount })),
  /** Package values of listed SKUs, smallest first. */
  packs: z.array(z.object({ value: z.string(), count: facetCount })),
  delivery: z.array(z.object({ value: z.enum(DELIVERY_FILTERS), count: facetCount })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const catalogue = {
  categoryList: endpoint({
    title: '商品分类树',
    method: 'POST',
    path: `${PRODUCT_API}/prodcategory/list`,
    body: pageBody.optional(),
    paged: { defaultSize: 999, maxSize: 999 },
    data: z.array(categoryNodeSchema),
  }),
  parentCategoryNames: endpoint({
    title: '分类路径',
    method: 'GET',
    path: `${PRODUCT_API}/prodcategory/getParentCategoryNamesById/{id}`,
    params: idParams,
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  brandList: endpoint({
    title: '品牌列表',
    method: 'POST',
    path: `${PRODUCT_API}/brand/list`,
    body: pageBody.extend({ keyword: searchText(z.string().trim().max(100)).optional() }).optional(),
    paged: { defaultSize: 99999, maxSize: 99999 },
    data: z.array(brandSchema),
  }),
  brandSelect: endpoint({
    title: '品牌详情',
    method: 'GET',
    path: `${PRODUCT_API}/brand/select/{id}`,
    params: idParams,
    data: brandDetailSchema,
  }),
  categoriesByBrands: endpoint({
    title: '品牌下的分类',
    method: 'POST',
    path: `${PRODUCT_API}/getCategoryListByBrandIds`,
    body: z.object({ brandIds: z.array(idSchema).min(1, '至少选择一个品牌').max(200) }),
    data: z.array(categoryFlatSchema),
  }),
  brandsByCategories: endpoint({
    title: '分类下的品牌',
    method: 'POST',
    path: `${PRODUCT_API}/getBrandListByCategoryIdsOrCityId`,
    body: z.object({ categoryIds: z.array(wholeNumber(z.number().int().min(0))).max(200).optional(), cityId: idSchema.optional() }),
    data: z.array(brandSchema),
  }),
  productList: endpoint({
    title: '商品列表',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/list`,
    body: productListBody,
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'optional',
    data: z.array(productCardSchema),
  }),
  /**
   * The filter values of a product list: the same body as productList (`categoryId` the list's own category,
   * `categoryIds` the sub-categories chosen in it; a `keyword` is matched by the ranked search, as prodproduct/search
   * does), answering only values that keep at least one product. Sort and paging are ignored.
   */
  productFacets: endpoint({
    title: '商品列表筛选项',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/facets`,
    body: productListBody,
    auth: 'optional',
    data: productFacetsSchema,
  }),
  productDetail: endpoint({
    title: '商品详情',
    method: 'GET',
    path: `${PRODUCT_API}/prodproduct/detail/{id}`,
    params: idParams,
    auth: 'optional',
    data: productDetailSchema,
  }),
  /**
   * The RDKit depiction of a product, keyed by InChIKey so the URL never changes meaning: `image/svg+xml`,
   * cached for a year. An unknown or malformed key answers HTTP 404 with the envelope as its body.
   */
  structure: endpoint({
    title: '结构式图片',
    method: 'GET',
    path: `${PRODUCT_API}/structure/{inchiKey}.svg`,
    params: z.object({ inchiKey: z.string().max(64) }),
    produces: 'image/svg+xml',
    missingIs404: true,
    standIn503: true,
    data: z.null(),
  }),
} as const;

/** The SVG depiction of a product (catalogue.structure). */
export const STRUCTURE_PATH = catalogue.structure.path;
export const structureUrl = (inchiKey: string) => buildPath(STRUCTURE_PATH, { inchiKey });
