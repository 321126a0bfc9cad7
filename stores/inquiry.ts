import { browserApi } from '@/lib/api/browser';
import { MSG } from '@/lib/messages';
import { basketCalls } from '@/lib/api/cart';
import type { CartRow } from '@/lib/api/contract/cart';
import { INTER_QUOTATION, itemOfCartRow, toSyncItem } from './cart-items';
import type { ListItem } from './list-item';
import { createListStore } from './list-store';

/** The inquiry basket (询价篮). Visitor: session storage INTER_QUOTATION; logged in: inquiry/basket/*. */
export const useInquiryStore = createListStore<CartRow>({
  name: 'inquiry',
  label: MSG.basketTitle,
  storageKey: INTER_QUOTATION,
  storage: 'session',
  merge: 'sum',
  server: {
    list: () => basketCalls.list(browserApi),
    insert: (item: ListItem) => basketCalls.insert(browserApi, { prodDetailId: item.prodDetailId, skuId: item.skuId ?? 0, num: item.number }),
    remove: (id) => basketCalls.remove(browserApi, id),
    update: (id, num) => basketCalls.update(browserApi, id, num),
    synchronize: (items, requestId) => basketCalls.synchronize(browserApi, { requestId, items: items.map(toSyncItem) }),
    idempotencyKey: true,
    toItem: itemOfCartRow,
  },
});

/** SPEC §3 inquiryNumber. */
export const useInquiryNumber = () => useInquiryStore((s) => s.items.length);
