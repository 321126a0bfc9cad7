import type { z } from 'zod';
import {
  catalogueDesk,
  DESK_MSG,
  type DeskLot,
  type DeskProduct,
  type DeskProductRow,
  type DeskSku,
  type deskBrandSchema,
  type deskCategorySchema,
  type ProductDraft,
  type StructureCheck,
} from '../../lib/api/contract/catalogue-desk';
import { structureUrl, type CategoryNode } from '../../lib/api/contract/catalogue';
import { brandDetails, categoryTree, productCards, productDetails } from '../fixtures/catalogue';
import type { Endpoint } from '../../lib/api/contract/endpoint';
import { mock, ok, okPage, rejected, type MockResolver } from '../mock';
import { caller, refused } from './staff';

/*
 * The catalogue desk of the mock API (lib/api/contract/catalogue-desk.ts): the mock catalogue's products, brands and
 * categories, editable, with the real API's rules and texts — versions (a save from an old version is refused), a
 * third-level category, a code used once, packs and lot numbers once per SKU, three category levels, the stock rule
 * (a lot save moves the sellable stock, never below what orders reserved). Structures are read by openchemlib
 * (loaded on the first structure call), so a drawn or pasted structure gets a real formula, weights and picture;
 * an InChIKey is made up unless the structure is one of the mock catalogue's. Needs the 商品目录 permission.
 */

type DeskBrand = z.infer<typeof deskBrandSchema>;
type DeskCategory = z.infer<typeof deskCategorySchema>;
type BrandState = Omit<DeskBrand, 'productCount'>;
type CategoryState = Omit<DeskCategory, 'productCount'>;
/** A product as the mock keeps it: the desk's view without the parts derived on answering, with its parent's id. */
type ProductState = Omit<DeskProduct, 'categoryPath' | 'parent' | 'children' | 'shopUrl' | 'molfile' | 'exactMass'> & { parentId: number | null };

const WAREHOUSES = [
  { id: 1, code: 'SH', name: '上海仓' },
  { id: 2, code: 'BJ', name: '北京仓' },
  { id: 3, code: 'GZ', name: '广州仓' },
];
const now = () => new Date().toISOString();
/** Lots within 30 days of their date are no longer sold (server/services/lots/rules.ts). */
const sellableFrom = () => new Date(Date.now() + (8 * 3600 + 30 * 86_400) * 1000).toISOString().slice(0, 10);

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

let seq = 1000;
const state = {
  brands: brandDetails.map(({ productCount: _n, ...b }, i): BrandState => ({ ...b, sort: i })),
  categories: flatten(categoryTree).map((c, i): CategoryState => ({ id: c.id, parentId: c.parentId, name: c.name, level: c.level, sort: i })),
  products: productDetails.map((d, i): ProductState => {
    const card = productCards[i];
    return {
      id: d.id,
      version: 1,
      code: d.code,
      nameCn: d.nameCn,
      nameEn: d.nameEn,
      synonyms: d.synonyms,
      cas: d.cas,
      smiles: d.smiles,
      formula: d.formula,
      mw: d.mw,
      inchiKey: d.inchiKey,
      purity: d.purity,
      storage: d.storage,
      shipping: d.shipping,
      impurityLabel: d.impurityLabel,
      brandId: d.brandId,
      categoryId: d.categoryId,
      listed: true,
      ...d.controls,
      hazards: d.hazard ? { signalWord: d.hazard.signalWord, pictograms: d.hazard.pictograms, hCodes: d.hazard.hStatements.map((s) => s.code), pCodes: [], unNumber: d.hazard.unNumber } : null,
      skus: card.skus.map((s, j): DeskSku => {
        const lot = d.lots[j]?.onSale;
        const stock = d.lots[j]?.warehouses.flatMap((w, k) => (w.stock > 0 ? [{ warehouseId: WAREHOUSES[k].id, warehouseName: w.name, quantity: w.stock }] : [])) ?? [];
        // Larger stocks have an open order holding one unit: the physical units are one more than the sellable rest.
        const reserved = s.stock > 5 ? 1 : 0;
        if (reserved && stock[0]) stock[0] = { ...stock[0], quantity: stock[0].quantity + reserved };
        const lots: DeskLot[] = lot ? [{ id: s.id * 10 + 1, ...lot, certified: lot.certified && { property: lot.certified.property, value: lot.certified.value, uncertainty: lot.certified.uncertainty, unit: lot.certified.unit }, stock, sellable: true, coaUploaded: false }] : [];
        return { id: s.id, pack: s.pack, priceFen: s.price, stock: s.stock, reserved, deliveryDays: s.deliveryDays, listed: true, stockByWarehouse: stock, lots };
      }),
      parentId: d.parent?.id ?? null,
      updatedAt: d.listedAt,
    };
  }),
};

