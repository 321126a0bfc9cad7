import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hillFormula, parseFormula } from '../chem/formula';
import { queryRows } from './sql';
import { elementSetOf } from './fingerprints';

/**
 * Molecular-formula search (SPEC §3 "formula, accuracy", §9 default 100%).
 *   accuracy 100  the Hill formula exactly as stored ('O4H8C9' and 'c9h8o4' both mean C9H8O4).
 *   accuracy < 100  the same set of elements, each count within round((100 - accuracy)% × n) of the query's n
 *                   (half rounds up): C9H8O4 at 90% accepts C8-10, H7-9, O4. Isotopes count as their element
 *                   (caffeine-13C3 is C8H10N4O2 here), charges are ignored.
 * Exact formulas first, then by total deviation, then closest molecular weight, then shorter name.
 */

export const FORMULA_ACCURACY_MIN = 50;

/** How far each element count may stray at an accuracy, per element. */
export function tolerance(counts: Record<string, number>, accuracy: number): Record<string, [number, number]> {
  const slack = (100 - accuracy) / 100;
  const out: Record<string, [number, number]> = {};
  for (const [el, n] of Object.entries(counts)) {
    const d = accuracy >= 100 ? 0 : Math.floor(slack * n + 0.5);
    out[el] = [Math.max(1, n - d), n + d];
  }
  return out;
}

/** Average atomic weights of the elements a catalogue formula is likely to hold (for ordering by weight only). */
const WEIGHTS: Record<string, number> = {
  H: 1.008, B: 10.81, C: 12.011, N: 14.007, O: 15.999, F: 18.998, Na: 22.99, Mg: 24.305, Al: 26.982, Si: 28.085, P: 30.974,
  S: 32.06, Cl: 35.45, K: 39.098, Ca: 40.078, Fe: 55.845, Cu: 63.546, Zn: 65.38, Se: 78.971, Br: 79.904, Ag: 107.868, I: 126.904,
  Ba: 137.327, Pt: 195.084, Au: 196.967, Hg: 200.592, Gd: 157.25, Li: 6.94, Sr: 87.62, Mn: 54.938, Cr: 51.996,
};
const massOf = (counts: Record<string, number>) => Object.entries(counts).reduce((m, [el, n]) => m + (WEIGHTS[el] ?? 0) * n, 0);

export interface FormulaSearch {
  /** The query in Hill order. */
  formula: string;
  accuracy: number;
  ids: number[];
  total: number;
}

/** null when the text is not a formula. */
export async function searchFormula(db: Db, text: string, accuracy: number, limit: number, offset: number): Promise<FormulaSearch | null> {
  const counts = parseFormula(text);
  if (!counts) return null;
  const formula = hillFormula(counts);
  const ranges = tolerance(counts, accuracy);
  const deviation = sql.join(
    Object.keys(counts).map((el) => sql`abs(coalesce((s.elements ->> ${el})::int, 0) - ${counts[el]})`),
    sql` + `,
  );
  let where: SQL;
  if (accuracy >= 100) {
    where = sql`s.formula = ${formula}`;
  } else {
    const bounds = Object.entries(ranges).map(([el, [lo, hi]]) =>
      el === 'C' ? sql`((s.elements ->> 'C')::int between ${lo} and ${hi})` : sql`((s.elements ->> ${el})::int between ${lo} and ${hi})`,
    );
    where = sql`s.element_set = ${elementSetOf(counts)} and ${sql.join(bounds, sql` and `)}`;
  }
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select products.id, count(*) over ()::int as total
        from product_search s join products on products.id = s.product_id
        where products.status = 1 and ${where}
        order by (s.formula = ${formula}) desc, ${deviation}, abs(products.mw - ${massOf(counts)}), char_length(products.name_cn), products.id
        limit ${limit} offset ${offset}`,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    [{ total }] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from product_search s join products on products.id = s.product_id where products.status = 1 and ${where}`,
    );
  }
  return { formula, accuracy, ids: rows.map((r) => r.id), total };
}
