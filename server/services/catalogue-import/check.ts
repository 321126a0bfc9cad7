import { and, eq, inArray, or } from 'drizzle-orm';
import { DESK_MSG } from '../../../lib/api/contract/catalogue-desk';
import { IMPORT_ROW_MSG, type ImportCounts, type ImportPhase } from '../../../lib/api/contract/catalogue-import';
import { parseFormula } from '../../chem/formula';
import type { Db } from '../../db/client';
import { catalogueImportRows, products, skus } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { StructureDescription } from '../../search/structure-engine';
import { describeStructure } from '../catalogue-desk/structure';
import type { Refs } from './refs';
import type { ParsedRow, RowProblem } from './row';

/**
 * A batch of rows judged against the catalogue and the file's earlier rows, without writing: the dry run's whole
 * work and the import's first step. Every row gets its problems or its outcome (created, updated, unchanged). The
 * structure is read by the catalogue desk's own structure check (RDKit in the chem worker); a row's catalogue
 * number, CAS and InChIKey are compared with the catalogue and with the rows before it in the file (the job's
 * catalogue_import_rows, committed batch by batch, and the batch's own earlier rows).
 */

export type Outcome = keyof ImportCounts;
export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;

/** What a row of the file said, as kept for the rows after it. */
export interface FileRow {
  ordinal: number;
  rowNo: number;
  code: string;
  cas: string | null;
  inchiKey: string | null;
  pack: string | null;
  productHash: string | null;
  outcome: Outcome;
}

export interface JudgedRow {
  row: ParsedRow;
  problems: RowProblem[];
  outcome: Outcome;
  structure: StructureDescription | null;
  brandId?: number;
  categoryId?: number;
  file: FileRow;
}

/** The chem worker is down: not the row's fault. The batch is tried again later. */
export class ChemDown extends Error {}

async function describeAll(rows: ParsedRow[]): Promise<(StructureDescription | null)[]> {
  return Promise.all(
    rows.map(async (r) => {
      if (r.fields.structure === undefined) return null;
      try {
        return await describeStructure(r.fields.structure);
      } catch (err) {
        if (err instanceof ApiError && err.message === DESK_MSG.structureUnavailable) throw new ChemDown(err.message);
        if (err instanceof ApiError) return null;
        throw err;
      }
    }),
  );
}


/** Element counts of a formula, isotopes counted as their element (RDKit writes D, T and [13C]). */
function elementsOf(formula: string): Record<string, number> | null {
  return parseFormula(formula.replace(/\[\d+([A-Z][a-z]?)\]/g, '$1').replace(/[DT](?![a-z])/g, 'H').replace(/[+-]\d*$/, ''));
}

