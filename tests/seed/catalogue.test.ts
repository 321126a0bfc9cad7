import { beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../server/db/seed/data';
import type { SeedBrand, SeedCategory, SeedProduct } from '../../server/db/seed/data';
import { casCheckDigitValid } from '../../lib/chem/cas';
import { normaliseFormula } from '../../server/chem/formula';
import { describeMolecule, getRDKit } from '../../server/chem/rdkit';

const CAS_FORMAT = /^\d{2,7}-\d{2}-\d$/;
const CODE_FORMAT = /^RM-[A-Z]\d{3}$/;

interface CatalogueInput {
  products: SeedProduct[];
  brands: SeedBrand[];
  categories: SeedCategory[];
}

function flattenCategories(tree: SeedCategory[], depth = 1, out = new Map<string, { depth: number; leaf: boolean }>()) {
  for (const node of tree) {
    if (out.has(node.key)) throw new Error(`duplicate category key ${node.key}`);
    const leaf = !node.children || node.children.length === 0;
    out.set(node.key, { depth, leaf });
    if (!leaf) flattenCategories(node.children!, depth + 1, out);
  }
  return out;
}

/** Returns one message per problem found; an empty list means the catalogue is consistent. */
async function validateCatalogue({ products, brands, categories }: CatalogueInput): Promise<string[]> {
  const problems: string[] = [];
  const brandKeys = new Set(brands.map((b) => b.key));
  const cats = flattenCategories(categories);
  const allCas = new Set(products.map((p) => p.cas));
  const codes = new Map<string, number>();
  const casCount = new Map<string, number>();
  for (const p of products) {
    codes.set(p.code, (codes.get(p.code) ?? 0) + 1);
    casCount.set(p.cas, (casCount.get(p.cas) ?? 0) + 1);
  }

  for (const p of products) {
    const tag = `${p.code} ${p.nameEn}`;
    if (!CODE_FORMAT.test(p.code)) problems.push(`${tag}: code format`);
    if (codes.get(p.code)! > 1) problems.push(`${tag}: duplicate code`);
    if (!CAS_FORMAT.test(p.cas)) problems.push(`${tag}: CAS format ${p.cas}`);
    else if (!casCheckDigitValid(p.cas)) problems.push(`${tag}: CAS check digit ${p.cas}`);
    if (casCount.get(p.cas)! > 1) problems.push(`${tag}: duplicate CAS ${p.cas}`);
    if (!p.nameCn.trim() || !p.nameEn.trim()) problems.push(`${tag}: empty name`);
    if (!Array.isArray(p.synonyms)) problems.push(`${tag}: synonyms not an array`);
    if (!p.purity || !p.storage || !p.shipping) problems.push(`${tag}: purity/storage/shipping missing`);

    const d = await describeMolecule(p.smiles);
    if (!d) problems.push(`${tag}: SMILES does not parse`);
    else if (d.formula !== p.formula) problems.push(`${tag}: formula ${p.formula} ≠ RDKit ${d.formula}`);

    if (!brandKeys.has(p.brand)) problems.push(`${tag}: unknown brand ${p.brand}`);
    const cat = cats.get(p.category);
    if (!cat) problems.push(`${tag}: unknown category ${p.category}`);
    else if (!cat.leaf) problems.push(`${tag}: category ${p.category} is not a leaf`);

    if (p.parentCas !== undefined) {
      if (p.parentCas === p.cas) problems.push(`${tag}: parentCas is itself`);
      else if (!allCas.has(p.parentCas)) problems.push(`${tag}: parentCas ${p.parentCas} not in catalogue`);
    }

    if (p.skus.length < 1 || p.skus.length > 4) problems.push(`${tag}: ${p.skus.length} SKUs`);
    const packs = new Set<string>();
    for (const s of p.skus) {
      if (!Number.isInteger(s.priceFen) || s.priceFen <= 0) problems.push(`${tag}: price ${s.priceFen}`);
      if (!Number.isInteger(s.stock) || s.stock < 0 || s.stock > 50) problems.push(`${tag}: stock ${s.stock}`);
      if (!Number.isInteger(s.deliveryDays) || s.deliveryDays < 1 || s.deliveryDays > 30)
        problems.push(`${tag}: deliveryDays ${s.deliveryDays}`);
      if (!s.pack.trim()) problems.push(`${tag}: empty pack`);
      if (packs.has(s.pack)) problems.push(`${tag}: duplicate pack ${s.pack}`);
      packs.add(s.pack);
    }
  }
  return problems;
}

beforeAll(async () => {
  await getRDKit();
}, 60_000);

describe('seed catalogue', () => {
  it('has enough products and brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(brands.length).toBeGreaterThanOrEqual(3);
  });

  it('passes every consistency check (CAS, structure, formula, keys, SKUs)', async () => {
    const problems = await validateCatalogue({ products, brands, categories });
    expect(problems).toEqual([]);
  });

  it('has a three-level category tree with unique keys and products only on leaves', () => {
    const cats = flattenCategories(categories);
    const depths = [...cats.values()];
    expect(Math.max(...depths.map((c) => c.depth))).toBe(3);
    for (const [key, c] of cats) {
      if (c.leaf) expect(c.depth, `leaf ${key} depth`).toBe(3);
    }
    // every top-level branch holds at least one product
    const used = new Set(products.map((p) => p.category));
    for (const top of categories) {
      const leaves = (top.children ?? []).flatMap((c) => (c.children ?? []).map((l) => l.key));
      expect(leaves.some((k) => used.has(k)), `branch ${top.key}`).toBe(true);
    }
  });

  it('has unique, well-formed brands', () => {
    const keys = brands.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of brands) {
      expect(b.name && b.nameEn && b.country).toBeTruthy();
      expect(b.story.length).toBeGreaterThan(40);
    }
  });

  it('prints unlabelled formulas in Hill order', () => {
    for (const p of products) {
      if (/[DT\[]|[+-]/.test(p.formula)) continue; // labelled or charged species use RDKit's notation
      expect(normaliseFormula(p.formula), p.code).toBe(p.formula);
    }
  });

  it('labels isotope standards in their formula', () => {
    for (const p of products.filter((x) => x.category.startsWith('iso-'))) {
      expect(p.formula, p.code).toMatch(/D|\[\d+[A-Z][a-z]?\]/);
      expect(p.parentCas, p.code).toBeDefined();
    }
  });

  it('includes the key compounds', () => {
    const byCas = new Map(products.map((p) => [p.cas, p]));
    for (const cas of [
      '50-78-2', // aspirin
      '103-90-2', // paracetamol
      '123-30-8', // 4-aminophenol
      '15687-27-1', // ibuprofen
      '73590-58-6', // omeprazole
      '111470-99-6', // amlodipine besylate
      '1115-70-4', // metformin HCl
      '461-58-5', // cyanoguanidine
      '120202-66-6', // clopidogrel bisulfate
      '62-75-9', // NDMA
      '55-18-5', // NDEA
    ]) {
      expect(byCas.has(cas), cas).toBe(true);
    }
  });
});

