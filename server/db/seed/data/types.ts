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