function sameFormula(given: string, actual: string): boolean | null {
  const a = elementsOf(given);
  if (!a) return null;
  const b = elementsOf(actual);
  if (!b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}

export interface CatalogueView {
  byCode: Map<string, ProductRow>;
  skusOf: Map<number, SkuRow[]>;
  byCas: Map<string, { code: string; inchiKey: string }[]>;
  byKey: Map<string, { code: string }[]>;
  earlier: FileRow[];
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

/** The catalogue's products and the file's earlier rows that the batch's rows name. */
async function viewOf(db: Db, jobId: number, phase: ImportPhase, rows: ParsedRow[], described: (StructureDescription | null)[]): Promise<CatalogueView> {
  const codes = [...new Set(rows.flatMap((r) => [r.fields.code, r.fields.parentCode ?? ''].filter(Boolean)))];
  const cases = [...new Set(rows.map((r) => r.fields.cas).filter((c): c is string => !!c))];
  const keys = [...new Set(described.map((d) => d?.inchiKey).filter((k): k is string => !!k))];
  const none = ['\u0000'];
  const byCodeRows = await db.select().from(products).where(inArray(products.code, codes.length ? codes : none));
  const skuRows = byCodeRows.length ? await db.select().from(skus).where(inArray(skus.productId, byCodeRows.map((p) => p.id))) : [];
  const casRows = await db.select({ code: products.code, cas: products.cas, inchiKey: products.inchiKey }).from(products).where(inArray(products.cas, cases.length ? cases : none));
  const keyRows = await db.select({ code: products.code, inchiKey: products.inchiKey }).from(products).where(inArray(products.inchiKey, keys.length ? keys : none));
  const t = catalogueImportRows;
  const earlier = await db
    .select({ ordinal: t.ordinal, rowNo: t.rowNo, code: t.code, cas: t.cas, inchiKey: t.inchiKey, pack: t.pack, productHash: t.productHash, outcome: t.outcome })
    .from(t)
    .where(and(eq(t.jobId, jobId), eq(t.phase, phase), or(inArray(t.code, codes.length ? codes : none), inArray(t.cas, cases.length ? cases : none), inArray(t.inchiKey, keys.length ? keys : none))))
    .orderBy(t.ordinal);
  return {
    byCode: new Map(byCodeRows.map((p) => [p.code, p])),
    skusOf: groupBy(skuRows, (s) => s.productId),
    byCas: groupBy(casRows, (r) => r.cas),
    byKey: groupBy(keyRows, (r) => r.inchiKey),
    earlier: earlier.map((r) => ({ ...r, outcome: r.outcome as Outcome })),
  };
}

/** A parent given by catalogue number: its id, none (null), one an earlier row of the file makes, or not given. */
type ParentRef = number | null | typeof FROM_FILE | undefined;
const FROM_FILE = 'file';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether writing the row would change the product or its SKU. */
function changes(row: ParsedRow, d: StructureDescription, existing: ProductRow, skuRows: SkuRow[], refs: { brandId?: number; categoryId?: number; parentId?: ParentRef }): boolean {
  const f = row.fields;
  const differs = (given: unknown, stored: unknown) => given !== undefined && given !== stored;
  if (
    differs(f.nameCn, existing.nameCn) ||
    differs(f.nameEn, existing.nameEn) ||
    differs(f.cas, existing.cas) ||
    differs(f.purity, existing.purity) ||
    differs(f.storage, existing.storage) ||
    differs(f.shipping, existing.shipping) ||
    differs(f.impurityLabel, existing.impurityLabel) ||
    differs(refs.brandId, existing.brandId) ||
    differs(refs.categoryId, existing.categoryId) ||
    (refs.parentId === FROM_FILE || differs(refs.parentId, existing.parentId)) ||
    d.canonicalSmiles !== existing.canonicalSmiles ||
    d.inchiKey !== existing.inchiKey ||
    (f.synonyms !== undefined && !sameList(f.synonyms, existing.synonyms))
  ) {
    return true;
  }
  if (!f.sku) return false;
  const sku = skuRows.find((s) => s.pack === f.sku!.pack);
  return !sku || sku.priceFen !== f.sku.priceFen || (f.sku.deliveryDays !== null && sku.deliveryDays !== f.sku.deliveryDays);
}

/** Judges a batch (rows in file order). */
export async function judgeBatch(db: Db, jobId: number, phase: ImportPhase, rows: ParsedRow[], refs: Refs): Promise<JudgedRow[]> {
  const described = await describeAll(rows);
  const view = await viewOf(db, jobId, phase, rows, described);
  const seen: FileRow[] = [...view.earlier];
  const accepted = (r: FileRow) => r.outcome !== 'refused';
  const judged: JudgedRow[] = [];
  rows.forEach((row, i) => {
    const f = row.fields;
    const problems = [...row.problems];
    const d = described[i];
    if (f.structure !== undefined && !d) problems.push({ field: 'structure', message: DESK_MSG.structure });
    if (d && f.formula) {
      const same = sameFormula(f.formula, d.formula);
      if (same === null) problems.push({ field: 'formula', message: IMPORT_ROW_MSG.formulaUnreadable(f.formula) });
      else if (!same) problems.push({ field: 'formula', message: IMPORT_ROW_MSG.formulaMismatch(f.formula, d.formula) });
    }
    let brandId: number | undefined;
    let categoryId: number | undefined;
    if (f.brand) {
      const b = refs.brand(f.brand);
      if ('problem' in b) problems.push({ field: 'brand', message: b.problem });
      else brandId = b.id;
    }
    if (f.category) {
      const c = refs.category(f.category);
      if ('problem' in c) problems.push({ field: 'category', message: c.problem });
      else categoryId = c.id;
    }
    // Rows of one catalogue number: one product (same fields) with a different pack each.
    const sameCode = seen.filter((s) => s.code === f.code && f.code);
    if (sameCode.length) {
      const agrees = sameCode.every((s) => s.productHash === row.productHash && s.pack && f.sku && s.pack !== f.sku.pack);
      if (!agrees) problems.push({ field: 'code', message: IMPORT_ROW_MSG.duplicateCode(sameCode[0].rowNo) });
    }
    if (d && f.cas) {
      const inFile = seen.find((s) => accepted(s) && s.cas === f.cas && s.inchiKey !== d.inchiKey && s.code !== f.code);
      const inCatalogue = (view.byCas.get(f.cas) ?? []).find((p) => p.inchiKey !== d.inchiKey && p.code !== f.code);
      if (inFile) problems.push({ field: 'cas', message: IMPORT_ROW_MSG.casOtherStructureInFile(inFile.rowNo) });
      else if (inCatalogue) problems.push({ field: 'cas', message: IMPORT_ROW_MSG.casOtherStructure(inCatalogue.code) });
    }
    if (d) {
      const inFile = seen.find((s) => accepted(s) && s.inchiKey === d.inchiKey && s.code !== f.code);
      const inCatalogue = (view.byKey.get(d.inchiKey) ?? []).find((p) => p.code !== f.code);
      if (inFile) problems.push({ field: 'structure', message: IMPORT_ROW_MSG.structureOtherCodeInFile(inFile.rowNo) });
      else if (inCatalogue) problems.push({ field: 'structure', message: IMPORT_ROW_MSG.structureOtherCode(inCatalogue.code) });
    }
    let parentId: ParentRef;
    if (f.parentCode !== undefined) {
      if (f.parentCode === null) parentId = null;
      else if (f.parentCode === f.code) problems.push({ field: 'parentCode', message: DESK_MSG.parentSelf });
      else if (view.byCode.has(f.parentCode)) parentId = view.byCode.get(f.parentCode)!.id;
      else if (!seen.some((s) => accepted(s) && s.code === f.parentCode)) problems.push({ field: 'parentCode', message: IMPORT_ROW_MSG.parentUnknown(f.parentCode) });
      else parentId = FROM_FILE;
    }
    let outcome: Outcome = 'refused';
    if (problems.length === 0 && d) {
      const existing = view.byCode.get(f.code);
      if (existing) outcome = changes(row, d, existing, view.skusOf.get(existing.id) ?? [], { brandId, categoryId, parentId }) ? 'updated' : 'unchanged';
      else outcome = sameCode.some(accepted) ? 'updated' : 'created';
    }
    const file: FileRow = { ordinal: row.ordinal, rowNo: row.rowNo, code: f.code.slice(0, 100), cas: f.cas ?? null, inchiKey: d?.inchiKey ?? null, pack: f.sku?.pack ?? null, productHash: row.productHash, outcome };
    seen.push(file);
    judged.push({ row, problems, outcome, structure: d, brandId, categoryId, file });
  });
  return judged;
}
