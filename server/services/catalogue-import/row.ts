import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { casRule, productDraftBody, skuSaveBody, structureRule } from '../../../lib/api/contract/catalogue-desk';
import { IMPORT_FIELD_TEXT, IMPORT_ROW_MSG, REQUIRED_IMPORT_FIELDS, type ImportField, type ImportMapping } from '../../../lib/api/contract/catalogue-import';
import { normaliseCas } from '../../../lib/chem/cas';
import type { SourceRow } from './source';

/**
 * One file row as the fields of a product, each checked by the catalogue desk's own rules (productDraftBody,
 * skuSaveBody: the same limits and Chinese messages as a desk save). A field the mapping leaves out is undefined:
 * an update keeps what the product has, a new product gets the desk's default. Nothing here reads the database.
 */

export interface RowProblem {
  field: ImportField | 'row';
  message: string;
}

export interface RowSku {
  pack: string;
  priceFen: number;
  /** null: not given (a new SKU gets DEFAULT_DELIVERY_DAYS, an existing one keeps its own). */
  deliveryDays: number | null;
}

export interface RowFields {
  code: string;
  nameCn?: string;
  nameEn?: string;
  synonyms?: string[];
  cas?: string;
  structure?: string;
  purity?: string;
  storage?: string;
  shipping?: string;
  brand?: string;
  category?: string;
  /** null: given empty (no parent). */
  parentCode?: string | null;
  impurityLabel?: string | null;
  formula?: string;
  sku: RowSku | null;
}

export interface ParsedRow {
  ordinal: number;
  rowNo: number;
  fields: RowFields;
  problems: RowProblem[];
  /** The product fields as given: rows of one catalogue number must agree on them. */
  productHash: string;
}

const shape = productDraftBody.shape;
const skuShape = skuSaveBody.shape;

/** The value of a rule, or its first message as the row's problem. */
function checked<T>(rule: z.ZodType<T>, value: unknown, field: ImportField, problems: RowProblem[]): T | undefined {
  const r = rule.safeParse(value);
  if (r.success) return r.data;
  problems.push({ field, message: r.error.issues[0]?.message ?? `${IMPORT_FIELD_TEXT[field]}不正确` });
  return undefined;
}

const molOrSmiles = (text: string) => (/[\r\n]/.test(text.trim()) ? text : text.trim());

/** '¥1,200.50', '1200.5元', '120' → fen; null when it is no amount in yuan with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const t = text.normalize('NFKC').replace(/[\s,¥￥]|元|rmb|cny/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, part = ''] = t.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

function parseSku(value: (f: ImportField) => string | undefined, problems: RowProblem[]): RowSku | null {
  const pack = value('pack') ?? '';
  const price = value('price') ?? '';
  const days = value('deliveryDays') ?? '';
  if (!pack && !price) return null;
  if (!price) problems.push({ field: 'price', message: IMPORT_ROW_MSG.packWithoutPrice });
  if (!pack) problems.push({ field: 'pack', message: IMPORT_ROW_MSG.priceWithoutPack });
  const packText = pack ? checked(skuShape.pack, pack, 'pack', problems) : undefined;
  let priceFen: number | undefined;
  if (price) {
    const fen = yuanToFen(price);
    if (fen === null) problems.push({ field: 'price', message: IMPORT_ROW_MSG.price });
    else priceFen = checked(skuShape.priceFen, fen, 'price', problems);
  }
  let deliveryDays: number | null = null;
  if (days) {
    const n = days.replace(/\s*(天|日|days?|d)$/i, '');
    if (!/^\d+$/.test(n)) problems.push({ field: 'deliveryDays', message: IMPORT_ROW_MSG.deliveryDays });
    else deliveryDays = checked(skuShape.deliveryDays, Number(n), 'deliveryDays', problems) ?? null;
  }
  return packText !== undefined && priceFen !== undefined ? { pack: packText, priceFen, deliveryDays } : null;
}

export function parseRow(row: SourceRow, mapping: ImportMapping): ParsedRow {
  const problems: RowProblem[] = [];
  const value = (field: ImportField): string | undefined => {
    const column = mapping[field];
    return column === undefined ? undefined : (row.values.get(column) ?? '');
  };
  const codeText = (value('code') ?? '').trim();
  const fields: RowFields = { code: codeText, sku: null };
  if (row.tooLarge) return { ordinal: row.ordinal, rowNo: row.rowNo, fields, problems: [{ field: 'row', message: IMPORT_ROW_MSG.tooLarge }], productHash: '' };

  for (const field of REQUIRED_IMPORT_FIELDS) {
    if (!(value(field) ?? '').trim()) problems.push({ field, message: IMPORT_ROW_MSG.required(IMPORT_FIELD_TEXT[field]) });
  }
  const missing = new Set(problems.map((p) => p.field));
  const given = (field: ImportField) => !missing.has(field) && value(field) !== undefined;

  if (given('code')) fields.code = checked(shape.code, codeText, 'code', problems) ?? codeText;
  if (given('nameCn')) fields.nameCn = checked(shape.nameCn, value('nameCn'), 'nameCn', problems);
  if (given('nameEn')) fields.nameEn = checked(shape.nameEn, value('nameEn'), 'nameEn', problems);
  if (given('purity')) fields.purity = checked(shape.purity, value('purity'), 'purity', problems);
  if (given('storage')) fields.storage = checked(shape.storage, value('storage'), 'storage', problems);
  if (given('shipping')) fields.shipping = checked(shape.shipping, value('shipping'), 'shipping', problems);
  if (given('cas')) fields.cas = checked(casRule, normaliseCas(value('cas')!), 'cas', problems);
  // A molblock keeps its first lines even when blank (its title line often is): the rule checks, the text is kept as given.
  if (given('structure')) fields.structure = checked(structureRule, value('structure'), 'structure', problems) === undefined ? undefined : molOrSmiles(value('structure')!);
  if (given('brand')) fields.brand = value('brand')!.trim();
  if (given('category')) fields.category = value('category')!.trim();
  const synonyms = value('synonyms');
  if (synonyms !== undefined) {
    const list = synonyms.split(/[;；]/).map((s) => s.trim()).filter(Boolean);
    fields.synonyms = checked(shape.synonyms, [...new Set(list)], 'synonyms', problems);
  }
  const impurity = value('impurityLabel');
  if (impurity !== undefined) fields.impurityLabel = checked(shape.impurityLabel, impurity.trim() || null, 'impurityLabel', problems);
  const parent = value('parentCode');
  if (parent !== undefined) {
    const p = parent.trim();
    fields.parentCode = p ? (shape.code.safeParse(p).success ? p : (problems.push({ field: 'parentCode', message: IMPORT_ROW_MSG.parentCode }), undefined)) : null;
  }
  const formula = value('formula')?.trim();
  if (formula) fields.formula = formula;
  fields.sku = parseSku(value, problems);

  const f = fields;
  const productHash = createHash('sha1')
    .update(JSON.stringify([f.nameCn, f.nameEn, f.synonyms, f.cas, f.structure?.trim(), f.purity, f.storage, f.shipping, f.brand, f.category, f.parentCode, f.impurityLabel]))
    .digest('base64url');
  return { ordinal: row.ordinal, rowNo: row.rowNo, fields, problems, productHash };
}
