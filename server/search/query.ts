import { normaliseCas } from '../../lib/chem/cas';
import { normaliseFormula } from '../chem/formula';
import { quoteLexeme } from './analyse';
import { cleanKeyword, hanRuns, latinWords, normaliseText } from './normalise';
import { cutWords } from './tokenise';

/**
 * Reads a keyword as everything it could be — CAS number (whole or part), catalogue number, molecular
 * formula (any order), pinyin (full or initials), Chinese (words and 2-character fragments), English —
 * and says which index answers each reading. The engine ORs the readings and ranks the union.
 */

export type QueryKind = 'cas' | 'casPart' | 'code' | 'formula' | 'pinyin' | 'chinese' | 'english' | 'text';

export type Unit = { kind: 'han'; text: string } | { kind: 'word'; text: string; prefix: boolean };

export interface KeywordPlan {
  /** The keyword as typed, cleaned (for the search log). */
  display: string;
  /** NFKC, lower case: compared with `product_search.names`. */
  norm: string;
  /** A full CAS number ('50-78-2'): equality, ranked first. */
  cas: string | null;
  /** Part of a CAS number ('50-78'): prefix of the CAS. */
  casPrefix: string | null;
  /** Lower-case catalogue-number reading: equality (ranked first) and prefix. */
  code: string | null;
  codePrefix: boolean;
  /** Hill formula reading ('O4H8C9' → 'C9H8O4'). */
  formula: string | null;
  /** Letters only: full pinyin or initials, prefix-matched from any word start. */
  pinyin: string | null;
  /** Substring of the whole text (trigram index): only when it has a run of 3+ letters/digits for pg_trgm to use. */
  contains: string | null;
  /** Chinese words and non-Chinese words, all required (strict) or any (relaxed). */
  units: Unit[];
  kinds: QueryKind[];
}

const FORMULA_CHARS = /^[A-Za-z0-9()[\]·.*•+]{1,100}$/;
const CODE_CHARS = /^[a-z0-9][a-z0-9._/-]{0,39}$/;
const CAS_PART = /^[\d-]{2,12}$/;

/** Han runs cut into words; runs of single characters that jieba left unattached are kept together. */
function hanUnits(norm: string): string[] {
  const out: string[] = [];
  for (const run of hanRuns(norm)) {
    // A short run is one fragment: 奥美 must match 奥美拉唑 as a whole, not 奥 and 美 anywhere.
    if ([...run].length <= 4) {
      out.push(run);
      continue;
    }
    let pending = '';
    for (const w of cutWords(run)) {
      if ([...w].length === 1) {
        pending += w;
        continue;
      }
      if (pending) out.push(pending);
      pending = '';
      out.push(w);
    }
    if (pending) out.push(pending);
  }
  return out;
}

