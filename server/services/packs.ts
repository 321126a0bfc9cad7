/** Milligrams per unit of a pack size (a millilitre counts as a gram: packs are ordered, never weighed, by it). */
const UNIT_MG: Record<string, number> = { μg: 0.001, ug: 0.001, mg: 1, g: 1000, kg: 1_000_000, μL: 1, uL: 1, ul: 1, mL: 1000, ml: 1000, L: 1_000_000 };

/**
 * '25mg' → 25, '1g' → 1000, '1mL×5' → 5000: orders packs by size rather than by text (skus.pack_mg). A pack with a
 * description ('1mL(1000μg/mL,甲醇)') or anything else sorts after the plain ones.
 */
export function packToMg(pack: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*(μg|ug|mg|g|kg|μL|uL|ul|mL|ml|L)(?:\s*[x×*]\s*(\d+))?$/.exec(pack.trim());
  return m ? Number(m[1]) * UNIT_MG[m[2]] * Number(m[3] ?? 1) : Number.MAX_SAFE_INTEGER;
}
