import { Unzip, UnzipInflate } from 'fflate';
import { cellText, firstSheetRelId, parseRef, relationships, sharedStrings } from '../../../lib/xlsx/read';
import { xmlTokens } from '../../../lib/xlsx/xml';

/**
 * The rows of an XLSX's first visible worksheet, streamed: the zip is inflated as it is read (fflate's streaming
 * Unzip, 16 KB of compressed input at a time), the sheet's XML decoded with a streaming TextDecoder and cut into runs
 * of complete <row> elements that the shop's own SpreadsheetML reader parses (lib/xlsx/read.ts, lib/xlsx/xml.ts, the
 * quick-order reader: same cell texts — numbers to 15 significant digits, shared and inline strings, formula results).
 *
 * Two passes over the file: Excel stores the shared strings after the sheets, so the first pass reads the package's
 * relationships, the workbook and the shared strings, the second the sheet. Memory holds the shared strings (at most
 * 64 MB of XML, checked at upload) and one run of rows; never the sheet. (exceljs' streaming reader decodes each
 * inflated chunk on its own and garbles a Chinese character split between two chunks.)
 */

export interface SheetRow {
  /** The sheet's row number (1 = the header row). */
  rowNo: number;
  /** Cell texts from column A; '' for an empty cell. */
  cells: string[];
}

/** Compressed bytes pushed at once: bounds what one push can inflate (a zip bomb's 1:1000 gives 16 MB). */
const PUSH_BYTES = 16 * 1024;
/** A part read whole (relationships, the workbook) larger than this is no spreadsheet's. */
const SMALL_PART_MAX = 4 * 1024 * 1024;
/** Text of one run of rows (or shared strings) with no complete element in it: a single row this large is refused. */
const RUN_MAX = 16 * 1024 * 1024;

export class XlsxError extends Error {}

type Opener = () => AsyncIterable<Uint8Array>;

/** The wanted parts of a zip, inflated, in file order, as chunks; others are skipped without inflating. */
async function* zipParts(bytes: AsyncIterable<Uint8Array>, want: (name: string) => boolean): AsyncGenerator<{ name: string; data: Uint8Array; final: boolean }> {
  const out: { name: string; data: Uint8Array; final: boolean }[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    const name = file.name.replace(/^\//, '').toLowerCase();
    file.ondata = (err, data, final) => {
      if (err) failure = err;
      else if (want(name)) out.push({ name, data, final });
    };
    if (!want(name)) return;
    try {
      file.start();
    } catch (err) {
      failure = err;
    }
  });
  unzip.register(UnzipInflate);
  const drain = function* () {
    if (failure) throw new XlsxError(String(failure));
    while (out.length) yield out.shift()!;
  };
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.byteLength; at += PUSH_BYTES) {
      unzip.push(chunk.subarray(at, at + PUSH_BYTES));
      yield* drain();
    }
  }
  unzip.push(new Uint8Array(0), true);
  yield* drain();
}

