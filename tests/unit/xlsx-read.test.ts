import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, XLSX_MAX_PART_BYTES } from '@/lib/xlsx/read';
import { decodeXmlText, xmlTokens } from '@/lib/xlsx/xml';
import { buildXlsx, xlsxFromRows } from '../support/xlsx';

/* The .xlsx reader of the quick-order upload, on packages built with fflate's zipSync as Excel lays them out. */

const rowsOf = (bytes: Uint8Array) => {
  const r = readFirstSheet(bytes);
  if (!r.ok) throw new Error(`expected rows, got ${r.reason}`);
  return r.rows;
};

describe('xml tokens', () => {
  it('decodes entities and character references, strips prefixes, skips comments and PIs, keeps CDATA', () => {
    expect(decodeXmlText('a &amp; b &lt;c&gt; &quot;&apos; &#x4E2D;&#25991; &bogus; &#xD800;')).toBe('a & b <c> "\' 中文 &bogus; &#xD800;');
    const tokens = [...xmlTokens('<?xml version="1.0"?><!-- x --><x:c r=\'A1\' t="s"><x:v>1</x:v></x:c><t><![CDATA[<raw>]]></t><br/>')];
    expect(tokens).toEqual([
      { kind: 'open', name: 'c', attrs: { r: 'A1', t: 's' }, selfClosing: false },
      { kind: 'open', name: 'v', attrs: {}, selfClosing: false },
      { kind: 'text', text: '1' },
      { kind: 'close', name: 'v' },
      { kind: 'close', name: 'c' },
      { kind: 'open', name: 't', attrs: {}, selfClosing: false },
      { kind: 'text', text: '<raw>' },
      { kind: 'close', name: 't' },
      { kind: 'open', name: 'br', attrs: {}, selfClosing: true },
    ]);
  });

  it('refuses a DOCTYPE, an unterminated tag and unbalanced tags', () => {
    expect(() => [...xmlTokens('<!DOCTYPE x [<!ENTITY a "b">]><x/>')]).toThrow();
    expect(() => [...xmlTokens('<x attr="1"')]).toThrow();
    expect(() => [...xmlTokens('<a><b></a>')]).toThrow();
    expect(() => [...xmlTokens('<a><b></b>')]).toThrow();
  });
});

