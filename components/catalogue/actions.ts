'use client';

import { useMemo } from 'react';
import { useGatedNavigate } from '@/components/auth/useGatedNavigate';
import { CART_MAX_QTY } from '@/lib/constants';
import { MSG } from '@/lib/messages/core';
import { routes } from '@/lib/routes';
import { isVisitorNow, loggedInSettled } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { INTER_QUOTATION, makeItem, REQUIRELIST, SHOPPING_CART } from '@/stores/cart-items';
import { useDemandStore } from '@/stores/demand';
import { useInquiryStore } from '@/stores/inquiry';
import type { ListItem, ListResult } from '@/stores/list-item';
import type { ListStore } from '@/stores/list-store';
import { startListSync } from '@/stores/list-sync';
import { toast } from '@/components/ui/feedback';

/**
 * What the product pages do with a chosen SKU: 加入购物车, 加入询价篮, 加入需求清单, 立即购买.
 *
 * The work is done by the list stores (stores/cart.ts, inquiry.ts, demand.ts — one factory,
 * stores/list-store.ts): a visitor's items go to the browser (the cart SHOPPING_CART and the inquiry basket
 * INTER_QUOTATION in session storage, the demand list REQUIRELIST in local storage, SPEC §3 item shape,
 * keyed by identityPrimaryKey = skuId) and are merged on login; a logged-in customer's go to the server
 * first (insert), then into the list; a refusal (code 0) shows the server's message and changes nothing.
 */

export { SHOPPING_CART, INTER_QUOTATION, REQUIRELIST };
export type CollectionKey = typeof SHOPPING_CART | typeof INTER_QUOTATION | typeof REQUIRELIST;

/** Fired on window after a list changed (detail: the key). Kept for listeners outside React; the stores are the source. */
export const COLLECTIONS_EVENT = 'refmall:collections';

export const MAX_QUANTITY = CART_MAX_QTY;

/** SPEC §3 cart / inquiry item of a product page's choice: always with a pack (skuId), never a server row yet. */
export type LocalItem = Omit<ListItem, 'skuId' | 'row'> & { skuId: number };

/** What a product page knows about the choice. */
export interface ProductChoice {
  productId: number;
  skuId: number;
  name: string;
  pack: string;
  /** The structure image's URL. */
  src: string;
  price: number | null;
  quantity: number;
}

export const isValidQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY;

export function toLocalItem(c: ProductChoice): LocalItem {
  return makeItem({ productId: c.productId, skuId: c.skuId, name: c.name, pack: c.pack, src: c.src, price: c.price, number: c.quantity }) as LocalItem;
}

const isItem = (v: unknown): v is LocalItem =>
  typeof v === 'object' && v !== null && typeof (v as LocalItem).skuId === 'number' && typeof (v as LocalItem).number === 'number';

/** The list under a key as stored; anything unreadable counts as empty. */
export function readCollection(storage: Storage, key: CollectionKey): LocalItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Adds an item straight to storage (the same SKU adds its quantity, capped at MAX_QUANTITY). The stores do this for the UI. */
export function addToCollection(storage: Storage, key: CollectionKey, item: LocalItem): LocalItem[] {
  const items = readCollection(storage, key);
  const existing = items.find((i) => i.skuId === item.skuId);
  const next = existing
    ? items.map((i) => (i === existing ? { ...i, number: Math.min(MAX_QUANTITY, i.number + item.number), price: item.price ?? i.price, name: item.name, src: item.src } : i))
    : [...items, item];
  storage.setItem(key, JSON.stringify(next));
  return next;
}

export interface ProductActions {
  addToCart: (choice: ProductChoice) => boolean;
  addToInquiry: (choice: ProductChoice) => boolean;
  addToDemand: (choice: ProductChoice) => boolean;
  /** Direct purchase settles this one SKU on /settlementPage after a login (docs/adr/0024-orders-and-payment.md, docs/spec-notes.md §4); the cart is left alone. */
  buyNow: (choice: ProductChoice) => boolean;
}

const STORES: Record<CollectionKey, ListStore<unknown>> = {
  [SHOPPING_CART]: useCartStore as unknown as ListStore<unknown>,
  [INTER_QUOTATION]: useInquiryStore as unknown as ListStore<unknown>,
  [REQUIRELIST]: useDemandStore as unknown as ListStore<unknown>,
};

/**
 * The hook keeps its synchronous answer: true when the item was taken (a visitor's is stored at once; a
 * customer's is on its way to the server, and the outcome is shown when it answers), false when refused here.
 */
export function useProductActions(): ProductActions {
  const goGated = useGatedNavigate();

  return useMemo(() => {
    const report = (key: CollectionKey, result: ListResult, done: string | null) => {
      if (result.ok) {
        window.dispatchEvent(new CustomEvent(COLLECTIONS_EVENT, { detail: { key } }));
        if (done) void toast.success(done);
      } else if (!result.silent) {
        // code 0: the server's message; network failures were toasted by the client, -1 logged out.
        void toast.error(result.message);
      }
    };

    const add = (key: CollectionKey, choice: ProductChoice, done: string | null): boolean => {
      if (!isValidQuantity(choice.quantity)) {
        void toast.warning(MSG.quantityInvalid);
        return false;
      }
      const store = STORES[key];
      const item = toLocalItem(choice) as ListItem;
      const addLocal = (): boolean => {
        const result = store.getState().addLocal(item);
        if (!result.ok) {
          void toast.error(MSG.storageFull);
          return false;
        }
        report(key, result, done);
        return true;
      };
      if (isVisitorNow()) return addLocal();
      // Logged in, or a token still being checked right after the page loaded: the check answers first, so a
      // customer's early click goes to the server list rather than into the visitor's session storage.
      void loggedInSettled().then((loggedIn) => {
        if (!loggedIn) return void addLocal();
        // Logged in: the store must be in server mode (a page without the header may not have started it).
        if (store.getState().mode !== 'server') startListSync();
        void store
          .getState()
          .add(item)
          .then((result) => report(key, result, done));
      });
      return true;
    };

    return {
      addToCart: (c) => add(SHOPPING_CART, c, MSG.addedToCart),
      addToInquiry: (c) => add(INTER_QUOTATION, c, MSG.addedToInquiry),
      addToDemand: (c) => add(REQUIRELIST, c, MSG.addedToDemand),
      buyNow: (c) => {
        if (!isValidQuantity(c.quantity)) {
          void toast.warning(MSG.quantityInvalid);
          return false;
        }
        // A visitor gets the login pop-up, which then continues to the settlement of this SKU.
        void goGated(routes.settlementPage({ skuId: c.skuId, num: c.quantity }));
        return true;
      },
    };
  }, [goGated]);
}
