import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetText } from '../csv';

/**
 * The import's downloads as streamed responses: rows are written while the client reads, waiting whenever the
 * client is behind (so a slow download holds at most a few hundred kilobytes, never the file). XLSX through exceljs'
 * streaming WorkbookWriter; a text cell a spreadsheet would take for a formula gets a leading apostrophe (csv.ts
 * spreadsheetText: = + - @ tab CR), which the importer reads back without it.
 */

/** Bytes the response may hold unread before the writer waits. */
const BACKLOG = 256 * 1024;

export interface Download {
  body: ReadableStream<Uint8Array>;
  /** Resolves when the whole file is written (or the client went away). */
  done: Promise<void>;
}

/** A stream the writer fills; `write` waits while the client is behind. */
export function downloadStream(fill: (out: { write: (chunk: string | Uint8Array) => Promise<void>; stream: PassThrough; drained: () => Promise<void> }) => Promise<void>, onError: (err: unknown) => void): Download {
  const stream = new PassThrough({ highWaterMark: BACKLOG });
  const drained = async () => {
    while (stream.readableLength > BACKLOG && !stream.destroyed) await Promise.race([once(stream, 'drain'), once(stream, 'data'), once(stream, 'close')]);
  };
  const write = async (chunk: string | Uint8Array) => {
    if (stream.destroyed) throw new Error('download closed');
    if (!stream.write(chunk)) await drained();
  };
  const done = fill({ write, stream, drained }).then(
    () => {
      if (!stream.writableEnded) stream.end();
    },
    (err: unknown) => {
      if (!stream.destroyed) onError(err);
      stream.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, done };
}

export const cellOf = (v: string | number | null | undefined) => (typeof v === 'string' ? spreadsheetText(v) : (v ?? ''));

export interface SheetSpec {
  name: string;
  columns: { header: string; width: number }[];
}

/** A streamed workbook of one sheet (bold, frozen header row); `rows` yields batches of rows. */
export function xlsxDownload(spec: SheetSpec, rows: AsyncIterable<(string | number | null)[][]>, onError: (err: unknown) => void): Download {
  return downloadStream(async ({ stream, drained }) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    workbook.creator = 'refmall';
    const sheet = workbook.addWorksheet(spec.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = spec.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of rows) {
      for (const r of batch) sheet.addRow(r.map(cellOf)).commit();
      await drained();
    }
    sheet.commit();
    await workbook.commit();
  }, onError);
}
