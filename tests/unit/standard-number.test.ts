import { describe, expect, it } from 'vitest';
import { normaliseStandardNo, parseStandardNo, standardUrlCode } from '../../lib/standards/number';

describe('standard number normaliser', () => {
  it('reads the forms people type as the same standard', () => {
    for (const typed of ['GB/T 601-2016', 'GB/T601-2016', 'gb/t 601-2016', 'GBT601-2016', 'GB-T-601-2016', 'GB T 601—2016', 'GB/T 601–2016', 'ＧＢ／Ｔ　６０１－２０１６', '  GB/T 601-2016  '])
      expect(normaliseStandardNo(typed), typed).toBe('GBT601-2016');
    expect(parseStandardNo('GBT601')).toEqual({ prefix: 'GB/T', serial: '601', year: null, printed: 'GB/T 601', key: 'GBT601', baseKey: 'GBT601' });
    expect(parseStandardNo('gb 5009.3')).toMatchObject({ prefix: 'GB', serial: '5009.3', year: null, baseKey: 'GB5009.3' });
    expect(parseStandardNo('GB 5009.3-2016')).toMatchObject({ printed: 'GB 5009.3-2016', key: 'GB5009.3-2016', baseKey: 'GB5009.3' });
  });

  it('keeps GB and GB/T, GBZ and GBZ/T, HJ and HJ/T apart', () => {
    expect(normaliseStandardNo('GB 601')).toBe('GB601');
    expect(normaliseStandardNo('GB/T 601')).toBe('GBT601');
    expect(parseStandardNo('GBZ 2.1-2019')).toMatchObject({ prefix: 'GBZ', key: 'GBZ2.1-2019' });
    expect(parseStandardNo('gbz/t 300.1-2017')).toMatchObject({ prefix: 'GBZ/T', key: 'GBZT300.1-2017', printed: 'GBZ/T 300.1-2017' });
    expect(parseStandardNo('HJ/T 164-2004')).toMatchObject({ prefix: 'HJ/T', key: 'HJT164-2004' });
    expect(parseStandardNo('hj 639-2012')).toMatchObject({ prefix: 'HJ', key: 'HJ639-2012' });
    expect(parseStandardNo('SN/T 1234-2003')?.prefix).toBe('SN/T');
    expect(parseStandardNo('JJF 1059.1-2012')?.printed).toBe('JJF 1059.1-2012');
    expect(parseStandardNo('YY/T 0287-2017')?.serial).toBe('0287');
  });

  it('refuses what is not a standard number', () => {
    for (const bad of ['', ' ', 'GB', 'GB/T', '601', '601-2016', 'GB/T 601-', 'GB/T 601-16', 'GB/T 601-2016-2016', 'GB/T 60a1', 'GB//T 601', 'GBTT 601', 'XX 12', 'ABC/T 1', 'GB/Z 1',
      'GB/T 601-1800', 'GB/T 601-2999', 'GB 5009.3.1.2', 'GB 123456', "GB'; drop table standards;--", 'GB/T 601<script>', 'GB/T 601-2016\u0000', 'GB/T 601 '.repeat(10), '阿司匹林', '50-78-2'])
      expect(parseStandardNo(bad), JSON.stringify(bad)).toBeNull();
    expect(parseStandardNo(undefined as unknown as string)).toBeNull();
  });

  it('gives the URL segment of a printed number, which reads back as the same standard', () => {
    expect(standardUrlCode('GB/T 601-2016')).toBe('GB-T-601-2016');
    expect(normaliseStandardNo(standardUrlCode('GBZ/T 300.1-2017'))).toBe('GBZT300.1-2017');
    expect(normaliseStandardNo(standardUrlCode('GB 5009.26-2016'))).toBe('GB5009.26-2016');
  });
});
