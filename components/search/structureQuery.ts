import { FORMULA_ACCURACY_DEFAULT, SIMILARITY_THRESHOLD_DEFAULT, STRUCTURE_MODES, type StructureMode } from '@/lib/api/contract/search';
import { MAX_PAGE_NO, parsePositiveInt, type SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { routes } from '@/lib/routes';

/**
 * The state of /searchStructureFormula lives in its URL, so a result is a link to share:
 *   tab        structure (default) | formula
 *   smiles     a SMILES query          molfile  a molfile query (multi-line; wins over smiles)
 *   mode       substructure (default) | similarity | exact
 *   threshold  Tanimoto threshold 0.3–1.0 (similarity only; default 0.7)
 *   formula    a molecular formula     accuracy 50–100 % (default 100 = the exact formula)
 *   pageNo     1-based
 */
export type StructureTab = 'structure' | 'formula';
export const ACCURACY_OPTIONS = [100, 95, 90, 80, 70, 60, 50] as const;
export const THRESHOLD_MIN = 0.3;
export const THRESHOLD_MAX = 1;
export const THRESHOLD_STEP = 0.05;
/** The contract's limits. */
const MAX_QUERY = 64_000;
const MAX_FORMULA = 200;

export interface StructureFormulaQuery {
  tab: StructureTab;
  query: string;
  mode: StructureMode;
  threshold: number;
  formula: string;
  accuracy: number;
  pageNo: number;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseStructureQuery(params: SearchParamsRecord): StructureFormulaQuery {
  const query = (firstOf(params.molfile) || firstOf(params.smiles) || '').slice(0, MAX_QUERY);
  const formula = (firstOf(params.formula) ?? '').trim().slice(0, MAX_FORMULA);
  const modeText = firstOf(params.mode) ?? '';
  const mode = (STRUCTURE_MODES as readonly string[]).includes(modeText) ? (modeText as StructureMode) : 'substructure';
  const t = Number(firstOf(params.threshold));
  const threshold = Number.isFinite(t) && t >= THRESHOLD_MIN && t <= THRESHOLD_MAX ? Math.round(t * 100) / 100 : SIMILARITY_THRESHOLD_DEFAULT;
  const a = parsePositiveInt(firstOf(params.accuracy), 100);
  const accuracy = a !== null && a >= 50 ? a : FORMULA_ACCURACY_DEFAULT;
  const tabText = firstOf(params.tab);
  const tab: StructureTab = tabText === 'formula' || (tabText !== 'structure' && formula && !query.trim()) ? 'formula' : 'structure';
  return { tab, query, mode, threshold, formula, accuracy, pageNo: parsePositiveInt(firstOf(params.pageNo), MAX_PAGE_NO) ?? 1 };
}

/** The URL of a structure search: SMILES in `smiles`, a molfile (several lines) in `molfile`. */
export function structureHref(query: string, mode: StructureMode, threshold: number): string {
  const isMolfile = query.includes('\n');
  return routes.searchStructureFormulaFor({
    tab: 'structure',
    [isMolfile ? 'molfile' : 'smiles']: isMolfile ? query : query.trim(),
    mode,
    threshold: mode === 'similarity' ? threshold : undefined,
  });
}

export const formulaHref = (formula: string, accuracy: number) => routes.searchStructureFormulaFor({ tab: 'formula', formula, accuracy });
