import type { SeedProduct } from './types';
import { analgesicProducts } from './products-analgesics';
import { digestiveProducts } from './products-digestive';
import { cardioProducts } from './products-cardio';
import { metabolicProducts } from './products-metabolic';
import { antiinfectiveProducts } from './products-antiinfectives';
import { cnsProducts } from './products-cns';
import { respiratoryProducts } from './products-respiratory';
import { hormoneAndOtherProducts } from './products-hormones';
import { nitrosamineProducts } from './products-nitrosamines';
import { isotopeProducts } from './products-isotopes';
import { qcProducts } from './products-qc';
import { controlledProducts } from './products-controlled';

/**
 * The full seed catalogue: real compounds with CAS numbers, structures and Hill
 * formulas. Every entry is checked by tests/seed/catalogue.test.ts (CAS check
 * digit, SMILES parses, formula === RDKit formula, keys, SKUs).
 */
export const products: SeedProduct[] = [
  ...analgesicProducts,
  ...digestiveProducts,
  ...cardioProducts,
  ...metabolicProducts,
  ...antiinfectiveProducts,
  ...cnsProducts,
  ...respiratoryProducts,
  ...hormoneAndOtherProducts,
  ...nitrosamineProducts,
  ...isotopeProducts,
  ...qcProducts,
  ...controlledProducts,
];
