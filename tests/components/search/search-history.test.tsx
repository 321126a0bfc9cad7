import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { SEARCH_HISTORY_DAYS, SEARCH_HISTORY_MAX } from '@/lib/constants';
import {
  escapeTerm,
  HISTORY_TERM_MAX,
  HISTORY_TERMS_COOKIE,
  HISTORY_TYPES_COOKIE,
  readHistory,
  resetSearchHistory,
  unescapeTerm,
  useSearchHistory,
} from '@/stores/search-history';

const store = () => useSearchHistory.getState();
const terms = () => store().entries.map((e) => e.term);

beforeEach(() => resetSearchHistory());
afterEach(() => vi.restoreAllMocks());

describe('search history store (cookies resultArray / typeArray)', () => {
  it('keeps 5 unique terms, newest first, each with its type', () => {
    ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].forEach((t, i) => store().add(t, i % 4));
    expect(SEARCH_HISTORY_MAX).toBe(5);
    expect(terms()).toEqual(['f6', 'e5', 'd4', 'c3', 'b2']);
    expect(store().entries.map((e) => e.type)).toEqual([1, 0, 3, 2, 1]);
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBe('f6,e5,d4,c3,b2');
    expect(Cookies.get(HISTORY_TYPES_COOKIE)).toBe('1,0,3,2,1');
  });

  it('moves a repeated term to the front instead of adding it twice (letter case ignored, newest spelling kept)', () => {
    store().add('阿司匹林', 0);
    store().add('omeprazole', 0);
    store().add('阿司匹林', 2);
    store().add('Omeprazole', 0);
    expect(store().entries).toEqual([
      { term: 'Omeprazole', type: 0 },
      { term: '阿司匹林', type: 2 },
    ]);
  });

  it('writes both cookies for 7 days on the whole site', () => {
    const set = vi.spyOn(Cookies, 'set');
    store().add('50-78-2', 0);
    expect(SEARCH_HISTORY_DAYS).toBe(7);
    expect(set).toHaveBeenCalledTimes(2);
    for (const call of set.mock.calls) expect(call[2]).toMatchObject({ expires: SEARCH_HISTORY_DAYS, path: '/', sameSite: 'lax' });
    expect(set.mock.calls.map((c) => c[0]).sort()).toEqual([HISTORY_TERMS_COOKIE, HISTORY_TYPES_COOKIE].sort());
  });

  it('removes one term, then clears everything (the cookies go too)', () => {
    ['x', 'y', 'z'].forEach((t) => store().add(t, 0));
    store().remove('y');
    expect(terms()).toEqual(['z', 'x']);
    expect(readHistory().map((e) => e.term)).toEqual(['z', 'x']);
    store().clear();
    expect(terms()).toEqual([]);
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBeUndefined();
    expect(Cookies.get(HISTORY_TYPES_COOKIE)).toBeUndefined();
  });

  it('keeps terms with commas and percent signs intact through the cookie', () => {
    const tricky = ['GB/T 601-2016, 附录A', '95%乙醇', 'a,b,,c', '%2C literally'];
    tricky.forEach((t) => store().add(t, 3));
    resetSearchHistory();
    store().load();
    expect(terms()).toEqual([...tricky].reverse());
    expect(store().entries.every((e) => e.type === 3)).toBe(true);
    for (const t of tricky) expect(unescapeTerm(escapeTerm(t))).toBe(t);
    expect(escapeTerm('a,b')).not.toContain(',');
  });

  it('reads a list written by the old site (plain terms) and drops malformed parts', () => {
    Cookies.set(HISTORY_TERMS_COOKIE, '阿司匹林,,奥美拉唑,阿司匹林');
    Cookies.set(HISTORY_TYPES_COOKIE, '0,1,x');
    expect(readHistory()).toEqual([
      { term: '阿司匹林', type: 0 },
      { term: '奥美拉唑', type: 0 },
    ]);
  });

  it('ignores blank terms and trims and cuts long ones', () => {
    store().add('   ', 0);
    expect(Cookies.get(HISTORY_TERMS_COOKIE)).toBeUndefined();
    store().add(`  ${'长'.repeat(HISTORY_TERM_MAX + 20)}  `, 0);
    expect(terms()[0]).toBe('长'.repeat(HISTORY_TERM_MAX));
  });

  it('sees what another tab recorded: every change starts from the cookies', () => {
    store().add('first', 0);
    Cookies.set(HISTORY_TERMS_COOKIE, 'from-other-tab,first');
    Cookies.set(HISTORY_TYPES_COOKIE, '2,0');
    store().add('second', 0);
    expect(terms()).toEqual(['second', 'from-other-tab', 'first']);
  });
});
