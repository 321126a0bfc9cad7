import { describe, expect, it } from 'vitest';
import { shopIdentity } from '../../server/documents/shop';
import { site } from '../../lib/site';

describe('the shop named on generated documents', () => {
  it('is the storefront’s shop, by the same settings and defaults', () => {
    const { name, company, address, hotline, email } = site;
    expect(shopIdentity({})).toEqual({ name, company, address, hotline, email });
    expect(shopIdentity({ NEXT_PUBLIC_SITE_NAME: ' 某某标准品 ' }).name).toBe('某某标准品');
  });
});
