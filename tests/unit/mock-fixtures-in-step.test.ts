import { describe, expect, it } from 'vitest';
import * as mockPromotions from '../../mocks/fixtures/promotions';
import * as seedPromotions from '../../server/db/seed/data/promotions';

/*
 * mocks/ never import the API, so the mock server's promotions are a copy of the seed's. A change to one
 * without the other would make the mocked Playwright journeys and component tests disagree with the shop.
 */
describe('mock fixtures copied from the seed', () => {
  it('vouchers, points-mall items and activities are the seed’s, value for value', () => {
    expect(Object.keys(mockPromotions).sort()).toEqual(Object.keys(seedPromotions).sort());
    for (const key of Object.keys(seedPromotions) as (keyof typeof seedPromotions)[]) {
      expect(mockPromotions[key], key).toEqual(seedPromotions[key]);
    }
  });
});