// ---- structures -------------------------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A made-up key in the InChIKey's shape, the same for the same structure. */
function madeUpKey(idCode: string): string {
  let h = 2166136261;
  const letters: string[] = [];
  for (let i = 0; letters.length < 24; i++) {
    h = Math.imul(h ^ idCode.charCodeAt(i % idCode.length), 16777619) >>> 0;
    letters.push(LETTERS[h % 26]);
  }
  return `${letters.slice(0, 14).join('')}-${letters.slice(14, 22).join('')}SA-N`;
}

interface Described {
  canonicalSmiles: string;
  molfile: string;
  formula: string;
  mw: number;
  exactMass: number;
  inchiKey: string;
  svg: string;
}

/** What the mock makes of SMILES or a molfile (openchemlib), or null when it cannot read it. */
async function describe(text: string): Promise<Described | null> {
  const { Molecule } = await import('openchemlib');
  const molfile = /[\r\n]/.test(text.trim());
  // A SMILES is one word: openchemlib would read something into a sentence.
  if (!molfile && /\s/.test(text.trim())) return null;
  let mol: InstanceType<typeof Molecule>;
  try {
    mol = molfile ? Molecule.fromMolfile(text.replace(/\r\n?/g, '\n')) : Molecule.fromSmiles(text.trim());
  } catch {
    return null;
  }
  if (mol.getAllAtoms() === 0) return null;
  const idCode = mol.getIDCode();
  const known = state.products.find((p) => {
    try {
      return Molecule.fromSmiles(p.smiles).getIDCode() === idCode;
    } catch {
      return false;
    }
  });
  const f = mol.getMolecularFormula();
  return {
    canonicalSmiles: known?.smiles ?? mol.toIsomericSmiles(),
    molfile: mol.toMolfile(),
    formula: f.formula,
    mw: Math.round(f.relativeWeight * 100) / 100,
    exactMass: Math.round(f.absoluteWeight * 10000) / 10000,
    inchiKey: known?.inchiKey ?? madeUpKey(idCode),
    svg: mol.toSVG(300, 240),
  };
}

const sameStructure = (inchiKey: string, exceptId?: number) => state.products.filter((p) => p.inchiKey === inchiKey && p.id !== exceptId).map((p) => ({ id: p.id, code: p.code, nameCn: p.nameCn }));

// ---- views ----------------------------------------------------------------------------------------------------

const categoryOf = (id: number) => state.categories.find((c) => c.id === id);
function pathOf(id: number): string[] {
  const path: string[] = [];
  for (let c = categoryOf(id); c; c = c.parentId === null ? undefined : categoryOf(c.parentId)) path.unshift(c.name);
  return path;
}
function subtree(id: number): number[] {
  const below = state.categories.filter((c) => c.parentId === id).flatMap((c) => subtree(c.id));
  return [id, ...below];
}
const brandView = (b: BrandState): DeskBrand => ({ ...b, productCount: state.products.filter((p) => p.brandId === b.id).length });
const categoryView = (c: CategoryState): DeskCategory => {
  const ids = new Set(subtree(c.id));
  return { ...c, productCount: state.products.filter((p) => ids.has(p.categoryId)).length };
};

