import { MSG } from '@/lib/messages/core';
import { viaShell } from '@/lib/api/shell';
import type { CartRow } from '@/lib/api/contract/cart';
import { itemOfCartRow, SHOPPING_CART, toSyncItem } from './cart-items';
import type { ListItem } from './list-item';
import { createListStore } from './list-store';

/** The cart (购物车). Visitor: session storage SHOPPING_CART; logged in: buy/car/*. */
export const useCartStore = createListStore<CartRow>({
  name: 'cart',
  label: MSG.cartTitle,
  storageKey: SHOPPING_CART,
  storage: 'session',
  merge: 'sum',
  server: {
    list: viaShell(({ cartCalls, browserApi }) => cartCalls.list(browserApi)),
    insert: viaShell(({ cartCalls, browserApi }, item: ListItem) => cartCalls.insert(browserApi, { prodDetailId: item.prodDetailId, skuId: item.skuId ?? 0, num: item.number })),
    remove: viaShell(({ cartCalls, browserApi }, id: number) => cartCalls.remove(browserApi, id)),
    update: viaShell(({ cartCalls, browserApi }, id: number, num: number) => cartCalls.update(browserApi, id, num)),
    synchronize: viaShell(({ cartCalls, browserApi }, items: ListItem[], requestId: string | undefined) => cartCalls.synchronize(browserApi, { requestId, items: items.map(toSyncItem) })),
    idempotencyKey: true,
    toItem: itemOfCartRow,
  },
});

/** SPEC §3 shoppingNumber: rows (distinct SKUs) in the cart. */
export const useShoppingNumber = () => useCartStore((s) => s.items.length);
