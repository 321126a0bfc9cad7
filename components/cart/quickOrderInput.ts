import { QUICK_ORDER_FILE_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '@/lib/constants';
import { MSG } from '@/lib/messages';
import type { XlsxFailure } from '@/lib/xlsx/read';

/**
 * Quick order input (SPEC §2 /quickOrder): typed or pasted lines, or a file (.xlsx, .csv, .txt). The
 * server splits each line (`<货号|CAS> [规格] [数量]`, separators comma, tab or space); here blank lines
 * are dropped and the limits checked. A spreadsheet row becomes one line of its non-empty cells. The
 * .xlsx reader (lib/xlsx, with fflate) is loaded with import() only when such a file is picked.
 */

export const QUICK_LINE_MAX_CHARS = 200;
/** The file picker's filter; .xls is listed so that picking one gets the "save as .xlsx" advice. */
export const QUICK_FILE_ACCEPT = '.xlsx,.csv,.txt,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,text/plain';

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

/**
 * Rows of cells (CSV records or spreadsheet rows) → input lines: each row's non-empty cells joined by a
 * space (whitespace inside a cell, such as a line break, becomes one space), empty rows dropped, and a
 * first row of headers (货号, CAS, 数量 …, but no CAS number) skipped.
 */
export function rowsToText(rows: string[][]): string {
  const records = rows.map((cells) => cells.map((c) => c.replace(/\s+/g, ' ').trim()).filter(Boolean)).filter((cells) => cells.length > 0);
  if (records.length > 0 && records[0].some((c) => HEADER_WORDS.test(c)) && !records[0].some((c) => /\d{2,7}-\d{2}-\d/.test(c))) records.shift();
  return records.map((cells) => cells.join(' ')).join('\n');
}

/** CSV text → input lines (see rowsToText). */
export const csvToText = (text: string) => rowsToText(csvRecords(text.replace(/^\uFEFF/, '')));

type TextResult = { ok: true; text: string } | { ok: false; error: string };
export type FileResult = { ok: true; text: string; lines: string[] } | { ok: false; error: string };

const XLSX_ERROR: Record<XlsxFailure, string> = {
  notZip: MSG.quickXlsxDamaged,
  notWorkbook: MSG.quickXlsxDamaged,
  encrypted: MSG.quickXlsxEncrypted,
  tooLarge: MSG.quickXlsxTooLarge,
};

/**
 * Checks a chosen file by extension, size and content, and turns it into input lines under the same
 * rules as typed text (linesOf: at most 200). Never throws; the error is the Chinese text to show.
 */
export async function readQuickOrderFile(file: File): Promise<FileResult> {
  const name = file.name.toLowerCase();
  const kind = name.endsWith('.xlsx') ? 'xlsx' : name.endsWith('.csv') || name.endsWith('.txt') ? 'text' : null;
  if (name.endsWith('.xls')) return { ok: false, error: MSG.quickOldXls };
  if (!kind) return { ok: false, error: MSG.quickBadExtension };
  if (file.size > QUICK_ORDER_FILE_MAX_BYTES) return { ok: false, error: MSG.quickFileTooBig };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: MSG.quickEmptyFile }; // the file went away or cannot be read
  }
  if (bytes.length === 0) return { ok: false, error: MSG.quickEmptyFile };
  const read = kind === 'xlsx' ? await readXlsx(bytes) : readText(bytes);
  if (!read.ok) return read;
  const parsed = linesOf(read.text);
  return parsed.ok ? { ok: true, text: read.text, lines: parsed.lines } : parsed;
}

async function readXlsx(bytes: Uint8Array): Promise<TextResult> {
  let reader: typeof import('@/lib/xlsx/read');
  try {
    reader = await import('@/lib/xlsx/read');
  } catch {
    return { ok: false, error: MSG.quickXlsxLoadFailed };
  }
  const sheet = reader.readFirstSheet(bytes);
  if (!sheet.ok) return { ok: false, error: XLSX_ERROR[sheet.reason] };
  const text = rowsToText(sheet.rows);
  return text ? { ok: true, text } : { ok: false, error: MSG.quickEmptySheet };
}

function readText(bytes: Uint8Array): TextResult {
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
  return joined.trim() ? { ok: true, text: joined } : { ok: false, error: MSG.quickEmptyFile };
}