async function productView(p: ProductState): Promise<DeskProduct> {
  const d = await describe(p.smiles);
  const parent = state.products.find((q) => q.id === p.parentId);
  const { parentId: _parentId, ...rest } = p;
  return {
    ...rest,
    molfile: d?.molfile ?? '',
    exactMass: d?.exactMass ?? 0,
    categoryPath: pathOf(p.categoryId),
    parent: parent ? { id: parent.id, code: parent.code, nameCn: parent.nameCn } : null,
    children: state.products.filter((q) => q.parentId === p.id).map((q) => ({ id: q.id, code: q.code, nameCn: q.nameCn, impurityLabel: q.impurityLabel })),
    shopUrl: `http://localhost:3000/goodsDetail/${p.id}`,
  };
}

const rowView = (p: ProductState): DeskProductRow => {
  const listed = p.skus.filter((s) => s.listed);
  return {
    id: p.id,
    code: p.code,
    nameCn: p.nameCn,
    nameEn: p.nameEn,
    cas: p.cas,
    formula: p.formula,
    brandName: state.brands.find((b) => b.id === p.brandId)?.name ?? '',
    categoryName: categoryOf(p.categoryId)?.name ?? '',
    listed: p.listed,
    skuCount: p.skus.length,
    stock: p.skus.reduce((n, s) => n + s.stock, 0),
    minPriceFen: listed.length ? Math.min(...listed.map((s) => s.priceFen)) : null,
    imgUrl: structureUrl(p.inchiKey),
    updatedAt: p.updatedAt,
  };
};

// ---- rules --------------------------------------------------------------------------------------------------

/** The product at the version the save was read at, or why not. */
function atVersion(id: number, version: number): ProductState | string {
  const p = state.products.find((q) => q.id === id);
  if (!p) return DESK_MSG.productMissing;
  return p.version === version ? p : DESK_MSG.stale;
}
const saved = (p: { version: number; updatedAt: string }) => {
  p.version += 1;
  p.updatedAt = now();
};

/** Brand, a third-level category, a parent other than the product, a code nobody else uses. */
function draftRefusal(draft: ProductDraft, selfId?: number): string | null {
  if (!state.brands.some((b) => b.id === draft.brandId)) return DESK_MSG.brandMissing;
  const category = categoryOf(draft.categoryId);
  if (!category) return DESK_MSG.categoryMissing;
  if (category.level !== 3) return DESK_MSG.categoryLevel;
  if (draft.parentId !== null && draft.parentId === selfId) return DESK_MSG.parentSelf;
  if (draft.parentId !== null && !state.products.some((p) => p.id === draft.parentId)) return DESK_MSG.parentMissing;
  if (state.products.some((p) => p.code === draft.code && p.id !== selfId)) return DESK_MSG.codeTaken;
  return null;
}

const draftFields = (draft: ProductDraft, d: Described) => ({
    code: draft.code,
    nameCn: draft.nameCn,
    nameEn: draft.nameEn,
    synonyms: [...new Set(draft.synonyms)],
    cas: draft.cas,
    smiles: d.canonicalSmiles,
    formula: d.formula,
    mw: d.mw,
    inchiKey: d.inchiKey,
    purity: draft.purity,
    storage: draft.storage,
    shipping: draft.shipping,
    impurityLabel: draft.impurityLabel || null,
    brandId: draft.brandId,
    categoryId: draft.categoryId,
    parentId: draft.parentId,
    precursorCategory: draft.precursorCategory,
    explosivePrecursor: draft.explosivePrecursor,
    hazardous: draft.hazardous,
    hazards: draft.hazards,
});

/** A desk call of the mock: the caller must hold 商品目录, as on the real API. */
function deskMock<E extends Endpoint>(ep: E, resolver: MockResolver<E>) {
  return mock(ep, (input) => {
    const c = caller(input.request, 'catalogue');
    return refused(c) ? c : resolver(input);
  });
}

