import { analgesicCnsDigestiveMethods } from './methods-analgesic-cns-digestive';
import { antiinfectiveOtherMethods } from './methods-antiinfective-other';
import { cardioMetabolicMethods } from './methods-cardio-metabolic';
import type { SeedMethod } from './methods-types';

export { apiItems } from './methods-apis';
export { EDITIONS } from './methods-types';
export type { Pharmacopoeia, SeedApiItem, SeedMethod, SeedMethodStandard, StandardRole, Technique, TestItem } from './methods-types';

/**
 * The pharmacopoeial methods of the seed APIs (ChP 2025, USP–NF, Ph. Eur., JP), each with the reference
 * standards and impurities it names, linked to seed products by code. Checked by tests/seed/methods.test.ts.
 */
export const methods: SeedMethod[] = [...analgesicCnsDigestiveMethods, ...cardioMetabolicMethods, ...antiinfectiveOtherMethods];
