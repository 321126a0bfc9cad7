import { unzipSync } from 'fflate';
import { xmlTokens } from './xml';

/**
 * Reads the cell texts of the first visible worksheet of an .xlsx (Office Open XML) file: the package's
 * relationships lead to the workbook, its first <sheet> to the sheet part; shared strings, inline strings
 * (also rich-text runs), numbers, booleans, formula results and error values are read as the text Excel
 * shows for a General cell (numbers to 15 significant digits: `5.0` → "5"). Styles and dates are not
 * applied. Cell references place each value (`C5` → row 5, column 3; missing cells become ''); rows are
 * returned from row 1 to the last row with a value, each up to its last value.
 *
 * Never throws for bad input: the result names the reason. Meant to be loaded with `import()`, so fflate
 * stays out of a page's first-load JavaScript.
 */

export type XlsxFailure = 'notZip' | 'encrypted' | 'notWorkbook' | 'tooLarge';
export type XlsxResult = { ok: true; rows: string[][] } | { ok: false; reason: XlsxFailure };

/** Largest uncompressed XML part we inflate (a zip bomb declares its sizes; fflate allocates exactly that). */
export const XLSX_MAX_PART_BYTES = 16 * 1024 * 1024;
/** Most row and cell slots of the returned grid (a lone cell at XFD1048576 would otherwise be huge). */
export const XLSX_MAX_GRID = 1_000_000;
const MAX_COLUMN = 16_384; // XFD
const MAX_ROW = 1_048_576;

class Failure extends Error {
  constructor(readonly reason: XlsxFailure) {
    super(reason);
  }
}

export function readFirstSheet(bytes: Uint8Array): XlsxResult {
  try {
    return { ok: true, rows: read(bytes) };
  } catch (err) {
    // Anything else (a broken deflate stream, bad XML, bad references) is a damaged file.
    return { ok: false, reason: err instanceof Failure ? err.reason : 'notWorkbook' };
  }
}

/** An OLE compound file: an old binary .xls, or an .xlsx saved with a password (Office wraps it so). */
export const isCompoundFile = (b: Uint8Array) => b.length >= 8 && [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((x, i) => b[i] === x);
export const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

function read(bytes: Uint8Array): string[][] {
  if (isCompoundFile(bytes)) throw new Failure('encrypted');
  if (!isZip(bytes)) throw new Failure('notZip');
  const tooBig = new Set<string>();
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        if (!/\.(xml|rels)$/i.test(f.name)) return false;
        if (f.originalSize > XLSX_MAX_PART_BYTES) tooBig.add(f.name.toLowerCase());
        return f.originalSize <= XLSX_MAX_PART_BYTES;
      },
    });
  } catch {
    throw new Failure('notZip');
  }
  // Part names are case-insensitive (OPC); a leading '/' is the package root.
  const parts = new Map(Object.entries(files).map(([name, data]) => [name.toLowerCase(), data]));
  const decoder = new TextDecoder('utf-8');
  const part = (path: string): string | null => {
    const key = path.replace(/^\//, '').toLowerCase();
    if (tooBig.has(key)) throw new Failure('tooLarge');
    const data = parts.get(key);
    return data ? decoder.decode(data) : null;
  };

  const workbookPath = relationships(part('_rels/.rels'), '').find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbook = part(workbookPath);
  if (workbook === null) throw new Failure('notWorkbook');
  const folder = workbookPath.replace(/^\//, '').replace(/[^/]*$/, '');
  const rels = relationships(part(`${folder}_rels/${workbookPath.split('/').pop()}.rels`), folder);
  const relId = firstSheetRelId(workbook);
  const sheetPath = rels.find((r) => r.id === relId)?.target;
  const sheet = sheetPath ? part(sheetPath) : null;
  if (sheet === null) throw new Failure('notWorkbook');
  const sharedPath = rels.find((r) => r.type.endsWith('/sharedStrings'))?.target ?? `${folder}sharedStrings.xml`;
  const shared = part(sharedPath);
  return sheetRows(sheet, shared === null ? [] : sharedStrings(shared));
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** A .rels part; targets resolved against `folder` (the folder of the part the relationships belong to). */
export function relationships(xml: string | null, folder: string): Relationship[] {
  if (xml === null) return [];
  const out: Relationship[] = [];
  for (const t of xmlTokens(xml)) {
    if (t.kind !== 'open' || t.name !== 'Relationship' || t.attrs.TargetMode === 'External') continue;
    out.push({ id: t.attrs.Id ?? '', type: t.attrs.Type ?? '', target: resolvePath(folder, t.attrs.Target ?? '') });
  }
  return out;
}

function resolvePath(folder: string, target: string): string {
  const segments: string[] = [];
  for (const s of (target.startsWith('/') ? target : folder + target).split('/')) {
    if (s === '..') segments.pop();
    else if (s && s !== '.') segments.push(s);
  }
  return segments.join('/');
}

/** The relationship id (r:id) of the first sheet that is not hidden, else of the first sheet. */
export function firstSheetRelId(workbook: string): string | undefined {
  let first: string | undefined;
  for (const t of xmlTokens(workbook)) {
    if (t.kind !== 'open' || t.name !== 'sheet') continue;
    first ??= t.attrs.id;
    if (!t.attrs.state || t.attrs.state === 'visible') return t.attrs.id;
  }
  return first;
}

/** Excel escapes control characters in strings as _xHHHH_. */
const unescapeOoxml = (s: string) => (s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : s);

/** Text of <t> elements under <si> (plain or rich-text runs), leaving out phonetic guides (<rPh>). */
export function sharedStrings(xml: string): string[] {
  const out: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  for (const t of xmlTokens(xml)) {
    if (t.kind === 'open') {
      if (t.name === 'si') {
        if (t.selfClosing) out.push('');
        else current = '';
      } else if (t.name === 'rPh' && !t.selfClosing) phonetic++;
      else if (t.name === 't' && !t.selfClosing) inText = true;
    } else if (t.kind === 'close') {
      if (t.name === 'si') {
        out.push(unescapeOoxml(current ?? ''));
        current = null;
      } else if (t.name === 'rPh') phonetic--;
      else if (t.name === 't') inText = false;
    } else if (inText && phonetic === 0 && current !== null) current += t.text;
  }
  return out;
}

function numberText(v: string): string {
  const n = Number(v);
  return v.trim() === '' || !Number.isFinite(n) ? v.trim() : String(Number(n.toPrecision(15)));
}

export function cellText(type: string | undefined, v: string, inline: string, shared: string[]): string {
  switch (type) {
    case 's':
      return shared[Number(v)] ?? '';
    case 'inlineStr':
      return unescapeOoxml(inline);
    case 'b':
      return v.trim() === '1' ? 'TRUE' : v.trim() === '0' ? 'FALSE' : '';
    case 'str':
      return unescapeOoxml(v);
    case 'e':
    case 'd':
      return v.trim();
    default:
      return numberText(v);
  }
}

/** `C5` → [5, 3]. */
export function parseRef(ref: string): [row: number, col: number] {
  const m = /^([A-Za-z]{1,3})(\d{1,7})$/.exec(ref);
  if (!m) throw new Failure('notWorkbook');
  let col = 0;
  for (const ch of m[1].toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]), col];
}

