import { describe, expect, it } from 'vitest';
import { csvLine } from '../../server/services/csv';

/** The catalogue CSV's lines: RFC 4180 quoting, CRLF, and no formula Excel would evaluate. */
describe('catalogue CSV lines', () => {
  it('quotes commas, quotes and line breaks and ends with CRLF', () => {
    expect(csvLine(['50-78-2', '阿司匹林', 'Acetylsalicylic acid, USP', 'say "hi"', 180.16])).toBe('50-78-2,阿司匹林,"Acetylsalicylic acid, USP","say ""hi""",180.16\r\n');
  });

  it('defuses a text Excel would run as a formula, keeps numbers', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+1', '@SUM(A1)', '-2', -2])).toBe(`"'=HYPERLINK(""http://x"")",'+1,'@SUM(A1),'-2,-2\r\n`);
  });
});
