import { QUICK_ORDER_MAX_LINES } from '@/lib/constants';
import { MSG } from '@/lib/messages';

/**
 * Quick order input (SPEC §2 /quickOrder): typed or pasted lines, or a CSV file. The server splits each
 * line (`<货号|CAS> [规格] [数量]`, separators comma, tab or space); here blank lines are dropped and the
 * limits checked. No spreadsheet library is installed, so .xlsx is not read: the user is asked to save
 * it as CSV (docs: the storefront accepts CSV and pasted text).
 */

export const QUICK_FILE_MAX_BYTES = 1024 * 1024;
export const QUICK_LINE_MAX_CHARS = 200;
const FILE_EXTENSIONS = ['.csv', '.txt'];

export type LinesResult = { ok: true; lines: string[] } | { ok: false; error: string };

export function linesOf(text: string): LinesResult {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return { ok: false, error: MSG.quickNoLines };
  if (lines.length > QUICK_ORDER_MAX_LINES) return { ok: false, error: MSG.quickTooManyLines(lines.length) };
  const long = lines.findIndex((l) => l.length > QUICK_LINE_MAX_CHARS);
  if (long >= 0) return { ok: false, error: MSG.quickLineTooLong(long + 1) };
  return { ok: true, lines };
}

/** RFC 4180-ish: quoted cells with "" escapes and commas or newlines inside; a record's cells joined by a space. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let cell = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === '\t' || c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    records.push(row);
  }
  return records;
}

const HEADER_WORDS = /货号|cas|数量|规格|品名|名称|code|qty|quantity|pack/i;

/** CSV text → input lines: a header row (货号, CAS, 数量 …) is skipped, empty cells dropped. */
export function csvToText(text: string): string {
  const records = csvRecords(text.replace(/^\uFEFF/, ''))
    .map((cells) => cells.map((c) => c.trim()).filter(Boolean))
    .filter((cells) => cells.length > 0);
  if (records.length > 0 && records[0].some((c) => HEADER_WORDS.test(c)) && !records[0].some((c) => /\d{2,7}-\d{2}-\d/.test(c))) records.shift();
  return records.map((cells) => cells.join(' ')).join('\n');
}

/** Checks a chosen file by extension, size and content (text, not a binary or a zip such as .xlsx). */
export async function readQuickOrderFile(file: File): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  const name = file.name.toLowerCase();
  if (!FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return { ok: false, error: MSG.quickBadExtension };
  if (file.size > QUICK_FILE_MAX_BYTES) return { ok: false, error: MSG.quickFileTooBig };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, error: MSG.quickEmptyFile };
  // PK\x03\x04 = a zip (xlsx, docx); a NUL byte = some other binary format.
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (isZip || bytes.slice(0, 4096).includes(0)) return { ok: false, error: MSG.quickNotText };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      // Excel in Chinese Windows saves CSV as GBK.
      text = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: MSG.quickNotText };
    }
  }
  const joined = csvToText(text);
  if (!joined.trim()) return { ok: false, error: MSG.quickEmptyFile };
  return { ok: true, text: joined };
}
