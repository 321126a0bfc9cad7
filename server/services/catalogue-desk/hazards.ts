import { eq } from 'drizzle-orm';
import { DESK_MSG } from '../../../lib/api/contract/catalogue-desk';
import type { z } from 'zod';
import type { deskHazardsSchema } from '../../../lib/api/contract/catalogue-desk';
import { isGhsPictogram } from '../../../lib/api/contract/regulatory';
import { parseFormula } from '../../chem/formula';
import type { Db } from '../../db/client';
import { productHazards } from '../../db/schema';
import { CLASSES } from '../../db/seed/data/ghs-classes';
import { CONTROLLED_STORAGE, FIRE, FIRST_AID, HANDLING, fireSolid } from '../../db/seed/data/hazard-texts';
import { ApiError } from '../../http/errors';
import { H_STATEMENTS, P_STATEMENTS } from '../ghs-statements';

/*
 * The GHS profile as the desk writes it (product_hazards, 1:1; no row = no profile). Staff give the signal word,
 * pictograms, H and P codes and the UN number; the sheet's texts (first aid, fire fighting, handling and storage)
 * and the source are kept from the recorded profile while its H codes stay the same, and otherwise composed from the
 * seed's SDS wording (server/db/seed/data/hazard-texts.ts) for the kinds of hazard the H codes name. Hazard classes
 * are never invented: a recorded class stays while its H code is still given; a new profile has none.
 */

export type DeskHazards = z.output<typeof deskHazardsSchema>;
type HazardRow = typeof productHazards.$inferSelect;

/** Where a profile the desk composed comes from. */
export const DESK_SOURCE = '运营人员录入；GB 30000 系列';

/** The profile as the desk shows it; null without one. */
export function deskHazardsOf(row: HazardRow | undefined): DeskHazards | null {
  if (!row) return null;
  return {
    signalWord: row.signalWord === '危险' || row.signalWord === '警告' ? row.signalWord : null,
    pictograms: row.pictograms.filter(isGhsPictogram),
    hCodes: row.hCodes,
    pCodes: row.pCodes,
    unNumber: row.unNumber,
  };
}

export async function readHazards(db: Db, productId: number): Promise<DeskHazards | null> {
  const [row] = await db.select().from(productHazards).where(eq(productHazards.productId, productId));
  return deskHazardsOf(row);
}

/** Every H and P code must have its statement (the MSDS and the goods detail print them): refused otherwise. */
export function checkStatements(h: DeskHazards | null): void {
  if (!h) return;
  const unknown = [...h.hCodes.filter((c) => !Object.hasOwn(H_STATEMENTS, c)), ...h.pCodes.filter((c) => !Object.hasOwn(P_STATEMENTS, c))];
  if (unknown.length) throw new ApiError(DESK_MSG.unknownStatement(unknown[0]));
}

const ELEMENT_GASES: [string, string][] = [
  ['N', '氮氧化物'],
  ['S', '硫氧化物'],
  ['P', '磷氧化物'],
  ['Cl', '氯化氢'],
  ['F', '氟化氢'],
  ['Br', '溴化氢'],
  ['I', '碘化氢'],
];

/** What burning gives besides carbon oxides, from the real elements of the compound. */
function gasesOf(formula: string): string | undefined {
  const counts = parseFormula(formula.replace(/\[\d+([A-Z][a-z]?)\]/g, '$1').replace(/[+-]\d*$/, '')) ?? {};
  const gases = ELEMENT_GASES.filter(([el]) => counts[el]).map(([, gas]) => gas);
  return gases.length ? gases.join('、') : undefined;
}

/** The sheet's texts for the kinds of hazard the H codes name (the seed's wording). */
export function composedTexts(hCodes: string[], formula: string, controlled: boolean) {
  const any = (...prefixes: string[]) => hCodes.some((c) => prefixes.some((p) => c.replace(/^EU/, '').startsWith(p)));
  const flammableLiquid = any('H224', 'H225', 'H226');
  const oxidiser = any('H270', 'H271', 'H272');
  const toxic = any('H300', 'H301', 'H310', 'H311', 'H330', 'H331');
  const sensitiser = any('H317', 'H334');
  const cmr = any('H340', 'H341', 'H350', 'H351', 'H360', 'H361');
  const firstAid = toxic ? FIRST_AID.toxic : flammableLiquid ? FIRST_AID.solvent : oxidiser ? FIRST_AID.oxidiser : sensitiser ? FIRST_AID.sensitiser : cmr ? FIRST_AID.cmr : FIRST_AID.harmful;
  const fireFighting = flammableLiquid ? FIRE.flammableLiquid : oxidiser ? FIRE.oxidiser : fireSolid(gasesOf(formula));
  const handling = flammableLiquid ? HANDLING.flammableLiquid : oxidiser ? HANDLING.oxidiser : toxic ? HANDLING.toxic : cmr ? HANDLING.cmr : sensitiser ? HANDLING.sensitiser : HANDLING.solid;
  return { firstAid, fireFighting, handlingStorage: controlled ? `${handling}${CONTROLLED_STORAGE}` : handling };
}

const H_OF_CLASS = new Map(Object.values(CLASSES).map((c) => [c.text, c.h]));
const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Makes the product's profile what the desk gave (null: none recorded, the row is removed). */
export async function writeHazards(tx: Db, productId: number, h: DeskHazards | null, facts: { formula: string; controlled: boolean }): Promise<void> {
  const [recorded] = await tx.select().from(productHazards).where(eq(productHazards.productId, productId));
  if (!h) {
    if (recorded) await tx.delete(productHazards).where(eq(productHazards.productId, productId));
    return;
  }
  const keepTexts = recorded && sameList(recorded.hCodes, h.hCodes);
  const texts = keepTexts
    ? { firstAid: recorded.firstAid, fireFighting: recorded.fireFighting, handlingStorage: recorded.handlingStorage, sources: recorded.sources }
    : { ...composedTexts(h.hCodes, facts.formula, facts.controlled), sources: DESK_SOURCE };
  const sameUn = recorded && (recorded.unNumber ?? null) === (h.unNumber || null);
  const row = {
    productId,
    signalWord: h.signalWord,
    pictograms: [...new Set(h.pictograms)].sort(),
    classes: (recorded?.classes ?? []).filter((c) => h.hCodes.includes(H_OF_CLASS.get(c) ?? '')),
    hCodes: [...new Set(h.hCodes)],
    pCodes: [...new Set(h.pCodes)],
    ...texts,
    unNumber: h.unNumber || null,
    transportClass: sameUn ? recorded.transportClass : null,
    packingGroup: sameUn ? recorded.packingGroup : null,
    updatedAt: new Date(),
  };
  if (recorded) await tx.update(productHazards).set(row).where(eq(productHazards.productId, productId));
  else await tx.insert(productHazards).values(row);
}
