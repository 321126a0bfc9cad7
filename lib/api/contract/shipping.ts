import { SHIPPING_CONDITION_TEXT, SHIPPING_CONDITIONS, type ShippingCondition } from './order';

/**
 * Shipping fees (docs/adr/0024-orders-and-payment.md), one rule for the API and the mocks: one parcel per order, packed for the strictest condition of
 * its lines. Ambient parcels are free from ¥500 of goods; cold chain (ice packs) and dry ice cost what
 * the insulated box and coolant cost, whatever the order's size.
 */
export const SHIPPING_RULES: Record<ShippingCondition, { feeFen: number; freeFromFen: number | null }> = {
  ambient: { feeFen: 1500, freeFromFen: 50000 },
  ice: { feeFen: 3000, freeFromFen: null },
  dry_ice: { feeFen: 12000, freeFromFen: null },
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(0)}`;

export const shippingRuleTable = () =>
  SHIPPING_CONDITIONS.map((condition) => {
    const r = SHIPPING_RULES[condition];
    return {
      condition,
      ...r,
      text: `${SHIPPING_CONDITION_TEXT[condition]}：运费 ${yuan(r.feeFen)}${r.freeFromFen === null ? '（保温箱与冷媒费用，不设包邮）' : `，商品满 ${yuan(r.freeFromFen)} 包邮`}`,
    };
  });

/** The product's shipping text (常温运输, 冰袋运输, 干冰运输 …) as a condition. */
export function conditionOf(shippingText: string): ShippingCondition {
  if (shippingText.includes('干冰')) return 'dry_ice';
  if (shippingText.includes('冰袋') || shippingText.includes('冷链') || shippingText.includes('2-8')) return 'ice';
  return 'ambient';
}

export const strictest = (conditions: ShippingCondition[]): ShippingCondition =>
  conditions.reduce<ShippingCondition>((a, b) => (SHIPPING_CONDITIONS.indexOf(b) > SHIPPING_CONDITIONS.indexOf(a) ? b : a), 'ambient');

export function shippingFee(condition: ShippingCondition, goodsFen: number): number {
  const r = SHIPPING_RULES[condition];
  return r.freeFromFen !== null && goodsFen >= r.freeFromFen ? 0 : r.feeFen;
}
