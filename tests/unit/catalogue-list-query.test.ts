import { describe, expect, it } from 'vitest';
import { brandCodeOfSegments, casOfSegment } from '@/components/catalogue/catchAll';
import { brandIdsOf, keepOfferedCategories } from '@/components/catalogue/filterGroups';
import { EMPTY_LIST_STATE, listHref, listSearch, parseListState, productQuery } from '@/lib/catalogue/listQuery';
import type { Brand } from '@/lib/api/contract/catalogue';

describe('list state in the URL', () => {
  it('reads every filter, repeated parameters included, and drops what is malformed', () => {
    const state = parseListState({
      cid: ['54', 'x', '54', '-3'],
      brandName: ['谱源杂质', ' ', 'RefMall 标准品'],
      pack: ['100mg', '1mL(1000μg/mL,甲醇)', 'x'.repeat(21)],
      delivery: ['inStock', 'tomorrow', 'onOrder'],
      sort: 'mw-asc',
      pageNo: '3',
    });
    expect(state).toEqual({
      categoryIds: [54],
      brandNames: ['谱源杂质', 'RefMall 标准品'],
      packs: ['100mg', '1mL(1000μg/mL,甲醇)'],
      delivery: ['inStock', 'onOrder'],
      sort: 'mw-asc',
      pageNo: 3,
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', '', '100001'])('falls back to page 1 for pageNo=%j', (pageNo) => {
    expect(parseListState({ pageNo }).pageNo).toBe(1);
  });

  it('keeps a keyword (the header product search) first in the URL and in the call', () => {
    const state = parseListState({ keyword: '  阿司匹林 ', brandName: '谱源杂质' });
    expect(state.keyword).toBe('阿司匹林');
    expect(listSearch(state)).toBe(`?keyword=${encodeURIComponent('阿司匹林')}&brandName=${encodeURIComponent('谱源杂质')}`);
    expect(productQuery(state, { brandIds: [2] })).toMatchObject({ keyword: '阿司匹林', brandIds: [2] });
    expect(parseListState({ keyword: '   ' })).not.toHaveProperty('keyword');
  });

  it('falls back to the default sort for an unknown one', () => {
    expect(parseListState({ sort: 'price-asc' }).sort).toBe('time-desc');
  });

  it('writes one canonical URL per state: fixed order, defaults left out', () => {
    expect(listSearch(EMPTY_LIST_STATE)).toBe('');
    const search = listSearch({ pageNo: 2, sort: 'name-desc', delivery: ['within7'], packs: ['1g'], brandNames: ['谱源杂质'], categoryIds: [5, 6] });
    expect([...new URLSearchParams(search)]).toEqual([
      ['cid', '5'],
      ['cid', '6'],
      ['brandName', '谱源杂质'],
      ['pack', '1g'],
      ['delivery', 'within7'],
      ['sort', 'name-desc'],
      ['pageNo', '2'],
    ]);
    expect(listHref('/a', { sort: 'time-desc', pageNo: 1 })).toBe('/a');
    // Round trip.
    const state = parseListState(Object.fromEntries([...new URLSearchParams(search).keys()].map((k) => [k, new URLSearchParams(search).getAll(k)])));
    expect(listSearch(state)).toBe(search);
  });

  it('turns a state into the product-list call', () => {
    expect(productQuery({ ...EMPTY_LIST_STATE, sort: 'mw-desc' }, { categoryId: 7 })).toEqual({ sortField: 'mw', asc: false, categoryId: 7 });
    // Chosen sub-categories replace the path's category (the API unions them).
    expect(productQuery({ ...EMPTY_LIST_STATE, categoryIds: [8, 9], packs: ['1g'], delivery: ['inStock'] }, { categoryId: 7, brandIds: [2] })).toEqual({
      sortField: 'time',
      asc: false,
      categoryIds: [8, 9],
      brandIds: [2],
      packs: ['1g'],
      delivery: ['inStock'],
    });
    expect(productQuery(EMPTY_LIST_STATE, { brandIds: null })).toBeNull();
  });

  it('maps brand names to ids (none known → an empty list) and keeps only offered categories', () => {
    const brands = [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] as Brand[];
    expect(brandIdsOf([], brands)).toEqual([]);
    expect(brandIdsOf(['B', 'Z'], brands)).toEqual([2]);
    expect(brandIdsOf(['Z'], brands)).toBeNull();
    expect(keepOfferedCategories({ ...EMPTY_LIST_STATE, categoryIds: [3, 4] }, [{ id: 4 }]).categoryIds).toEqual([4]);
  });
});

describe('catch-all segments', () => {
  it.each([
    ['50-78-2', '50-78-2'],
    ['103-90-2', '103-90-2'],
    ['7732-18-5', '7732-18-5'],
  ])('takes the CAS %s', (segment, cas) => expect(casOfSegment(segment)).toBe(cas));

  it.each(['50-78-3', 'favicon.ico', 'apple-touch-icon.png', '5078-2', '50782', '1-78-2', '12345678-12-3', '%E0%A4%A', '５０-７８-２', 'brandCenter'])('refuses %j before any lookup', (segment) => {
    expect(casOfSegment(segment)).toBeNull();
  });

  it('reads brand and item number, refusing file-like and oversized segments', () => {
    expect(brandCodeOfSegments('RefMall%20%E6%A0%87%E5%87%86%E5%93%81', 'RM-A001')).toEqual({ brandName: 'RefMall 标准品', code: 'RM-A001' });
    expect(brandCodeOfSegments('谱源杂质', 'RM-L005')).toEqual({ brandName: '谱源杂质', code: 'RM-L005' });
    expect(brandCodeOfSegments('.well-known', 'security.txt')).toBeNull();
    expect(brandCodeOfSegments('static', 'app.js')).toBeNull();
    expect(brandCodeOfSegments('a'.repeat(101), 'X')).toBeNull();
    expect(brandCodeOfSegments('A', '%E0%A4%A')).toBeNull();
  });
});
