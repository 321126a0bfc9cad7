/**
 * Molecular formulas as text: the periodic table, and the parser of what a user types ("C9H8O4",
 * "h2o", "C20H25ClN2O5·C6H6O3S") into element counts and Hill order. Pure: no RDKit.
 */

// ---------------------------------------------------------------------------
// Periodic table (index = atomic number)
// ---------------------------------------------------------------------------

// prettier-ignore
export const ELEMENTS: readonly string[] = [
  '*', 'H', 'He', 'Li', 'Be', 'B', 'C', 'N', 'O', 'F', 'Ne', 'Na', 'Mg', 'Al', 'Si', 'P', 'S', 'Cl', 'Ar',
  'K', 'Ca', 'Sc', 'Ti', 'V', 'Cr', 'Mn', 'Fe', 'Co', 'Ni', 'Cu', 'Zn', 'Ga', 'Ge', 'As', 'Se', 'Br', 'Kr',
  'Rb', 'Sr', 'Y', 'Zr', 'Nb', 'Mo', 'Tc', 'Ru', 'Rh', 'Pd', 'Ag', 'Cd', 'In', 'Sn', 'Sb', 'Te', 'I', 'Xe',
  'Cs', 'Ba', 'La', 'Ce', 'Pr', 'Nd', 'Pm', 'Sm', 'Eu', 'Gd', 'Tb', 'Dy', 'Ho', 'Er', 'Tm', 'Yb', 'Lu',
  'Hf', 'Ta', 'W', 'Re', 'Os', 'Ir', 'Pt', 'Au', 'Hg', 'Tl', 'Pb', 'Bi', 'Po', 'At', 'Rn',
  'Fr', 'Ra', 'Ac', 'Th', 'Pa', 'U', 'Np', 'Pu', 'Am', 'Cm', 'Bk', 'Cf', 'Es', 'Fm', 'Md', 'No', 'Lr',
  'Rf', 'Db', 'Sg', 'Bh', 'Hs', 'Mt', 'Ds', 'Rg', 'Cn', 'Nh', 'Fl', 'Mc', 'Lv', 'Ts', 'Og',
];

const ELEMENT_SET = new Set(ELEMENTS.slice(1));
const ELEMENT_BY_LOWER = new Map(ELEMENTS.slice(1).map((s) => [s.toLowerCase(), s]));

// ---------------------------------------------------------------------------
// User-typed formulas
// ---------------------------------------------------------------------------

/**
 * Elements that may appear in the catalogue's compounds. When the input is
 * typed without capitals ("co2", "nacl") several readings may exist; we prefer
 * the one using the fewest elements outside this set (so "co2" → CO2, not Co2,
 * but "nacl" → NaCl), then the one with fewest tokens (greedy).
 */
const COMMON = new Set(
  'C H N O S P F Cl Br I B Si Se Na K Li Mg Ca Zn Fe Cu Al Ba Sr Pt Ag Au Mn Cr Gd Hg'.split(' '),
);

type Counts = Record<string, number>;

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Split a formula string into element-symbol tokens and other characters. */
function tokenise(text: string, caseSensitive: boolean): string[] | null {
  const out: string[] = [];
  // Dynamic programming over positions for the case-insensitive reading.
  if (!caseSensitive) {
    const n = text.length;
    // best[i] = [uncommonCount, tokenCount, tokens] for text.slice(i)
    const best: ([number, number, string[]] | null)[] = new Array(n + 1).fill(null);
    best[n] = [0, 0, []];
    for (let i = n - 1; i >= 0; i--) {
      const ch = text[i];
      if (!/[a-z]/i.test(ch)) {
        const rest = best[i + 1];
        best[i] = rest ? [rest[0], rest[1], [ch, ...rest[2]]] : null;
        continue;
      }
      let choice: [number, number, string[]] | null = null;
      for (const len of [2, 1]) {
        const sym = ELEMENT_BY_LOWER.get(text.slice(i, i + len).toLowerCase());
        const rest = best[i + len];
        if (!sym || !rest || i + len > n) continue;
        const cand: [number, number, string[]] = [rest[0] + (COMMON.has(sym) ? 0 : 1), rest[1] + 1, [sym, ...rest[2]]];
        if (!choice || cand[0] < choice[0] || (cand[0] === choice[0] && cand[1] < choice[1])) choice = cand;
      }
      best[i] = choice;
    }
    return best[0]?.[2] ?? null;
  }
  for (let i = 0; i < text.length; ) {
    const m = /^[A-Z][a-z]?/.exec(text.slice(i));
    if (m) {
      // "Co" is cobalt only if it is an element; otherwise fall back to one letter
      const sym = ELEMENT_SET.has(m[0]) ? m[0] : ELEMENT_SET.has(m[0][0]) ? m[0][0] : null;
      if (!sym) return null;
      out.push(sym);
      i += sym.length;
    } else if (/[a-z]/.test(text[i])) {
      return null;
    } else {
      out.push(text[i]);
      i += 1;
    }
  }
  return out;
}

