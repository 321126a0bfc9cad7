import { describe, expect, it } from 'vitest';
import { csvToText, linesOf, readQuickOrderFile } from '@/components/cart/quickOrderInput';

/* /quickOrder input: pasted lines and CSV files (no spreadsheet library: .xlsx is refused with advice). */

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
  });
});

describe('quick order file', () => {
  it('accepts a UTF-8 or GBK CSV', async () => {
    expect(await readQuickOrderFile(file('a.csv', 'RM-C001,2\n'))).toEqual({ ok: true, text: 'RM-C001 2' });
    // '货号' in GBK, then a data row.
    const gbk = new Uint8Array([0xbb, 0xf5, 0xba, 0xc5, 0x0a, 0x52, 0x4d, 0x2d, 0x43, 0x30, 0x30, 0x31]);
    expect(await readQuickOrderFile(file('b.csv', gbk))).toEqual({ ok: true, text: 'RM-C001' });
  });

  it('refuses other extensions, files over 1 MB, binaries and xlsx (a zip)', async () => {
    expect(await readQuickOrderFile(file('a.xlsx', 'x'))).toMatchObject({ ok: false, error: expect.stringContaining('仅支持 .csv 或 .txt') });
    expect(await readQuickOrderFile(file('a.csv', 'a'.repeat(1024 * 1024 + 1)))).toEqual({ ok: false, error: '文件不能超过 1 MB' });
    expect(await readQuickOrderFile(file('a.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])))).toMatchObject({ ok: false, error: expect.stringContaining('不是文本') });
    expect(await readQuickOrderFile(file('a.txt', new Uint8Array([0x41, 0, 0x42])))).toMatchObject({ ok: false, error: expect.stringContaining('不是文本') });
    expect(await readQuickOrderFile(file('a.csv', ''))).toEqual({ ok: false, error: '文件中没有可识别的行' });
  });
});
