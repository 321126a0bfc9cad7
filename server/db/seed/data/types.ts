/** Shapes of the seed catalogue (plain data, no DB imports). */

export interface SeedBrand {
  key: string;
  /** Chinese display name */
  name: string;
  nameEn: string;
  country: string;
  /** 2-4 sentence Chinese description */
  story: string;
}

export interface SeedCategory {
  key: string;
  name: string;
  children?: SeedCategory[];
}

export interface SeedSku {
  /** e.g. '10mg', '100mg', '1g', '1mL(1mg/mL,甲醇)' */
  pack: string;
  /** price in fen (1 CNY = 100 fen) */
  priceFen: number;
  /** 0 = made to order */
  stock: number;
  deliveryDays: number;
}

export interface SeedProduct {
  /** unique catalogue number, e.g. 'RM-A001' */
  code: string;
  nameCn: string;
  nameEn: string;
  synonyms: string[];
  /** CAS RN with a valid check digit */
  cas: string;
  /** structure; salts/hydrates as dot-separated components, isotopes as [2H]/[13C] */
  smiles: string;
  /** Hill formula exactly as describeMolecule(smiles).formula prints it */
  formula: string;
  purity: string;
  storage: string;
  shipping: string;
  /** a SeedBrand key */
  brand: string;
  /** a leaf SeedCategory key */
  category: string;
  /** for impurities, intermediates, metabolites and labelled analogues: CAS of the parent API */
  parentCas?: string;
  /** pharmacopoeial designation, e.g. 'EP Impurity K' */
  impurityLabel?: string;
  skus: SeedSku[];
}

/** A reference material a standard calls for (see server/db/schema/standards.ts). */
export interface SeedStandardMaterial {
  nameCn: string;
  nameEn?: string;
  /** CAS RN with a valid check digit, when the material is one substance */
  cas?: string;
  /** what the standard uses it for, when more than "an analyte" */
  role?: string;
  /** code of the seed product that sells it — only where we really sell this substance */
  product?: string;
}

/** A national or industry standard; facts we are not sure of are left out (null in the table). */
export interface SeedStandard {
  /** as printed, with the year: 'GB/T 601-2016' */
  number: string;
  field: '化学试剂' | '计量' | '化学品安全' | '职业卫生' | '食品安全' | '农兽药残留' | '饮用水' | '环境监测';
  titleCn: string;
  titleEn?: string;
  issuedBy?: string;
  /** 'YYYY-MM-DD' */
  issuedOn?: string;
  effectiveOn?: string;
  status: '现行' | '即将实施' | '废止';
  /** numbers as printed of seeded standards this one replaces */
  replaces?: string[];
  /** what it covers, in our own words */
  scope: string;
  materials?: SeedStandardMaterial[];
}