/** Parse tokens: Element count | ( group ) count, joined by · . * + with leading multipliers. */
function parseTokens(tokens: string[]): Counts | null {
  let pos = 0;
  const peek = () => tokens[pos];
  const readInt = (): number | null => {
    let digits = '';
    while (pos < tokens.length && /^\d$/.test(tokens[pos])) digits += tokens[pos++];
    return digits ? Number(digits) : null;
  };
  const merge = (into: Counts, from: Counts, k: number) => {
    for (const [el, n] of Object.entries(from)) into[el] = (into[el] ?? 0) + n * k;
  };
  const parseGroup = (closing: string | null): Counts | null => {
    const counts: Counts = {};
    let any = false;
    while (pos < tokens.length) {
      const t = peek();
      if (t === closing) break;
      if (t === '(' || t === '[') {
        pos++;
        const inner = parseGroup(t === '(' ? ')' : ']');
        if (!inner || peek() !== (t === '(' ? ')' : ']')) return null;
        pos++;
        merge(counts, inner, readInt() ?? 1);
        any = true;
      } else if (ELEMENT_SET.has(t)) {
        pos++;
        const n = readInt() ?? 1;
        if (n === 0) return null;
        counts[t] = (counts[t] ?? 0) + n;
        any = true;
      } else {
        break;
      }
    }
    return any ? counts : null;
  };
  const total: Counts = {};
  for (;;) {
    const multiplier = readInt() ?? 1;
    const part = parseGroup(null);
    if (!part || multiplier === 0) return null;
    merge(total, part, multiplier);
    if (pos >= tokens.length) break;
    if (!['·', '.', '*', '•', '+'].includes(peek())) return null;
    pos++;
  }
  return total;
}

/**
 * Parse a formula such as "C9H8O4", "O4C9H8", "h2o", "C20H25ClN2O5·C6H6O3S",
 * "Ca(C33H34FN2O5)2" into element counts; null for anything else.
 * Case is respected when the input has capitals; all-lowercase (or mis-cased)
 * input is read case-insensitively against the periodic table.
 */
export function parseFormula(text: string): Record<string, number> | null {
  const cleaned = text
    .replace(/\s+/g, '')
    .replace(/[₀-₉]/g, (d) => String(SUBSCRIPTS.indexOf(d)))
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')');
  if (!cleaned || cleaned.length > 200 || !/^[A-Za-z0-9()[\]·.*•+]+$/.test(cleaned)) return null;
  for (const caseSensitive of /[A-Z]/.test(cleaned) ? [true, false] : [false]) {
    const tokens = tokenise(cleaned, caseSensitive);
    if (!tokens || (!caseSensitive && !plausibleLenientReading(tokens))) continue;
    const counts = parseTokens(tokens);
    if (counts && Object.keys(counts).length) return counts;
  }
  return null;
}

/**
 * Case-insensitive readings accept too much ("nonsense" → N O N Se N Se), so
 * there each element may occur only once per dot-separated component, as in
 * any formula a person would type in lower case ("c9h8o4", "nacl", "h2o").
 */
function plausibleLenientReading(tokens: string[]): boolean {
  let seen = new Set<string>();
  for (const t of tokens) {
    if (['·', '.', '*', '•', '+'].includes(t)) seen = new Set();
    else if (ELEMENT_SET.has(t)) {
      if (seen.has(t)) return false;
      seen.add(t);
    }
  }
  return true;
}

/** Hill order: with carbon, C then H then alphabetical; without carbon, all alphabetical. */
export function hillFormula(counts: Record<string, number>): string {
  const elements = Object.keys(counts).filter((el) => counts[el] > 0);
  const hasCarbon = 'C' in counts && counts.C > 0;
  elements.sort((a, b) => {
    if (hasCarbon) {
      for (const first of ['C', 'H']) {
        if (a === first) return -1;
        if (b === first) return 1;
      }
    }
    return a < b ? -1 : a > b ? 1 : 0;
  });
  return elements.map((el) => el + (counts[el] > 1 ? counts[el] : '')).join('');
}

/** Normalise a user-typed formula to Hill order ("O4C9H8" → "C9H8O4"); null for garbage. */
export function normaliseFormula(text: string): string | null {
  const counts = parseFormula(text);
  return counts ? hillFormula(counts) : null;
}
