import { describe, expect, it } from 'vitest';
import { parseOrderId, parseSettlementQuery } from '@/components/settlement/source';
import { routes } from '@/lib/routes';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('settlement query', () => {
  it('reads back what routes.settlementPage builds', () => {
    expect(parseSettlementQuery(queryOf(routes.settlementPage({ carIds: [3, 1, 2] })))).toEqual({ carIds: [3, 1, 2] });
    expect(parseSettlementQuery(queryOf(routes.settlementPage({ skuId: 11, num: 9999 })))).toEqual({ buyNow: { skuId: 11, num: 9999 } });
  });

  it('drops repeated cart ids', () => {
    expect(parseSettlementQuery({ carIds: '5,5,6' })).toEqual({ carIds: [5, 6] });
  });

  it.each([
    { carIds: '' },
    { carIds: '1,,2' },
    { carIds: '-1' },
    { carIds: '1.5' },
    { carIds: ['1', '2'] },
    { carIds: Array.from({ length: 201 }, (_, i) => i + 1).join(',') },
    { skuId: '11', num: '10000' },
    { skuId: '11', num: '1e3' },
    { skuId: 'x', num: '1' },
    { carIds: '1', num: '1' },
    {},
  ])('refuses %o', (query) => {
    expect(parseSettlementQuery(query)).toBeNull();
  });

  it('reads an order id', () => {
    expect(parseOrderId({ id: '42' })).toBe(42);
    expect(parseOrderId({ id: '042' })).toBeNull();
    expect(parseOrderId({ id: '99999999999' })).toBeNull();
  });
});
