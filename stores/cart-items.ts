import type { CartRow } from '@/lib/api/contract/cart';
import type { DemandRow } from '@/lib/api/contract/demand';
import { LOCAL_KEY, SESSION_KEY } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';
import type { ListItem } from './list-item';

/** Session / local storage keys of SPEC §3 (kept as the old site named them). */
export const SHOPPING_CART = SESSION_KEY.cart;
export const INTER_QUOTATION = SESSION_KEY.inquiry;
export const REQUIRELIST = LOCAL_KEY.demand;

/** A cart or basket row of the server as a SPEC §3 item (the row itself rides along for the cart page). */
export function itemOfCartRow(row: CartRow): ListItem<CartRow> {
  return {
    identityPrimaryKey: String(row.skuId),
    productId: row.prodDetailVO.productId,
    skuId: row.skuId,
    prodDetailId: row.prodDetailVO.productDetailId,
    carId: row.id,
    number: row.num,
    name: row.prodDetailVO.name,
    price: row.price,
    src: row.prodDetailVO.imgUrl,
    specification: row.prodDetailVO.specification,
    row,
  };
}

/** A demand-list entry: `carId` is the entry id; an entry without a pack has skuId null. */
export function itemOfDemandRow(row: DemandRow): ListItem<DemandRow> {
  const sku = row.skus.find((s) => s.id === row.skuId);
  return {
    identityPrimaryKey: row.skuId !== null ? String(row.skuId) : `p${row.productId}`,
    productId: row.productId,
    skuId: row.skuId,
    prodDetailId: row.productId,
    carId: row.id,
    number: 1,
    name: row.name,
    price: sku?.price ?? null,
    src: row.imgUrl,
    specification: sku ? [{ propName: MSG.specLabel, propValue: sku.pack }] : [],
    row,
  };
}

/** What a product page knows about a choice, as a SPEC §3 item (identityPrimaryKey = skuId). */
export function makeItem(input: { productId: number; skuId: number; name: string; pack: string; src: string; price: number | null; number: number }): ListItem {
  return {
    identityPrimaryKey: String(input.skuId),
    productId: input.productId,
    skuId: input.skuId,
    // Our API has one detail record per product: the product id is the prodDetailId of the cart calls.
    prodDetailId: input.productId,
    carId: null,
    number: input.number,
    name: input.name,
    price: input.price,
    src: input.src,
    specification: [{ propName: MSG.specLabel, propValue: input.pack }],
  };
}

/** A visitor item as synchronize receives it: the SPEC §3 fields, the server row never. */
export const toSyncItem = ({ row: _row, ...item }: ListItem): Record<string, unknown> => ({ ...item });
