import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiItems, methods, methodStandards, products, standardMaterials, standards } from '../../db/schema';
import type { RecordText } from '../analyse';

/**
 * What each kind of knowledge record is searched by. A source loads every record of its kind as a KnowledgeDoc
 * (plain text, no analysis); the indexer (indexer.ts) hashes and analyses it into knowledge_search. Adding a kind
 * (e.g. the compound data records) is one more source in KNOWLEDGE_SOURCES and its name in KNOWLEDGE_KINDS.
 */

export const KNOWLEDGE_KINDS = ['method', 'standard'] as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];

export interface KnowledgeDoc extends RecordText {
  refId: number;
  /** Identifiers of the record itself (CAS, a standard's normalised keys): rank 0 when typed. */
  keys: string[];
  /** Identifiers of what the record cites (the CAS of a standard a method needs): found, ranked after its own. */
  relatedKeys: string[];
  /** A standard's key without the year; '' for other kinds. */
  numberBase: string;
  sort: number;
}

export interface KnowledgeSource {
  kind: KnowledgeKind;
  load(db: Db): Promise<KnowledgeDoc[]>;
}

/** What people call each pharmacopoeia (codes, Chinese and English names). */
export const PHARMACOPOEIA_WORDS: Record<string, string[]> = {
  ChP: ['ChP', '中国药典', '中华人民共和国药典', 'Chinese Pharmacopoeia'],
  'USP-NF': ['USP', 'USP-NF', '美国药典', 'United States Pharmacopeia'],
  EP: ['EP', 'Ph. Eur.', '欧洲药典', 'European Pharmacopoeia'],
  JP: ['JP', '日本药局方', '日本药典', 'Japanese Pharmacopoeia'],
};

/** The test items and techniques as they are also written (English headings, full Chinese names). */
const TEST_ITEM_WORDS: Record<string, string[]> = {
  有关物质: ['related substances'],
  含量测定: ['assay'],
  鉴别: ['identification'],
  残留溶剂: ['residual solvents'],
  溶出度: ['dissolution'],
  特定杂质: ['specified impurities'],
};
const TECHNIQUE_WORDS: Record<string, string[]> = {
  HPLC: ['高效液相色谱法', 'liquid chromatography'],
  GC: ['气相色谱法', 'gas chromatography'],
  TLC: ['薄层色谱法', 'thin-layer chromatography'],
  滴定: ['滴定法', 'titration'],
  IR: ['红外分光光度法', 'infrared spectrophotometry'],
  UV: ['紫外-可见分光光度法', 'ultraviolet spectrophotometry'],
};

const group = <T, K>(rows: T[], keyOf: (r: T) => K) => {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(keyOf(r), [...(out.get(keyOf(r)) ?? []), r]);
  return out;
};

/** A method is found by its API (Chinese, English, synonyms, pinyin, CAS), pharmacopoeia, monograph, test item, technique and the standards it needs. */
export const methodSource: KnowledgeSource = {
  kind: 'method',
  async load(db) {
    const rows = await db
      .select({
        id: methods.id,
        pharmacopoeia: methods.pharmacopoeia,
        edition: methods.edition,
        monograph: methods.monograph,
        testItem: methods.testItem,
        heading: methods.heading,
        technique: methods.technique,
        sort: methods.sort,
        nameCn: apiItems.nameCn,
        nameEn: apiItems.nameEn,
        cas: apiItems.cas,
        synonyms: products.synonyms,
      })
      .from(methods)
      .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
      .leftJoin(products, eq(products.id, apiItems.productId))
      .orderBy(asc(methods.id));
    const needed = rows.length
      ? await db
          .select({ methodId: methodStandards.methodId, label: methodStandards.label, nameCn: products.nameCn, nameEn: products.nameEn, cas: products.cas, code: products.code })
          .from(methodStandards)
          .innerJoin(products, eq(products.id, methodStandards.productId))
          .where(inArray(methodStandards.methodId, rows.map((r) => r.id)))
          .orderBy(asc(methodStandards.methodId), asc(methodStandards.sort))
      : [];
    const neededBy = group(needed, (n) => n.methodId);
    return rows.map((m) => {
      const uses = neededBy.get(m.id) ?? [];
      const words = PHARMACOPOEIA_WORDS[m.pharmacopoeia] ?? [m.pharmacopoeia];
      return {
        refId: m.id,
        primary: [m.nameCn, m.nameEn, m.monograph],
        names: [
          ...(m.synonyms ?? []),
          ...(m.heading ? [m.heading] : []),
          `${m.nameCn}${m.testItem}`,
          `${m.monograph} ${m.testItem}`,
          ...words.slice(0, 2).map((w) => `${w} ${m.monograph} ${m.testItem}`),
          ...words.slice(0, 2).map((w) => `${w} ${m.nameCn} ${m.testItem}`),
        ],
        related: [
          ...words,
          m.edition,
          m.testItem,
          ...(TEST_ITEM_WORDS[m.testItem] ?? []),
          m.technique,
          ...(TECHNIQUE_WORDS[m.technique] ?? []),
          ...uses.flatMap((u) => [u.nameCn, u.nameEn, u.code, ...(u.label ? [u.label] : [])]),
        ],
        ids: [m.cas, ...uses.map((u) => u.cas).filter(Boolean)],
        keys: [m.cas],
        relatedKeys: uses.map((u) => u.cas).filter((c) => c && c !== m.cas),
        numberBase: '',
        sort: m.sort,
      };
    });
  },
};

/** Current standards first, then those about to take effect, then withdrawn editions. */
export const STATUS_RANK: Record<string, number> = { 现行: 0, 即将实施: 1, 废止: 2 };

/** A standard is found by its number (every spelling: the normalised keys), titles, issuing body, area and the materials it requires. */
export const standardSource: KnowledgeSource = {
  kind: 'standard',
  async load(db) {
    const rows = await db.select().from(standards).orderBy(asc(standards.id));
    const materials = group(
      rows.length ? await db.select().from(standardMaterials).orderBy(asc(standardMaterials.standardId), asc(standardMaterials.sort)) : [],
      (m) => m.standardId,
    );
    return rows.map((s) => {
      const uses = materials.get(s.id) ?? [];
      return {
        refId: s.id,
        primary: [s.number, s.titleCn, ...(s.titleEn ? [s.titleEn] : [])],
        names: [`${s.number} ${s.titleCn}`, ...(s.issuedBy ? [s.issuedBy] : [])],
        related: [s.field, s.status, ...uses.flatMap((m) => [m.nameCn, ...(m.nameEn ? [m.nameEn] : [])])],
        ids: [s.key, s.baseKey, ...uses.flatMap((m) => (m.cas ? [m.cas] : []))],
        keys: [...new Set([s.key, s.baseKey])],
        relatedKeys: uses.flatMap((m) => (m.cas ? [m.cas] : [])),
        numberBase: s.baseKey,
        sort: (STATUS_RANK[s.status] ?? 3) * 100_000 + s.id,
      };
    });
  },
};

/** Every kind that keyword search covers besides products. */
export const KNOWLEDGE_SOURCES: KnowledgeSource[] = [methodSource, standardSource];
