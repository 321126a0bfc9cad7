import { bigrams, hanRuns, HAN, latinWords, normaliseText } from './normalise';
import { namePinyin } from './pinyin';
import { cutForIndex, cutWords, nameStems } from './tokenise';

/**
 * The text side of a product's search row: what the indexer stores and what query.ts matches against.
 * tsvectors are built here as literals (`'lexeme':1A`) rather than by to_tsvector, so the database never
 * re-parses our tokens (the `simple` parser would split '50-78-2' and Chinese its own way).
 */

export interface ProductText {
  nameCn: string;
  nameEn: string;
  synonyms: string[];
  cas: string;
  code: string;
}

export interface TextRow {
  text: string;
  names: string;
  primaryNames: string;
  tokens: string;
  pinyin: string;
  pinyinNames: string;
  pinyinPrimary: string;
}

/** Weights: A whole words of the names, B whole words of synonyms, C/D pieces (bigrams, characters) of either. */
type Weight = 'A' | 'B' | 'C' | 'D';
const MAX_POSITION = 16383;
const MAX_LEXEME_CHARS = 200;

class TsvectorBuilder {
  private readonly lexemes = new Map<string, string[]>();
  private position = 0;

  add(lexeme: string, weight: Weight) {
    if (!lexeme || lexeme.length > MAX_LEXEME_CHARS || this.position >= MAX_POSITION) return;
    this.position += 1;
    const list = this.lexemes.get(lexeme) ?? [];
    // ts_rank counts every position: keep at most a few per lexeme so a name repeated in synonyms does not dominate.
    if (list.length < 4) list.push(`${this.position}${weight === 'D' ? '' : weight}`);
    this.lexemes.set(lexeme, list);
  }

  toString(): string {
    return [...this.lexemes].map(([lex, pos]) => `${quoteLexeme(lex)}:${pos.join(',')}`).join(' ');
  }
}

/** A lexeme as a tsvector/tsquery literal: single-quoted, quotes doubled, backslashes escaped. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** Adds the lexemes of one name: jieba words and Han bigrams/characters, and the non-Han words. */
function addName(tv: TsvectorBuilder, normalised: string, primary: boolean) {
  const word: Weight = primary ? 'A' : 'B';
  const piece: Weight = primary ? 'C' : 'D';
  for (const run of hanRuns(normalised)) {
    for (const w of cutForIndex(run)) if (HAN.test(w)) tv.add(w, word);
    for (const b of bigrams(run)) tv.add(b, piece);
    if ([...run].length > 1) for (const ch of run) tv.add(ch, piece);
  }
  for (const w of latinWords(normalised)) tv.add(w, word);
}

const joinLines = (items: string[]) => `\n${items.join('\n')}\n`;

/** The Chinese name's stem without salt words, when it differs (盐酸二甲双胍 → 二甲双胍): ranked as the name itself. */
export function saltStem(nameCn: string): string | undefined {
  const norm = normaliseText(nameCn);
  return nameStems(nameCn, true).find((st) => st !== norm && norm.includes(st) && hanRuns(norm).length === 1);
}

/**
 * Pinyin of Chinese names: the tsvector of full pinyin and initials from every word start (A for the first
 * `primaryCount` names, B for the rest), and the '\n'-joined full pinyin and initials of every name and of the primary ones.
 */
function pinyinOf(chineseNames: string[], primaryCount: number): Pick<TextRow, 'pinyin' | 'pinyinNames' | 'pinyinPrimary'> {
  const py = new TsvectorBuilder();
  const pinyinNames: string[] = [];
  const pinyinPrimary: string[] = [];
  chineseNames.forEach((name, i) => {
    const runs = hanRuns(name).map((run) => ({ run, words: cutWords(run) }));
    if (!runs.length) return;
    const p = namePinyin(runs);
    if (!p.full) return;
    pinyinNames.push(p.full, p.initials);
    if (i < primaryCount) pinyinPrimary.push(p.full, p.initials);
    for (const s of p.fromWords) py.add(s, i < primaryCount ? 'A' : 'B');
  });
  return { pinyin: py.toString(), pinyinNames: joinLines(pinyinNames), pinyinPrimary: joinLines(pinyinPrimary) };
}

export function analyseProduct(p: ProductText): TextRow {
  const nameCn = normaliseText(p.nameCn);
  const nameEn = normaliseText(p.nameEn);
  const synonyms = p.synonyms.map(normaliseText).filter(Boolean);
  const cas = p.cas.trim();
  const casDigits = cas.replace(/-/g, '');
  const code = normaliseText(p.code);

  const tokens = new TsvectorBuilder();
  addName(tokens, nameCn, true);
  addName(tokens, nameEn, true);
  for (const s of synonyms) addName(tokens, s, false);
  for (const id of [cas, casDigits, code]) tokens.add(id, 'A');
  for (const w of latinWords(code)) tokens.add(w, 'A');

  // The Chinese name's stem counts as the name itself when ranking: 盐酸二甲双胍 answers 二甲双胍 exactly.
  const stem = saltStem(p.nameCn);
  const primary = [nameCn, ...(stem ? [stem] : []), nameEn];
  const chineseNames = [nameCn, ...(stem ? [stem] : []), ...synonyms.filter((s) => HAN.test(s))];

  const names = [nameCn, nameEn, ...synonyms];
  return {
    text: [...names, cas, casDigits, code].join('\n'),
    names: joinLines(names),
    primaryNames: joinLines(primary),
    tokens: tokens.toString(),
    ...pinyinOf(chineseNames, stem ? 2 : 1),
  };
}

/**
 * A record other than a product (a pharmacopoeia method, a standard, a compound data record) in the same form, so
 * query.ts and the same ranking read it: its own names (A: exact and prefix rank; the first one's salt stem counts
 * as a name), other names (B: exact rank), related words (B: found, never ranked as a name) and identifiers
 * (whole tokens). Pinyin is indexed for every Chinese name, own names first.
 */
export interface RecordText {
  primary: string[];
  names: string[];
  related: string[];
  ids: string[];
}

export function analyseRecord(r: RecordText): TextRow {
  const clean = (list: string[]) => [...new Set(list.map(normaliseText).filter(Boolean))];
  const primaryIn = clean(r.primary);
  const stem = r.primary[0] ? saltStem(r.primary[0]) : undefined;
  const primary = stem && !primaryIn.includes(stem) ? [primaryIn[0], stem, ...primaryIn.slice(1)] : primaryIn;
  const names = clean(r.names).filter((n) => !primary.includes(n));
  const related = clean(r.related);
  const ids = clean(r.ids);

  const tokens = new TsvectorBuilder();
  for (const n of primary) addName(tokens, n, true);
  for (const n of names) addName(tokens, n, false);
  for (const n of related) addName(tokens, n, false);
  for (const id of ids) {
    tokens.add(id, 'A');
    for (const w of latinWords(id)) tokens.add(w, 'A');
  }
  const chinesePrimary = primary.filter((n) => HAN.test(n));
  const chinese = [...chinesePrimary, ...names.filter((n) => HAN.test(n))];
  return {
    text: [...primary, ...names, ...related, ...ids].join('\n'),
    names: joinLines([...primary, ...names]),
    primaryNames: joinLines(primary),
    tokens: tokens.toString(),
    ...pinyinOf(chinese, chinesePrimary.length),
  };
}
