import { unzipSync } from 'fflate';
import { IMPORT_MSG, SDF_STRUCTURE_COLUMN, SDF_TITLE_COLUMN, type ImportFormat } from '../../../lib/api/contract/catalogue-import';
import { isCompoundFile, isZip } from '../../../lib/xlsx/read';
import { ApiError } from '../../http/errors';
import { looksLikeMolfile } from './sdf';
import { ImportFileError, sourceRows } from './source';
import { IMPORT_CHUNK_BYTES } from './storage';
import { looksBinary, SNIFF_BYTES, sniffEncoding, type TextEncoding } from './text';

/**
 * An upload checked by its content, never by its name alone: the name says what the person means (an SDF, a
 * workbook, a CSV) and the bytes must be one — an SDF whose first record has a V2000/V3000 molblock, an XLSX that is
 * a zip holding a workbook and a worksheet (shared strings within SHARED_STRINGS_MAX when inflated), a CSV that is
 * text with a header row. Answers the format, the text encoding and the columns; each refusal is a Chinese message.
 */

/** Shared strings are held in memory while a sheet is read: a zip declaring more is refused at upload. */
export const SHARED_STRINGS_MAX = 64 * 1024 * 1024;
/** SDF data fields are listed from this many records at most. */
const SDF_FIELD_SCAN = 1000;

export interface Inspection {
  format: ImportFormat;
  encoding: TextEncoding | null;
  columns: string[];
}

function formatOfName(name: string): ImportFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';
  if (['sdf', 'sd', 'sdfile', 'mol'].includes(ext)) return 'sdf';
  if (['xlsx', 'xlsm'].includes(ext)) return 'xlsx';
  if (ext === 'xls') throw new ApiError(IMPORT_MSG.oldXls);
  if (['csv', 'txt', 'tsv'].includes(ext)) return 'csv';
  throw new ApiError(IMPORT_MSG.badType);
}

/** The zip's directory (nothing inflated): a workbook, a worksheet, and shared strings of a sane size. */
function checkWorkbookZip(bytes: Uint8Array) {
  if (isCompoundFile(bytes)) throw new ApiError(IMPORT_MSG.oldXls);
  if (!isZip(bytes)) throw new ApiError(IMPORT_MSG.notXlsx);
  const entries = new Map<string, number>();
  try {
    unzipSync(bytes, {
      filter: (f) => {
        entries.set(f.name.toLowerCase(), f.originalSize);
        return false;
      },
    });
  } catch {
    throw new ApiError(IMPORT_MSG.notXlsx);
  }
  if (!entries.has('xl/workbook.xml')) throw new ApiError(IMPORT_MSG.notXlsx);
  if (![...entries.keys()].some((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))) throw new ApiError(IMPORT_MSG.xlsxNoSheet);
  if ((entries.get('xl/sharedstrings.xml') ?? 0) > SHARED_STRINGS_MAX) throw new ApiError(IMPORT_MSG.xlsxTooLarge);
}

function firstLines(sample: Uint8Array, encoding: TextEncoding, max: number): string[] {
  return new TextDecoder(encoding).decode(sample).split(/\r\n?|\n/).slice(0, max);
}

/** The upload's bytes as the stored file will be read: a chunk at a time. */
async function* chunked(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += IMPORT_CHUNK_BYTES) yield bytes.subarray(at, at + IMPORT_CHUNK_BYTES);
}

/** The SDF's columns: the two pseudo-columns, then the data fields of its first records in the order first seen. */
async function sdfColumns(bytes: Uint8Array, encoding: TextEncoding): Promise<string[]> {
  const fields = new Set<string>();
  let records = 0;
  for await (const row of sourceRows('sdf', encoding, () => chunked(bytes))) {
    for (const name of row.values.keys()) if (name !== SDF_STRUCTURE_COLUMN && name !== SDF_TITLE_COLUMN) fields.add(name);
    if (++records >= SDF_FIELD_SCAN) break;
  }
  if (records === 0) throw new ApiError(IMPORT_MSG.emptyFile);
  return [SDF_STRUCTURE_COLUMN, SDF_TITLE_COLUMN, ...fields];
}

/** A grid's header (its first non-empty row), refused without a data row after it. */
async function gridColumns(format: 'csv' | 'xlsx', encoding: TextEncoding | null, bytes: Uint8Array): Promise<string[]> {
  let columns: string[] | null = null;
  // A data row holds every column of the header (named by sourceRows); a file without one is refused.
  for await (const row of sourceRows(format, encoding, () => chunked(bytes))) {
    columns = [...row.values.keys()];
    break;
  }
  if (!columns) throw new ApiError(IMPORT_MSG.emptyFile);
  return columns;
}

export async function inspectUpload(name: string, bytes: Uint8Array): Promise<Inspection> {
  const format = formatOfName(name);
  const sample = bytes.subarray(0, SNIFF_BYTES);
  try {
    if (format === 'xlsx') {
      checkWorkbookZip(bytes);
      return { format, encoding: null, columns: await gridColumns(format, null, bytes) };
    }
    const encoding = sniffEncoding(sample);
    if (format === 'sdf') {
      if (isZip(bytes) || looksBinary(sample, encoding) || !looksLikeMolfile(firstLines(sample, encoding, 2000))) throw new ApiError(IMPORT_MSG.notSdf);
      return { format, encoding, columns: await sdfColumns(bytes, encoding) };
    }
    if (isZip(bytes) || isCompoundFile(bytes) || looksBinary(sample, encoding)) throw new ApiError(IMPORT_MSG.notText);
    const columns = await gridColumns(format, encoding, bytes);
    if (columns.filter((c) => !/^第\d+列$/.test(c)).length < 2) throw new ApiError(IMPORT_MSG.noHeader);
    return { format, encoding, columns };
  } catch (err) {
    if (err instanceof ImportFileError) throw new ApiError(err.message);
    throw err;
  }
}
