import { chemicalStandards } from './standards-chemical';
import { environmentStandards } from './standards-environment';
import { foodStandards } from './standards-food';
import type { SeedStandard } from './types';

/** Every seeded standard (reference data: numbers and titles are public facts; unknown facts are left out). */
export const standards: SeedStandard[] = [...chemicalStandards, ...foodStandards, ...environmentStandards];