/** Runs of complete `tag` elements (siblings, so each run is balanced XML) out of a part's decoded text. */
function elementRuns(tag: string) {
  const start = new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s>/]`);
  const end = new RegExp(`</(?:[\\w.-]+:)?${tag}\\s*>|<(?:[\\w.-]+:)?${tag}(?:\\s[^<>]*)?/>`, 'g');
  let buf = '';
  return (text: string, last: boolean): string | null => {
    buf += text;
    const s = buf.search(start);
    if (s < 0) {
      // Nothing of the elements yet (the part's head): keep only what could be the start of a tag.
      buf = buf.slice(Math.max(0, buf.length - 64));
      return null;
    }
    end.lastIndex = s;
    let stop = -1;
    for (let m = end.exec(buf); m; m = end.exec(buf)) stop = m.index + m[0].length;
    if (stop < 0) {
      if (buf.length - s > RUN_MAX || last) {
        if (last) return null;
        throw new XlsxError('row too large');
      }
      return null;
    }
    const run = buf.slice(s, stop);
    buf = buf.slice(stop);
    return run;
  };
}

/** Rows of a run of <row> elements: each row's cells placed by their references. */
function* rowsOf(run: string, shared: string[]): Generator<SheetRow> {
  let row: { rowNo: number; cells: string[] } | null = null;
  let rowNo = 0;
  let col = 0;
  let cell: { type?: string; v: string; inline: string; col: number } | null = null;
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  for (const t of xmlTokens(run)) {
    if (t.kind === 'open') {
      if (t.name === 'row') {
        rowNo = t.attrs.r ? Number(t.attrs.r) : rowNo + 1;
        col = 0;
        row = { rowNo, cells: [] };
        if (t.selfClosing) {
          yield row;
          row = null;
        }
      } else if (t.name === 'c' && row) {
        col = t.attrs.r ? parseRef(t.attrs.r)[1] : col + 1;
        cell = t.selfClosing ? null : { type: t.attrs.t, v: '', inline: '', col };
      } else if (cell && !t.selfClosing) {
        if (t.name === 'v') inValue = true;
        else if (t.name === 'rPh') phonetic++;
        else if (t.name === 't') inInline = true;
      }
    } else if (t.kind === 'close') {
      if (t.name === 'c' && cell && row) {
        const text = cellText(cell.type, cell.v, cell.inline, shared).trim();
        if (text && cell.col <= 16_384) {
          while (row.cells.length < cell.col - 1) row.cells.push('');
          row.cells[cell.col - 1] = text;
        }
        cell = null;
      } else if (t.name === 'row' && row) {
        yield row;
        row = null;
      } else if (t.name === 'v') inValue = false;
      else if (t.name === 't') inInline = false;
      else if (t.name === 'rPh') phonetic--;
    } else if (cell && inValue) cell.v += t.text;
    else if (cell && inInline && phonetic === 0) cell.inline += t.text;
  }
}

interface Package {
  sheetPath: string;
  shared: string[];
}

/** First pass: where the first visible sheet is, and the shared strings. */
async function readPackage(open: Opener): Promise<Package> {
  const small = new Map<string, string>();
  const sharedByPart = new Map<string, string[]>();
  const decoders = new Map<string, { decoder: TextDecoder; text: string[]; size: number; runs?: ReturnType<typeof elementRuns> }>();
  const isShared = (name: string) => /sharedstrings[^/]*\.xml$/.test(name);
  const isSmall = (name: string) => name.endsWith('.rels') || /(^|\/)workbook[^/]*\.xml$/.test(name);
  for await (const { name, data, final } of zipParts(open(), (n) => isShared(n) || isSmall(n))) {
    let d = decoders.get(name);
    if (!d) {
      d = { decoder: new TextDecoder('utf-8'), text: [], size: 0, runs: isShared(name) ? elementRuns('si') : undefined };
      decoders.set(name, d);
      if (d.runs) sharedByPart.set(name, []);
    }
    const text = d.decoder.decode(data, { stream: !final });
    if (d.runs) {
      const run = d.runs(text, final);
      if (run) sharedByPart.get(name)!.push(...sharedStrings(run));
    } else {
      d.size += text.length;
      if (d.size > SMALL_PART_MAX) throw new XlsxError(`${name} too large`);
      d.text.push(text);
      if (final) small.set(name, d.text.join(''));
    }
  }
  const workbookPath = relationships(small.get('_rels/.rels') ?? null, '').find((r) => r.type.endsWith('/officeDocument'))?.target.toLowerCase() ?? 'xl/workbook.xml';
  const workbook = small.get(workbookPath);
  if (workbook === undefined) throw new XlsxError('no workbook');
  const folder = workbookPath.replace(/[^/]*$/, '');
  const rels = relationships(small.get(`${folder}_rels/${workbookPath.split('/').pop()}.rels`) ?? null, folder);
  const relId = firstSheetRelId(workbook);
  const sheetPath = rels.find((r) => r.id === relId)?.target.toLowerCase();
  if (!sheetPath) throw new XlsxError('no sheet');
  const sharedPath = rels.find((r) => r.type.endsWith('/sharedStrings'))?.target.toLowerCase() ?? `${folder}sharedstrings.xml`;
  return { sheetPath, shared: sharedByPart.get(sharedPath) ?? [] };
}

/** Rows of the first visible worksheet, in order (empty rows included as rows without cells). */
export async function* xlsxRows(open: Opener): AsyncGenerator<SheetRow> {
  const { sheetPath, shared } = await readPackage(open);
  const decoder = new TextDecoder('utf-8');
  const runs = elementRuns('row');
  for await (const { data, final } of zipParts(open(), (n) => n === sheetPath)) {
    const run = runs(decoder.decode(data, { stream: !final }), final);
    if (run) yield* rowsOf(run, shared);
  }
}
