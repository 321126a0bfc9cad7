import type { Db } from '../db/client';

/**
 * A product's recorded hazard data, as the regulatory part (server/services/regulatory.ts, branch
 * `regulatory`) defines it. Kept here as the same shape until that branch is merged; then this file
 * re-exports its type instead of restating it.
 */
export interface HazardProfile {
  signalWord: '危险' | '警告' | null;
  /** GHS pictogram codes, e.g. 'GHS03'. */
  pictograms: string[];
  /** GHS classes with their category, e.g. '氧化性固体，类别2'. */
  classes: string[];
  hStatements: { code: string; text: string }[];
  pStatements: { code: string; text: string }[];
  firstAid: string;
  fireFighting: string;
  handlingStorage: string;
  unNumber: string | null;
  transportClass: string | null;
  packingGroup: string | null;
  /** Where the classification comes from (regulation, list, supplier sheet). */
  sources: string;
}

/**
 * The recorded hazard profile of a product, or null. No hazard data is recorded on this branch: the
 * regulatory part (server/services/regulatory.ts) records it and provides `hazardProfileOf`, which
 * replaces this function when the branches are merged. Until then every product answers null, so no
 * MSDS is generated (and none is invented).
 */
export async function hazardProfileOf(_db: Db, _productId: number): Promise<HazardProfile | null> {
  return null;
}
