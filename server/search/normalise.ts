/**
 * Text normalisation shared by the indexer and the query side, so both read a string the same way.
 * Whatever arrives (10,000 characters, control characters, lone surrogates, emoji) comes out as a
 * short, well-formed string; nothing here throws.
 */

/** Longest keyword we read. Longer input is cut, not refused: a pasted paragraph still searches its start. */
export const MAX_KEYWORD_CHARS = 100;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// C0/C1 controls, DEL, zero-width and direction marks, BOM, the replacement character.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\ufffd]/g;

/** Full-width → ASCII, compatibility forms folded (NFKC), lower case, invisible characters and lone surrogates gone, spaces collapsed. */
export function normaliseText(input: string): string {
  return input
    .replace(LONE_SURROGATE, ' ')
    .normalize('NFKC')
    .replace(INVISIBLE, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A keyword as typed (trimmed, at most MAX_KEYWORD_CHARS code points, nothing invisible) — for display and logging. */
export function cleanKeyword(input: string): string {
  const cleaned = input.replace(LONE_SURROGATE, '').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return [...cleaned].slice(0, MAX_KEYWORD_CHARS).join('').trim();
}

/** Han ideographs (CJK unified, extension A and compatibility). */
export const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
export const HAN_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
/** Letters and digits of any script except Han (Latin, Greek α/β, digits): the "word" characters of English names. */
export const WORD_RUN = /[\p{L}\p{N}]+/gu;

export const isHan = (ch: string) => HAN.test(ch);

/** Runs of Han characters in a string. */
export const hanRuns = (s: string): string[] => s.match(HAN_RUN) ?? [];

/** Non-Han words (letters/digits runs with Han removed). */
export function latinWords(s: string): string[] {
  return (s.replace(HAN_RUN, ' ').match(WORD_RUN) ?? []).filter(Boolean);
}

/** Overlapping character pairs of a Han run ('奥美拉唑' → 奥美 美拉 拉唑); a single character stays itself. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}