describe('catalogue checker (negative cases)', () => {
  const aspirin: SeedProduct = {
    code: 'RM-Z001',
    nameCn: '阿司匹林',
    nameEn: 'Aspirin',
    synonyms: [],
    cas: '50-78-2',
    smiles: 'CC(=O)Oc1ccccc1C(=O)O',
    formula: 'C9H8O4',
    purity: '≥99%',
    storage: '常温',
    shipping: '常温运输',
    brand: brands[0].key,
    category: 'ref-analgesic-salicylate',
    skus: [{ pack: '100mg', priceFen: 30000, stock: 5, deliveryDays: 2 }],
  };
  const check = (p: SeedProduct) => validateCatalogue({ products: [p], brands, categories });

  it('accepts a correct entry', async () => {
    expect(await check(aspirin)).toEqual([]);
  });

  it('rejects a CAS number with a wrong check digit', async () => {
    expect(casCheckDigitValid('50-78-3')).toBe(false);
    const problems = await check({ ...aspirin, cas: '50-78-3' });
    expect(problems.some((m) => m.includes('CAS check digit'))).toBe(true);
  });

  it('rejects a formula that does not match the structure', async () => {
    const problems = await check({ ...aspirin, formula: 'C9H10O4' });
    expect(problems.some((m) => m.includes('formula C9H10O4 ≠ RDKit C9H8O4'))).toBe(true);
  });

  it('rejects unparsable SMILES, unknown keys, non-leaf categories and bad SKUs', async () => {
    const problems = await check({
      ...aspirin,
      smiles: 'C1CC(',
      brand: 'no-such-brand',
      category: 'ref',
      parentCas: '58-08-2',
      skus: [
        { pack: '10mg', priceFen: 0, stock: 1, deliveryDays: 1 },
        { pack: '10mg', priceFen: 10.5, stock: 1, deliveryDays: 1 },
      ],
    });
    for (const fragment of ['SMILES does not parse', 'unknown brand', 'not a leaf', 'parentCas', 'price 0', 'price 10.5', 'duplicate pack']) {
      expect(problems.some((m) => m.includes(fragment)), fragment).toBe(true);
    }
  });
});
