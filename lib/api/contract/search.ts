import { z } from 'zod';
import { normaliseCas } from '../../chem/cas';
import { productCardSchema, productDetailSchema, productListBody } from './catalogue';
import { buildPath, endpoint } from './endpoint';
import { decimalNumber, idSchema, stripControlChars, wholeNumber } from './common';

const PRODUCT_API = '/mall/shopping/product/api';

/** Longest keyword the server reads; a longer one is cut, never refused (odd input finds nothing rather than failing). */
export const SEARCH_KEYWORD_MAX = 100;

/** Any string: control characters dropped, trimmed and cut to SEARCH_KEYWORD_MAX characters. An empty keyword finds nothing. */
export const searchKeyword = z.string().transform((s) => Array.from(stripControlChars(s).trim()).slice(0, SEARCH_KEYWORD_MAX).join('').trim());

/** Search type of the result screens (SPEC §2 scheme B: 0 all, 1 product, 2 method, 3 standard, 4 data). Products answer the same for every type. */
const searchType = wholeNumber(z.number().int().min(0).max(4)).optional();

const keywordBody = z.object({ keyword: searchKeyword, type: searchType });

export const STRUCTURE_MODES = ['substructure', 'similarity', 'exact'] as const;
export type StructureMode = (typeof STRUCTURE_MODES)[number];
export const FORMULA_ACCURACY_DEFAULT = 100;
export const SIMILARITY_THRESHOLD_DEFAULT = 0.7;
/**
 * Hints of a structure search that found nothing. `smallQuery`: a similarity query of at most SMALL_QUERY_ATOMS
 * heavy atoms — its Morgan fingerprint has few bits, so Tanimoto against larger molecules stays low.
 */
export const STRUCTURE_HINTS = ['smallQuery'] as const;
export type StructureHint = (typeof STRUCTURE_HINTS)[number];
export const SMALL_QUERY_ATOMS = 12;

/** A parent drug (API) with how many of its impurities, intermediates and other related products are listed. */
export const apiCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  formula: z.string(),
  mw: z.number(),
  brandName: z.string(),
  imgUrl: z.string(),
  impurityCount: z.number().int(),
  intermediateCount: z.number().int(),
  /** Every listed product pointing at this API (impurities, intermediates, labelled forms, metabolites). */
  relatedCount: z.number().int(),
});
export type ApiCard = z.infer<typeof apiCardSchema>;

export const keywordCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  level: z.number().int(),
  /** Matching products in this category and below. */
  count: z.number().int(),
  /** The category's own name contains the keyword. */
  nameMatch: z.boolean(),
});
export type KeywordCategory = z.infer<typeof keywordCategorySchema>;

export const hotSearchSchema = z.object({
  /** Most-searched keywords that found something (newest listed products' names while there is no history). */
  hotSearches: z.array(z.object({ keyword: z.string(), count: z.number().int() })),
  /** The products those searches lead to first (newest listed parent drugs while there is no history). */
  hotContent: z.array(
    z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), nameEn: z.string(), cas: z.string(), imgUrl: z.string() }),
  ),
  /** False when both lists come from the newest products rather than from searches. */
  fromHistory: z.boolean(),
});
export type HotSearch = z.infer<typeof hotSearchSchema>;

export const structureHitSchema = productCardSchema.extend({
  /** Atom indices (of the product's stored SMILES) matched by the query: substructure match, or the common substructure for similarity. */
  matchAtoms: z.array(z.number().int()),
  /** Tanimoto similarity (Morgan r2, 2048 bits) for similarity searches, 1 for exact, null for substructure. */
  similarity: z.number().nullable(),
  /** Depiction with matchAtoms highlighted (not an envelope; cacheable). Equals imgUrl when nothing is highlighted. */
  highlightUrl: z.string(),
});
export type StructureHit = z.infer<typeof structureHitSchema>;

/** A pharmacopoeia method as a search result row (index/method/search): what the row shows, linking to its page. */
export const methodHitSchema = z.object({
  id: z.number().int(),
  apiItemId: z.number().int(),
  apiNameCn: z.string(),
  apiNameEn: z.string(),
  /** CAS of the API. */
  cas: z.string(),
  /** 'ChP' | 'USP-NF' | 'EP' | 'JP' */
  pharmacopoeia: z.string(),
  /** e.g. '2025年版', 'Ph. Eur. 11'. */
  edition: z.string(),
  /** The monograph title as the pharmacopoeia prints it. */
  monograph: z.string(),
  /** 有关物质 / 含量测定 / 鉴别 / 残留溶剂 / 溶出度 / 特定杂质 */
  testItem: z.string(),
  /** The monograph's own heading when it differs from the test item. */
  heading: z.string().nullable(),
  /** HPLC / GC / TLC / 滴定 / IR / UV */
  technique: z.string(),
  /** How many reference standards and impurities the method needs (linked products). */
  standardCount: z.number().int(),
});
export type MethodHit = z.infer<typeof methodHitSchema>;

