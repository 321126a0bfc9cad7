import type { z } from 'zod';
import { productDraftBody, type DeskProduct } from '@/lib/api/contract/catalogue-desk';
import type { GhsPictogram } from '@/lib/api/contract/regulatory';

/** The product editor's form: the draft as staff edit it (the category as a Cascader path, the GHS profile flattened). */
export interface ProductFormValues {
  code: string;
  nameCn: string;
  nameEn: string;
  synonyms: string[];
  cas: string;
  structure: string;
  purity: string;
  storage: string;
  shipping: string;
  impurityLabel: string;
  brandId: number | null;
  categoryPath: number[];
  parentId: number | null;
  /** 0: not a precursor chemical. */
  precursorCategory: 0 | 1 | 2 | 3;
  explosivePrecursor: boolean;
  hazardous: boolean;
  ghsRecorded: boolean;
  /** '': no signal word. */
  signalWord: '' | '危险' | '警告';
  pictograms: GhsPictogram[];
  hCodes: string[];
  pCodes: string[];
  unNumber: string;
}
export type ProductField = keyof ProductFormValues;

export const emptyProductForm = (): ProductFormValues => ({
  code: '',
  nameCn: '',
  nameEn: '',
  synonyms: [],
  cas: '',
  structure: '',
  purity: '',
  storage: '',
  shipping: '',
  impurityLabel: '',
  brandId: null,
  categoryPath: [],
  parentId: null,
  precursorCategory: 0,
  explosivePrecursor: false,
  hazardous: false,
  ghsRecorded: false,
  signalWord: '',
  pictograms: [],
  hCodes: [],
  pCodes: [],
  unNumber: '',
});

export function toFormValues(p: DeskProduct, categoryPath: number[]): ProductFormValues {
  const h = p.hazards;
  return {
    code: p.code,
    nameCn: p.nameCn,
    nameEn: p.nameEn,
    synonyms: [...p.synonyms],
    cas: p.cas,
    structure: p.smiles || p.molfile,
    purity: p.purity,
    storage: p.storage,
    shipping: p.shipping,
    impurityLabel: p.impurityLabel ?? '',
    brandId: p.brandId,
    categoryPath,
    parentId: p.parent?.id ?? null,
    precursorCategory: p.precursorCategory === 1 || p.precursorCategory === 2 || p.precursorCategory === 3 ? p.precursorCategory : 0,
    explosivePrecursor: p.explosivePrecursor,
    hazardous: p.hazardous,
    ghsRecorded: h !== null,
    signalWord: h?.signalWord ?? '',
    pictograms: [...(h?.pictograms ?? [])],
    hCodes: [...(h?.hCodes ?? [])],
    pCodes: [...(h?.pCodes ?? [])],
    unNumber: h?.unNumber ?? '',
  };
}

export type ProductDraftInput = z.input<typeof productDraftBody>;

/** The form as the API's draft; the contract (productDraftBody) checks it before it is sent. */
export function toDraft(v: ProductFormValues): ProductDraftInput {
  return {
    code: v.code,
    nameCn: v.nameCn,
    nameEn: v.nameEn,
    synonyms: v.synonyms.map((s) => s.trim()).filter(Boolean),
    cas: v.cas,
    structure: v.structure,
    purity: v.purity,
    storage: v.storage,
    shipping: v.shipping,
    impurityLabel: v.impurityLabel.trim() || null,
    brandId: v.brandId ?? 0,
    categoryId: v.categoryPath.length === 3 ? v.categoryPath[2] : 0,
    parentId: v.parentId,
    precursorCategory: v.precursorCategory === 0 ? null : v.precursorCategory,
    explosivePrecursor: v.explosivePrecursor,
    hazardous: v.hazardous,
    hazards: v.ghsRecorded
      ? {
          signalWord: v.signalWord || null,
          pictograms: v.pictograms,
          hCodes: v.hCodes.map((c) => c.trim().toUpperCase()),
          pCodes: v.pCodes.map((c) => c.trim().toUpperCase()),
          unNumber: v.unNumber.trim().toUpperCase() || null,
        }
      : null,
  };
}

/** The form field a draft's issue path points at (`hazards.hCodes.2` → hCodes, categoryId → categoryPath). */
export function fieldOfIssue(path: readonly PropertyKey[]): ProductField {
  const [head, sub] = path;
  if (head === 'categoryId') return 'categoryPath';
  if (head === 'hazards' && typeof sub === 'string') return sub as ProductField;
  return String(head) as ProductField;
}

/** The contract's verdict on the form: the draft, or the first message per field. */
export function checkDraft(v: ProductFormValues): { ok: true; draft: ProductDraftInput } | { ok: false; errors: Partial<Record<ProductField, string>> } {
  const draft = toDraft(v);
  const parsed = productDraftBody.safeParse(draft);
  if (parsed.success) return { ok: true, draft };
  const errors: Partial<Record<ProductField, string>> = {};
  for (const issue of parsed.error.issues) errors[fieldOfIssue(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface Merge {
  values: ProductFormValues;
  /** Fields both sides changed differently: the form keeps the person's value; theirs is offered. */
  conflicts: { field: ProductField; theirs: ProductFormValues[ProductField] }[];
}

/**
 * After a save refused as stale: the form as it was read (base), as the person typed it (mine) and as a colleague
 * saved it (theirs). A field only they changed takes their value, a field only I changed keeps mine; where both
 * changed it differently mine stays and theirs is listed — nothing typed is lost, nothing of theirs overwritten unseen.
 */
export function mergeForm(base: ProductFormValues, mine: ProductFormValues, theirs: ProductFormValues): Merge {
  const values = { ...mine };
  const conflicts: Merge['conflicts'] = [];
  for (const field of Object.keys(theirs) as ProductField[]) {
    const changedByMe = !same(mine[field], base[field]);
    const changedByThem = !same(theirs[field], base[field]);
    if (changedByThem && !changedByMe) (values as Record<ProductField, unknown>)[field] = theirs[field];
    else if (changedByThem && changedByMe && !same(mine[field], theirs[field])) conflicts.push({ field, theirs: theirs[field] });
  }
  return { values, conflicts };
}
