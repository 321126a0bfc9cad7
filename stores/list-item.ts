import type { cart, specificationSchema } from '@/lib/api/contract/cart';
import type { demand } from '@/lib/api/contract/demand';
import type { DataOf } from '@/lib/api/contract/endpoint';
import type { z } from 'zod';

/**
 * The SPEC §3 item of the three per-user lists (cart, inquiry basket, demand list), as the browser keeps
 * it and as the lists hand it to the UI. Its parts come from the contract: the specification is the
 * server rows' `specification`, the merge answer is the synchronize calls' data.
 */

export type SpecProp = z.infer<typeof specificationSchema>[number];

/** SPEC §3 cart / inquiry item; `row` is the server's row behind it (logged in only). */
export interface ListItem<R = unknown> {
  identityPrimaryKey: string;
  productId: number;
  /** null only for a demand-list entry kept without choosing a pack. */
  skuId: number | null;
  prodDetailId: number;
  carId: number | null;
  number: number;
  name: string;
  /** Fen; null when not known (visitors never see prices, SPEC §6). */
  price: number | null;
  /** The picture as the API names it ('/mall/…'); ImageWithFallback loads it under {api}. */
  src: string;
  specification: SpecProp[];
  row?: R;
}

type CartSync = DataOf<typeof cart.synchronize>;
type DemandSync = DataOf<typeof demand.synchronize>;

/** What a merge of the visitor's list answers: the cart's and basket's synchronize, or the demand list's (nothing to adjust). */
export interface SyncAnswer<R> {
  list: R[];
  dropped: (CartSync['dropped'][number] | DemandSync['dropped'][number])[];
  adjusted?: CartSync['adjusted'];
}

/** `silent`: the user has already been told (the client's network toast, or the session-invalid path). */
export type ListResult = { ok: true } | { ok: false; message: string; silent?: boolean };

/** The list key of an item: its skuId, or `p{productId}` for a demand entry without a pack. */
export const keyOf = (item: Pick<ListItem, 'skuId' | 'productId'>) => (item.skuId !== null ? String(item.skuId) : `p${item.productId}`);
