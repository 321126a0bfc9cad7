import { describe, expect, it } from 'vitest';
import { csvToText, linesOf, readQuickOrderFile, rowsToText } from '@/components/cart/quickOrderInput';
import { buildXlsx, xlsxFromRows } from '../support/xlsx';

/* /quickOrder input: pasted lines, CSV / TXT files and .xlsx files (first sheet). */

const file = (name: string, content: BlobPart, type = 'text/csv') => new File([content], name, { type });

describe('quick order lines', () => {
  it('drops blank lines, refuses none, more than 200, or a line over 200 characters', () => {
    expect(linesOf(' RM-C001 2 \n\n50-78-2,1\r\n')).toEqual({ ok: true, lines: ['RM-C001 2', '50-78-2,1'] });
    expect(linesOf('  \n')).toEqual({ ok: false, error: '请输入货号或CAS号' });
    expect(linesOf(Array.from({ length: 201 }, () => 'RM-C001').join('\n'))).toEqual({ ok: false, error: '最多 200 行，当前 201 行，请分批下单' });
    expect(linesOf(`RM-C001\n${'x'.repeat(201)}`)).toEqual({ ok: false, error: '第 2 行超过 200 个字符' });
  });

  it('reads CSV with a header row, quotes and a BOM', () => {
    expect(csvToText('\uFEFF货号,规格,数量\nRM-C001,100mg,2\n"50-78-2","1g",3\n,,\n')).toBe('RM-C001 100mg 2\n50-78-2 1g 3');
    expect(csvToText('50-78-2,2\n58-08-2,1')).toBe('50-78-2 2\n58-08-2 1');
    expect(csvToText('"RM-C001\n100mg",2')).toBe('RM-C001 100mg 2');
  });

  it('turns spreadsheet rows into lines: blank cells and rows dropped, a header skipped but not a first data row', () => {
    expect(rowsToText([['CAS号', '', '数量'], [], ['50-78-2', '', '5'], ['', 'RM-C001', '1g', '2']])).toBe('50-78-2 5\nRM-C001 1g 2');
    expect(rowsToText([['50-78-2', 'CAS', '1']])).toBe('50-78-2 CAS 1');
  });
});

describe('quick order file', () => {
  it('accepts a UTF-8 or GBK CSV', async () => {
    expect(await readQuickOrderFile(file('a.csv', 'RM-C001,2\n'))).toEqual({ ok: true, text: 'RM-C001 2', lines: ['RM-C001 2'] });
    // '货号' in GBK, then a data row.
    const gbk = new Uint8Array([0xbb, 0xf5, 0xba, 0xc5, 0x0a, 0x52, 0x4d, 0x2d, 0x43, 0x30, 0x30, 0x31]);
    expect(await readQuickOrderFile(file('b.csv', gbk))).toEqual({ ok: true, text: 'RM-C001', lines: ['RM-C001'] });
  });

  it('refuses other extensions, old .xls, files over 2 MB, binaries and zips named .csv', async () => {
    expect(await readQuickOrderFile(file('a.pdf', 'x'))).toEqual({ ok: false, error: '仅支持 .xlsx、.csv 或 .txt 文件' });
    expect(await readQuickOrderFile(file('a.XLS', 'x'))).toEqual({ ok: false, error: '不支持旧版 Excel（.xls）文件，请在 Excel 中“另存为” .xlsx 或 CSV 后上传' });
    expect(await readQuickOrderFile(file('a.csv', 'a'.repeat(2 * 1024 * 1024 + 1)))).toEqual({ ok: false, error: '文件不能超过 2 MB' });
    expect(await readQuickOrderFile(file('a.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])))).toMatchObject({ ok: false, error: expect.stringContaining('不是文本') });
    expect(await readQuickOrderFile(file('a.txt', new Uint8Array([0x41, 0, 0x42])))).toMatchObject({ ok: false, error: expect.stringContaining('不是文本') });
    expect(await readQuickOrderFile(file('a.csv', ''))).toEqual({ ok: false, error: '文件中没有可识别的行' });
    expect(await readQuickOrderFile(file('a.csv', Array.from({ length: 201 }, (_, i) => `RM-${i},1`).join('\n')))).toEqual({ ok: false, error: '最多 200 行，当前 201 行，请分批下单' });
  });
});

describe('quick order .xlsx file', () => {
  const xlsx = (bytes: Uint8Array<ArrayBuffer>, name = '订单.xlsx') => file(name, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

  it('reads the first sheet: header skipped, shared and inline strings, 5 and 5.0 as 5, blank rows dropped', async () => {
    const bytes = buildXlsx({
      sheets: [
        {
          name: '订单',
          sheetData:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="C2"><v>5</v></c></row>' +
            '<row r="4"><c r="A4" t="inlineStr"><is><t>RM-C001</t></is></c><c r="B4" t="inlineStr"><is><t>100mg</t></is></c><c r="C4"><v>5.0</v></c></row>',
        },
      ],
      sharedStrings: ['货号/CAS号', '数量', '50-78-2'],
    });
    expect(await readQuickOrderFile(xlsx(bytes, 'ORDER.XLSX'))).toEqual({ ok: true, text: '50-78-2 5\nRM-C001 100mg 5', lines: ['50-78-2 5', 'RM-C001 100mg 5'] });
  });

  it('explains a corrupt zip, a password-protected file, an empty first sheet and more than 200 rows', async () => {
    const good = xlsxFromRows([['RM-A001', 1]]);
    const damaged = 'RM-A001,1\n'; // a CSV renamed to .xlsx
    expect(await readQuickOrderFile(xlsx(good.slice(0, 100)))).toEqual({ ok: false, error: '无法读取该 Excel 文件：文件已损坏或不是 .xlsx 格式，请在 Excel 中重新保存后上传' });
    expect(await readQuickOrderFile(file('a.xlsx', damaged))).toMatchObject({ ok: false, error: expect.stringContaining('文件已损坏') });
    expect(await readQuickOrderFile(xlsx(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])))).toMatchObject({ ok: false, error: expect.stringContaining('设置了打开密码') });
    const emptyFirst = buildXlsx({ sheets: [{ name: '空', sheetData: '' }, { name: '订单', sheetData: '<row r="1"><c r="A1"><v>1</v></c></row>' }] });
    expect(await readQuickOrderFile(xlsx(emptyFirst))).toEqual({ ok: false, error: '第一个工作表中没有可识别的行，请把货号或CAS号和数量放在第一个工作表中' });
    const many = xlsxFromRows([['货号', '数量'], ...Array.from({ length: 201 }, (_, i) => [`RM-${i}`, 1])]);
    expect(await readQuickOrderFile(xlsx(many))).toEqual({ ok: false, error: '最多 200 行，当前 201 行，请分批下单' });
    const exactly200 = xlsxFromRows([['货号', '数量'], ...Array.from({ length: 200 }, (_, i) => [`RM-${i}`, 1])]);
    expect(await readQuickOrderFile(xlsx(exactly200))).toMatchObject({ ok: true, lines: expect.arrayContaining(['RM-0 1', 'RM-199 1']) });
  });
});
