import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/services/orders/ledger';

describe('the ledger CSV', () => {
  it('quotes every cell, doubles quotes and defuses formula starts (= + - @ tab CR)', () => {
    expect(csvCell('普通文本')).toBe('"普通文本"');
    expect(csvCell('说 "是"')).toBe('"说 ""是"""');
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });
  it('starts with a BOM and ends rows with CRLF', () => {
    expect(toCsv([['a'], ['b']])).toBe('\uFEFF"a"\r\n"b"\r\n');
  });
});
