import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pageBody } from './common';
import { statementSchema } from './regulatory';
import { searchKeyword } from './search';

const PRODUCT_API = '/mall/shopping/product/api';

/**
 * The data centre (数据): one data record per substance we sell (keyed by InChIKey: products of several
 * brands with one structure share it), with RDKit-computed properties, and the curated secondary libraries.
 * Our own calls (SPEC §2 names the pages, not their calls); docs/api.md "Data".
 */

/** A record in a list: identifiers and how many listed products sell it. */
export const dataRecordCardSchema = z.object({
  id: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  cas: z.string(),
  formula: z.string(),
  mw: z.number(),
  inchiKey: z.string(),
  /** The structure depiction (catalogue.structure), under the API base. */
  imgUrl: z.string(),
  productCount: z.number().int(),
});
export type DataRecordCard = z.infer<typeof dataRecordCardSchema>;

/** Computed by RDKit MinimalLib from the structure (Crippen logP, topological PSA in Å², Lipinski-style counts). */
export const computedPropertiesSchema = z.object({
  exactMass: z.number(),
  logP: z.number(),
  tpsa: z.number(),
  hbd: z.number().int(),
  hba: z.number().int(),
  rotatableBonds: z.number().int(),
  rings: z.number().int(),
});

/** What an external chemical-information provider adds (server/providers/chem-info), labelled with its source. */
export const externalInfoSchema = z.object({
  /** Who says so: 'PubChem', or '本店目录' (the offline default: our own products' synonyms). */
  source: z.string(),
  /** The record's page at the source; null for our own data. */
  url: z.string().nullable(),
  cid: z.number().int().nullable(),
  iupacName: z.string().nullable(),
  xlogp: z.number().nullable(),
  synonyms: z.array(z.string()),
});
export type ExternalInfo = z.infer<typeof externalInfoSchema>;

export const dataRecordSchema = dataRecordCardSchema.extend({
  inchi: z.string(),
  smiles: z.string(),
  properties: computedPropertiesSchema,
  /** GHS classification recorded for a product of this substance (the product hazard profiles); null when none. */
  ghs: z
    .object({
      signalWord: z.enum(['危险', '警告']).nullable(),
      pictograms: z.array(z.string()),
      classes: z.array(z.string()),
      hStatements: z.array(statementSchema),
      sources: z.string(),
    })
    .nullable(),
  /** Pharmacopoeial methods naming a product of this substance (method_standards). */
  methods: z.array(
    z.object({
      id: z.number().int(),
      pharmacopoeia: z.string(),
      edition: z.string(),
      monograph: z.string(),
      testItem: z.string(),
      technique: z.string(),
      role: z.string(),
      label: z.string().nullable(),
    }),
  ),
  /** Standards calling for it (standard_materials, by product or CAS). */
  standards: z.array(z.object({ id: z.number().int(), number: z.string(), titleCn: z.string(), status: z.string() })),
  /** The listed products selling it. */
  products: z.array(z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), brandName: z.string(), purity: z.string() })),
  /** The secondary libraries it belongs to. */
  libraries: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Added by the configured chemical-information provider (offline default: our own synonyms); null when it has nothing. */
  external: externalInfoSchema.nullable(),
});
export type DataRecord = z.infer<typeof dataRecordSchema>;

export const LIBRARY_KINDS = ['nitrosamine', 'residual-solvent', 'impurity-family'] as const;

export const libraryCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  title: z.string(),
  intro: z.string(),
  source: z.string(),
  memberCount: z.number().int(),
  /** Members we sell (with a data record). */
  soldCount: z.number().int(),
});
export type LibraryCard = z.infer<typeof libraryCardSchema>;

export const libraryMemberSchema = z.object({
  nameCn: z.string(),
  nameEn: z.string().nullable(),
  cas: z.string().nullable(),
  note: z.string().nullable(),
  /** Our data record of the member; null when we do not sell it. */
  recordId: z.number().int().nullable(),
  products: z.array(z.object({ id: z.number().int(), code: z.string(), nameCn: z.string(), brandName: z.string() })),
});
export type LibraryMember = z.infer<typeof libraryMemberSchema>;

const dataKeywordBody = pageBody.extend({ keyword: searchKeyword.optional() });

export const data = {
  /** An empty keyword lists every record, newest first (the data home's 最新数据, the sitemap). */
  search: endpoint({
    title: '数据搜索（名称、CAS、分子式、InChIKey）',
    method: 'POST',
    path: `${PRODUCT_API}/data/search`,
    body: dataKeywordBody,
    paged: { defaultSize: 20, maxSize: 100 },
    data: z.array(dataRecordCardSchema),
  }),
  /** The /searchIndex 数据 tab (tab 4), like the other search-centre cards (pageSize 4). */
  indexSearch: endpoint({
    title: '搜索数据（综合搜索卡片）',
    method: 'POST',
    path: `${PRODUCT_API}/index/data/search`,
    body: z.object({ keyword: searchKeyword }),
    paged: { defaultSize: 4, maxSize: 100 },
    data: z.array(dataRecordCardSchema),
  }),
  record: endpoint({
    title: '数据记录详情',
    method: 'GET',
    path: `${PRODUCT_API}/data/getById/{id}`,
    params: idParams,
    data: dataRecordSchema,
  }),
  libraries: endpoint({
    title: '二级数据库列表',
    method: 'GET',
    path: `${PRODUCT_API}/data/library/list`,
    data: z.array(libraryCardSchema),
  }),
  library: endpoint({
    title: '二级数据库详情（成员分页）',
    method: 'POST',
    path: `${PRODUCT_API}/data/library/{id}`,
    params: idParams,
    body: pageBody,
    paged: { defaultSize: 50, maxSize: 100 },
    data: z.object({ library: libraryCardSchema, members: z.array(libraryMemberSchema) }),
  }),
} as const;
