import { describe, expect, it } from 'vitest';
import { cachedShellPath } from '@/lib/http/cachedShell';
import { cachedProductSearchPath, cachedSearchPath, keywordOfSegment, productSearchStateOf, segmentOf } from '@/lib/search/cachedSearch';

/* proxy.ts serves the bare addresses of pages with nothing per visitor from their cached route; anything else is left alone. */
describe('cachedShellPath', () => {
  it('rewrites the bare addresses (a trailing slash too)', () => {
    expect(cachedShellPath('/', '')).toBe('/shell/home/-');
    expect(cachedShellPath('/settlementCenter', '')).toBe('/shell/cart/-');
    expect(cachedShellPath('/settlementCenter/', '')).toBe('/shell/cart/-');
    expect(cachedShellPath('/agreementPrivacy', '?')).toBe('/shell/agreement/-');
    expect(cachedShellPath('/methods', '')).toBe('/shell/methods/-');
    expect(cachedShellPath('/standard/', '')).toBe('/shell/standards/-');
    expect(cachedShellPath('/newsInformation', '')).toBe('/shell/news/-');
    expect(cachedShellPath('/newsInformation/informationClassification', '')).toBe('/shell/newsCategory/-');
    expect(cachedShellPath('/enterpriseIntroduction', '')).toBe('/shell/company/-');
    expect(cachedShellPath('/helpCenter/loginProblem', '')).toBe('/shell/helpLogin/-');
    expect(cachedShellPath('/helpCenter/memberProblem', '')).toBe('/shell/helpMember/-');
  });

  it('leaves addresses with a query, other pages and the internal path itself to their own routes', () => {
    expect(cachedShellPath('/', '?utm_source=x')).toBeNull();
    expect(cachedShellPath('/settlementCenter', '?a=1')).toBeNull();
    expect(cachedShellPath('/goodsDetail/1', '')).toBeNull();
    expect(cachedShellPath('/shell/home/-', '')).toBeNull();
    expect(cachedShellPath('/SettlementCenter', '')).toBeNull();
    expect(cachedShellPath('/newsInformation/informationClassification', '?category=industry')).toBeNull();
    expect(cachedShellPath('/enterpriseIntroduction', '?type=1')).toBeNull();
    expect(cachedShellPath('/helpCenter/loginProblem', '?id=3')).toBeNull();
    expect(cachedShellPath('/methods/allTheMethods', '')).toBeNull();
  });
});

describe('cachedSearchPath', () => {
  it('sends a plain keyword search to the cached route, the keyword as a path-safe segment', () => {
    const path = cachedSearchPath('/searchCenter', new URLSearchParams('keyword=奥美拉唑'));
    expect(path).toMatch(/^\/searchCenter\/cached\/[A-Za-z0-9_-]+$/);
    expect(keywordOfSegment(path!.split('/').pop()!)).toBe('奥美拉唑');
    // Slashes, percent signs and the like are cached too: nothing in the segment can be decoded on the way.
    for (const keyword of ['GB/T 601-2016', '50%', 'a?b#c', 'C:\\x', 'ChP 奥美拉唑 有关物质']) {
      const segment = cachedSearchPath('/searchCenter/', new URLSearchParams({ keyword }))!.split('/').pop()!;
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(keywordOfSegment(segment)).toBe(keyword);
    }
  });

  it('leaves other queries, long or control-character keywords and other paths to the per-request route', () => {
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=a&x=1'))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=a&keyword=b'))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword='))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams(`keyword=${'甲'.repeat(61)}`))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=a%00b'))).toBeNull();
    expect(cachedSearchPath('/searchIndex', new URLSearchParams('keyword=a'))).toBeNull();
  });

  it('reads nothing from a segment it did not make', () => {
    for (const junk of ['%E0%A4%A', '5aWl576O5ouJ5ZSR=', 'a', '_w', segmentOf('a\u0000b'), segmentOf('甲'.repeat(61)), segmentOf('  ')]) expect(keywordOfSegment(junk)).toBeNull();
  });
});

describe('cachedProductSearchPath', () => {
  const q = (text: string) => new URLSearchParams(text);
  const stateOf = (path: string | null) => productSearchStateOf(path!.split('/').pop()!);

  it('sends a keyword query to the cached route in canonical form, with the view mode', () => {
    const path = cachedProductSearchPath('/searchProduction', q('sort=name-asc&keyword=阿司匹林&pageNo=2'), '2');
    expect(path).toMatch(/^\/searchProduction\/cached\/2\/[A-Za-z0-9_-]+$/);
    expect(stateOf(path)).toEqual({ keyword: ['阿司匹林'], sort: ['name-asc'], pageNo: ['2'] });
    // The same state in another order, and defaults spelt out, share the entry; no cookie is the list view.
    expect(cachedProductSearchPath('/searchProduction/', q('pageNo=2&keyword=阿司匹林&sort=name-asc'), '2')).toBe(path);
    const plain = cachedProductSearchPath('/searchProduction', q('keyword=GB%2FT%20601&pageNo=1&brandName=x%2Fy'), undefined);
    expect(plain).toMatch(/^\/searchProduction\/cached\/1\//);
    expect(stateOf(plain)).toEqual({ keyword: ['GB/T 601'], brandName: ['x/y'] });
  });

  it('leaves no keyword, long or control-character values and other paths to the per-request route', () => {
    expect(cachedProductSearchPath('/searchProduction', q(''), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchProduction', q('keyword=%20%20'), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchProduction', q(`keyword=${'甲'.repeat(61)}`), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchProduction', q('keyword=a%00b'), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchProduction', q('keyword=a&brandName=x%0Ay'), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchProduction/cached/1/a2V5d29yZD1h', q(''), undefined)).toBeNull();
    expect(cachedProductSearchPath('/searchCenter', q('keyword=a'), undefined)).toBeNull();
    expect(productSearchStateOf('%%%')).toEqual({});
  });
});
