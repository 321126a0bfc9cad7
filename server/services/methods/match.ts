import { normaliseCas } from '../../../lib/chem/cas';
import { hanRuns, normaliseText } from '../../search/normalise';
import { namePinyin } from '../../search/pinyin';
import { cutWords } from '../../search/tokenise';

/**
 * THE keyword match of the methods search (apiserver/searchApi): one function, so the ranked search engine
 * can replace it without touching its callers. The API items are few (tens to hundreds), so they are
 * matched in memory with the search engine's own normalisation and pinyin.
 *
 * A keyword is an API's Chinese or English name (or part of it), its CAS (with or without hyphens), the
 * pinyin or pinyin initials of its Chinese name ('aomeilazuo', 'amlz'), optionally with method words:
 * a pharmacopoeia (ChP, 中国药典, USP, EP, 欧洲药典, JP, 日本药典), a test item (有关物质, 含量测定 …) or a
 * technique (HPLC, GC …). Spaces and commas may be missing ('奥美拉唑有关物质'). The method words keep the
 * APIs that have such a method; the rest must match the API. Ranked: exact name or CAS, then name prefix,
 * then contained, then pinyin; ties keep the given order.
 */
export interface MatchableApi {
  id: number;
  cas: string;
  nameCn: string;
  nameEn: string;
}
export interface MatchableMethod {
  apiItemId: number;
  pharmacopoeia: string;
  testItem: string;
  technique: string;
}

const METHOD_WORDS: { words: string[]; test: (m: MatchableMethod) => boolean }[] = [
  { words: ['中国药典', 'chp'], test: (m) => m.pharmacopoeia === 'ChP' },
  { words: ['美国药典', 'usp-nf', 'usp'], test: (m) => m.pharmacopoeia === 'USP-NF' },
  { words: ['欧洲药典', 'ph.eur.', 'ph.eur', 'ep'], test: (m) => m.pharmacopoeia === 'EP' },
  { words: ['日本药局方', '日本药典', 'jp'], test: (m) => m.pharmacopoeia === 'JP' },
  ...['有关物质', '含量测定', '鉴别', '残留溶剂', '溶出度', '特定杂质'].map((t) => ({ words: [t], test: (m: MatchableMethod) => m.testItem === t })),
  ...['HPLC', 'GC', 'TLC', '滴定', 'IR', 'UV'].map((t) => ({ words: [t.toLowerCase()], test: (m: MatchableMethod) => m.technique === t })),
];

const pinyinMemo = new Map<string, { full: string; initials: string; fromWords: string[] }>();
function pinyinOf(nameCn: string) {
  let p = pinyinMemo.get(nameCn);
  if (!p) {
    p = namePinyin(hanRuns(nameCn).map((run) => ({ run, words: cutWords(run) })));
    pinyinMemo.set(nameCn, p);
  }
  return p;
}

const compact = (s: string) => normaliseText(s).replace(/[\s,，、;；]+/g, '');

/** Pulls the method words out of a compacted keyword (whole ASCII words only for the short Latin ones). */
function splitMethodWords(text: string): { rest: string; tests: ((m: MatchableMethod) => boolean)[] } {
  let rest = text;
  const tests: ((m: MatchableMethod) => boolean)[] = [];
  for (const { words, test } of METHOD_WORDS) {
    for (const w of words) {
      const ascii = /^[a-z.-]+$/.test(w);
      // A Latin word must not sit inside a longer Latin word (the 'ep' of 'pepsin', the 'gc' of nothing).
      const re = ascii ? new RegExp(`(?<![a-z])${w.replace(/[.-]/g, '\\$&')}(?![a-z])`) : new RegExp(w);
      if (re.test(rest)) {
        rest = rest.replace(re, ' ');
        tests.push(test);
        break;
      }
    }
  }
  return { rest: rest.replace(/\s+/g, ''), tests };
}

function nameScore(api: MatchableApi, q: string): number {
  if (!q) return 1;
  const names = [compact(api.nameCn), compact(api.nameEn)];
  const cas = api.cas;
  const qCas = normaliseCas(q);
  if (names.includes(q) || qCas === cas || q === cas.replace(/-/g, '')) return 5;
  if (names.some((n) => n.startsWith(q))) return 4;
  if (names.some((n) => n.includes(q)) || (q.length >= 4 && /^\d[\d-]*$/.test(q) && cas.startsWith(qCas))) return 3;
  if (/^[a-z]+$/.test(q) && q.length >= 2) {
    const py = pinyinOf(api.nameCn);
    if (py.full === q || py.initials === q) return 2.5;
    if ([py.full, py.initials, ...py.fromWords].some((p) => p.startsWith(q))) return 2;
  }
  return 0;
}

/** The ids of the matching API items, best first (all of them, in order, for an empty keyword). */
export function matchApis(apis: MatchableApi[], methods: MatchableMethod[], keyword: string): number[] {
  const text = compact(keyword);
  if (!text) return apis.map((a) => a.id);
  const { rest, tests } = splitMethodWords(text);
  // Only method words ('EP', 'ChP有关物质'): never read them as a name ('ep' is inside 'Carbamazepine').
  if (tests.length === 0 || rest) {
    const whole = apis.map((api) => ({ id: api.id, score: nameScore(api, text) })).filter((s) => s.score > 0);
    if (whole.length) return rank(whole);
  }
  if (tests.length === 0) return [];
  const withMethods = new Set(methods.filter((m) => tests.every((t) => t(m))).map((m) => m.apiItemId));
  return rank(apis.filter((api) => withMethods.has(api.id)).map((api) => ({ id: api.id, score: nameScore(api, rest) })).filter((s) => s.score > 0));
}

const rank = (scored: { id: number; score: number }[]) =>
  scored
    .map((s, at) => ({ ...s, at }))
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .map((s) => s.id);
