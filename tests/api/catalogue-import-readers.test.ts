import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SDF_STRUCTURE_COLUMN, SDF_TITLE_COLUMN } from '../../lib/api/contract/catalogue-import';
import { sourceRows } from '../../server/services/catalogue-import/source';
import { decodeChunks, sniffEncoding, textLines, type TextEncoding } from '../../server/services/catalogue-import/text';
import { xlsxRows } from '../../server/services/catalogue-import/xlsx';

/* The import's file readers, fed in pieces as small as one byte: what a chunk boundary splits must read the same. */

async function* pieces(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.subarray(at, at + size);
}
const utf8 = (s: string) => new TextEncoder().encode(s);
async function all<T>(gen: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
}
const rowsOf = async (format: 'sdf' | 'csv' | 'xlsx', bytes: Uint8Array, size: number, encoding: TextEncoding | null = 'utf-8') =>
  (await all(sourceRows(format, encoding, () => pieces(bytes, size)))).map((r) => ({ rowNo: r.rowNo, values: Object.fromEntries(r.values) }));

describe('text lines', () => {
  it('end at \\n, \\r\\n or \\r wherever the chunks are cut', async () => {
    for (const size of [1, 2, 3, 1000]) {
      expect(await all(textLines(decodeChunks(pieces(utf8('a\r\nb\rc\n\nd\r'), size), 'utf-8')))).toEqual(['a', 'b', 'c', '', 'd']);
    }
  });

  it('judge the encoding: BOM, UTF-8, else GB18030; UTF-16LE by its BOM', async () => {
    expect(sniffEncoding(utf8('\uFEFF货号'))).toBe('utf-8');
    expect(sniffEncoding(utf8('货号'))).toBe('utf-8');
    expect(sniffEncoding(Uint8Array.from([0xbb, 0xf5, 0xba, 0xc5]))).toBe('gb18030');
    const le = Uint8Array.from([0xff, 0xfe, ...[...'货号\tCAS\r\nA\t50-78-2\r\n'].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(sniffEncoding(le)).toBe('utf-16le');
    expect(await rowsOf('csv', le, 3, 'utf-16le')).toEqual([{ rowNo: 2, values: { 货号: 'A', CAS: '50-78-2' } }]);
  });
});

describe('CSV records', () => {
  it('keep quoted commas, quotes and line breaks across chunks; number rows as a spreadsheet does', async () => {
    const csv = utf8('\uFEFF货号,名称,备注\r\nA-1,"阿司匹林, ""纯""","两行\r\n备注"\r\n,,\r\nA-2,咖啡因\r\n');
    for (const size of [1, 5, 4096]) {
      expect(await rowsOf('csv', csv, size)).toEqual([
        { rowNo: 2, values: { 货号: 'A-1', 名称: '阿司匹林, "纯"', 备注: '两行\r\n备注' } },
        { rowNo: 4, values: { 货号: 'A-2', 名称: '咖啡因', 备注: '' } },
      ]);
    }
  });
});

describe('SDF records', () => {
  it('read V2000 and V3000 molblocks, data items in their variants, a last record without $$$$', async () => {
    const sdf = utf8(
      'first\n  x\n\n  1  0  0  0  0  0  0  0  0  0999 V2000\n    0.0    0.0    0.0 C   0  0\nM  END\n> <CAS>\n50-78-2\n\n>  <名称> (1)\n阿司匹林\n第二行\n\n> 7 <Pack>\n10mg\n\n$$$$\r\n' +
        '\r\n  x\r\n\r\n  0  0  0  0  0  0  0  0  0  0999 V3000\r\nM  V30 BEGIN CTAB\r\nM  V30 COUNTS 1 0 0 0 0\r\nM  V30 END CTAB\r\nM  END\r\n> <CAS>\r\n58-08-2\r\n',
    );
    for (const size of [1, 7, 4096]) {
      const rows = await rowsOf('sdf', sdf, size);
      expect(rows.map((r) => [r.rowNo, r.values.CAS, r.values['名称'], r.values.Pack, r.values[SDF_TITLE_COLUMN]])).toEqual([
        [1, '50-78-2', '阿司匹林\n第二行', '10mg', 'first'],
        [2, '58-08-2', undefined, undefined, ''],
      ]);
      expect(rows[0].values[SDF_STRUCTURE_COLUMN]).toMatch(/^first\n[\s\S]*V2000[\s\S]*M {2}END$/);
      expect(rows[1].values[SDF_STRUCTURE_COLUMN]).toMatch(/^\n {2}x\n\n[\s\S]*V3000[\s\S]*M {2}END$/);
    }
  });
});

describe('XLSX rows', () => {
  it('read Chinese text split anywhere by the chunks, shared strings stored after the sheet, numbers as Excel shows them', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('商品');
    ws.addRow(['货号', '名称', '价格']);
    for (let i = 0; i < 300; i++) ws.addRow([`货号${i}`, `阿司匹林对照品第${i}号`, i + 0.5]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    for (const size of [1, 333, 1 << 20]) {
      const rows = await all(xlsxRows(() => pieces(bytes, size)));
      expect(rows).toHaveLength(301);
      expect(rows[300]).toEqual({ rowNo: 301, cells: ['货号299', '阿司匹林对照品第299号', '299.5'] });
      expect(rows.some((r) => r.cells.join('').includes('\uFFFD'))).toBe(false);
    }
  });
});
