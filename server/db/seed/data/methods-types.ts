/** Shapes of the methods seed data (plain data, no DB imports). */

export type Pharmacopoeia = 'ChP' | 'USP-NF' | 'EP' | 'JP';
export type TestItem = '有关物质' | '含量测定' | '鉴别' | '残留溶剂' | '溶出度' | '特定杂质';
export type Technique = 'HPLC' | 'GC' | 'TLC' | '滴定' | 'IR' | 'UV';
export type StandardRole = '对照品' | '杂质对照品' | '系统适用性对照品';

/** The edition each method refers to (one per pharmacopoeia: the current one). */
export const EDITIONS: Record<Pharmacopoeia, string> = {
  ChP: '2025年版',
  'USP-NF': 'USP–NF 2025',
  EP: 'Ph. Eur. 11',
  JP: 'JP XVIII',
};

/** An API (原料药) item: SPEC §7 `prodapiitem`, classified as SPEC §3 `classificationFilter` names it. */
export interface SeedApiItem {
  /** CAS RN of the API as the seed catalogue lists it (the key). */
  cas: string;
  nameCn: string;
  nameEn: string;
  /** code of the seed product that sells the API itself, if any */
  productCode?: string;
  /** categorys: 药物类别 */
  category: string;
  /** compounds: 化合物类别 */
  compound: string;
  /** medicationUses: 用药用途 */
  medicationUses: string[];
  /** type */
  type: '化学药';
}

/** A product a method names, by seed product code. */
export interface SeedMethodStandard {
  code: string;
  role: StandardRole;
  /** how the method calls it (e.g. 'EP 杂质A', '杂质I'), when not by its own name */
  label?: string;
}

export interface SeedMethod {
  /** CAS of the SeedApiItem */
  api: string;
  pharmacopoeia: Pharmacopoeia;
  /** monograph title as printed (Chinese for ChP, English otherwise) */
  monograph: string;
  testItem: TestItem;
  /** the monograph's own heading when it differs from the test item */
  heading?: string;
  technique: Technique;
  /** our own words; no numeric limits, column dimensions or wavelengths */
  summary: string;
  standards: SeedMethodStandard[];
}
