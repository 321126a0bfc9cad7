import { eq, inArray } from 'drizzle-orm';
import { H_STATEMENTS, P_STATEMENTS } from './ghs-statements';
import { isGhsPictogram, type HazardSummary } from '../../lib/api/contract/regulatory';
import type { Db } from '../db/client';
import { productHazards, products } from '../db/schema';

/**
 * Chinese controls and GHS hazard data of products (docs/adr/0022-hazard-data.md). The data
 * comes from server/db/seed/data/hazards.ts; a product without recorded GHS data has no profile (null).
 */
export interface ProductControls {
  /** 易制毒化学品 category (第一类 / 第二类 / 第三类) or null. */
  precursorCategory: 1 | 2 | 3 | null;
  /** Listed in 易制爆危险化学品名录 (2017). */
  explosivePrecursor: boolean;
  /** Listed in 危险化学品目录 (2015 edition, as amended). */
  hazardous: boolean;
}

export const NO_CONTROLS: ProductControls = { precursorCategory: null, explosivePrecursor: false, hazardous: false };

/** True when ordering the product needs the real-name check (any of the three marks). */
export const isControlled = (c: ProductControls) => c.precursorCategory !== null || c.explosivePrecursor || c.hazardous;

/** True when an order of the product needs a permit / filing certificate and operator approval (易制毒 or 易制爆). */
export const needsPermit = (c: ProductControls) => c.precursorCategory !== null || c.explosivePrecursor;

const asCategory = (n: number | null): ProductControls['precursorCategory'] => (n === 1 || n === 2 || n === 3 ? n : null);

/** The control columns of `products`, to spread into a select that joins products; `toControls` reads them back. */
export const controlColumns = { precursorCategory: products.precursorCategory, explosivePrecursor: products.explosivePrecursor, hazardous: products.hazardous };

export const toControls = (r: { precursorCategory: number | null; explosivePrecursor: boolean; hazardous: boolean }): ProductControls => ({
  precursorCategory: asCategory(r.precursorCategory),
  explosivePrecursor: r.explosivePrecursor,
  hazardous: r.hazardous,
});

/** The controls of the given products; every asked id that exists is in the map (unknown ids are left out). */
export async function controlsOf(db: Db, productIds: number[]): Promise<Map<number, ProductControls>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, ProductControls>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: products.id, ...controlColumns })
    .from(products)
    .where(inArray(products.id, ids));
  for (const r of rows) out.set(r.id, toControls(r));
  return out;
}

export interface HazardProfile {
  signalWord: '危险' | '警告' | null;
  /** 'GHS01' … 'GHS09' */
  pictograms: string[];
  /** Hazard classes with categories, e.g. '急性毒性-经口，类别4'. */
  classes: string[];
  hStatements: { code: string; text: string }[];
  pStatements: { code: string; text: string }[];
  firstAid: string;
  fireFighting: string;
  handlingStorage: string;
  unNumber: string | null;
  transportClass: string | null;
  packingGroup: string | null;
  sources: string;
}

const statement = (table: Record<string, string>) => (code: string) => ({ code, text: table[code] ?? '' });

/** The goods detail's part of a profile (lib/api/contract/regulatory.ts hazardSummarySchema). */
export async function hazardSummaryOf(db: Db, productId: number): Promise<HazardSummary | null> {
  const profile = await hazardProfileOf(db, productId);
  if (!profile) return null;
  const { signalWord, pictograms, hStatements, unNumber, transportClass, packingGroup } = profile;
  return { signalWord, pictograms: pictograms.filter(isGhsPictogram), hStatements, unNumber, transportClass, packingGroup };
}

/** The product's recorded GHS profile, or null when none is recorded (never an invented one). */
export async function hazardProfileOf(db: Db, productId: number): Promise<HazardProfile | null> {
  const [row] = await db.select().from(productHazards).where(eq(productHazards.productId, productId));
  if (!row) return null;
  return {
    signalWord: row.signalWord === '危险' || row.signalWord === '警告' ? row.signalWord : null,
    pictograms: row.pictograms,
    classes: row.classes,
    hStatements: row.hCodes.map(statement(H_STATEMENTS)),
    pStatements: row.pCodes.map(statement(P_STATEMENTS)),
    firstAid: row.firstAid,
    fireFighting: row.fireFighting,
    handlingStorage: row.handlingStorage,
    unNumber: row.unNumber,
    transportClass: row.transportClass,
    packingGroup: row.packingGroup,
    sources: row.sources,
  };
}