export function planKeyword(input: string): KeywordPlan {
  const display = cleanKeyword(input);
  const norm = normaliseText(display);
  const compact = norm.replace(/[\s']/g, '');
  const kinds = new Set<QueryKind>();
  const plan: KeywordPlan = { display, norm, cas: null, casPrefix: null, code: null, codePrefix: false, formula: null, pinyin: null, contains: null, units: [], kinds: [] };
  if (!norm) return plan;

  // Identifiers are read decisively: a CAS number, a catalogue number or a formula is looked up by its
  // own index, without the word, pinyin and substring readings that would only add noise and time.
  const casText = normaliseCas(display);
  if (/^\d{2,7}-\d{2}-\d$/.test(casText)) {
    plan.cas = casText;
    plan.code = compact;
    plan.kinds = ['cas'];
    return plan;
  }
  if (CAS_PART.test(casText) && /\d{2}/.test(casText)) {
    plan.casPrefix = casText;
    plan.code = compact;
    plan.codePrefix = casText.length >= 3;
    // Digits alone may be a CAS without its dashes ('5078'): a substring of the stored dash-less CAS.
    if (/^\d{4,}$/.test(casText)) plan.contains = casText;
    plan.kinds = ['casPart'];
    return plan;
  }

  const rawFormula = display.replace(/\s+/g, '');
  const formula = FORMULA_CHARS.test(rawFormula) && /[a-z]/i.test(rawFormula) ? normaliseFormula(rawFormula) : null;
  const codeLike = CODE_CHARS.test(compact) && !/\s/.test(norm);
  if (formula && /\d/.test(rawFormula)) {
    // C9H8O4 / o4h8c9: a formula, or (rarely) a catalogue number.
    plan.formula = formula;
    if (codeLike) plan.code = compact;
    plan.kinds = ['formula'];
    return plan;
  }
  if (codeLike && /\d/.test(compact) && /[a-z]/.test(compact)) {
    // RM-A001, A001, EXP3174: a catalogue number (equal or prefix) or a code-like word inside a name.
    plan.code = compact;
    plan.codePrefix = compact.length >= 3;
    plan.contains = compact.length >= 3 ? compact : null;
    plan.kinds = ['code'];
    return plan;
  }

  // One letter or digit is no search term ('n', '2' would match half the catalogue): only an exact catalogue number.
  if ([...compact].length < 2 && !hanRuns(norm).length) {
    plan.code = codeLike ? compact : null;
    plan.kinds = [];
    return plan;
  }

  if (formula) {
    plan.formula = formula; // 'nacl', 'co': a formula without digits, among the other readings
    kinds.add('formula');
  }
  if (codeLike) plan.code = compact;
  plan.pinyin = /^[a-z]{2,60}$/.test(compact) ? compact : null;
  if (plan.pinyin) kinds.add('pinyin');

  for (const text of hanUnits(norm)) plan.units.push({ kind: 'han', text });
  for (const text of latinWords(norm)) {
    // A prefix of 1-2 letters matches half the dictionary; digits are whole tokens (positions, '4-').
    plan.units.push({ kind: 'word', text, prefix: text.length >= 3 && /\p{L}/u.test(text) });
  }
  if (plan.units.some((u) => u.kind === 'han')) kinds.add('chinese');
  if (plan.units.some((u) => u.kind === 'word' && /\p{L}/u.test(u.text))) kinds.add('english');

  // pg_trgm needs a run of 3+ letters/digits to use its index (Han text is served by the bigram tokens).
  plan.contains = /[\p{L}\p{N}]{3}/u.test(norm.replace(/[\u3400-\u9fff]/g, ' ')) ? norm : null;
  if (plan.contains) kinds.add('text');
  // A single word of 3+ characters is found by the substring reading alone (a superset of its word prefixes);
  // the word tokens are for several words in any order, or short ones.
  if (plan.contains && plan.units.length === 1 && plan.units[0].kind === 'word' && plan.units[0].text.length >= 3) plan.units = [];
  plan.kinds = [...kinds];
  return plan;
}

/** Units worth matching one at a time when no product has them all: Chinese words and real words, not digits or single letters. */
export const relaxableUnits = (units: Unit[]) => units.filter((u) => u.kind === 'han' || (u.text.length >= 3 && /\p{L}/u.test(u.text)));

/**
 * The relevance floor of a relaxed search (any word instead of every word): a product must match words that
 * make up at least this share of the keyword's letters, digits and Han characters. 阿司匹林片 (4 of 5) and
 * aspirin 100mg tablets (7 of 19) still find aspirin; 100 random characters whose one 3-letter fragment
 * happens to start a drug name (cda → Candesartan) find nothing.
 */
export const RELAXED_MIN_SHARE = 1 / 3;
/** More distinct words than this are no query with one word too many but a pasted text or noise: no any-word fallback. */
export const RELAXED_MAX_UNITS = 8;

const unitLength = (u: Unit) => [...u.text].length;

/** How many characters of the keyword count for the floor: letters, digits and Han characters. */
export const contentLength = (norm: string) => (norm.match(/[\p{L}\p{N}]/gu) ?? []).length;

/** The least number of keyword characters a relaxed match must cover. */
export const relaxedFloor = (plan: KeywordPlan) => Math.ceil(contentLength(plan.norm) * RELAXED_MIN_SHARE);

/**
 * The distinct relaxable units with their lengths, or null when there are more than RELAXED_MAX_UNITS or even all of
 * them together stay under the floor (nothing could pass it).
 */
export function relaxedUnits(plan: KeywordPlan): { units: Unit[]; lengths: number[]; floor: number } | null {
  const units = relaxableUnits(plan.units).filter((u, i, all) => all.findIndex((v) => v.text === u.text) === i);
  const lengths = units.map(unitLength);
  const floor = relaxedFloor(plan);
  if (!units.length || units.length > RELAXED_MAX_UNITS || lengths.reduce((a, b) => a + b, 0) < floor) return null;
  return { units, lengths, floor };
}

/** The tsquery of the units: each Han unit as its bigrams (or the whole word), each word exact or as a prefix. */
export function unitsQuery(units: Unit[], join: '&' | '|'): string | null {
  const parts = units.map((u) => {
    if (u.kind === 'word') return quoteLexeme(u.text) + (u.prefix ? ':*' : '');
    const chars = [...u.text];
    if (chars.length === 1) return quoteLexeme(u.text);
    const pairs = chars.slice(0, -1).map((c, i) => quoteLexeme(c + chars[i + 1]));
    return pairs.length === 1 ? pairs[0] : `(${quoteLexeme(u.text)} | (${pairs.join(' & ')}))`;
  });
  return parts.length ? parts.join(` ${join} `) : null;
}

export const pinyinQuery = (pinyin: string) => `${quoteLexeme(pinyin)}:*`;
