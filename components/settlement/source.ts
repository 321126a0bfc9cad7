import type { SettlementSource } from '@/lib/api/order';
import type { SearchParamsRecord } from '@/lib/catalogue/listQuery';
import { CART_MAX_QTY, CART_MAX_ROWS } from '@/lib/constants';

type Query = SearchParamsRecord;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? undefined : v);
const positiveInt = (text: string | undefined, max = 2_147_483_647) => (text !== undefined && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= max ? Number(text) : null);

/**
 * /settlementPage's query is what is settled (routes.settlementPage builds it): `carIds=1,2,3` (the cart's
 * selected rows) or `skuId=..&num=..` (立即购买). Anything else — both, neither, a repeated key, a non-number,
 * a quantity out of range — is null: the page says the link is wrong instead of asking the server.
 */
export function parseSettlementQuery(query: Query): SettlementSource | null {
  if (query.carIds !== undefined) {
    const carIds = one(query.carIds);
    if (carIds === undefined || query.skuId !== undefined || query.num !== undefined) return null;
    const ids = carIds.split(',').map((t) => positiveInt(t.trim()));
    if (ids.length === 0 || ids.length > CART_MAX_ROWS || ids.some((id) => id === null)) return null;
    return { carIds: [...new Set(ids as number[])] };
  }
  const sku = positiveInt(one(query.skuId));
  const n = positiveInt(one(query.num), CART_MAX_QTY);
  return sku !== null && n !== null ? { buyNow: { skuId: sku, num: n } } : null;
}

/** The order id of /orderCenter/orderConfirm?id=. */
export const parseOrderId = (query: Query) => positiveInt(one(query.id));
