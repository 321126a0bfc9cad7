import { MSG } from '@/lib/messages/core';
import { viaShell } from '@/lib/api/shell';
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
    list: viaShell(({ basketCalls, browserApi }) => basketCalls.list(browserApi)),
    insert: viaShell(({ basketCalls, browserApi }, item: ListItem) => basketCalls.insert(browserApi, { prodDetailId: item.prodDetailId, skuId: item.skuId ?? 0, num: item.number })),
    remove: viaShell(({ basketCalls, browserApi }, id: number) => basketCalls.remove(browserApi, id)),
    update: viaShell(({ basketCalls, browserApi }, id: number, num: number) => basketCalls.update(browserApi, id, num)),
    synchronize: viaShell(({ basketCalls, browserApi }, items: ListItem[], requestId: string | undefined) => basketCalls.synchronize(browserApi, { requestId, items: items.map(toSyncItem) })),
    idempotencyKey: true,
    toItem: itemOfCartRow,
  },
});

/** SPEC §3 inquiryNumber. */
export const useInquiryNumber = () => useInquiryStore((s) => s.items.length);
