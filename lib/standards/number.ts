/**
 * Chinese standard numbers (标准号): parsing and the normalised lookup key.
 *
 * A number as printed is `<prefix> <serial>[-<year>]`, e.g. `GB/T 601-2016`, `GB 5009.3-2016`, `HJ 639-2012`,
 * `GBZ 2.1-2019`. People type it every way: `GBT601`, `gb 5009.3`, `GB/T601—2016`, full-width `ＧＢ／Ｔ　６０１`,
 * or the URL form `GB-T-601-2016`. All of them normalise to one key:
 * - `key`:     prefix without the slash + serial + `-year` when a year is given (`GBT601-2016`);
 * - `baseKey`: the same without the year (`GBT601`), to find a standard's editions when no year is typed.
 * Anything else (other prefixes, letters in the serial, a two-digit year, over-long input) is not a number.
 */

/** The prefixes (标准代号) we recognise. */
export const STANDARD_PREFIXES = [
  'GB/T', 'GB', // 国家标准（推荐性 / 强制性）
  'GBZ/T', 'GBZ', // 国家职业卫生标准
  'HJ/T', 'HJ', // 生态环境（环境保护）标准
  'YY/T', 'YY', // 医药行业标准
  'SN/T', // 出入境检验检疫行业标准
  'NY/T', // 农业行业标准
  'HG/T', // 化工行业标准
  'JJF', 'JJG', // 国家计量技术规范 / 检定规程
] as const;

export type StandardPrefix = (typeof STANDARD_PREFIXES)[number];

export interface StandardNo {
  prefix: StandardPrefix;
  /** Serial with its part numbers, e.g. '601', '5009.3', '2.1'. */
  serial: string;
  /** Four-digit year, or null when not given. */
  year: number | null;
  /** The number as it is printed: 'GB/T 601-2016' (or 'GB/T 601' without a year). */
  printed: string;
  /** Normalised lookup key: 'GBT601-2016' (or 'GBT601'). */
  key: string;
  /** The key without the year: 'GBT601'. */
  baseKey: string;
}

/** Longest input we try to read; a real number is well under this. */
const MAX_INPUT = 40;

// Letters of the prefix (slash-less) → the prefix. `GBZ` and `GB/Z` (指导性技术文件) would collide without the
// slash, so GB/Z is not accepted; no seeded standard is one.
const BY_LETTERS = new Map<string, StandardPrefix>(STANDARD_PREFIXES.map((p) => [p.replace('/', ''), p]));

const SERIAL = /^(\d{1,5}(?:\.\d{1,3}){0,2})(?:-(\d{4}))?$/;

/**
 * Parses a standard number typed in any of the usual forms; null when it is not one. Full-width characters are
 * folded (NFKC), case is ignored, spaces are dropped, any dash (-, –, —, －) separates the year, and a `/`, `-`
 * or nothing may sit between a prefix and its `T`.
 */
export function parseStandardNo(input: string): StandardNo | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT) return null;
  let s = input.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  s = s.replace(/[\u2010-\u2015\u2212\uFE58\uFE63]/g, '-');
  if (s.length === 0 || s.length > MAX_INPUT) return null;
  // Prefix: letters, with an optional `/` or `-` before a trailing T (GB/T, GB-T, GBT).
  const m = /^([A-Z]+)(?:[/-]?(T))?(?=[-\d])-?(.*)$/.exec(s);
  if (!m) return null;
  const letters = m[1] + (m[2] ?? '');
  // 'GBT601' is read greedily as letters 'GBT'; 'GB' + 'T' comes out the same.
  const prefix = BY_LETTERS.get(letters);
  if (!prefix) return null;
  const rest = SERIAL.exec(m[3]);
  if (!rest) return null;
  const serial = rest[1];
  const year = rest[2] ? Number(rest[2]) : null;
  if (year !== null && (year < 1949 || year > 2100)) return null;
  const baseKey = `${prefix.replace('/', '')}${serial}`;
  const key = year === null ? baseKey : `${baseKey}-${year}`;
  const printed = year === null ? `${prefix} ${serial}` : `${prefix} ${serial}-${year}`;
  return { prefix, serial, year, printed, key, baseKey };
}

/** The normalised key of a typed number (`GBT601-2016`), or null when it is not a standard number. */
export function normaliseStandardNo(input: string): string | null {
  return parseStandardNo(input)?.key ?? null;
}

/** The URL segment of a standard (`/standard/GB-T-601-2016`): the printed number with `/` and spaces as `-`. */
export function standardUrlCode(printed: string): string {
  return printed.replace(/[/\s]+/g, '-');
}
