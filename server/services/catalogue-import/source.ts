import { SDF_STRUCTURE_COLUMN, SDF_TITLE_COLUMN, type ImportFormat } from '../../../lib/api/contract/catalogue-import';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { columnNames } from './columns';
import { csvRecords } from './csv';
import { sdfRecords } from './sdf';
import { decodeChunks, LineTooLong, MAX_LINE_CHARS, textLines, type TextEncoding } from './text';
import { xlsxRows } from './xlsx';

/**
 * The data rows of an import file, whatever its format, one at a time: a row is its position among the data rows
 * (`ordinal`, the job's cursor), the number the file shows for it (`rowNo`) and its values by column name. XLSX and
 * CSV: the first non-empty row is the header, empty rows are skipped; SDF: one row per record, its molblock and title
 * under the two pseudo-columns beside its data fields.
 */

export interface SourceRow {
  ordinal: number;
  rowNo: number;
  values: Map<string, string>;
  /** The record was too large to read (SDF): refused without its values. */
  tooLarge: boolean;
}

/** The file cannot be read on (a damaged zip, a runaway line): the job fails with this Chinese message. */
export class ImportFileError extends Error {}

const lineTooLong = (err: LineTooLong, unit: string) => new ImportFileError(`第 ${err.lineNo} ${unit}过长（超过 ${MAX_LINE_CHARS / 1024 / 1024} MB），文件可能已损坏或引号未闭合`);

/** The records of a CSV or the first sheet of an XLSX, as cell texts with the row number the file shows. */
async function* gridRecords(format: 'csv' | 'xlsx', encoding: TextEncoding | null, open: Opener): AsyncGenerator<{ rowNo: number; cells: string[] }> {
  if (format === 'xlsx') {
    try {
      yield* xlsxRows(open);
    } catch (err) {
      // What the zip, the XML tokenizer or a cell reference throws is the file's fault; a database error is not.
      if (isDatabaseUnavailable(err)) throw err;
      throw new ImportFileError('XLSX 文件已损坏或格式不受支持，无法继续读取');
    }
    return;
  }
  let rowNo = 0;
  try {
    for await (const cells of csvRecords(decodeChunks(open(), encoding ?? 'utf-8'))) {
      rowNo++;
      yield { rowNo, cells };
    }
  } catch (err) {
    if (err instanceof LineTooLong) throw lineTooLong(err, '行');
    throw err;
  }
}

/** Opens the file's bytes from the start (an XLSX is read twice: shared strings, then the sheet). */
export type Opener = () => AsyncIterable<Uint8Array>;

/** A cell the shop's own downloads wrote with a leading apostrophe (csv.ts spreadsheetText) reads back as written. */
const fromSpreadsheet = (text: string) => text.replace(/^'(?=[=+\-@])/, '');
/** PostgreSQL refuses U+0000 in text (an XLSX may write it as _x0000_): dropped wherever it is. */
const noNul = (text: string) => (text.includes('\u0000') ? text.replace(/\u0000/g, '') : text);

export async function* sourceRows(format: ImportFormat, encoding: TextEncoding | null, open: Opener): AsyncGenerator<SourceRow> {
  let ordinal = 0;
  if (format === 'sdf') {
    try {
      for await (const r of sdfRecords(textLines(decodeChunks(open(), encoding ?? 'utf-8')))) {
        const values = new Map([...r.fields].map(([k, v]) => [noNul(k), noNul(v)]));
        values.set(SDF_STRUCTURE_COLUMN, noNul(r.molblock));
        values.set(SDF_TITLE_COLUMN, noNul(r.title));
        yield { ordinal: ++ordinal, rowNo: r.recordNo, values, tooLarge: r.tooLarge };
      }
    } catch (err) {
      if (err instanceof LineTooLong) throw lineTooLong(err, '行');
      throw err;
    }
    return;
  }
  let columns: string[] | null = null;
  for await (const { rowNo, cells } of gridRecords(format, encoding, open)) {
    if (cells.every((c) => c.trim() === '')) continue;
    if (!columns) {
      columns = columnNames(cells);
      continue;
    }
    const values = new Map<string, string>(columns.map((column, i) => [column, noNul(fromSpreadsheet((cells[i] ?? '').trim()))]));
    yield { ordinal: ++ordinal, rowNo, values, tooLarge: false };
  }
}