describe('readFirstSheet', () => {
  it('reads shared strings and numbers (5 and 5.0 are both "5"), with a header row and a blank row kept in place', () => {
    const bytes = xlsxFromRows([['货号', '规格', '数量'], ['RM-A001', '100mg', 5], [], ['50-78-2', null, 2.5], ['RM-C001', '1g', 1e3]]);
    expect(rowsOf(bytes)).toEqual([['货号', '规格', '数量'], ['RM-A001', '100mg', '5'], [], ['50-78-2', '', '2.5'], ['RM-C001', '1g', '1000']]);
    const written = buildXlsx({ sheets: [{ name: 'S', sheetData: '<row r="1"><c r="A1"><v>5.0</v></c><c r="B1"><v>0.30000000000000004</v></c><c r="C1"><v>1.5E+2</v></c></row>' }] });
    expect(rowsOf(written)).toEqual([['5', '0.3', '150']]);
  });

  it('reads inline strings, rich-text runs without phonetic guides, booleans, formula results and errors', () => {
    const sheetData =
      '<row r="1" spans="1:6" x14ac:dyDescent="0.25">' +
      '<c r="A1" t="inlineStr"><is><t>RM-&amp;001</t></is></c>' +
      '<c r="B1" t="inlineStr"><is><r><rPr><b/></rPr><t>100</t></r><r><t xml:space="preserve">mg</t></r></is></c>' +
      '<c r="C1" t="b"><v>1</v></c>' +
      '<c r="D1" t="str"><f>CONCAT("a","b")</f><v>ab</v></c>' +
      '<c r="E1" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
      '<c r="F1" s="1"><f>1+1</f><v>2</v></c></row>';
    const sst = '<si><r><t>阿司</t></r><r><rPr><sz val="11"/></rPr><t>匹林</t></r><rPh sb="0" eb="1"><t>ア</t></rPh></si><si><t>a_x000D_b</t></si>';
    const bytes = buildXlsx({ sheets: [{ name: 'S', sheetData: `${sheetData}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>` }], sharedStrings: sst });
    expect(rowsOf(bytes)).toEqual([
      ['RM-&001', '100mg', 'TRUE', 'ab', '#DIV/0!', '2'],
      ['阿司匹林', 'a\rb'],
    ]);
  });

  it('places cells by reference: skipped cells are empty, rows may start further down, refs may be absent', () => {
    const sheetData = '<row r="3"><c r="C3" t="inlineStr"><is><t>x</t></is></c></row><row r="5"><c r="A5"><v>1</v></c><c r="D5"><v>4</v></c></row><row><c><v>7</v></c><c><v>8</v></c></row>';
    expect(rowsOf(buildXlsx({ sheets: [{ name: 'S', sheetData }] }))).toEqual([[], [], ['', '', 'x'], [], ['1', '', '', '4'], ['7', '8']]);
  });

  it('takes the first visible sheet of the workbook, not the first part in the zip', () => {
    const bytes = buildXlsx({
      sheets: [
        { name: '说明', sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>hidden</t></is></c></row>', hidden: true },
        { name: '订单', sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>RM-A001</t></is></c></row>' },
        { name: '其他', sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>other</t></is></c></row>' },
      ],
    });
    expect(rowsOf(bytes)).toEqual([['RM-A001']]);
  });

  it('reads prefixed markup (x:) and an absolute relationship target, as some generators write', () => {
    const bytes = buildXlsx({
      sheets: [],
      parts: {
        'xl/workbook.xml': '<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="urn:r"><x:sheets><x:sheet name="A" sheetId="1" r:id="R1"/></x:sheets></x:workbook>',
        'xl/_rels/workbook.xml.rels': '<Relationships xmlns="urn:p"><Relationship Id="R1" Type="urn:x/worksheet" Target="/xl/worksheets/data.xml"/></Relationships>',
        'xl/worksheets/data.xml': '<x:worksheet xmlns:x="urn:x"><x:sheetData><x:row r="1"><x:c r="B1" t="inlineStr"><x:is><x:t>58-08-2</x:t></x:is></x:c><x:c r="C1"><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>',
      },
    });
    expect(rowsOf(bytes)).toEqual([['', '58-08-2', '3']]);
  });

  it('answers an empty sheet with no rows', () => {
    expect(rowsOf(buildXlsx({ sheets: [{ name: 'S', sheetData: '' }] }))).toEqual([]);
    expect(rowsOf(buildXlsx({ sheets: [{ name: 'S', sheetData: '<row r="1"><c r="A1" s="2"/></row>' }], sharedStrings: [] }))).toEqual([]);
  });

  it('names the reason for a corrupt zip, non-zip content, an encrypted/old .xls, a package that is not a workbook, and a bomb', () => {
    const good = xlsxFromRows([['RM-A001', 1]]);
    expect(readFirstSheet(good.slice(0, good.length - 30))).toEqual({ ok: false, reason: 'notZip' });
    // The sheet's deflate stream overwritten with 0xFF (block type 3 does not exist).
    const damaged = good.slice();
    const at = Buffer.from(damaged).indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    damaged.fill(0xff, at, at + 8);
    expect(readFirstSheet(damaged)).toEqual({ ok: false, reason: 'notZip' });
    expect(readFirstSheet(strToU8('RM-A001,1\n'))).toEqual({ ok: false, reason: 'notZip' });
    expect(readFirstSheet(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({ ok: false, reason: 'encrypted' });
    expect(readFirstSheet(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toEqual({ ok: false, reason: 'notWorkbook' });
    expect(readFirstSheet(buildXlsx({ sheets: [{ name: 'S', sheetData: '<row r="1"><c r="A1"><v>1</v>' }] }))).toEqual({ ok: false, reason: 'notWorkbook' });
    expect(readFirstSheet(buildXlsx({ sheets: [{ name: 'S', sheetData: '<row r="1"><c r="1A"><v>1</v></c></row>' }] }))).toEqual({ ok: false, reason: 'notWorkbook' });
    // 17 MB of one repeated byte deflates to a few KB: refused by its declared size, before inflating.
    const bomb = `<sheetData>${' '.repeat(XLSX_MAX_PART_BYTES + 1024)}</sheetData>`;
    expect(readFirstSheet(buildXlsx({ sheets: [{ name: 'S', sheetData: '' }], parts: { 'xl/worksheets/sheet1.xml': bomb } }))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(readFirstSheet(buildXlsx({ sheets: [{ name: 'S', sheetData: '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>' }] }))).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