function sheetRows(xml: string, shared: string[]): string[][] {
  const cells = new Map<number, Map<number, string>>();
  let row = 0;
  let col = 0;
  let cell: { type?: string; v: string; inline: string } | null = null;
  let inValue = false;
  let inInlineText = false;
  let phonetic = 0;
  const put = (text: string) => {
    if (row < 1 || row > MAX_ROW || col < 1 || col > MAX_COLUMN) throw new Failure('notWorkbook');
    if (text === '') return;
    if (!cells.has(row)) cells.set(row, new Map());
    cells.get(row)!.set(col, text);
  };
  for (const t of xmlTokens(xml)) {
    if (t.kind === 'open') {
      if (t.name === 'row') {
        row = t.attrs.r ? Number(t.attrs.r) : row + 1;
        col = 0;
      } else if (t.name === 'c') {
        if (t.attrs.r) [row, col] = parseRef(t.attrs.r);
        else col++;
        cell = { type: t.attrs.t, v: '', inline: '' };
        if (t.selfClosing) cell = null;
      } else if (cell && t.name === 'v' && !t.selfClosing) inValue = true;
      else if (cell && t.name === 'rPh' && !t.selfClosing) phonetic++;
      else if (cell && t.name === 't' && !t.selfClosing) inInlineText = true;
    } else if (t.kind === 'close') {
      if (t.name === 'c' && cell) {
        put(cellText(cell.type, cell.v, cell.inline, shared));
        cell = null;
      } else if (t.name === 'v') inValue = false;
      else if (t.name === 't') inInlineText = false;
      else if (t.name === 'rPh') phonetic--;
    } else if (cell && inValue) cell.v += t.text;
    else if (cell && inInlineText && phonetic === 0) cell.inline += t.text;
  }
  return toGrid(cells);
}

function toGrid(cells: Map<number, Map<number, string>>): string[][] {
  // Loops, not Math.max(...keys): a spread of half a million rows would overflow the call stack.
  const widths = new Map<number, number>();
  let lastRow = 0;
  let size = 0;
  for (const [r, columns] of cells) {
    let width = 0;
    for (const c of columns.keys()) width = Math.max(width, c);
    widths.set(r, width);
    lastRow = Math.max(lastRow, r);
    size += width;
  }
  if (size + lastRow > XLSX_MAX_GRID) throw new Failure('tooLarge');
  return Array.from({ length: lastRow }, (_, i) => {
    const r = cells.get(i + 1);
    return r ? Array.from({ length: widths.get(i + 1)! }, (__, c) => r.get(c + 1) ?? '') : [];
  });
}