/** A standard as a search result row (index/standard/search). */
export const standardHitSchema = z.object({
  id: z.number().int(),
  /** As printed: 'GB/T 601-2016'. */
  number: z.string(),
  titleCn: z.string(),
  titleEn: z.string().nullable(),
  /** 现行 / 即将实施 / 废止 */
  status: z.string(),
  /** 发布单位; null when not recorded. */
  issuedBy: z.string().nullable(),
  /** 实施日期 (YYYY-MM-DD); null when not recorded. */
  effectiveOn: z.string().nullable(),
  /** Area: 化学试剂, 食品安全, 环境监测 … */
  field: z.string(),
});
export type StandardHit = z.infer<typeof standardHitSchema>;

/** Kinds of a type-ahead suggestion (search.suggest). */
export const SUGGESTION_KINDS = ['name', 'cas', 'code'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
/** At most this many suggestions answer one keyword. */
export const SUGGEST_LIMIT = 8;

/**
 * One type-ahead suggestion. `name`: a product's Chinese or English name (choosing it searches for the name);
 * `cas`: a CAS number (choosing it opens its /{cas} product page); `code`: a catalogue number (choosing it opens
 * the product, `productId`).
 */
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What the list shows and what is searched or opened: the name, the CAS number or the catalogue number as listed. */
  text: z.string(),
  /** A second line: the English name for a Chinese name, the Chinese name for the rest. */
  hint: z.string(),
  /** The product a `code` suggestion opens; null for names and CAS numbers. */
  productId: z.number().int().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

const sitemapRow = z.object({ id: z.number().int(), updatedAt: z.string() });

export const search = {
  productCards: endpoint({
    title: '搜索商品（综合搜索卡片）',
    method: 'POST',
    path: `${PRODUCT_API}/index/prodapiitem/muti/search`,
    body: keywordBody,
    paged: { defaultSize: 4, maxSize: 100 },
    auth: 'optional',
    data: z.array(productCardSchema),
  }),
  apiCards: endpoint({
    title: '搜索原料药（综合搜索卡片）',
    method: 'POST',
    path: `${PRODUCT_API}/index/prodapi/muti/search`,
    body: keywordBody,
    paged: { defaultSize: 4, maxSize: 100 },
    data: z.array(apiCardSchema),
  }),
  categoriesByKeyword: endpoint({
    title: '按关键词查分类',
    method: 'POST',
    path: `${PRODUCT_API}/prodcategory/index/search/selectExByKeyword`,
    body: keywordBody,
    data: z.array(keywordCategorySchema),
  }),
  productSearch: endpoint({
    title: '商品搜索（相关度排序，含筛选）',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/search`,
    body: productListBody.extend({ keyword: searchKeyword }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'optional',
    data: z.array(productCardSchema),
  }),
  formulaSearch: endpoint({
    title: '分子式搜索',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/formulaSearch`,
    body: z.object({
      formula: z.string().trim().min(1, '请输入分子式').max(200, '分子式过长'),
      accuracy: wholeNumber(z.number().int('精确度应为整数').min(50, '精确度应在 50–100 之间').max(100, '精确度应在 50–100 之间')).default(FORMULA_ACCURACY_DEFAULT),
    }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'optional',
    data: z.object({
      /** The query in Hill order ('O4H8C9' → 'C9H8O4'). */
      formula: z.string(),
      accuracy: z.number().int(),
      items: z.array(productCardSchema),
    }),
  }),
  structureSearch: endpoint({
    title: '结构式搜索',
    method: 'POST',
    path: `${PRODUCT_API}/prodproduct/structureSearch`,
    body: z.object({
      /** SMILES or a molfile (V2000/V3000). Not trimmed: a molfile's first (name) line may be empty. */
      query: z
        .string()
        .max(64_000, '结构式过长')
        .refine((s) => s.trim().length > 0, '请输入或绘制结构式'),
      mode: z.enum(STRUCTURE_MODES).default('substructure'),
      threshold: decimalNumber(z.number().min(0.3, '相似度阈值应在 0.3–1.0 之间').max(1, '相似度阈值应在 0.3–1.0 之间')).default(SIMILARITY_THRESHOLD_DEFAULT),
    }),
    paged: { defaultSize: 20, maxSize: 100 },
    auth: 'optional',
    data: z.object({
      mode: z.enum(STRUCTURE_MODES),
      /** False when the search stopped at its cap (1,000 matches) or time budget: totalCount is then a lower bound. */
      complete: z.boolean(),
      /** Substructure only: when complete, the number of matches; when stopped early, the products passing the fingerprint screen (an upper bound). */
      screened: z.number().int().nullable(),
      elapsedMs: z.number().int(),
      items: z.array(structureHitSchema),
      /** Why nothing was found and what to try instead (STRUCTURE_HINTS); null when there are results or no hint applies. */
      hint: z.enum(STRUCTURE_HINTS).nullable(),
    }),
  }),
  /**
   * Pharmacopoeia methods for a keyword (the /searchIndex 方法 tab and the 综合 overview): by API name (Chinese,
   * English, pinyin, CAS), pharmacopoeia (ChP / 中国药典, USP, EP / 欧洲药典, JP), monograph, test item, technique
   * or a standard it needs; exact CAS and API names first. The same engine and keyword rules as products.
   */
  methodSearch: endpoint({
    title: '搜索药典方法',
    method: 'POST',
    path: `${PRODUCT_API}/index/method/search`,
    body: keywordBody,
    paged: { defaultSize: 4, maxSize: 100 },
    data: z.array(methodHitSchema),
  }),
  /**
   * Standards for a keyword (the /searchIndex 标准 tab and the 综合 overview): by number in any spelling (`GB/T
   * 601-2016`, `GBT601`, `gb 5009.3` — the number first, current editions before withdrawn ones), Chinese or
   * English title, issuing body, or a material it requires.
   */
  standardSearch: endpoint({
    title: '搜索法规标准',
    method: 'POST',
    path: `${PRODUCT_API}/index/standard/search`,
    body: keywordBody,
    paged: { defaultSize: 4, maxSize: 100 },
    data: z.array(standardHitSchema),
  }),
  /** Every method and standard page with its last change, for the sitemap (storefront, cached for an hour). */
  knowledgeSitemap: endpoint({
    title: '方法与标准页面列表（站点地图）',
    method: 'GET',
    path: `${PRODUCT_API}/index/knowledge/sitemap`,
    data: z.object({ methods: z.array(sitemapRow), standards: z.array(sitemapRow) }),
  }),
  /**
   * One keyword search a person made (the result screens send it from the browser once shown): what 热门搜索
   * counts. The searches themselves count nothing, so a cached result page, a crawler or page 2 never adds to it.
   */
  recordSearch: endpoint({
    title: '记录一次搜索（热门搜索计数）',
    method: 'POST',
    path: `${PRODUCT_API}/index/search/record`,
    body: keywordBody,
    data: z.object({ recorded: z.boolean() }),
  }),
  /**
   * Type-ahead for the header box: what the search (Enter) finds, in its order — the first ranked products as
   * names (Chinese or English), CAS numbers or catalogue numbers, at most SUGGEST_LIMIT. Nothing for a single
   * Latin letter or digit (one Chinese character is enough) or when the search finds nothing.
   */
  suggest: endpoint({
    title: '搜索联想（输入提示）',
    method: 'POST',
    path: `${PRODUCT_API}/index/suggest`,
    body: z.object({ keyword: searchKeyword }),
    auth: 'optional',
    data: z.array(suggestionSchema),
  }),
  hotSearch: endpoint({
    title: '热门搜索',
    method: 'GET',
    path: `${PRODUCT_API}/index/hotSearch`,
    data: hotSearchSchema,
  }),
  productByCas: endpoint({
    title: '按 CAS 号查商品',
    method: 'GET',
    path: `${PRODUCT_API}/prodproduct/byCas/{cas}`,
    params: z.object({
      cas: z
        .string()
        .max(40, '商品不存在')
        .transform(normaliseCas)
        .pipe(z.string().regex(/^\d{2,7}-\d{2}-\d$/, '商品不存在')),
    }),
    auth: 'optional',
    data: productDetailSchema,
  }),
  productByBrandCode: endpoint({
    title: '按品牌和货号查商品',
    method: 'GET',
    path: `${PRODUCT_API}/prodproduct/byBrandCode`,
    query: z.object({
      brandName: z.string().trim().min(1, '请提供品牌').max(100, '品牌名过长'),
      code: z.string().trim().min(1, '请提供货号').max(60, '货号过长'),
    }),
    auth: 'optional',
    data: productDetailSchema,
  }),
  /**
   * A product's depiction with atoms highlighted, `?atoms=3,4,5` (indices of the stored SMILES, as in
   * matchAtoms). The URL is fully determined by product and atoms, so it is cached for a day.
   */
  structureHighlight: endpoint({
    title: '高亮结构式图片',
    method: 'GET',
    path: `${PRODUCT_API}/structure/highlight/{productId}.svg`,
    params: z.object({ productId: idSchema }),
    query: z.object({ atoms: z.string().max(2000).optional().default('') }),
    produces: 'image/svg+xml',
    missingIs404: true,
    standIn503: true,
    data: z.null(),
  }),
} as const;

/** The highlighted depiction (search.structureHighlight). */
export const STRUCTURE_HIGHLIGHT_PATH = search.structureHighlight.path;
export const MAX_HIGHLIGHT_ATOMS = 300;
export const highlightUrl = (productId: number, atoms: number[]) =>
  `${buildPath(STRUCTURE_HIGHLIGHT_PATH, { productId })}?atoms=${atoms.slice(0, MAX_HIGHLIGHT_ATOMS).join(',')}`;

export const highlightParams = z.object({ productId: idSchema });
