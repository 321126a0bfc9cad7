import { describe, expect, it } from 'vitest';
import { cachedShellPath } from '@/lib/http/cachedShell';
import { cachedSearchPath, keywordOfSegment } from '@/lib/search/cachedSearch';

/* proxy.ts serves the bare home, cart and agreement addresses from their cached route; anything else is left alone. */
describe('cachedShellPath', () => {
  it('rewrites the bare addresses (a trailing slash too)', () => {
    expect(cachedShellPath('/', '')).toBe('/shell/home/-');
    expect(cachedShellPath('/settlementCenter', '')).toBe('/shell/cart/-');
    expect(cachedShellPath('/settlementCenter/', '')).toBe('/shell/cart/-');
    expect(cachedShellPath('/agreementPrivacy', '?')).toBe('/shell/agreement/-');
  });

  it('leaves addresses with a query, other pages and the internal path itself to their own routes', () => {
    expect(cachedShellPath('/', '?utm_source=x')).toBeNull();
    expect(cachedShellPath('/settlementCenter', '?a=1')).toBeNull();
    expect(cachedShellPath('/goodsDetail/1', '')).toBeNull();
    expect(cachedShellPath('/shell/home/-', '')).toBeNull();
    expect(cachedShellPath('/SettlementCenter', '')).toBeNull();
  });
});

describe('cachedSearchPath', () => {
  it('sends a plain keyword search to the cached route, the keyword encoded in the path', () => {
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=奥美拉唑'))).toBe(`/searchCenter/cached/${encodeURIComponent('奥美拉唑')}`);
    expect(cachedSearchPath('/searchCenter/', new URLSearchParams('keyword=GB%2FT 601'))).toBeNull();
    expect(keywordOfSegment(encodeURIComponent('ChP 奥美拉唑 有关物质'))).toBe('ChP 奥美拉唑 有关物质');
  });

  it('leaves other queries, long or odd keywords and other paths to the per-request route', () => {
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=a&x=1'))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=a&keyword=b'))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword='))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams(`keyword=${'甲'.repeat(61)}`))).toBeNull();
    expect(cachedSearchPath('/searchCenter', new URLSearchParams('keyword=50%25'))).toBeNull();
    expect(cachedSearchPath('/searchIndex', new URLSearchParams('keyword=a'))).toBeNull();
    expect(keywordOfSegment('%E0%A4%A')).toBeNull();
  });
});
