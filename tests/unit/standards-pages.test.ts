import { describe, expect, it } from 'vitest';
import { standardDescription, standardJsonLd, standardMetadata } from '@/components/standards/seo';
import { parseStandardListState, standardListBodyOf, standardListHref } from '@/lib/standards/listQuery';
import { mockStandards } from '@/mocks/fixtures/standards';

describe('the standards list URL', () => {
  it('reads known filters and drops unknown ones, defaults and bad page numbers', () => {
    expect(parseStandardListState({ keyword: ' 滴定 ', kind: 'GB/T', status: '废止', field: '化学试剂', pageNo: '3' })).toEqual({
      keyword: '滴定',
      kind: 'GB/T',
      status: '废止',
      field: '化学试剂',
      pageNo: 3,
    });
    expect(parseStandardListState({ kind: 'ISO', status: '作废', pageNo: '-1', field: 'x'.repeat(21) })).toEqual({
      keyword: undefined,
      kind: undefined,
      status: undefined,
      field: undefined,
      pageNo: 1,
    });
    expect(parseStandardListState({ pageNo: ['2', '5'], kind: ['HJ'] })).toMatchObject({ pageNo: 2, kind: 'HJ' });
  });

  it('writes one URL per state, round trip', () => {
    expect(standardListHref({})).toBe('/searchCenter/dataSearchofStandard');
    const href = standardListHref({ keyword: 'GB/T 601', kind: 'GB/T', status: '现行', pageNo: 2 });
    expect(href).toBe('/searchCenter/dataSearchofStandard?keyword=GB%2FT+601&kind=GB%2FT&status=%E7%8E%B0%E8%A1%8C&pageNo=2');
    const back = parseStandardListState(Object.fromEntries(new URLSearchParams(href.split('?')[1])));
    expect(standardListHref(back)).toBe(href);
    expect(standardListBodyOf(back)).toEqual({ keyword: 'GB/T 601', prefix: 'GB/T', status: '现行', field: undefined });
  });
});

describe('standard page metadata', () => {
  const old = mockStandards.find((s) => s.number === 'GB/T 601-2002')!;
  const hj = mockStandards.find((s) => s.number === 'HJ 809-2016')!;

  it('is canonical to the id page, titled by number and name', () => {
    const meta = standardMetadata(hj);
    expect(meta.title).toBe('HJ 809-2016 水质 亚硝胺类化合物的测定 气相色谱法');
    expect(String(meta.alternates?.canonical)).toMatch(/\/standard\/standardDetail\/5$/);
    expect(standardDescription(old)).toContain('已被 GB/T 601-2016 代替');
  });

  it('describes the standard as a TechArticle mentioning its materials with CAS and product links', () => {
    const ld = standardJsonLd(hj);
    expect(ld).toMatchObject({ '@type': 'TechArticle', identifier: 'HJ 809-2016', publisher: { name: '环境保护部' } });
    expect(ld.mentions.map((m) => m.identifier?.value)).toEqual(['62-75-9', '55-18-5']);
    expect(ld.mentions[0].url).toMatch(/\/goodsDetail\/9$/);
    expect(ld.mentions[1].url).toBeUndefined();
  });
});
