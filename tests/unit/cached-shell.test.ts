import { describe, expect, it } from 'vitest';
import { cachedShellPath } from '@/lib/http/cachedShell';

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