export const catalogueDeskHandlers = [
  deskMock(catalogueDesk.refs, () => ok({ brands: state.brands.map(brandView), categories: state.categories.map(categoryView), warehouses: WAREHOUSES })),
  deskMock(catalogueDesk.structureCheck, async ({ body }) => {
    const d = await describe(body.structure);
    if (!d) return rejected(DESK_MSG.structure);
    const check: StructureCheck = { ...d, sameStructure: sameStructure(d.inchiKey, body.productId) };
    return ok(check);
  }),
  deskMock(catalogueDesk.productList, ({ query, paging }) => {
    const q = query.q?.toLowerCase();
    const ids = query.categoryId ? new Set(subtree(query.categoryId)) : null;
    const rows = state.products
      .filter((p) => !q || [p.code, p.nameCn, p.nameEn].some((t) => t.toLowerCase().includes(q)) || p.cas === query.q || p.inchiKey === query.q?.toUpperCase())
      .filter((p) => !query.status || p.listed === (query.status === 'listed'))
      .filter((p) => !query.brandId || p.brandId === query.brandId)
      .filter((p) => !ids || ids.has(p.categoryId))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
      .map(rowView);
    return okPage(rows, paging);
  }),
  deskMock(catalogueDesk.productDetail, async ({ params }) => {
    const p = state.products.find((q) => q.id === params.id);
    return p ? ok(await productView(p)) : rejected(DESK_MSG.productMissing);
  }),
  deskMock(catalogueDesk.productCreate, async ({ body }) => {
    const d = await describe(body.structure);
    if (!d) return rejected(DESK_MSG.structure);
    const refusal = draftRefusal(body);
    if (refusal) return rejected(refusal);
    const p: ProductState = { id: ++seq, version: 1, listed: true, skus: [], updatedAt: now(), ...draftFields(body, d) };
    state.products.push(p);
    return ok(await productView(p));
  }),
  deskMock(catalogueDesk.productUpdate, async ({ params, body }) => {
    const p = atVersion(params.id, body.version);
    if (typeof p === 'string') return rejected(p);
    const d = await describe(body.structure);
    if (!d) return rejected(DESK_MSG.structure);
    const refusal = draftRefusal(body, p.id);
    if (refusal) return rejected(refusal);
    Object.assign(p, draftFields(body, d));
    saved(p);
    return ok(await productView(p));
  }),
  deskMock(catalogueDesk.productStatus, async ({ params, body }) => {
    const p = atVersion(params.id, body.version);
    if (typeof p === 'string') return rejected(p);
    if (p.listed !== body.listed) {
      p.listed = body.listed;
      saved(p);
    }
    return ok(await productView(p));
  }),
  deskMock(catalogueDesk.skuSave, async ({ body }) => {
    const p = atVersion(body.productId, body.version);
    if (typeof p === 'string') return rejected(p);
    if (p.skus.some((s) => s.pack === body.pack && s.id !== body.id)) return rejected(DESK_MSG.packTaken);
    const fields = { pack: body.pack, priceFen: body.priceFen, deliveryDays: body.deliveryDays, listed: body.listed };
    if (body.id) {
      const sku = p.skus.find((s) => s.id === body.id);
      if (!sku) return rejected(DESK_MSG.skuMissing);
      Object.assign(sku, fields);
    } else {
      p.skus.push({ id: ++seq, ...fields, stock: 0, reserved: 0, stockByWarehouse: [], lots: [] });
    }
    saved(p);
    return ok(await productView(p));
  }),
  deskMock(catalogueDesk.lotSave, async ({ body }) => {
    const p = atVersion(body.productId, body.version);
    if (typeof p === 'string') return rejected(p);
    const sku = p.skus.find((s) => s.id === body.skuId);
    if (!sku) return rejected(DESK_MSG.skuMissing);
    if (new Set(body.stock.map((s) => s.warehouseId)).size < body.stock.length) return rejected(DESK_MSG.warehouseTwice);
    if (body.stock.some((s) => !WAREHOUSES.some((w) => w.id === s.warehouseId))) return rejected(DESK_MSG.warehouseMissing);
    if (sku.lots.some((l) => l.lotNo.toUpperCase() === body.lotNo.toUpperCase() && l.id !== body.id)) return rejected(DESK_MSG.lotTaken);
    const old = body.id ? sku.lots.find((l) => l.id === body.id) : undefined;
    if (body.id && !old) return rejected(DESK_MSG.lotMissing);
    const units = new Map((old?.stock ?? []).map((s) => [s.warehouseId, s.quantity]));
    for (const s of body.stock) units.set(s.warehouseId, s.quantity);
    const total = (rows: { quantity: number }[]) => rows.reduce((n, r) => n + r.quantity, 0);
    const stock = WAREHOUSES.filter((w) => units.has(w.id)).map((w) => ({ warehouseId: w.id, warehouseName: w.name, quantity: units.get(w.id)! }));
    const sellable = body.expiresOn >= sellableFrom();
    const rest = sku.stock + (sellable ? total(stock) : 0) - (old?.sellable ? total(old.stock) : 0);
    if (rest < 0 && sellable) return rejected(DESK_MSG.stockBelowReserved);
    const { productId: _p, version: _v, skuId: _s, id: _id, stock: _stock, ...facts } = body;
    const lot: DeskLot = { id: old?.id ?? ++seq, ...facts, stock, sellable, coaUploaded: old?.coaUploaded ?? false };
    sku.lots = old ? sku.lots.map((l) => (l === old ? lot : l)) : [...sku.lots, lot];
    sku.stock = Math.max(0, rest);
    const byWarehouse = new Map<number, number>();
    for (const l of sku.lots.filter((x) => x.sellable)) for (const s of l.stock) byWarehouse.set(s.warehouseId, (byWarehouse.get(s.warehouseId) ?? 0) + s.quantity);
    sku.stockByWarehouse = WAREHOUSES.filter((w) => byWarehouse.has(w.id)).map((w) => ({ warehouseId: w.id, warehouseName: w.name, quantity: byWarehouse.get(w.id)! }));
    saved(p);
    return ok(await productView(p));
  }),
  deskMock(catalogueDesk.brandCreate, ({ body }) => {
    if (state.brands.some((b) => b.name.toLowerCase() === body.name.toLowerCase())) return rejected(DESK_MSG.brandTaken);
    const b: BrandState = { id: ++seq, ...body };
    state.brands.push(b);
    return ok(brandView(b));
  }),
  deskMock(catalogueDesk.brandUpdate, ({ params, body }) => {
    const b = state.brands.find((x) => x.id === params.id);
    if (!b) return rejected(DESK_MSG.brandMissing);
    if (state.brands.some((x) => x.id !== b.id && x.name.toLowerCase() === body.name.toLowerCase())) return rejected(DESK_MSG.brandTaken);
    Object.assign(b, body);
    return ok(brandView(b));
  }),
  deskMock(catalogueDesk.categoryCreate, ({ body }) => {
    const parent = body.parentId === null ? null : categoryOf(body.parentId);
    if (parent === undefined) return rejected(DESK_MSG.categoryMissing);
    if (parent && parent.level >= 3) return rejected(DESK_MSG.categoryDepth);
    const c: CategoryState = { id: ++seq, parentId: parent?.id ?? null, name: body.name, level: parent ? parent.level + 1 : 1, sort: body.sort };
    state.categories.push(c);
    return ok(categoryView(c));
  }),
  deskMock(catalogueDesk.categoryUpdate, ({ params, body }) => {
    const c = categoryOf(params.id);
    if (!c) return rejected(DESK_MSG.categoryMissing);
    Object.assign(c, { name: body.name, sort: body.sort });
    return ok(categoryView(c));
  }),
  deskMock(catalogueDesk.categoryDelete, ({ params }) => {
    const c = categoryOf(params.id);
    if (!c) return rejected(DESK_MSG.categoryMissing);
    if (state.categories.some((x) => x.parentId === c.id) || state.products.some((p) => p.categoryId === c.id)) return rejected(DESK_MSG.categoryInUse);
    state.categories = state.categories.filter((x) => x !== c);
    return ok(null);
  }),
];
