import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { structureUrl } from '../../../lib/api/contract/catalogue';
import type { DataRecord, DataRecordCard } from '../../../lib/api/contract/data';
import type { Db } from '../../db/client';
import { apiItems, brands, compoundRecords, methods, methodStandards, products, secondaryLibraries, secondaryLibraryMembers, standardMaterials, standards } from '../../db/schema';
import type { ChemInfoProvider } from '../../providers/chem-info';
import { hazardProfileOf } from '../regulatory';
import { matchingRecordKeys } from './match';

// The outer table named in full: drizzle writes a single-table select's columns unqualified, and an unqualified
// "inchi_key" here would be the sub-query's own (every listed product counted).
const productCount = sql<number>`(select count(*)::int from ${products} p where p.inchi_key = "compound_records"."inchi_key" and p.status = 1)`;

const cardColumns = {
  id: compoundRecords.id,
  nameCn: compoundRecords.nameCn,
  nameEn: compoundRecords.nameEn,
  cas: compoundRecords.cas,
  formula: compoundRecords.formula,
  mw: compoundRecords.mw,
  inchiKey: compoundRecords.inchiKey,
  productCount,
};

const toCard = (r: Omit<DataRecordCard, 'imgUrl'>): DataRecordCard => ({ ...r, imgUrl: structureUrl(r.inchiKey) });

/** Records found by a keyword (matchingRecordKeys), most exact first; an empty keyword lists them all, newest first. */
export async function searchRecords(db: Db, keyword: string, limit: number, offset: number, pool?: number): Promise<{ rows: DataRecordCard[]; total: number }> {
  if (!keyword.trim()) {
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(compoundRecords);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows = await db.select(cardColumns).from(compoundRecords).orderBy(desc(compoundRecords.id)).limit(limit).offset(offset);
    return { rows: rows.map(toCard), total };
  }
  const keys = await matchingRecordKeys(db, keyword, pool);
  const page = keys.slice(offset, offset + limit);
  if (!page.length) return { rows: [], total: keys.length };
  const rows = await db.select(cardColumns).from(compoundRecords).where(inArray(compoundRecords.inchiKey, page));
  const at = new Map(page.map((k, i) => [k, i]));
  rows.sort((a, b) => at.get(a.inchiKey)! - at.get(b.inchiKey)!);
  return { rows: rows.map(toCard), total: keys.length };
}

/** One record with everything that cites or sells it, and what the chemical-information provider adds; null when unknown. */
export async function recordById(db: Db, id: number, chemInfo: ChemInfoProvider): Promise<DataRecord | null> {
  const [r] = await db.select().from(compoundRecords).where(eq(compoundRecords.id, id));
  if (!r) return null;
  const sellers = await db
    .select({ id: products.id, code: products.code, nameCn: products.nameCn, brandName: brands.name, purity: products.purity, synonyms: products.synonyms })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.inchiKey, r.inchiKey), eq(products.status, 1)))
    .orderBy(asc(products.id));
  const productIds = sellers.map((p) => p.id);
  const codes = sellers.map((p) => p.code);

  let ghs: DataRecord['ghs'] = null;
  for (const pid of productIds) {
    const profile = await hazardProfileOf(db, pid);
    if (profile) {
      ghs = { signalWord: profile.signalWord, pictograms: profile.pictograms, classes: profile.classes, hStatements: profile.hStatements, sources: profile.sources };
      break;
    }
  }

  const methodRows = productIds.length
    ? await db
        .select({
          id: methods.id,
          pharmacopoeia: methods.pharmacopoeia,
          edition: methods.edition,
          monograph: methods.monograph,
          testItem: methods.testItem,
          technique: methods.technique,
          role: methodStandards.role,
          label: methodStandards.label,
        })
        .from(methodStandards)
        .innerJoin(methods, eq(methods.id, methodStandards.methodId))
        .innerJoin(apiItems, eq(apiItems.id, methods.apiItemId))
        .where(inArray(methodStandards.productId, productIds))
        .orderBy(asc(apiItems.sort), asc(methods.sort))
    : [];
  const seenMethods = new Set<number>();
  const citingMethods = methodRows.filter((m) => !seenMethods.has(m.id) && seenMethods.add(m.id));

  const standardRows = await db
    .selectDistinct({ id: standards.id, number: standards.number, titleCn: standards.titleCn, status: standards.status })
    .from(standardMaterials)
    .innerJoin(standards, eq(standards.id, standardMaterials.standardId))
    .where(codes.length ? or(eq(standardMaterials.cas, r.cas), inArray(standardMaterials.productCode, codes)) : eq(standardMaterials.cas, r.cas))
    .orderBy(asc(standards.id));

  const libraryRows = await db
    .selectDistinct({ id: secondaryLibraries.id, title: secondaryLibraries.title, sort: secondaryLibraries.sort })
    .from(secondaryLibraryMembers)
    .innerJoin(secondaryLibraries, eq(secondaryLibraries.id, secondaryLibraryMembers.libraryId))
    .where(codes.length ? or(eq(secondaryLibraryMembers.cas, r.cas), inArray(secondaryLibraryMembers.productCode, codes)) : eq(secondaryLibraryMembers.cas, r.cas))
    .orderBy(asc(secondaryLibraries.sort));

  const ownSynonyms = [...new Set(sellers.flatMap((p) => p.synonyms))];
  const external = await chemInfo.lookup({ inchiKey: r.inchiKey, cas: r.cas, ownSynonyms });

  return {
    ...toCard({ id: r.id, nameCn: r.nameCn, nameEn: r.nameEn, cas: r.cas, formula: r.formula, mw: r.mw, inchiKey: r.inchiKey, productCount: sellers.length }),
    inchi: r.inchi,
    smiles: r.smiles,
    properties: { exactMass: r.exactMass, logP: r.logP, tpsa: r.tpsa, hbd: r.hbd, hba: r.hba, rotatableBonds: r.rotatableBonds, rings: r.rings },
    ghs,
    methods: citingMethods,
    standards: standardRows,
    products: sellers.map(({ synonyms: _s, ...p }) => p),
    libraries: libraryRows.map(({ id, title }) => ({ id, title })),
    external,
  };
}
